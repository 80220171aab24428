package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/damage"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// Damage to a group ("~ deals 1 damage to each creature without flying
// [and each player]."): the creatures the effect names as it resolves
// (413.2b), "other" leaving out its source, and every player when it says
// so, are dealt the damage at once, then the state-based effects are
// checked once (420.3). It is not combat damage: protection (502.7e) and
// the shields apply as to a trick's damage to one target (trickDamage).

// groupDamaged reports whether effect e deals damage to a group, which
// resolveEffect leaves to trickDamageEach.
func groupDamaged(e ability.Reading) bool {
	f := ability.FormOf(e)
	return f == ability.Effect{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once, EachPlayer: true} ||
		f == ability.Effect{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once} && (e.Selector.Subject == ability.Selected || e.Selector.Subject == ability.Each)
}

// resolvedWhole resolves an effect that is not applied to each object
// it affects in turn, and reports whether it did: damage to a group,
// dealt at once; an effect whose objects are not there, which does
// nothing; an effect counting the damage prevented this way, which its
// shield does.
func (w *walk) resolvedWhole(t game.Trick, line trickLine, e ability.Reading, to []game.ObjectID) bool {
	switch {
	case w.resolvedForTurn(t, line, e): // unblocked_prevention.go: for the turn, not for what it names now
	case w.preventedFollowUp(t, line, e): // prevented_this_way.go: done by its shield
	case groupDamaged(e):
		w.trickDamageEach(t, line, e)
	case len(to) == 0:
		w.event(EventTrick, "413.2b", w.trickObjects(t, line), "%s resolves: \"%s\" affects nothing (what it names is not there).", w.usedName(t, line), e.Text)
	default:
		return false
	}
	return true
}

// trickDamageEach deals the damage of effect e to each creature of its
// group and, when it says so (EachPlayer), to each player.
func (w *walk) trickDamageEach(t game.Trick, line trickLine, e ability.Reading) {
	n := amountOf(t, e)
	c, b := w.combatNow(game.RegularStep)
	if w.errs != nil {
		return
	}
	src := w.lastKnownSource(t, line, b)
	var to []game.ObjectID
	for _, p := range b.Order {
		if !p.IsCreature() || e.Selector.Scope.Other && p.ID == src.ID || e.Selector.Scope.YouControl && p.Controller != t.Player {
			continue
		}
		if len(e.Selector.Quality.Terms) > 0 || len(e.Selector.Quality.Any) > 0 {
			if !w.targetHolds(t, e.Selector.Quality, p) {
				continue
			}
		}
		to = append(to, p.ID)
	}
	if ability.FormOf(e).EachPlayer {
		for _, p := range w.board.Players {
			to = append(to, p.ID)
		}
	}
	if len(to) == 0 {
		w.event(EventTrick, "413.2b", w.trickObjects(t, line), "%s resolves: \"%s\" deals no damage (nothing it names is there).", w.usedName(t, line), e.Text)
		return
	}
	w.event(EventTrick, "413.2b", append([]game.ObjectID{src.ID}, to...), "%s resolves: %s deals %d damage to each of %s at once. It is not combat damage: what prevents only combat damage doesn't apply to it.", w.usedName(t, line), src.Label(), n, w.names(to))
	w.dealAtOnce(c, b, src, src.Label(), to, n, "413.2b")
}

// dealAtOnce has src deal n damage to each of to at once, damage that is
// not combat damage (what prevents only combat damage doesn't apply),
// through the damage package's ordered modifications, then checks the
// state-based effects; each damage dealt is an event citing rule, naming
// the source as said.
func (w *walk) dealAtOnce(c *damage.Combat, b *state.Board, src *state.Perm, said string, to []game.ObjectID, n int, rule game.RuleID) {
	creature := src.IsCreature()
	for _, q := range b.Order {
		*q = *withoutCombatOnly(q, creature)
	}
	plan := &damage.DamagePlan{Combat: c, Given: map[game.ObjectID]game.Assignment{}}
	d := damage.NewDealing(plan)
	for _, id := range to {
		d.Deal(src, id, n, "")
	}
	dealt := d.Merged()
	events, after, removed := d.AfterDamage()
	if !w.readAgain(c) {
		return
	}
	for _, x := range dealt {
		if x.Prevented > 0 {
			w.event(EventDamage, x.Rule, []game.ObjectID{x.Source, x.To}, "%d damage %s would deal to %s is prevented.", x.Prevented, said, w.name(x.To))
		}
		if x.Amount > 0 {
			w.event(EventDamage, rule, []game.ObjectID{x.Source, x.To}, "%s deals %d damage to %s.", said, x.Amount, w.name(x.To))
			w.lastEvent().Amount = x.Amount
		}
	}
	for _, note := range d.Notes {
		if note.Rule != "419.6b" && note.Rule != "420.5b" {
			w.event(EventDamage, note.Rule, note.Objects, "%s", note.Message)
		}
	}
	w.afterStateBased(events, after, d.Notes, removed)
}

// lastKnownSource is the permanent whose ability deals the damage, as it
// is now, or, gone (sacrificed to pay the cost), as it last was on the
// request's board: its colors still decide what protection prevents
// (502.7e). An instant is its own source.
func (w *walk) lastKnownSource(t game.Trick, line trickLine, b *state.Board) *state.Perm {
	if line.spell {
		return w.trickSource(t, line)
	}
	if p := b.Perms[t.Source]; p != nil {
		return p
	}
	for _, p := range w.d.Board.Permanents {
		if p.ID == t.Source {
			return &state.Perm{Permanent: p}
		}
	}
	return w.trickSource(t, line)
}
