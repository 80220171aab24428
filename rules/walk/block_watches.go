package walk

import (
	"fmt"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// "When that creature becomes blocked this turn, it gets +1/+1 until end
// of turn for each creature blocking it.": a delayed triggered ability a
// trick creates as it resolves (404.4), with a duration, this turn
// (404.4b). It exists from then on only (404.4a): created once blockers
// are declared, it waits for a block that this combat will not have. It
// triggers when blockers are declared and the creature becomes blocked,
// among the other "becomes blocked" triggers, and counts the creatures
// blocking it as it resolves, as rampage does. It triggers once.

// blockWatchByTrick creates the delayed trigger of effect e on creature
// id.
func (w *walk) blockWatchByTrick(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	what := w.usedName(t, line)
	pump := e.Parts[0] // trick.blockWatchApplied: one pump per blocker
	more := ""
	if w.passed(DeclareBlockersStep) {
		more = " Blockers are declared already: this combat's creatures don't become blocked again, so it won't trigger."
	}
	w.blockWatches = append(w.blockWatches, blockWatch{watched: id, controller: t.Player, power: pump.Power, tough: pump.Toughness, text: e.Text})
	w.event(EventTrick, "404.4b", []game.ObjectID{id}, "%s resolves: it creates a delayed triggered ability for the rest of this turn: when %s becomes blocked, it gets %+d/%+d until end of turn for each creature blocking it.%s", what, w.name(id), pump.Power, pump.Toughness, more)
}

// watchedBlocked are the delayed triggers on attacker a becoming blocked,
// fired once each.
func (w *walk) watchedBlocked(a *state.Perm) []pending {
	var out []pending
	for i := range w.blockWatches {
		b := &w.blockWatches[i]
		if b.fired || b.watched != a.ID {
			continue
		}
		b.fired = true
		p := w.perBlocker(a, b.power, b.tough, "404.4b", fmt.Sprintf("delayed trigger \"%s\"", b.text), 0) // combat_triggers.go
		p.controller = b.controller
		out = append(out, p)
	}
	return out
}
