package rules_test

import (
	"go/token"
	"testing"

	"rulesjudge/rules/ability"
)

// Issue 26: the statics that change a permanent's characteristics in the
// layers of 418.5a (power and toughness, color, types, abilities given
// and taken away) are read by their typed form (ability.Change: what
// they change, how, in which layer, what their amount counts) and by it
// alone: no package of the core but the ability language, and not the
// edge, names one by its keyword (its wire name), so how the board
// derives a characteristic is what its row of ability's table says. The
// keywords of 502 a grant gives ("flying") stay named: they are the
// game's vocabulary, not a change's form.
func TestCharacteristicChangesReadByTheirTypedForm(t *testing.T) {
	typed := map[string]bool{}
	for _, k := range ability.Changing(func(*ability.Change) bool { return true }) {
		typed[string(k)] = true
	}
	if len(typed) < 12 {
		t.Fatalf("ability's table has %d characteristic-changing statics with a typed form, want the 12 or more of today", len(typed))
	}
	coreNames(t, func(at token.Position, name, value string) {
		if !typed[value] {
			return
		}
		t.Errorf("%s names the characteristic-changing static ability.%s: ask its typed form (ability.ChangeOf, ability.Changing: Of, How, Layer, Amount, Resolved) instead (418.5a)", at, name)
	})
}
