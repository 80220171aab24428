package rules_test

import (
	"go/ast"
	"go/token"
	"reflect"
	"testing"

	"rulesjudge/rules"
	"rulesjudge/rules/ability"
)

// movedEffectActions are the actions of tricks' effects the gate
// (trick.TrickLine) and the walk apply by their typed form alone: grow it
// as an action's keyword tests become questions to the form.
var movedEffectActions = []ability.Action{
	ability.PowerToughnessChange,
	ability.KeywordGrant,
	ability.KeywordLoss,
	ability.RegenerationShield,
	ability.RegenerationBan,
	ability.ColorChange,
	ability.ControlChange,
	ability.Tapping,
	ability.Untapping,
	ability.TapOrUntapping,
	ability.CombatRemoval,
	ability.AttackRestriction,
	ability.CombatSkipped,
	ability.Discarding,
	ability.OutsideCombat,
	ability.TokenMade,
	ability.BlockRestriction,
	ability.BlockRequirement,
	ability.Evading,
	ability.Destruction,
	ability.Exiled,
	ability.ReturnedToHand,
	ability.Sacrificing,
	ability.TypeChange,
	ability.PutIntoPlay,
	ability.Chance,
	ability.Revealing,
	ability.Choosing,
	ability.DamageDealt,
	ability.LifeGain,
	ability.ExtraBlocks,
	ability.PreventionShield,
	ability.RedirectionShield,
	ability.Conditional,
	ability.CountersPut,
	// A triggered ability's effect that names no one: about a later turn.
	ability.AboutLaterTurn,
}

// Issue 26: the effects of activated abilities and instants of the
// actions moved are read by their typed form (ability.Effect: action,
// amount, duration, delayed, chosen, ...) and by it alone: no package of
// the core but the ability language, and not the edge, names one by its
// keyword (its wire name), so what a trick does is what its row of
// ability's table says (413.2b). The effects of triggered abilities (an
// Effect with Whom) are not held here, nor the steps of triggered
// abilities that share an effect's wire name (GainLifeStep,
// ChooseColorStep): the names held are the keys of ability's effects
// table.
func TestTrickEffectsReadByTheirTypedForm(t *testing.T) {
	moved := map[ability.Action]bool{}
	for _, a := range movedEffectActions {
		moved[a] = true
	}
	isMoved := map[string]bool{}
	values := abilityConstants(t)
	for _, name := range effectTableNames(t) {
		if e := ability.EffectOf(ability.Keyword(values[name])); e != nil && e.Whom == "" && moved[e.Action] {
			isMoved[name] = true
		}
	}
	if len(isMoved) < len(movedEffectActions) {
		t.Fatalf("ability's table has %d effects of the %d actions moved: the scan is broken", len(isMoved), len(movedEffectActions))
	}
	coreNames(t, func(at token.Position, name, value string) {
		if isMoved[name] {
			t.Errorf("%s names the effect ability.%s (%s): ask its typed form (ability.FormOf) instead (413.2b)", at, name, ability.EffectOf(ability.Keyword(value)).Action)
		}
	})
}

// The typed form tells apart every two effects of an action moved: the
// gate and the walk, which ask the form and no longer the mode, would
// otherwise apply one as the other, or accept one the walk never applies
// (413.2b).
func TestTrickEffectFormsTellEffectsApart(t *testing.T) {
	moved := map[ability.Action]bool{}
	for _, a := range movedEffectActions {
		moved[a] = true
	}
	seen := map[ability.Effect]ability.Keyword{}
	for _, k := range ability.EffectKeywords() {
		e := ability.EffectOf(k)
		if e.Whom != "" || !moved[e.Action] {
			continue
		}
		if other, ok := seen[e.Form()]; ok {
			t.Errorf("%q and %q have one typed form %+v: the table is missing what tells them apart (413.2b)", other, k, e.Form())
		}
		seen[e.Form()] = k
	}
}

// effectTableNames are the names of the constants that key ability's
// table of effects (effect_kinds.go: effects).
func effectTableNames(t *testing.T) []string {
	t.Helper()
	var out []string
	for _, f := range goFiles(t, token.NewFileSet(), "ability") {
		ast.Inspect(f, func(n ast.Node) bool {
			vs, ok := n.(*ast.ValueSpec)
			if !ok || len(vs.Names) != 1 || vs.Names[0].Name != "effects" || len(vs.Values) != 1 {
				return true
			}
			if lit, ok := vs.Values[0].(*ast.CompositeLit); ok {
				for _, el := range lit.Elts {
					if kv, ok := el.(*ast.KeyValueExpr); ok {
						if id, ok := kv.Key.(*ast.Ident); ok {
							out = append(out, id.Name)
						}
					}
				}
			}
			return false
		})
	}
	if len(out) < 90 {
		t.Fatalf("read %d keys of ability's effects table, want the 90 or more of today", len(out))
	}
	return out
}

// Every effect of the actions moved that the gate accepts
// (rules.AppliedTrickModes) has its typed form asked by the walk: an
// ability.Effect written in the walk's source equal to its form, so the
// gate never accepts what the walk can't apply (fail closed, 413.2b). The
// forms the walk asks by one field instead are listed with where.
func TestEveryAppliedTrickFormIsAsked(t *testing.T) {
	values := abilityConstants(t)
	asked := map[ability.Effect]bool{}
	for _, f := range goFiles(t, token.NewFileSet(), "walk") {
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.CompositeLit); ok && abilityName(lit.Type) == "Effect" {
				asked[effectLiteral(t, lit, values)] = true
			}
			return true
		})
	}
	if len(asked) < 40 {
		t.Fatalf("read %d typed forms the walk asks, want the 40 or more of today: the scan is broken", len(asked))
	}
	byField := map[ability.Effect]string{
		{Action: ability.TokenMade, Duration: ability.Once}:                                                  "walk/entering_tricks.go: EffectOfReading(e).Is(TokenMade)",
		{Action: ability.PreventionShield, Amount: ability.FixedN, Duration: ability.ThisTurn, Chosen: true}: "trick.DividesShield, walk/trick_choices.go: dividedShields",
	}
	moved := map[ability.Action]bool{}
	for _, a := range movedEffectActions {
		moved[a] = true
	}
	for k := range rules.AppliedTrickModes() {
		e := ability.EffectOf(k)
		if e == nil || e.Whom != "" || !moved[e.Action] || asked[e.Form()] {
			continue
		}
		if why, ok := byField[e.Form()]; ok {
			t.Logf("%q: asked by a field (%s)", k, why)
			continue
		}
		t.Errorf("the gate applies %q (%+v) and the walk asks no such form (413.2b)", k, e.Form())
	}
}

// effectLiteral is the value of a composite literal ability.Effect{...}
// of the walk's source: its fields named, ability's constants by value.
func effectLiteral(t *testing.T, lit *ast.CompositeLit, values map[string]string) ability.Effect {
	t.Helper()
	var e ability.Effect
	v := reflect.ValueOf(&e).Elem()
	for _, el := range lit.Elts {
		kv, ok := el.(*ast.KeyValueExpr)
		if !ok {
			t.Fatalf("an ability.Effect of the walk names no field: %T", el)
		}
		f := v.FieldByName(kv.Key.(*ast.Ident).Name)
		switch f.Kind() {
		case reflect.String:
			f.SetString(values[abilityName(kv.Value)])
		case reflect.Bool:
			id, ok := kv.Value.(*ast.Ident)
			f.SetBool(ok && id.Name == "true")
		}
	}
	return e
}
