package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// A trick's effect on a player's life as it resolves (413.2b): "target
// opponent gains 2 life", "you gain 1 life for each attacking creature"
// (counted as it resolves). Damage a trick deals to a player ("~ deals 1
// damage to you") is dealt as any trick's damage (trick_effects.go).

// lifeByTrick applies a life effect e of a trick; id is the player it
// names.
func (w *walk) lifeByTrick(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	what := w.usedName(t, line)
	n := e.N
	if ability.FormOf(e).Amount == ability.Counted { // "for each [creature]"
		count := 0
		for _, p := range w.view().Order {
			if p.IsCreature() && w.targetHolds(t, e.When.Quality, p) {
				count++
			}
		}
		n *= count
		if n == 0 {
			w.event(EventTrick, "413.2b", []game.ObjectID{id}, "%s resolves: \"%s\": there is no %s, so %s gains no life.", what, e.Text, e.When.Quality.Text, id)
			return
		}
	}
	life := w.player(id, n, 0)
	w.event(EventTrick, "413.2b", []game.ObjectID{id}, "%s resolves: %s gains %d life (now %d).", what, id, n, life)
}
