package walk

import (
	"fmt"
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
	case ability.XIsCounters:
		if src := b.Perms[t.Source]; src != nil {
			return src.Counters[e.Quality.Terms[0].Word] // the counters on the trick's source
		}
		return 0
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

// A trick's shield whose amount is counted as the trick resolves (413.2b,
// 419.7b): "prevent the next X damage that would be dealt to target
// creature this turn, where X is the number of Clerics on the
// battlefield" (the permanents of either player, counted as timesX
// counts them) or "... basic land types among lands you control"; and
// counters a trick puts on a creature ("put a +2/+2 counter on target
// Chimera creature"), which stay on it once combat is over.

// preventCounted gives id a shield of the next X damage, X counted now.
func (w *walk) preventCounted(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	x := w.timesX(t, e, id) * max(e.N, 1)
	what := w.usedName(t, line)
	if x == 0 {
		w.event(EventTrick, "419.7b", []game.ObjectID{id}, "%s resolves: X is %s, counted as it resolves: 0; it prevents no damage.", what, e.Quality.Text)
		return
	}
	w.event(EventTrick, "413.2b", []game.ObjectID{id}, "%s resolves: X is %s, counted as it resolves: %d.", what, e.Quality.Text, x)
	w.addShield(CombatEvent{Before: t.At, Kind: ShieldAdded, Object: id, Shield: &game.Shield{Kind: game.PreventShield, Amount: x}}, what)
}

// countersByTrick puts e.N counters of +Power/+Toughness on creature id.
func (w *walk) countersByTrick(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	q := w.permanent(id)
	if q == nil {
		return
	}
	kind := counterKind(e.Power, e.Toughness)
	q.Counters = cloneCounters(q.Counters)
	q.Counters[kind] += e.N
	w.changedOn(id)
	w.event(EventTrick, "413.2b", []game.ObjectID{id}, "%s resolves: %d %s counter(s) put on %s (now %s; counters stay once combat is over).", w.usedName(t, line), e.N, kind, w.name(id), w.pt(id))
}

// counterKind writes the kind of a +P/+T counter as cards print it: a
// zero takes the other number's sign ("-0/-1", "+1/+0").
func counterKind(p, t int) string {
	sign := func(n, other int) string {
		if n < 0 || n == 0 && other < 0 {
			return "-"
		}
		return "+"
	}
	abs := func(n int) int { return max(n, -n) }
	return fmt.Sprintf("%s%d/%s%d", sign(p, t), abs(p), sign(t, p), abs(t))
}

// sourcePowerOf is the trick's source as it is now, or as it last was on
// the request's board once gone (402.6: its last known information), for
// "where X is ~'s power".
func (w *walk) sourcePowerOf(t game.Trick) *state.Perm {
	if p := w.view().Perms[t.Source]; p != nil {
		return p
	}
	p, _ := w.lastKnown(t.Source) // source_last_known.go
	return p
}
