package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// "You gain life equal to its power" after the destruction of the
// trick's target (Rashida Scalebane): the power the creature has as the
// effect resolves, or, gone (the destruction before it put it into the
// graveyard), the power it had as it last was in play (413.2b, its last known information).

// keepPowerLeft keeps the power p has as it leaves play, for a later
// effect of the same trick.
func (w *walk) keepPowerLeft(p *state.Perm) {
	if p == nil || p.Power == nil {
		return
	}
	if w.powersLeft == nil {
		w.powersLeft = map[game.ObjectID]int{}
	}
	w.powersLeft[p.ID] = *p.Power
}

// lifeByPower gives the trick's player life equal to the power of id.
func (w *walk) lifeByPower(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	what := w.usedName(t, line)
	power, how := 0, "now"
	if p := w.view().Perms[id]; p != nil && p.Power != nil {
		power = *p.Power
	} else if n, ok := w.powersLeft[id]; ok {
		power, how = n, "as it last was in play"
	} else {
		w.event(EventTrick, "413.2b", []game.ObjectID{id}, "%s resolves: %s's power is not known: %s gains no life.", what, w.name(id), t.Player)
		return
	}
	if power <= 0 {
		w.event(EventTrick, "413.2b", []game.ObjectID{id}, "%s resolves: %s's power %s is %d: %s gains no life.", what, w.name(id), how, power, t.Player)
		return
	}
	life := w.player(t.Player, power, 0)
	w.event(EventTrick, "413.2b", []game.ObjectID{t.Player, id}, "%s resolves: %s gains life equal to %s's power %s, %d (now %d).", what, t.Player, w.name(id), how, power, life)
}
