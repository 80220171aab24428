package rules_test

import (
	"go/token"
	"testing"

	"rulesjudge/rules/ability"
)

// stillNamedTriggerEffects are the effects of triggered abilities with a
// typed row (an ability.Effect with Whom) that the core still names by
// their keyword, each with where and why. Issue 26: it shrinks as the
// walk asks their typed form instead.
var stillNamedTriggerEffects = map[string]string{
	"DamageThatCreature":  "the walk builds it to deal a trigger's damage to one creature (combat_triggers.go, costly_pumps.go, end_of_combat_effects.go)",
	"DamageItsController": "the walk builds it to deal a delayed trigger's damage to a creature's controller (end_of_combat_effects.go)",
}

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
	for name := range stillNamedTriggerEffects {
		if !typed[name] {
			t.Errorf("stillNamedTriggerEffects lists ability.%s, which has no typed row with Whom: drop it", name)
		}
	}
	coreNames(t, func(at token.Position, name, value string) {
		if typed[name] && stillNamedTriggerEffects[name] == "" {
			e := ability.EffectOf(ability.Keyword(value))
			t.Errorf("%s names the trigger effect ability.%s (%s on %s): ask its typed form instead (410.1)", at, name, e.Action, e.Whom)
		}
	})
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
		if other, ok := seen[e.Form()]; ok {
			t.Errorf("%q and %q have one typed form %+v: the table is missing what tells them apart (410.1)", other, k, e.Form())
		}
		seen[e.Form()] = k
	}
}
