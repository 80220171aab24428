package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// "Whenever a creature blocks this turn, it gets +0/+1 until end of
// turn.": a delayed triggered ability a trick creates as it resolves
// (404.4), for the rest of the turn (404.4b). It exists from then on only
// (404.4a): created once blockers are declared, it waits for blocks this
// combat will not have. It triggers for each creature that blocks, among
// the other "blocks" triggers, and pumps that creature as it resolves.

// blocksWatchByTrick creates the delayed trigger of effect e.
func (w *walk) blocksWatchByTrick(t game.Trick, line trickLine, e ability.Reading) {
	more := ""
	if w.passed(DeclareBlockersStep) {
		more = " Blockers are declared already: no creature blocks again this combat, so it won't trigger."
	}
	w.blocksWatches = append(w.blocksWatches, blocksWatch{controller: t.Player, power: e.Power, tough: e.Toughness, text: e.Text})
	w.event(EventTrick, "404.4b", nil, "%s resolves: it creates a delayed triggered ability for the rest of this turn: whenever a creature blocks, it gets %+d/%+d until end of turn.%s", w.usedName(t, line), e.Power, e.Toughness, more)
}

// watchedBlocks are the delayed triggers on blocker bl blocking: each
// triggers once for it.
func (w *walk) watchedBlocks(bl *state.Perm) []pending {
	var out []pending
	for _, b := range w.blocksWatches {
		out = append(out, pending{controller: b.controller, source: bl.ID, resolve: func() {
			if !w.boost(bl.ID, b.power, b.tough) {
				w.event(EventTrigger, "404.4b", []game.ObjectID{bl.ID}, "The delayed trigger \"%s\" resolves, but %s has left play: it does nothing.", b.text, bl.Label())
				return
			}
			w.event(EventTrigger, "404.4b", []game.ObjectID{bl.ID}, "The delayed trigger \"%s\": %s blocked, so it gets %+d/%+d until end of turn (now %s).", b.text, bl.Label(), b.power, b.tough, w.pt(bl.ID))
		}})
	}
	return out
}
