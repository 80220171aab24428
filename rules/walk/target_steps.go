package walk

import (
	"fmt"
	"sort"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The walk's side of ability/target_steps.go: the steps of a trigger's
// effect with targets on the board beside "destroy target [quality] that
// player controls" (damage_triggers.go), and two steps on a library:
// how they resolve. Which objects may be their targets is said in
// step_targets.go, how they are chosen in damage_triggers.go.
// Targets are chosen as the ability is put on the stack (410.4), named by
// the request in choices.may[].targets: one for "target", from none to N
// for "up to N target" (the judge doesn't choose for a player, so with
// legal targets and no answer the walk stops with a 422 naming
// choices.may). As it resolves, a target gone illegal is not affected;
// with all of them illegal the ability does nothing (413.2a).

func init() { targetSteps = (*walk).targetStepResolve } // damage_triggers.go

// targetStepResolve resolves a step of ability/target_steps.go on its
// targets; false for any other step.
func (w *walk) targetStepResolve(p *state.Perm, ab ability.Ability, s ability.Ability, rule game.RuleID, who game.PlayerID, targets []game.ObjectID, ctx effectContext) bool {
	said := func(objects []game.ObjectID, format string, args ...any) {
		w.event(EventTrigger, rule, append([]game.ObjectID{p.ID}, objects...), "%s's ability \"%s\" resolves: %s", p.Label(), ab.Text, fmt.Sprintf(format, args...))
	}
	outside := " The judge keeps no cards of a library: the board afterwards doesn't show them, and nothing in play or of this combat follows from them."
	switch effectOf(s).Form() {
	case ability.Effect{Action: ability.ControlChange, Duration: ability.Once, Whom: ability.Targeted}:
		for _, id := range targets {
			w.gainControlForGame(p, ab, id, who)
		}
	case ability.Effect{Action: ability.Destruction, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.Targeted, UpTo: true}:
		if len(targets) == 0 {
			said(nil, "no target was chosen: nothing is destroyed.")
		}
		for _, id := range targets {
			w.destroy(EventTrigger, p.ID, id, ab.Text, rule)
		}
	case ability.Effect{Action: ability.ReturnedToHand, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.Targeted, UpTo: true}:
		if len(targets) == 0 {
			said(nil, "no target was chosen: nothing is returned.")
		}
		for _, id := range targets {
			w.returnToHand(EventTrigger, p.ID, id, ab.Text, rule)
		}
	case ability.Effect{Action: ability.PowerToughnessChange, Amount: ability.FixedN, Duration: ability.UntilEndOfTurn, Whom: ability.Targeted, UpTo: true}:
		if len(targets) == 0 {
			said(nil, "no target was chosen: no creature gets %+d/%+d.", s.Power, s.Toughness)
		}
		for _, id := range targets {
			if !w.boost(id, s.Power, s.Toughness) {
				said([]game.ObjectID{id}, "%s has left play: it gets nothing.", w.name(id))
				continue
			}
			said([]game.ObjectID{id}, "%s gets %+d/%+d until end of turn (now %s).", w.name(id), s.Power, s.Toughness, w.pt(id))
		}
	case ability.Effect{Action: ability.CountersRemoved, Duration: ability.Once, Whom: ability.Targeted}:
		for _, id := range targets {
			w.removeACounter(p, ab, rule, id)
		}
	case ability.Effect{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.AnyOne}:
		for _, id := range targets {
			w.dealTriggerDamage(p, ab.Text, triggerHit{n: s.N}, rule, effectContext{defender: ctx.defender, recipients: []game.ObjectID{id}}) // triggers_walk.go
		}
	case ability.Effect{Action: ability.Exiled, Amount: ability.Counted, Duration: ability.Once, Whom: ability.LibraryCards}:
		said(nil, "%s removes the top %d %s of his or her library from the game (exiles them), and does so again each time two or more of the cards exiled that time have the same name.%s", who, s.N, cards(s.N), outside)
	case ability.Effect{Action: ability.Revealing, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.LibraryCards, Chosen: true}:
		grave := ""
		if n, ok := w.cardsIntoGraveyard(who, 1); ok {
			grave = fmt.Sprintf(" %s's graveyard holds %d cards now (players[].graveyard, one more, the library taken to hold a card).", who, n)
		}
		said(nil, "%s reveals the top %d %s of his or her library; %s chooses one of them, which is put into %s's graveyard.%s%s", who, s.N, cards(s.N), p.Controller, who, grave, outside)
	case ability.Effect{Action: ability.Exiled, Duration: ability.Once, Whom: ability.LibraryCards}:
		said(nil, "%s removes the top card of his or her library from the game face down; %s may look at it, and play it without paying its mana cost for as long as %s remains in play. The judge keeps no library and doesn't know the card: the board afterwards doesn't show it, and a spell played from it in this combat is one the request gives as a trick (tricks[].card), if it may be played then.", who, who, p.Label())
	case ability.Effect{Action: ability.Paying, Duration: ability.Once, Whom: ability.Player, Chosen: true}:
		said(nil, "%s pays {X}; the judge keeps no mana, so the yes is taken as an X of 1 or more, paid (an X of 0 reveals and discards nothing, the same as no).", p.Controller)
	case ability.Effect{Action: ability.Discarding, Duration: ability.Once, Whom: ability.NamedPlayer, Chosen: true}:
		said(nil, "%s reveals X cards from his or her hand and %s chooses one of them; the judge keeps no cards of a hand, and which card it is changes nothing in play.", who, p.Controller)
		w.discardCards(p, ab, rule, who, 1) // damage_triggers.go
	default:
		return w.landTapStep(p, ab, s, rule, who) // land_taps.go
	}
	return true
}

// gainControlForGame gives who control of permanent id: no duration is
// stated, so for the rest of the game (418.3a). It has not been under
// who's control continuously since the turn began (212.3d); a creature in
// combat that changes controller is removed from combat (306.2).
func (w *walk) gainControlForGame(p *state.Perm, ab ability.Ability, id game.ObjectID, who game.PlayerID) {
	q := w.permanent(id)
	switch {
	case q == nil:
		w.event(EventTrigger, "404.4d", []game.ObjectID{p.ID, id}, "%s's ability \"%s\" does nothing: %s has left play.", p.Label(), ab.Text, w.name(id))
		return
	case q.Controller == who:
		w.event(EventTrigger, "418.3a", []game.ObjectID{p.ID, id}, "%s's ability \"%s\" resolves: %s controls %s already; its control does not change.", p.Label(), ab.Text, who, w.name(id))
		return
	}
	inCombat := w.inCombat(id, true) || w.inCombat(id, false)
	from := q.Controller
	q.Controller, q.SummoningSick = who, true
	w.changed()
	w.event(EventTrigger, "418.3a", []game.ObjectID{p.ID, id, who}, "%s's ability \"%s\" resolves: %s gains control of %s from %s; the effect states no duration, so it lasts for the rest of the game. It has not been under %s's control since the turn began: without haste it can't attack or use {T} abilities this turn (212.3d).", p.Label(), ab.Text, who, w.name(id), from, who)
	if inCombat {
		w.removeFromCombat(id, fmt.Sprintf("%s's ability: its controller changes", p.Label()))
	}
}

// removeACounter removes one counter from permanent id: of its one kind
// of counter; none when it has none. A permanent with counters of several
// kinds needs its controller's choice of kind, which the request can't
// give: the walk stops with a 422.
func (w *walk) removeACounter(p *state.Perm, ab ability.Ability, rule game.RuleID, id game.ObjectID) {
	q := w.permanent(id)
	if q == nil {
		w.event(EventTrigger, "404.4d", []game.ObjectID{p.ID, id}, "%s's ability \"%s\" does nothing: %s has left play.", p.Label(), ab.Text, w.name(id))
		return
	}
	var kinds []string
	for k, n := range q.Counters {
		if n > 0 {
			kinds = append(kinds, k)
		}
	}
	sort.Strings(kinds)
	switch len(kinds) {
	case 0:
		w.event(EventTrigger, rule, []game.ObjectID{p.ID, id}, "%s's ability \"%s\" resolves: %s has no counter the board lists, so none is removed.", p.Label(), ab.Text, w.name(id))
		return
	case 1:
	default:
		w.errs = game.InputError{{Path: game.At("choices", "may"), Detail: fmt.Sprintf("%s's \"%s\": %s has counters of %d kinds (%s); which one is removed is its controller's choice, which no request field gives, so the judge can't walk past it", p.Label(), ab.Text, w.name(id), len(kinds), strings.Join(kinds, ", "))}}
		return
	}
	q.Counters = cloneCounters(q.Counters)
	q.Counters[kinds[0]]--
	w.changed()
	now := ""
	if c := w.view().Perms[id]; c != nil && c.IsCreature() {
		now = fmt.Sprintf(", now %s", w.pt(id))
	}
	w.event(EventTrigger, rule, []game.ObjectID{p.ID, id}, "%s's ability \"%s\" resolves: a %s counter is removed from %s (%d left%s).", p.Label(), ab.Text, kinds[0], w.name(id), q.Counters[kinds[0]], now)
}
