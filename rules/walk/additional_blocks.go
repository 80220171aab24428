package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// A creature that can block more than one additional creature this turn
// ("That creature can block up to two additional creatures this turn."):
// until end of turn it has, N times, the ability to block an additional
// creature (309.2a); the declaration of blockers counts each of them, so
// the creature may block up to N+1 attackers.

// blockAdditional applies mode CanBlockAdditionalN of a trick to creature
// id: e.N lines "~ can block an additional creature.".
func (w *walk) blockAdditional(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	what := w.usedName(t, line)
	lines := make([]string, e.N)
	for i := range lines {
		lines[i] = "~ can block an additional creature."
	}
	w.gain(id, lines...)
	w.event(EventTrick, "309.2a", []game.ObjectID{id}, "%s resolves: %s can block up to %d additional creatures this turn.", what, w.name(id), e.N)
}
