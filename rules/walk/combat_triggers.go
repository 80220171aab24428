package walk

import (
	"fmt"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/damage"
	"rulesjudge/rules/declare"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The walk's side of ability/trigger_events.go: the effects of combat
// triggers on counters, the delayed triggers at end of combat (404.4),
// "return to its owner's hand", the optional effects the request answers
// (410.5, may_choices.go), the triggers at end of combat (410.2, 410.8)
// and the leaves-play triggers that look back at the combat (410.10c-d).

// eventTrigger is the resolution of a trigger whose effect is one of
// trigger_events.go's; ok is false for any other effect.
func (w *walk) eventTrigger(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) (pending, bool) {
	if t, ok := w.tokenTrigger(p, ab, rule); ok { // entering.go
		return t, true
	}
	e := ab.Abilities[0]
	f := effectOf(e).Form()
	said := func(format string, args ...any) {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s", p.Label(), ab.Text, fmt.Sprintf(format, args...))
	}
	later := func(target game.ObjectID, what string) pending {
		return pending{controller: p.Controller, source: p.ID, resolve: func() {
			if !w.inPlay(target) {
				said("%s has left play: it sets up nothing (404.4d).", w.name(target))
				return
			}
			w.delayed = append(w.delayed, delayedDestroy{source: p.ID, target: target, text: ab.Text, form: f, power: e.Power, toughness: e.Toughness})
			said("%s %s at end of combat (a delayed triggered ability, 404.4).", w.name(target), what)
		}}
	}
	switch f {
	case removeCounterNow:
		return pending{controller: p.Controller, source: p.ID, resolve: func() { w.removeCounter(p.ID, ab, rule) }}, true
	case removeCounterLater:
		return later(p.ID, fmt.Sprintf("will have a %s counter removed from it", counterName(e.Power, e.Toughness))), true
	case returnItselfLater:
		return later(p.ID, "will be returned to its owner's hand"), true
	case destroyItselfLater:
		return later(p.ID, "will be destroyed"), true
	case returnThatLater:
		return later(ctx.other, "will be returned to its owner's hand"), true
	case destroyThatAndItself:
		return pending{controller: p.Controller, source: p.ID, resolve: func() {
			w.destroy(EventTrigger, p.ID, ctx.other, ab.Text, rule)
			w.destroy(EventTrigger, p.ID, p.ID, ab.Text, rule)
		}}, true
	case mayTapTarget, mayDestroyPlayersOwn, mayDamagePlayersOwn, mayUntapTarget, mayBouncePlayersOwn, mayDamageTarget, mayDamagePowerTo:
		return pending{controller: p.Controller, source: p.ID, resolve: func() { w.targeted(p, ab, rule, ctx) }}, true
	case mayUntapAndRemove, mayDraw, gainLifeMayReturn, defenderMayDraw:
		return pending{controller: p.Controller, source: p.ID, resolve: func() { w.optional(p, ab, rule) }}, true
	case destroyInCombatWithIt, counterInCombatWithIt:
		return pending{controller: p.Controller, source: p.ID, resolve: func() {
			c, _ := w.combatNow(game.RegularStep)
			if w.errs != nil {
				return
			}
			w.onEachInCombatWith(p, ab, rule, combatants(c, p.ID))
		}}, true
	}
	return w.laterEventTrigger(p, ab, rule, ctx)
}

// laterEventTrigger is eventTrigger for the rest of the effects.
func (w *walk) laterEventTrigger(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) (pending, bool) {
	if t, ok := w.moreEventTrigger(p, ab, rule, ctx); ok {
		return t, true
	}
	e := ab.Abilities[0]
	said := func(format string, args ...any) {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s", p.Label(), ab.Text, fmt.Sprintf(format, args...))
	}
	if effectOf(e).Is(ability.AboutLaterTurn) {
		return pending{controller: p.Controller, source: p.ID, resolve: func() {
			said("it is about a later turn (\"%s\"): nothing of this combat follows from it.", e.Text)
		}}, true
	}
	switch effectOf(e).Form() {
	case untapItself:
		return pending{controller: p.Controller, source: p.ID, resolve: func() {
			q := w.permanent(p.ID)
			switch {
			case q == nil:
				said("%s has left play: it does nothing.", p.Label())
			case !q.Tapped:
				said("%s is already untapped.", p.Label())
			default:
				q.Tapped = false
				w.changed()
				said("%s untaps; untapping doesn't remove it from combat (306.2b says so of tapping, and nothing removes it).", p.Label())
			}
		}}, true
	case counterOnItself:
		return pending{controller: p.Controller, source: p.ID, resolve: func() {
			q := w.permanent(p.ID)
			if q == nil {
				said("%s has left play: it does nothing.", p.Label())
				return
			}
			q.Counters = cloneCounters(q.Counters)
			q.Counters[e.Text]++
			w.changed()
			said("a %s counter is put on %s (now %s).", e.Text, p.Label(), w.pt(p.ID))
		}}, true
	case pumpBeyondFirst:
		return w.perBlocker(p, e.Power, e.Toughness, rule, "ability \""+ab.Text+"\"", 1), true
	case pumpPerOtherAttacking:
		return pending{controller: p.Controller, source: p.ID, resolve: func() {
			c, _ := w.combatNow(game.RegularStep)
			if w.errs != nil {
				return
			}
			n := 0
			for _, a := range c.Attackers {
				if a.ID != p.ID && state.Holds(e.Quality, a) {
					n++
				}
			}
			if !w.boost(p.ID, n*e.Power, n*e.Toughness) {
				said("%s has left play: it does nothing.", p.Label())
				return
			}
			said("%d other attacking %s as it resolves, so %s gets %+d/%+d until end of turn (now %s).", n, e.Quality.Text, p.Label(), n*e.Power, n*e.Toughness, w.pt(p.ID))
		}}, true
	case pumpAndGainItself:
		return pending{controller: p.Controller, source: p.ID, resolve: func() { w.pumpAndGain(p, ab, rule) }}, true
	}
	return pending{}, false
}

// combatants are the creatures blocking or blocked by id in combat c.
func combatants(c *damage.Combat, id game.ObjectID) []game.ObjectID {
	return append(declare.IdsOf(c.Blocking[id]), declare.IdsOf(c.BlockedBy[id])...)
}

// onEachInCombatWith applies "destroy all creatures / put a counter on each
// creature blocking or blocked by ~" to those creatures, found as the
// ability resolves, or, for a creature that left play, as it last existed
// (413.2f).
func (w *walk) onEachInCombatWith(p *state.Perm, ab ability.Ability, rule game.RuleID, others []game.ObjectID) {
	e := ab.Abilities[0]
	if len(others) == 0 {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: no creature is blocking or blocked by %s, so it does nothing.", p.Label(), ab.Text, p.Label())
		return
	}
	if effectOf(e).Is(ability.Destruction) {
		for _, id := range others {
			w.destroy(EventTrigger, p.ID, id, ab.Text, rule)
		}
		return
	}
	kind := counterName(e.Power, e.Toughness)
	for _, id := range others {
		q := w.permanent(id)
		if q == nil {
			continue
		}
		q.Counters = cloneCounters(q.Counters)
		q.Counters[kind]++
		w.changed()
		w.event(EventTrigger, rule, []game.ObjectID{p.ID, id}, "%s's ability \"%s\" resolves: a %s counter is put on %s (now %s).", p.Label(), ab.Text, kind, w.name(id), w.pt(id))
	}
}

// counterName writes a counter's kind as the board's counters name it:
// "+1/+0", "-0/-2".
func counterName(power, toughness int) string {
	sign := func(n int, neg bool) string {
		if n < 0 || n == 0 && neg {
			return fmt.Sprintf("-%d", -n)
		}
		return fmt.Sprintf("+%d", n)
	}
	neg := power < 0 || toughness < 0
	return sign(power, neg) + "/" + sign(toughness, neg)
}

// cloneCounters is a permanent's counters the walk may change: the
// board's map may be shared with the request's.
func cloneCounters(in map[string]int) map[string]int {
	out := make(map[string]int, len(in)+1)
	for k, n := range in {
		out[k] = n
	}
	return out
}

// removeCounter removes one counter of the ability's kind from p, if it
// has one (a counter that isn't there can't be removed).
func (w *walk) removeCounter(id game.ObjectID, ab ability.Ability, rule game.RuleID) {
	e := ab.Abilities[0]
	kind := counterName(e.Power, e.Toughness)
	q := w.permanent(id)
	switch {
	case q == nil:
		w.event(EventTrigger, "404.4d", []game.ObjectID{id}, "%s's ability \"%s\" does nothing: %s has left play.", w.name(id), ab.Text, w.name(id))
	case q.Counters[kind] == 0:
		w.event(EventTrigger, rule, []game.ObjectID{id}, "%s's ability \"%s\" resolves: %s has no %s counter, so none is removed.", w.name(id), ab.Text, w.name(id), kind)
	default:
		q.Counters = cloneCounters(q.Counters)
		q.Counters[kind]--
		if q.Counters[kind] == 0 {
			delete(q.Counters, kind)
		}
		w.changed()
		w.event(EventTrigger, rule, []game.ObjectID{id}, "%s's ability \"%s\" resolves: a %s counter is removed from %s (now %s).", w.name(id), ab.Text, kind, w.name(id), w.pt(id))
	}
}

// returnToHand returns a permanent to its owner's hand: it leaves play,
// and so combat (306.2). The board gives no owner: its controller is taken
// as its owner, whose hand, when the request counts it, gets the card.
func (w *walk) returnToHand(kind string, source, target game.ObjectID, text string, rule game.RuleID) {
	q := w.permanent(target)
	if q == nil {
		w.event(kind, "404.4d", []game.ObjectID{source, target}, "%s's ability \"%s\" does nothing: %s has left play.", w.name(source), text, w.name(target))
		return
	}
	gone := *q
	owner := game.OwnerOf(gone) // 217.1a
	w.remove(target)
	hand := w.toOwnersHand(gone) // card_counts.go
	whose := fmt.Sprintf(" The board names no owner: its controller, %s, is taken as its owner.", owner)
	switch {
	case gone.Token:
		whose = " It is a token: it ceases to exist there (420.5f)."
	case gone.Owner != "":
		whose = ""
	}
	w.event(kind, rule, []game.ObjectID{source, target}, "%s's ability \"%s\" resolves: %s is returned to its owner's hand%s; it has left play, and so combat (306.2).%s", w.name(source), text, w.name(target), hand, whose)
	w.settle()
}

// delayedResolve resolves a delayed triggered ability at end of combat
// (404.4): it does nothing to a permanent that left play (404.4d).
func (w *walk) delayedResolve(d delayedDestroy) {
	if d.act != nil {
		d.act() // end_of_combat_effects.go
		return
	}
	switch d.form {
	case returnItselfLater, returnThatLater:
		w.returnToHand(EventDelayed, d.source, d.target, d.text, "404.4")
	case sacrificeItselfLater, libraryItselfLater:
		w.leaveAtEndOfCombat(d)
	case removeCounterLater:
		w.removeCounter(d.target, ability.Ability{Text: d.text, Abilities: []ability.Ability{{Power: d.power, Toughness: d.toughness}}}, "404.4")
		w.lastEvent().Kind = EventDelayed
	default:
		w.destroy(EventDelayed, d.source, d.target, d.text, "404.4")
	}
}

// optional resolves a trigger whose effect is optional: its controller
// chooses as it resolves (410.5), by the request's choices.may or the
// walk's default (not to).
func (w *walk) optional(p *state.Perm, ab ability.Ability, rule game.RuleID) {
	e := ab.Abilities[0]
	f := effectOf(e).Form()
	if f == gainLifeMayReturn {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s gains %d life (now %d).", p.Label(), ab.Text, p.Controller, e.N, w.player(p.Controller, e.N, 0))
	}
	yes, given := w.mayAnswer(p.ID, ab.Text)
	if f.Whom == ability.DefendingPlayer {
		w.mayEventOf(p, ab, yes, given, w.defenders()[p.ID])
	} else {
		w.mayEvent(p, ab, yes, given)
	}
	if !yes {
		return
	}
	switch f.Action {
	case ability.CombatRemoval:
		q := w.permanent(p.ID)
		if q == nil {
			w.event(EventTrigger, "404.4d", []game.ObjectID{p.ID}, "%s has left play: there is nothing to untap or remove from combat.", p.Label())
			return
		}
		if q.Tapped {
			q.Tapped = false
			w.changed()
			w.event(EventTapped, rule, []game.ObjectID{p.ID}, "%s untaps.", p.Label())
		}
		w.removeFromCombat(p.ID, fmt.Sprintf("its ability \"%s\"", ab.Text))
	case ability.Drawing:
		who := p.Controller
		if f.Whom == ability.DefendingPlayer {
			who = w.defenders()[p.ID]
		}
		w.draw(p, who, max(e.N, 1), rule)
		w.noCombatDamage(p, ab) // no_combat_damage.go
	case ability.LifeGain:
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s may return up to one creature card from his or her graveyard to his or her hand: the judge keeps no cards of a graveyard, so the board afterwards doesn't show it; it changes nothing in play, and nothing of this combat.", p.Controller)
	}
}

// endOfCombatTriggers are the "at end of combat" abilities of the board's
// permanents, which trigger as the end of combat step begins (410.2); one
// with "if ~ attacked or blocked this combat" triggers only if it did
// (410.8), which stays true as it resolves.
func (w *walk) endOfCombatTriggers() []pending {
	var out []pending
	for _, p := range w.view().Order {
		for _, ab := range p.Readings {
			t := ability.TriggerOf(ab.Keyword)
			if t == nil || !atEndOfCombat(t) || t.Refine == ability.InCombat && !declared(w.d, p.ID) {
				continue
			}
			if t, ok := w.eventTrigger(p, ab, "410.2", effectContext{}); ok {
				out = append(out, t)
			}
		}
	}
	return out
}

// diesTriggers are the leaves-play triggers of the permanents gone from
// the board before to the graveyard (410.10c): "when ~ is put into a
// graveyard from play". The game looks back in time (410.10d): the
// creatures blocking or blocked by it are those of the combat just before
// it left, found on before.
func (w *walk) diesTriggers(before *damage.Combat, gone []game.ObjectID) []pending {
	var out []pending
	for _, id := range gone {
		p := before.B.Perms[id]
		if p == nil {
			continue
		}
		for _, ab := range ownTriggers(p, ability.PutIntoGraveyard, ability.NoRefinement) {
			if t, ok := ownDiesTrigger(w, before, p, ab); ok { // dies_effects.go
				if t.resolve != nil {
					out = append(out, t)
				}
				continue
			}
			if effectOf(ab.Abilities[0]).Form() != destroyInCombatWithIt {
				// Another effect ("you may draw a card") looks at nothing
				// of the combat: it resolves as any trigger's, its source
				// as it last existed (402.6).
				if t, ok := w.eventTrigger(p, ab, "410.10c", effectContext{}); ok {
					out = append(out, t)
				}
				continue
			}
			others := combatants(before, id)
			out = append(out, pending{controller: p.Controller, source: p.ID, resolve: func() {
				w.event(EventTrigger, "410.10d", []game.ObjectID{p.ID}, "%s was put into a graveyard from play: its ability \"%s\" triggered, looking back at the combat just before it left (%s).", p.Label(), ab.Text, w.inCombatWith(others))
				w.onEachInCombatWith(p, ab, "410.10c", others)
			}})
		}
	}
	return append(out, anyDiesTriggers(w, before, gone)...) // dies_effects.go
}

// ownDiesTrigger and anyDiesTriggers are the leaves-play triggers of
// dies_effects.go, a file of the layer above, which applies them with
// this layer's functions and sets them as the package starts: a
// creature's own with an effect of ability/dies_triggers.go (ok false for
// any other), and those of the permanents in play on the creatures gone.
var (
	ownDiesTrigger  func(w *walk, before *damage.Combat, p *state.Perm, ab ability.Ability) (pending, bool)
	anyDiesTriggers func(w *walk, before *damage.Combat, gone []game.ObjectID) []pending
)

// inCombatWith says which creatures a look-back found.
func (w *walk) inCombatWith(ids []game.ObjectID) string {
	if len(ids) == 0 {
		return "no creature was blocking or blocked by it"
	}
	return w.names(ids) + " blocking or blocked by it"
}

// diesTriggerNotes notes, for a damage step resolved alone, the
// leaves-play triggers of the creatures its damage put into a graveyard
// (410.10c): the board afterwards doesn't show their effect.
func diesTriggerNotes(b *state.Board, events []game.StateBasedEvent) []game.Note {
	var n []game.Note
	for _, e := range events {
		p := b.Perms[e.Object]
		if p == nil || e.Event != "destroyed" && e.Event != "put into its owner's graveyard" {
			continue
		}
		for _, ab := range ownTriggers(p, ability.PutIntoGraveyard, ability.NoRefinement) {
			n = append(n, game.Note{Rule: "410.10c", Objects: []game.ObjectID{p.ID}, Message: fmt.Sprintf("%s's ability \"%s\" triggers as it is put into a graveyard; the board afterwards doesn't show its effect (POST /v1/combat/resolve walks the combat with it).", p.Label(), ab.Text)})
		}
	}
	return append(n, anyDiesNotes(b, events)...) // dies_triggers.go
}

// pumpAndGain gives a creature +N/+N and keywords until end of turn: the
// keywords are written on the permanent, as the request would write what
// an effect granted this turn, and hold from then on (a creature that
// gains first strike as it blocks deals first-strike damage, 502.2b).
func (w *walk) pumpAndGain(p *state.Perm, ab ability.Ability, rule game.RuleID) {
	e := ab.Abilities[0]
	q := w.permanent(p.ID)
	if q == nil || e.Power != 0 || e.Toughness != 0 {
		if !w.boost(p.ID, e.Power, e.Toughness) {
			w.event(EventTrigger, "404.4d", []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves but %s has left play: it does nothing.", p.Label(), ab.Text, p.Label())
			return
		}
		q = w.permanent(p.ID)
	}
	var gained []string
	for _, k := range e.Abilities {
		q.Abilities = append(slices.Clone(q.Abilities), k.Text)
		gained = append(gained, strings.ToLower(k.Text))
	}
	w.changed()
	w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s gets %+d/%+d and gains %s until end of turn (now %s).", p.Label(), ab.Text, p.Label(), e.Power, e.Toughness, strings.Join(gained, " and "), w.pt(p.ID))
}

// targeted resolves an optional effect with a target: the request's
// answer (choices.may) says whether its controller takes it and names
// the target; the target must be legal as the ability resolves (410.4,
// 413.2a): a permanent of the kind the text names, controlled by the
// player the text names, with no protection from a quality of the source
// (502.7b) and no shroud. An illegal target the request chose stops the
// walk with an illegal verdict.
func (w *walk) targeted(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) {
	e := ab.Abilities[0]
	f := effectOf(e).Form()
	yes, given := w.mayAnswer(p.ID, ab.Text)
	w.mayEvent(p, ab, yes, given)
	if !yes {
		return
	}
	target := w.mayTarget(p.ID, ab.Text)
	b := w.view()
	src, t := b.Perms[p.ID], b.Perms[target]
	if src == nil {
		src = p // its last known information (402.6)
	}
	why := ""
	switch {
	case target == "":
		w.errs = game.InputError{{Path: game.At("choices", "may"), Detail: fmt.Sprintf("the answer for %s's \"%s\" is yes but names no target in targets", p.Label(), ab.Text)}}
		return
	case t == nil:
		why = fmt.Sprintf("%s is not a permanent in play", w.name(target))
	case f.Whom == ability.ThatPlayersArtifact && !state.HasWord(t.Types, "artifact"):
		why = fmt.Sprintf("%s is no artifact", t.Label())
	case f.Whom != ability.ThatPlayersArtifact && !t.IsCreature():
		why = fmt.Sprintf("%s is no creature", t.Label())
	case (f.Whom == ability.ThatPlayersCreature || f.Whom == ability.ThatPlayersArtifact) && t.Controller != ctx.defender:
		why = fmt.Sprintf("%s is not controlled by %s, %s", t.Label(), ctx.defender, thatPlayer(e))
	case state.Shrouded(t):
		why = fmt.Sprintf("%s has shroud", t.Label())
	default:
		if pr, ok := declare.ProtectedFrom(t, src); ok {
			why = fmt.Sprintf("%s has %s", t.Label(), pr.Text)
		}
	}
	if why != "" {
		w.stopped, w.stage = true, w.steps[len(w.steps)-1].Name
		w.judgement.Verdict = game.Illegal
		w.judgement.Violations = append(w.judgement.Violations, game.Violation{Rule: "410.4", Objects: []game.ObjectID{p.ID, target},
			Message: fmt.Sprintf("%s's ability \"%s\" can't target %s: %s, so it is no legal target.", p.Label(), ab.Text, w.name(target), why)})
		return
	}
	switch {
	case f == mayPayTargetCantBlock:
		w.cantBlockTarget(p, ab, rule, target) // attack_triggers.go
	case f.Action == ability.Tapping:
		w.tapThat(p, ab, rule, target)
	case f.Action == ability.Destruction:
		w.destroy(EventTrigger, p.ID, target, ab.Text, rule)
	case f.Action == ability.Untapping:
		if q := w.permanent(target); q.Tapped {
			q.Tapped = false
			w.changed()
		}
		w.event(EventTrigger, rule, []game.ObjectID{p.ID, target}, "%s's ability \"%s\" resolves: %s is untapped; untapping a creature in combat doesn't remove it from combat.", p.Label(), ab.Text, w.name(target))
	case f.Action == ability.ReturnedToHand:
		w.returnToHand(EventTrigger, p.ID, target, ab.Text, rule)
	default: // its damage, N or its power as it resolves (402.6), to the target
		w.triggerDamage(p, ab, rule, effectContext{recipients: []game.ObjectID{target}, defender: ctx.defender})
	}
	w.noCombatDamage(p, ab) // no_combat_damage.go: "If you do, ..."
}

// The one matcher of the triggers of this file on a declaration, for the
// walk and for the checks' notes alike.

// attackTriggersOf are a declared attacker's own triggers on attacking:
// "whenever ~ attacks", "attacks or blocks", and "attacks alone" when it
// is the only creature declared as an attacker.
func attackTriggersOf(p *state.Perm, declared int) []ability.Ability {
	out := append(ownTriggers(p, ability.Attacks, ability.NoRefinement), ownTriggers(p, ability.AttacksOrBlocks, ability.NoRefinement)...)
	if declared == 1 {
		out = append(out, ownTriggers(p, ability.Attacks, ability.Alone)...)
	}
	return out
}

// oneOrMoreOf are p's "whenever ~ blocks [or becomes blocked by] one or
// more [quality] creatures" that trigger on the creatures others on the
// other side of its block: once, if any has the quality (410.9a).
// blocking says p is a blocker.
func oneOrMoreOf(p *state.Perm, others []*state.Perm, blocking bool) []ability.Ability {
	var out []ability.Ability
	side := ability.BecomesBlocked
	if blocking {
		side = ability.Blocks
	}
	for _, ab := range p.Readings {
		if t := ability.TriggerOf(ab.Keyword); t == nil || t.Whose.Subject != ability.Itself || t.Other != ability.ByOneOrMore || !t.Event.On(side) {
			continue
		}
		if slices.ContainsFunc(others, func(o *state.Perm) bool { return state.Holds(ab.Quality, o) }) {
			out = append(out, ab)
		}
	}
	return out
}

// dealtCombatDamage calls fn for each "whenever ~ is dealt combat damage"
// of a creature dealt combat damage in one step, once with all it was
// dealt (410.6); damage prevented triggers nothing (410.7). before is the
// board as the damage was dealt.
func dealtCombatDamage(before *state.Board, dealt []game.Dealt, fn func(p *state.Perm, ab ability.Ability, amount int)) {
	total := map[game.ObjectID]int{}
	var order []*state.Perm
	for _, d := range dealt {
		p := before.Perms[d.To]
		if p == nil || d.Amount <= 0 || !hasTriggerWhere(p, isDealtCombatDamage) {
			continue
		}
		if total[p.ID] == 0 {
			order = append(order, p)
		}
		total[p.ID] += d.Amount
	}
	for _, p := range order {
		for _, ab := range ownTriggers(p, ability.IsDealtCombatDamage, ability.NoRefinement) {
			fn(p, ab, total[p.ID])
		}
	}
}

// isDealtCombatDamage matches "whenever ~ is dealt combat damage".
func isDealtCombatDamage(t *ability.Trigger) bool {
	return ownEvent(t, ability.IsDealtCombatDamage, ability.NoRefinement)
}

// dealtTriggers are those triggers in the walk.
func (w *walk) dealtTriggers(before *state.Board, dealt []game.Dealt) []pending {
	var out []pending
	dealtCombatDamage(before, dealt, func(p *state.Perm, ab ability.Ability, amount int) {
		if effectOf(ab.Abilities[0]).Whom == ability.TargetOpponent { // Wall of Souls's
			out = append(out, pending{controller: p.Controller, source: p.ID, resolve: func() { w.damageOpponentBack(p, ab, amount) }})
			return
		}
		out = append(out, w.selfTrigger(p, ab, "410.2", effectContext{amount: amount}))
	})
	return out
}

// damageOpponentBack resolves Wall of Souls's "it deals that much damage
// to target opponent" (ability/dealt_damage_back.go), of its trigger on the
// amount of combat damage dealt to it (410.2): its target, chosen as it
// triggered, is the one opponent of its controller the board holds (with
// another number of opponents the judge stops with a 422: it doesn't
// choose among them); the creature deals the damage, as it is in play or
// as it last existed there (402.6).
func (w *walk) damageOpponentBack(p *state.Perm, ab ability.Ability, amount int) {
	to, ok := w.onlyOpponent(p, ab, "targets an opponent", ", whom it then targets") // target_legality.go
	if !ok {
		return
	}
	dmg, e := ab, ab.Abilities[0]
	e.N = amount // that much: the damage dealt to it
	dmg.Abilities = []ability.Ability{e}
	w.triggerDamage(p, dmg, "410.2", effectContext{defender: to, recipients: []game.ObjectID{game.ObjectID(to)}})
}

// dealtNotes notes them for a damage step resolved alone.
func dealtNotes(b *state.Board, dealt []game.Dealt) []game.Note {
	var n []game.Note
	dealtCombatDamage(b, dealt, func(p *state.Perm, ab ability.Ability, amount int) {
		n = append(n, game.Note{Rule: "410.2", Objects: []game.ObjectID{p.ID}, Message: fmt.Sprintf("%s's ability \"%s\" triggers on the %d combat damage dealt to it; the board afterwards doesn't show its effect (POST /v1/combat/resolve walks the combat with it).", p.Label(), ab.Text, amount)})
	})
	return n
}

// moreEventTrigger is eventTrigger for the third part of the effects
// (ability/trigger_events.go's moreEventEffect).
func (w *walk) moreEventTrigger(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) (pending, bool) {
	e := ab.Abilities[0]
	at := func(f func()) pending { return pending{controller: p.Controller, source: p.ID, resolve: f} }
	said := func(format string, args ...any) {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s", p.Label(), ab.Text, fmt.Sprintf(format, args...))
	}
	f := effectOf(e).Form()
	switch f {
	case sacrificeItselfLater, libraryItselfLater:
		return at(func() {
			if !w.inPlay(p.ID) {
				said("%s has left play: it sets up nothing (404.4d).", p.Label())
				return
			}
			w.delayed = append(w.delayed, delayedDestroy{source: p.ID, target: p.ID, text: ab.Text, form: f})
			said("%s will leave play at end of combat (a delayed triggered ability, 404.4).", p.Label())
		}), true
	case returnItself:
		return at(func() { w.returnToHand(EventTrigger, p.ID, p.ID, ab.Text, rule) }), true
	case counterOnThat:
		return at(func() {
			if !w.inPlay(ctx.other) {
				said("%s has left play: it does nothing.", w.name(ctx.other))
				return
			}
			w.onEachInCombatWith(p, ab, rule, []game.ObjectID{ctx.other})
		}), true
	case pumpThat:
		return at(func() {
			if !w.boost(ctx.other, e.Power, e.Toughness) {
				said("%s has left play: it does nothing.", w.name(ctx.other))
				return
			}
			said("%s gets %+d/%+d until end of turn (now %s).", w.name(ctx.other), e.Power, e.Toughness, w.pt(ctx.other))
		}), true
	case pumpSelected, pumpAttackingGroup:
		return at(func() { w.pumpGroup(p, ab, rule) }), true
	case destroyThatBlocked, exileBlockedByIt:
		return at(func() { w.endOfCombatSweep(p, ab, rule) }), true
	case untapDefenders:
		return at(func() {
			who := ctx.defender
			var ids []game.ObjectID
			for i := range w.board.Permanents {
				if q := &w.board.Permanents[i]; q.Controller == who && q.Tapped && w.view().Perms[q.ID].IsCreature() {
					ids = append(ids, q.ID)
				}
			}
			for _, id := range ids {
				w.permanent(id).Tapped = false
			}
			w.changed()
			if len(ids) == 0 {
				said("no creature %s controls is tapped.", who)
				return
			}
			said("%s untap (the creatures %s controls).", w.names(ids), who)
		}), true
	case evadesThisCombat, preventDealtByItself:
		return at(func() {
			q := w.permanent(p.ID)
			if q == nil {
				said("%s has left play: it does nothing.", p.Label())
				return
			}
			line := "Prevent all combat damage that would be dealt by ~."
			if f.Action == ability.Evading {
				line = "~ can't be blocked."
			}
			line = strings.Replace(line, "~", selfName(q), 1)
			q.Abilities = append(slices.Clone(q.Abilities), line)
			w.changed()
			said("%s has \"%s\" for the rest of this turn (written on the permanent, as what an effect gave it this turn is).", p.Label(), line)
		}), true
	}
	return endOfCombatEffects(w, p, ab, rule, ctx)
}

// endOfCombatEffects resolves the effects at end of combat of
// end_of_combat_effects.go (set at init).
var endOfCombatEffects func(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) (pending, bool)

// selfName is how a line written on a permanent names it: its name, or
// "this creature".
func selfName(q *game.Permanent) string {
	if q.Name != "" {
		return q.Name
	}
	return "This creature"
}

// pumpGroup gives each creature of the group +N/+N until end of turn,
// the group found as it resolves: the attacking creatures (or those its
// controller controls) of the quality, other than the source if it says
// "other".
func (w *walk) pumpGroup(p *state.Perm, ab ability.Ability, rule game.RuleID) {
	e := ab.Abilities[0]
	c, b := w.combatNow(game.RegularStep)
	if w.errs != nil {
		return
	}
	var ids []game.ObjectID
	for _, q := range b.Order {
		switch {
		case !q.IsCreature() || !state.Holds(e.Quality, q), e.Scope.Other && q.ID == p.ID, e.Scope.YouControl && q.Controller != p.Controller:
		case effectOf(e).Whom == ability.AttackingSelected && !slices.ContainsFunc(c.Attackers, func(a *state.Perm) bool { return a.ID == q.ID }):
		default:
			ids = append(ids, q.ID)
		}
	}
	for _, id := range ids {
		w.boost(id, e.Power, e.Toughness)
		if q := w.permanent(id); q != nil && len(e.Abilities) > 0 {
			q.Abilities = append(slices.Clone(q.Abilities), e.Abilities[0].Text)
			w.changed()
		}
	}
	if len(e.Abilities) > 0 && len(ids) > 0 {
		w.event(EventTrigger, rule, append([]game.ObjectID{p.ID}, ids...), "%s's ability \"%s\" resolves: %s each gain %s until end of turn (written on each permanent).", p.Label(), ab.Text, w.names(ids), e.Abilities[0].Text)
		return
	}
	if len(ids) == 0 {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: no creature is of the group, so it does nothing.", p.Label(), ab.Text)
		return
	}
	w.event(EventTrigger, rule, append([]game.ObjectID{p.ID}, ids...), "%s's ability \"%s\" resolves: %s each get %+d/%+d until end of turn.", p.Label(), ab.Text, w.names(ids), e.Power, e.Toughness)
}

// draw has a player draw n cards: the hand the request gives goes up by
// n; with no hand given, the walk says so and the board can't count them.
func (w *walk) draw(p *state.Perm, who game.PlayerID, n int, rule game.RuleID) {
	i := slices.IndexFunc(w.board.Players, func(q game.Player) bool { return q.ID == who })
	if i < 0 || w.board.Players[i].Hand == nil {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s draws %d %s; the request gives no players[].hand for %s, so the board afterwards doesn't count them.", who, n, cards(n), who)
		return
	}
	h := *w.board.Players[i].Hand + n
	w.board.Players[i].Hand = &h
	w.changed()
	w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s draws %d %s (%d in hand now).", who, n, cards(n), h)
}

// leaveAtEndOfCombat sacrifices a permanent (it is put into its owner's
// graveyard: no regeneration, indestructible or not) or puts it on top of
// its owner's library, by a delayed trigger (404.4).
func (w *walk) leaveAtEndOfCombat(d delayedDestroy) {
	q := w.permanent(d.target)
	if q == nil {
		w.event(EventDelayed, "404.4d", []game.ObjectID{d.source}, "%s's ability \"%s\" does nothing: %s has left play.", w.name(d.source), d.text, w.name(d.target))
		return
	}
	if d.form.Action == ability.PutOnLibrary {
		w.remove(d.target)
		w.event(EventDelayed, "404.4", []game.ObjectID{d.target}, "%s's ability \"%s\" resolves: %s is put on top of its owner's library; it has left play.", w.name(d.source), d.text, w.name(d.target))
		w.settle()
		return
	}
	before := w.lookBack([]game.ObjectID{d.target})
	w.intoGraveyard(d.target)
	w.queueDies(before, []game.ObjectID{d.target})
	w.event(EventDelayed, "404.4", []game.ObjectID{d.target}, "%s's ability \"%s\" resolves: %s is sacrificed, put into its owner's graveyard (neither regeneration nor indestructibility stops a sacrifice).", w.name(d.source), d.text, w.name(d.target))
	w.settle()
}

// endOfCombatSweep is an "at end of combat" effect on a set found from
// the combat's declarations: "destroy each creature that blocked or was
// blocked this turn" (every declared blocker and every attacker one
// blocked, still in play) or "exile all creatures blocked by ~" (the
// attackers it blocks now): exiled, they leave play.
func (w *walk) endOfCombatSweep(p *state.Perm, ab ability.Ability, rule game.RuleID) {
	var ids []game.ObjectID
	if effectOf(ab.Abilities[0]).Whom == ability.BlockedByIt {
		c, _ := w.combatNow(game.RegularStep)
		if w.errs != nil {
			return
		}
		ids = declare.IdsOf(c.Blocking[p.ID])
		for _, id := range ids {
			if w.inPlay(id) {
				w.remove(id)
				w.event(EventTrigger, rule, []game.ObjectID{p.ID, id}, "%s's ability \"%s\" resolves: %s is exiled; it has left play.", p.Label(), ab.Text, w.name(id))
			}
		}
		w.settle()
		if len(ids) == 0 {
			w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: it blocks no creature, so it does nothing.", p.Label(), ab.Text)
		}
		return
	}
	blocked := map[game.ObjectID]bool{}
	for _, b := range w.d.Blockers {
		ids = append(ids, b.Creature)
		for _, a := range b.Blocking {
			blocked[a] = true
		}
	}
	for _, a := range w.d.Attackers {
		if blocked[a.Creature] {
			ids = append(ids, a.Creature)
		}
	}
	ids = slices.DeleteFunc(ids, func(id game.ObjectID) bool { return !w.inPlay(id) })
	w.onEachInCombatWith(p, ab, rule, ids) // it destroys each of them
}

// perBlocker is +n/+n until end of turn for each creature blocking a
// beyond the first `beyond`, counted as the ability resolves (502.12b for
// rampage).
func (w *walk) perBlocker(a *state.Perm, p, t int, rule game.RuleID, what string, beyond int) pending {
	return pending{controller: a.Controller, source: a.ID, resolve: func() {
		c, _ := w.combatNow(game.RegularStep)
		if w.errs != nil {
			return
		}
		if !w.inPlay(a.ID) {
			w.event(EventTrigger, rule, []game.ObjectID{a.ID}, "%s's %s resolves, but %s has left play: it does nothing.", a.Label(), what, a.Label())
			return
		}
		n := max(len(c.BlockedBy[a.ID])-beyond, 0)
		w.boost(a.ID, n*p, n*t)
		w.event(EventTrigger, rule, []game.ObjectID{a.ID}, "%s's %s: %d creatures block it as the ability resolves, so it gets %+d/%+d until end of turn (now %s).", a.Label(), what, len(c.BlockedBy[a.ID]), n*p, n*t, w.pt(a.ID))
	}}
}

// damagedTrigger is "whenever ~ deals combat damage to a creature, destroy
// that creature [at end of combat]", for the creature dealt damage.
func (w *walk) damagedTrigger(src *state.Perm, target game.ObjectID, ab ability.Ability, amount int) pending {
	eff := effectOf(ab.Abilities[0])
	if !eff.Is(ability.Destruction) || eff.Whom != ability.That {
		return w.selfTrigger(src, ab, "410.2", effectContext{amount: amount, other: target})
	}
	return pending{controller: src.Controller, source: src.ID, resolve: func() {
		if eff.Delayed {
			w.delayed = append(w.delayed, delayedDestroy{source: src.ID, target: target, text: ab.Text})
			w.event(EventTrigger, "410.2", []game.ObjectID{src.ID, target}, "%s's ability \"%s\" resolves: %s will be destroyed at end of combat (a delayed triggered ability, 404.4).", src.Label(), ab.Text, w.name(target))
			return
		}
		w.destroy(EventTrigger, src.ID, target, ab.Text, "410.2")
	}}
}

// leftPlayTriggers are the delayed leaves-play triggers whose permanent
// has left play since they were created: each triggers once.
func (w *walk) leftPlayTriggers() []pending {
	var out []pending
	for i := range w.watches {
		c := &w.watches[i]
		if c.fired || w.inPlay(c.watched) {
			continue
		}
		c.fired = true
		if c.dies && !slices.Contains(w.destroyed, c.watched) {
			continue // it left play another way: it can't die this turn any more
		}
		watch := *c
		out = append(out, pending{controller: watch.controller, source: watch.source, resolve: func() { w.leftPlayResolve(watch) }})
	}
	return out
}

// leftPlayResolve resolves a delayed leaves-play trigger: its
// controller sacrifices what it names (only a permanent he or she
// controls), or it is destroyed.
func (w *walk) leftPlayResolve(c leaveWatch) {
	w.event(EventTrigger, "410.10c", []game.ObjectID{c.watched, c.source}, "%s has %s: the delayed triggered ability \"%s\" triggers (404.4b).", w.name(c.watched), map[bool]string{true: "been put into a graveyard from play", false: "left play"}[c.dies], c.text)
	p := w.permanent(c.object)
	switch {
	case p == nil:
		w.event(EventTrigger, "404.4d", []game.ObjectID{c.object}, "\"%s\" does nothing: %s has left play.", c.text, w.name(c.object))
	case c.act.Action == ability.Destruction:
		w.destroy(EventTrigger, c.source, c.object, c.text, "404.4b")
	case p.Controller != c.controller:
		w.event(EventTrigger, "404.4b", []game.ObjectID{c.object}, "\"%s\": %s can't sacrifice %s, which %s controls; nothing happens.", c.text, c.controller, w.name(c.object), p.Controller)
	default:
		before := w.lookBack([]game.ObjectID{c.object}) // state_based.go: 410.10d
		w.intoGraveyard(c.object)
		w.queueDies(before, []game.ObjectID{c.object})
		rule, more := game.RuleID("404.4b"), ""
		if declared(w.d, c.object) && !slices.Contains(w.removed, c.object) {
			rule, more = "306.2", ": it leaves play and so leaves combat"
		}
		w.event(EventTrigger, rule, []game.ObjectID{c.object}, "\"%s\" resolves: %s sacrifices %s%s.", c.text, c.controller, w.name(c.object), more)
		w.settle()
	}
}
