package rules_test

import (
	"go/ast"
	"go/token"
	"testing"

	"rulesjudge/rules/ability"
)

// Issue 26: an effect of a triggered ability whose row in ability's table
// says whom it acts on (ability.Effect.Whom) is applied by that typed
// form alone: no package of the core but the ability language, and not
// the edge, names it by its keyword, so what a trigger does as it
// resolves is what its row says (410.1, 413.2).
func TestTriggerEffectsReadByTheirTypedForm(t *testing.T) {
	values := abilityConstants(t)
	typed := map[string]bool{}
	for _, name := range effectTableNames(t) {
		if e := ability.EffectOf(ability.Keyword(values[name])); e != nil && e.Whom != "" {
			typed[name] = true
		}
	}
	if len(typed) < 18 {
		t.Fatalf("ability's table has %d effects of triggered abilities, want the 18 or more of today: the scan is broken", len(typed))
	}
	coreNames(t, func(at token.Position, name, value string) {
		if typed[name] {
			e := ability.EffectOf(ability.Keyword(value))
			t.Errorf("%s names the trigger effect ability.%s (%s on %s): ask its typed form instead (410.1)", at, name, e.Action, e.Whom)
		}
	})
}

// sameEffectInOtherWords are the effects of triggered abilities that are
// one effect written in other words, each with the other: one typed form.
// The walk tells them apart by where they stand (a top-level effect, or
// the effect after a cost paid), never by their words.
var sameEffectInOtherWords = map[ability.Keyword]ability.Keyword{
	// "prevent all combat damage ~ would deal this turn" (after "if you
	// do" or "unless"), "prevent all combat damage that would be dealt by
	// ~ this turn" (a trigger's own effect): 419.7.
	ability.PreventItsCombatDamage: ability.PreventDealtBy,
}

// The typed form tells apart every two effects of triggered abilities:
// the walk, which asks the form and not the keyword, would otherwise
// resolve one as the other (410.1, 413.2).
func TestTriggerEffectFormsTellEffectsApart(t *testing.T) {
	seen := map[ability.Effect]ability.Keyword{}
	for _, k := range ability.EffectKeywords() {
		e := ability.EffectOf(k)
		if e.Whom == "" {
			continue
		}
		if other, ok := seen[e.Form()]; ok && sameEffectInOtherWords[k] != other && sameEffectInOtherWords[other] != k {
			t.Errorf("%q and %q have one typed form %+v: the table is missing what tells them apart (410.1)", other, k, e.Form())
		}
		seen[e.Form()] = k
	}
}

// Every typed form of a triggered ability's effect the walk writes (an
// ability.Effect with Whom, a case it switches on or a form it lists) is
// the form of a row of ability's table: a form no row has would be a case
// never taken, and the effect it meant would resolve as another (410.1).
func TestTriggerEffectFormsAskedAreRows(t *testing.T) {
	rows := map[ability.Effect]bool{}
	for _, k := range ability.EffectKeywords() {
		rows[ability.EffectOf(k).Form()] = true
	}
	values := abilityConstants(t)
	fset := token.NewFileSet()
	n := 0
	for _, f := range goFiles(t, fset, "walk") {
		ast.Inspect(f, func(x ast.Node) bool {
			lit, ok := x.(*ast.CompositeLit)
			if !ok {
				return true
			}
			var forms []*ast.CompositeLit
			if abilityName(lit.Type) == "Effect" {
				forms = append(forms, lit)
			}
			if m, ok := lit.Type.(*ast.MapType); ok && abilityName(m.Key) == "Effect" { // listForms's keys
				for _, el := range lit.Elts {
					if k, ok := el.(*ast.KeyValueExpr).Key.(*ast.CompositeLit); ok {
						forms = append(forms, k)
					}
				}
			}
			for _, form := range forms {
				e := effectLiteral(t, form, values)
				if e.Whom == "" {
					continue // a trick's effect (trick_effect_forms_test.go)
				}
				n++
				if !rows[e] {
					t.Errorf("%s: the walk asks the form %+v, which no row of ability's effects table has (410.1)", fset.Position(form.Pos()), e)
				}
			}
			return true
		})
	}
	if n < 100 {
		t.Fatalf("read %d typed forms of triggers' effects in the walk, want the 100 or more of today: the scan is broken", n)
	}
}
