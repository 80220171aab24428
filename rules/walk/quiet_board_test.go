package walk

import (
	"testing"

	"rulesjudge/rules/ability"
)

// The rules of blocking no trigger searches for keep a board quiet, read
// by their typed form: the restrictions on blocking and being blocked
// (counted or not) and the requirements to block; a rule with a cost, a
// condition, or one of attacking does not (a permission neither).
func TestQuietRules(t *testing.T) {
	for k, want := range map[ability.Keyword]bool{
		ability.CantBlock: true, ability.CantBlockAlone: true, ability.MaxOneBlocker: true, ability.MinBlockers: true,
		ability.Lure: true, ability.MustBeBlocked: true, ability.Unblockable: true, ability.CantBeBlockedBy: true,
		ability.BlockedCost: false, ability.CantAttack: false, ability.AttacksEachTurn: false,
		ability.BlocksAsThoughFlying: false, ability.WhenAttacks: false,
	} {
		if got := quietAbility(&ability.Ability{Keyword: k}); got != want {
			t.Errorf("quietAbility(%q) = %v, want %v", k, got, want)
		}
	}
}
