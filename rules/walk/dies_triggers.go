package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// hasDiesTrigger reports whether one of ids has a leaves-play trigger on
// board b, so that the walk reads the combat before they leave only then.
func hasDiesTrigger(b *state.Board, ids []game.ObjectID) bool {
	for _, id := range ids {
		if p := b.Perms[id]; p != nil && p.Has(ability.WhenPutIntoGraveyard) {
			return true
		}
	}
	return false
}
