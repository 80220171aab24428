package walk

import (
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
	"rulesjudge/rules/trick"
)

// The amounts X a pump counts as it resolves (413.2b): "+X/+0, where X is
// its power", "+2/+2 for each of its colors", "+1/+1 for each basic land
// type among lands you control", "+1/+0 for each other attacking
// creature". Each is counted on the board as the effect resolves, for the
// creature that gets it. What a count names outside the board (cards
// discarded or sacrificed this way, a mana value) the judge does not
// apply.

// timesX counts the X of effect e for the creature id as it resolves.
func (w *walk) timesX(t game.Trick, e ability.Reading, id game.ObjectID) int {
	b := w.view()
	p := b.Perms[id]
	if p == nil {
		return 0
	}
	switch e.Quality.Terms[0].Kind {
	case ability.XIsPower:
		if e.Quality.Terms[0].Word == "~'s power" {
			p = w.sourcePowerOf(t) // the source's, not the creature's that gets it
		}
		if p == nil || p.Power == nil {
			return 0
		}
		return max(*p.Power, 0)
	case ability.XIsColors:
		return len(p.Colors)
	case ability.XThisWay:
		if trick.SacrificedThisWay(e) {
			return len(t.Sacrifice) // sacrificed for its additional cost (additional_costs.go)
		}
		return len(t.Discard) // the cards discarded as it resolved (trick_counts.go)
	case ability.XIsDomain:
		var seen []string
		for _, q := range b.Order {
			if q.Controller != t.Player || !slices.Contains(q.Types, "Land") {
				continue
			}
			for _, s := range q.Subtypes {
				if slices.Contains([]string{"Plains", "Island", "Swamp", "Mountain", "Forest"}, s) && !slices.Contains(seen, s) {
					seen = append(seen, s)
				}
			}
		}
		return len(seen)
	}
	n := 0
	for _, q := range b.Order {
		switch {
		case e.When.Whose == "you" && q.Controller != t.Player, e.When.Whose == "other" && q.ID == id:
			continue
		case e.When.Whose == "defending" && q.Controller != w.defendingPlayerOf(id): // trick_counts.go
			continue
		}
		if w.targetHolds(t, e.When.Quality, q) {
			n++
		}
	}
	return n
}

// pumpTimesX gives a creature +P×X/+T×X until end of turn (418.3a).
func (w *walk) pumpTimesX(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	x := w.timesX(t, e, id)
	w.boost(id, e.Power*x, e.Toughness*x)
	w.event(EventTrick, "418.3a", []game.ObjectID{id}, "%s resolves: %s gets %+d/%+d until end of turn, X being %s (%d) (now %s).", w.usedName(t, line), w.name(id), e.Power*x, e.Toughness*x, e.Quality.Text, x, w.pt(id))
	for _, g := range e.Parts {
		w.resolveEffect(t, line, g, []game.ObjectID{id})
	}
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

// sourcePowerOf is the trick's source as it is now, or as it last was on
// the request's board once gone (402.6: its last known information), for
// "where X is ~'s power".
func (w *walk) sourcePowerOf(t game.Trick) *state.Perm {
	if p := w.view().Perms[t.Source]; p != nil {
		return p
	}
	for _, p := range w.d.Board.Permanents {
		if p.ID == t.Source {
			return &state.Perm{Permanent: p}
		}
	}
	return nil
}
