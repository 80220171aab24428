package damage

import (
	"slices"
	"testing"

	"rulesjudge/rules/ability"
)

// Every change of how combat damage is assigned (310.2e) and every shield
// banned (419.6b, 419.7) in ability's table is asked for by the damage
// step (fail closed: a static the card view lists as understood is
// applied): its typed form names an assignment or a shield one of the
// step's lists reads.
func TestEveryAssignmentHasAMeaning(t *testing.T) {
	asked := slices.Concat(assignsAsUnblocked, assignsAmongDefenders, assignsToDefendersOne, assignsNoCombatDamage, defendingPlayerAssigns, unpreventable, unregenerable)
	n := 0
	for _, k := range ability.StaticsOf(func(s *ability.StaticAbility) bool {
		return s.Kind == ability.DamageAssignment || s.Kind == ability.ShieldBan
	}) {
		n++
		if !slices.Contains(asked, k) {
			s := ability.StaticOf(k)
			t.Errorf("%q (%s %q %q of %s) is asked for by no list of the damage step", k, s.Kind, s.Assigns, s.Bans, s.Whose.Subject)
		}
	}
	if n < 7 {
		t.Errorf("%d assignments and shield bans checked, want the 7 or more of today", n)
	}
}
