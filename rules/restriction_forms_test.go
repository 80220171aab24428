package rules_test

import (
	"go/token"
	"testing"

	"rulesjudge/rules/ability"
)

// Issue 26: the restrictions on attacking and blocking (500.1-500.3,
// 501.1), the bans ("can't block", "can't be
// blocked by Walls"), the counts ("can't attack alone", "no more than two
// creatures can block") and the costs ("can't attack unless its
// controller pays {3}", 308.2d, 309.2b) and those a condition lifts
// ("can't attack unless defending player controls an Island"), the
// requirements (500.4: "attacks each turn if able", Lure) and the
// permissions ("can block as though it had flying"), and the changes of
// how combat damage is assigned (310.2e) and the shields banned (419.6b,
// 419.7), are read by their typed form (ability.StaticAbility's Act,
// Against, Count, Payment, Unless, InForce, AsThough, Assigns and Bans)
// and by it alone: no
// package of the core but the ability language, and not the edge, names
// one by its keyword (its wire name), so what a restriction forbids is
// what its row of ability's table says.
func TestCombatStaticsReadByTheirTypedForm(t *testing.T) {
	typed := map[string]bool{}
	for _, k := range ability.StaticsOf(func(s *ability.StaticAbility) bool {
		return s.Restriction() || s.Requirement() || s.AsThough != nil ||
			s.Kind == ability.DamageAssignment || s.Kind == ability.ShieldBan || s.Kind == ability.NoCombatPart
	}) {
		typed[string(k)] = true
	}
	if len(typed) < 75 {
		t.Fatalf("ability's table has %d static abilities of combat read by their typed form, want the 75 or more of today", len(typed))
	}
	coreNames(t, func(at token.Position, name, value string) {
		if typed[value] {
			t.Errorf("%s names the static ability of combat ability.%s: ask its typed form (ability.StaticOf: Act, Against, Count, Payment, Unless, InForce, AsThough, Assigns, Bans) instead (500.2-500.4, 310.2e)", at, name)
		}
	})
}
