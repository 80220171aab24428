package walk

import (
	"fmt"

	"rulesjudge/rules/state"
)

// This file answers a question of the whole board (isolated, quiet) from
// the walk's memory of the last board it was answered yes of
// (rememberedBoard, combat.go).

// ask is question(b), from memory when b is the board remembered;
// named is the question's name in verifyDelta's message.
func (r *rememberedBoard) ask(b *state.Board, question func(*state.Board) bool, named string) bool {
	if b == r.on && unconditional(b) { // checked_board.go
		if verifyDelta && !question(b) {
			panic(fmt.Sprintf("%s board: remembered %s, and it is not\n%s", named, named, boardText(b)))
		}
		return true
	}
	yes := question(b)
	if yes && unconditional(b) {
		r.on = b
	}
	return yes
}
