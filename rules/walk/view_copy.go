package walk

import (
	"slices"

	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// ownView gives b, the walk's view about to be patched (derived_patch.go),
// its own copy of the permanents when they are still in, the request's
// (the first view, read by the attack's check on the request's permanents:
// first_view.go), each permanent's given values pointing into the copy, as
// on a board read on a copy of its own (ownPermanents): copy on write.
func ownView(b *state.Board, in []game.Permanent) {
	if len(in) == 0 || len(b.Board.Permanents) != len(in) || &b.Board.Permanents[0] != &in[0] {
		return
	}
	b.Board.Permanents = slices.Clone(in)
	for _, p := range b.Order {
		if p.Index < len(in) && p.Given == &in[p.Index] {
			p.Given = &b.Board.Permanents[p.Index]
		}
	}
}
