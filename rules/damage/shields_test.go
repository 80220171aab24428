package damage

import (
	"testing"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/state"
)

// Deal skips modify on a quiet board (no permanent modifiesDamage, no
// shield): every keyword modify and its steps read on a source, a
// recipient or anywhere on the board must make its permanent a modifier,
// or an event on a board with it would be dealt unmodified. The cases
// are the keywords shields.go and damage_replacements.go read (419.6,
// 419.7, 502.7e).
func TestEveryDamageEventModifierIsSeen(t *testing.T) {
	read := []ability.Keyword{
		ability.Protection, ability.Unpreventable, ability.PreventBy, ability.PreventToQuality, ability.PreventFromQuality,
		ability.PreventFromBlocked, ability.PreventUpTo, ability.PreventFromEnchanted, ability.PreventIntoTokens,
		ability.PreventAndRemoveCounter, ability.PreventPerCounter, ability.CountersInsteadOfDamage,
		ability.PreventTo, ability.PreventCombatToIt, ability.PreventToItByCreatures,
	}
	for _, k := range append(read, eventStatics...) {
		p := &state.Perm{Readings: []ability.Ability{{Keyword: ability.Flying}, {Keyword: k}}}
		if !modifiesDamage(p) {
			t.Errorf("a permanent with %q is not seen as modifying damage events: Deal would skip it (419.6, 419.7)", k)
		}
	}
	if p := (&state.Perm{Readings: []ability.Ability{{Keyword: ability.Flying}, {Keyword: ability.Trample}}}); modifiesDamage(p) {
		t.Errorf("flying and trample modify no damage event, yet the permanent is seen as a modifier (310.4)")
	}
}
