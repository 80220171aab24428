package damage

import (
	"testing"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/state"
)

// Deal skips modify on a quiet board (no permanent modifiesDamage, no
// shield): every static modify and its steps read on a source, a
// recipient or anywhere on the board must make its permanent a modifier,
// or an event on a board with it would be dealt unmodified. They are
// protection (502.7e), damage that can't be prevented, and every
// replacement and prevention static of ability's table (419.6, 419.7).
func TestEveryDamageEventModifierIsSeen(t *testing.T) {
	read := append([]ability.Keyword{ability.Protection, ability.Unpreventable}, ability.ReplacementKeywords()...)
	if len(read) < 20 {
		t.Fatalf("%d statics that modify damage, want the 20 or more of today", len(read))
	}
	for _, k := range read {
		p := &state.Perm{Readings: []ability.Ability{{Keyword: ability.Flying}, {Keyword: k}}}
		if !modifiesDamage(p) {
			t.Errorf("a permanent with %q is not seen as modifying damage events: Deal would skip it (419.6, 419.7)", k)
		}
	}
	if p := (&state.Perm{Readings: []ability.Ability{{Keyword: ability.Flying}, {Keyword: ability.Trample}}}); modifiesDamage(p) {
		t.Errorf("flying and trample modify no damage event, yet the permanent is seen as a modifier (310.4)")
	}
}
