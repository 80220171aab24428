package walk

import (
	"slices"
	"strings"

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

// discardAnyNumber resolves "discard any number of cards [at random]": its
// controller discards the cards the trick's discard list names (for "at
// random", the list says how many), as the trick resolves (413.2b); the
// hand and graveyard the request gives change by that many. A count of
// "cards discarded this way" after it is the list's length (timesX).
func (w *walk) discardAnyNumber(t game.Trick, line trickLine, e ability.Reading) {
	i := slices.IndexFunc(w.board.Players, func(p game.Player) bool { return p.ID == t.Player })
	if i < 0 {
		return
	}
	p := &w.board.Players[i]
	if p.Hand != nil && len(t.Discard) > *p.Hand {
		var errs game.ErrorList
		errs.Add(game.At("tricks"), "%s: %s discards %d cards (discard) but has %d in hand", w.usedName(t, line), t.Player, len(t.Discard), *p.Hand)
		w.errs = errs.Err()
		return
	}
	if p.Hand != nil {
		n := *p.Hand - len(t.Discard)
		p.Hand = &n
	}
	if p.Graveyard != nil {
		n := *p.Graveyard + len(t.Discard)
		p.Graveyard = &n
	}
	if len(t.Discard) == 0 {
		w.event(EventTrick, "413.2b", []game.ObjectID{t.Player}, "%s resolves: %s discards no card (the trick's discard list is empty).", w.usedName(t, line), t.Player)
		return
	}
	how := ""
	if strings.Contains(e.Quality.Text, "at random") {
		how = " at random"
	}
	w.event(EventTrick, "413.2b", []game.ObjectID{t.Player}, "%s resolves: %s discards %d card(s)%s (%s).", w.usedName(t, line), t.Player, len(t.Discard), how, strings.Join(t.Discard, ", "))
}
