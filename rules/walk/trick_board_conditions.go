package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// An effect under a condition on the board or on its controller ("If you
// control a Forest, ...", threshold's "If seven or more cards are in your
// graveyard, ..."): the condition is checked as the trick resolves
// (413.2b), on the board as it is then and on the graveyard the request
// gives (players[].graveyard, as the walk has changed it); the effects
// under it apply to the creatures they select only when it holds.

// ifBoard resolves effect e under a condition on the board.
func (w *walk) ifBoard(t game.Trick, line trickLine, e ability.Reading) {
	holds, ok := w.boardHolds(t, e)
	if !ok {
		return // a fact the request must give: w.errs says which
	}
	if !holds {
		w.event(EventTrick, "413.2b", []game.ObjectID{t.Player}, "%s resolves: \"%s\" does nothing: the condition doesn't hold.", w.usedName(t, line), e.Text)
		return
	}
	for _, g := range e.Parts {
		w.resolveEffect(t, line, g, w.affected(t, g, ""))
	}
}

// boardHolds reports whether the condition of e holds as the trick
// resolves; ok false when the request lacks a fact it needs.
func (w *walk) boardHolds(t game.Trick, e ability.Reading) (holds, ok bool) {
	if e.Condition == ability.Threshold {
		n, ok := w.playerFact(t.Player, "graveyard", "threshold (\"seven or more cards are in your graveyard\")", func(p game.Player) *int { return p.Graveyard })
		return n >= 7, ok
	}
	for _, q := range w.view().Order {
		if q.Controller == t.Player && w.targetHolds(t, e.When.Quality, q) {
			return !e.When.Not, true
		}
	}
	return e.When.Not, true
}
