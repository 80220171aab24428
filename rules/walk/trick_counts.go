package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// Damage a trick counts as it resolves (413.2b): "~ deals damage to
// target attacking creature equal to the number of attacking creatures"
// (or "of Equipment you control", "of untapped Mountains you control").
// The permanents are counted on the board as the trick resolves, by the
// count a pump's "for each" makes (timesX), never as it was used.

// damageCounted deals the damage of effect e to the creature id, its
// amount counted now.
func (w *walk) damageCounted(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	x := w.timesX(t, e, id) * max(e.N, 1)
	w.event(EventTrick, "413.2b", []game.ObjectID{id}, "%s resolves: X is %s, counted as it resolves: %d.", w.usedName(t, line), e.Quality.Text, x)
	if x == 0 {
		return // no damage is dealt (no event of 0 damage)
	}
	w.trickDamage(t, line, w.present([]game.ObjectID{id}), x)
}

// defendingPlayerOf is the defending player a count "defending player
// controls" names for the creature id (Mercadia's Downfall, 306.3): the
// player it attacks, or, for a creature not attacking, the defending
// player of the combat.
func (w *walk) defendingPlayerOf(id game.ObjectID) game.PlayerID {
	if p := w.defenders()[id]; p != "" {
		return p
	}
	return w.defendingPlayer()
}
