package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// Evasion until end of turn ("Target creature with power 2 or less can't
// be blocked this turn."): the creature has the evasion ability as a line
// of its own until end of turn, which the declare package reads when
// blockers are declared (501.1). Given once blockers are declared, it
// changes no block declared (501.3).

// evasionUntilEndOfTurn gives creature id the evasion of effect e.
func (w *walk) evasionUntilEndOfTurn(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	text, ok := ability.EvasionLine(e)
	if !ok { // trick.TrickLine refuses such a line: never reached
		return
	}
	w.gain(id, text)
	what := w.usedName(t, line)
	if w.passed(DeclareBlockersStep) {
		w.event(EventTrick, "501.3", []game.ObjectID{id}, "%s resolves: %s gains \"%s\" until end of turn. Blockers are declared already: evasion gained after a legal block changes no block.", what, w.name(id), text)
		return
	}
	w.event(EventTrick, "501.1", []game.ObjectID{id}, "%s resolves: %s gains \"%s\" until end of turn: it restricts what may block it when blockers are declared.", what, w.name(id), text)
}
