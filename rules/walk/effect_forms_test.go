package walk

import (
	"testing"

	"rulesjudge/rules/ability"
)

// The walk resolves the effects of triggered abilities by their typed
// form (410.1): each form it asks, in a switch (combat_effect_forms.go) or
// in the table of listed effects (listed_effects.go), must be the form of
// a row of ability's effects table, with whom it acts on. A form no row
// has, a slip or a row changed since, would never match: its effect would
// silently go to another resolution; this fails instead.
func TestAskedFormsAreTableRows(t *testing.T) {
	rows := map[ability.Effect]ability.Keyword{}
	for _, k := range ability.EffectKeywords() {
		if e := ability.EffectOf(k); e.Whom != "" {
			rows[e.Form()] = k
		}
	}
	asked := []ability.Effect{
		destroyInCombatWithIt, counterInCombatWithIt, removeCounterNow, removeCounterLater, returnItselfLater,
		returnThatLater, destroyItselfLater, sacrificeItselfLater, libraryItselfLater, destroyThatAndItself,
		mayUntapAndRemove, mayDraw, defenderMayDraw, gainLifeMayReturn, mayTapTarget, mayUntapTarget,
		mayDamageTarget, mayDamagePowerTo, mayDamagePlayersOwn, mayBouncePlayersOwn, mayDestroyPlayersOwn,
		untapItself, counterOnItself, pumpBeyondFirst, pumpPerOtherAttacking, pumpAndGainItself, returnItself,
		evadesThisCombat, preventDealtByItself, counterOnThat, pumpThat, pumpSelected, pumpAttackingGroup,
		destroyThatBlocked, exileBlockedByIt, untapDefenders, tapItsBlockers, paralyzeInCombatWith,
		counterOnItselfAndToken, controlItsBlockers, damageThatLater, counterOnItselfLater, controlThatLater,
		thatSacrificedLater,
	}
	for f := range listedForms {
		asked = append(asked, f)
	}
	if len(asked) < 55 {
		t.Fatalf("found %d forms the walk asks, want the 55 or more of today", len(asked))
	}
	for _, f := range asked {
		if _, ok := rows[f]; !ok {
			t.Errorf("the walk asks the form %+v, which no row of ability's effects table has: its effect would never be resolved so (410.1)", f)
		}
	}
}
