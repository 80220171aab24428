package trick

import (
	"slices"

	"rulesjudge/rules/ability"
)

// "Prevent all combat damage that would be dealt by unblocked creatures
// this turn." (Snag): a prevention effect, applied to each combat damage
// event as it happens (419.7), so whether a creature is unblocked is seen
// as the combat damage is dealt, not as the spell resolves: cast before
// blockers are declared, it still stops the creatures that become
// unblocked. The walk keeps it for the turn and applies it as each
// combat damage step begins (walk/unblocked_prevention.go).

// PreventsByUnblocked reports whether effect e prevents the combat damage
// of every unblocked creature this turn, and no other.
func PreventsByUnblocked(e ability.Reading) bool {
	if ability.FormOf(e) != combatShieldBy || e.Selector.Subject != ability.Selected || e.Selector.Scope != (ability.Scope{}) || len(e.Selector.Quality.Any) > 0 {
		return false
	}
	terms := e.Selector.Quality.Terms
	return len(terms) == 2 && slices.ContainsFunc(terms, func(t ability.Term) bool { return t.Kind == ability.Unblocked && !t.Not }) &&
		slices.ContainsFunc(terms, func(t ability.Term) bool { return t.Kind == ability.CardType && t.Word == "creature" && !t.Not })
}
