package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// An effect under a condition on the trick's target ("If it's a Spirit,
// it gains trample until end of turn"): as the trick resolves (413.2b)
// the condition is checked on the target as it is then, and the effects
// under it apply to the target only when it holds.

// ifTarget resolves effect e, under a condition on target id.
func (w *walk) ifTarget(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	p := w.view().Perms[id]
	holds := p != nil && w.targetHolds(t, e.When.Quality, p) != e.When.Not
	if !holds {
		w.event(EventTrick, "413.2b", []game.ObjectID{id}, "%s resolves: \"%s\" does nothing: the condition doesn't hold for %s.", w.usedName(t, line), e.Text, w.name(id))
		return
	}
	for _, g := range e.Parts {
		w.resolveEffect(t, line, g, []game.ObjectID{id})
	}
}
