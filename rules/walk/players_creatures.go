package walk

import (
	"fmt"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// An effect on the creatures a target player controls ("Creatures target
// player controls get +1/+1 until end of turn."): its target is a player
// (409.1c: a permanent is no legal target), and it affects the creatures
// that player controls as it resolves (418.3a), whoever they attack or
// block.

// playerTargetProblem says why id is not a legal target player of effect
// e, with the rule; "" when it is.
func (w *walk) playerTargetProblem(e ability.Reading, id game.ObjectID) (game.RuleID, string) {
	if w.view().PlayersByID[id] != nil {
		return "", ""
	}
	if !w.inPlay(id) {
		return "413.2a", fmt.Sprintf("%s has left play.", w.name(id))
	}
	return "409.1c", fmt.Sprintf("%s is a permanent, and \"%s\" targets a player.", w.name(id), e.Text)
}

// creaturesOf are the creatures player id controls now, in the board's
// order; none when id is no player.
func (w *walk) creaturesOf(id game.ObjectID) []game.ObjectID {
	b := w.view()
	if b.PlayersByID[id] == nil {
		return nil
	}
	var out []game.ObjectID
	for _, p := range b.Order {
		if p.IsCreature() && p.Controller == id {
			out = append(out, p.ID)
		}
	}
	return out
}
