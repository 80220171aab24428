package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// A trick's delayed destruction at end of combat (404.4): "Destroy target
// blocking creature at end of combat", "Destroy it and ~ at end of
// combat". As the trick resolves it creates a delayed triggered ability
// that triggers at the beginning of the end of combat step of this combat
// and destroys the creature then (one that has left play by then is not
// affected, 404.4d). Created once that step has begun, it has missed the
// only end of combat of the turn: it never triggers, and the event says
// so.

// destroyAtEndOfCombat sets up the destruction of id at end of combat.
func (w *walk) destroyAtEndOfCombat(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	what := w.usedName(t, line)
	if t.At == EndOfCombatStep {
		w.event(EventTrick, "404.4", []game.ObjectID{id}, "%s resolves: its delayed triggered ability would destroy %s at end of combat, but the end of combat step has begun already: it never triggers this turn.", what, w.name(id))
		return
	}
	w.delayed = append(w.delayed, delayedDestroy{source: w.trickSource(t, line).ID, target: id, text: line.text})
	w.event(EventTrick, "404.4", []game.ObjectID{id}, "%s resolves: %s will be destroyed at end of combat (a delayed triggered ability, 404.4).", what, w.name(id))
}
