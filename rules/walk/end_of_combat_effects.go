package walk

import (
	"fmt"
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/declare"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The walk's side of ability/end_of_combat_effects.go. A combat trigger
// whose effect happens "at end of combat" creates, as it resolves, a
// delayed triggered ability (404.4) that triggers as the end of combat
// step begins; one that names a permanent does nothing if that permanent
// has left play by then (404.4d). An "at end of combat" trigger of a
// permanent triggers as that step begins (410.2) and looks at the blocks
// as they are then: the creatures are still blocking and blocked until
// the step ends. What an effect says of a later turn (a creature that
// doesn't untap, a counter that keeps it tapped) is reported in an event:
// the judge walks this combat only.

func init() {
	endOfCombatEffects = (*walk).endOfCombatTrigger
	returnWithSourceLater = (*walk).returnBothLater
}

// endOfCombatTrigger is the resolution of a trigger whose effect is one of
// that file's; ok is false for any other effect.
func (w *walk) endOfCombatTrigger(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) (pending, bool) {
	if t, ok := w.delayedEndOfCombat(p, ab, rule, ctx); ok {
		return t, true
	}
	e := ab.Abilities[0]
	at := func(f func()) pending { return pending{controller: p.Controller, source: p.ID, resolve: f} }
	said := func(format string, args ...any) {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s", p.Label(), ab.Text, fmt.Sprintf(format, args...))
	}
	switch effectOf(e).Form() {
	case tapItsBlockers:
		return at(func() { w.tapThoseThatBlocked(p, ab, rule) }), true
	case paralyzeInCombatWith:
		return at(func() { w.paralyze(p, ab, rule) }), true
	case counterOnItselfAndToken:
		return at(func() {
			if !w.inPlay(p.ID) {
				said("%s has left play: no counter is put on it.", p.Label())
			} else {
				w.putCounter(EventTrigger, rule, p.ID, p.ID, ab.Text, counterName(e.Power, e.Toughness))
			}
			w.createTokens(*e.Token, p.Controller, EventTrigger, fmt.Sprintf("%s's ability", p.Label()))
		}), true
	case controlItsBlockers:
		return at(func() { w.controlBlocking(p, ab, rule) }), true
	}
	return pending{}, false
}

// delayedEndOfCombat is the resolution of a trigger that creates a
// delayed ability for end of combat (404.4); ok is false for any other
// effect.
func (w *walk) delayedEndOfCombat(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) (pending, bool) {
	e := ab.Abilities[0]
	later := func(target game.ObjectID, what string, act func()) pending {
		return w.laterAct(p, ab, rule, target, what, act)
	}
	gone := func(target game.ObjectID) bool { return w.goneAtEnd(p, ab, target) }
	if t := ability.TriggerOf(e.Keyword); t != nil && t.Event == ability.EndOfCombat && t.Refine == ability.ThisCombat {
		return w.selfAtEndOfCombat(p, ab, t, later, gone)
	}
	switch effectOf(e).Form() {
	case damageThatLater:
		other := ctx.other
		return later(other, fmt.Sprintf("%s will deal %d damage to %s", p.Label(), e.N, w.name(other)), func() {
			if gone(other) {
				return
			}
			w.triggerDamage(p, ab, "404.4", effectContext{other: other}) // triggers_walk.go: N damage to that creature
		}), true
	case counterOnItselfLater:
		kind := counterName(e.Power, e.Toughness)
		return later(p.ID, fmt.Sprintf("a %s counter will be put on %s", kind, p.Label()), func() {
			if !gone(p.ID) {
				w.putCounter(EventDelayed, "404.4", p.ID, p.ID, ab.Text, kind)
			}
		}), true
	case controlThatLater:
		other := ctx.other
		return later(other, fmt.Sprintf("%s will gain control of %s", p.Controller, w.name(other)), func() {
			if !gone(other) {
				w.controlByTrigger(EventDelayed, "404.4", p, other, ab.Text, "with no end stated, it lasts past this turn (418.3a)")
			}
		}), true
	case thatSacrificedLater:
		other := ctx.other
		return later(other, fmt.Sprintf("%s's controller will sacrifice it", w.name(other)), func() {
			if gone(other) {
				return
			}
			who := w.permanent(other).Controller
			w.sacrificeBy(EventDelayed, "404.4", p.ID, other, ab.Text, who)
			w.createTokens(*e.Token, who, EventDelayed, fmt.Sprintf("%s's ability (%s sacrificed %s)", p.Label(), who, w.name(other)))
		}), true
	}
	return pending{}, false
}

// selfAtEndOfCombat is the resolution of p's trigger whose effect is the
// delayed trigger t at the end of this combat (404.4), on p itself: "at
// end of combat, sacrifice ~ and it deals N damage to you", and, naming
// the creatures it blocked (ItBlocked), "at end of combat, destroy ~ and
// all creatures it blocked this turn"; ok is false for another.
func (w *walk) selfAtEndOfCombat(p *state.Perm, ab ability.Ability, t *ability.Trigger, later func(game.ObjectID, string, func()) pending, gone func(game.ObjectID) bool) (pending, bool) {
	e := ab.Abilities[0]
	switch t.Other {
	case ability.NoOther:
		return later(p.ID, fmt.Sprintf("%s will be sacrificed and deal %d damage to %s", p.Label(), e.N, p.Controller), func() {
			if gone(p.ID) {
				return // the delayed ability names it: it fails as a whole (404.4d)
			}
			w.sacrificeBy(EventDelayed, "404.4", p.ID, p.ID, ab.Text, p.Controller)
			// Its N damage to its controller, as it last existed in play (402.6).
			w.triggerDamage(p, ab, "404.4", effectContext{defender: p.Controller, recipients: []game.ObjectID{game.ObjectID(p.Controller)}})
		}), true
	case ability.ItBlocked:
		var blocked []game.ObjectID
		if i := slices.IndexFunc(w.d.Blockers, func(b game.Blocker) bool { return b.Creature == p.ID }); i >= 0 {
			blocked = slices.Clone(w.d.Blockers[i].Blocking)
		}
		return later(p.ID, fmt.Sprintf("%s and the creatures it blocked this turn (%s) will be destroyed", p.Label(), w.names(blocked)), func() {
			// The creatures it blocked are named by the block, not by it:
			// they are destroyed even if it has left play (404.4d then
			// stops only its own destruction).
			w.destroy(EventDelayed, p.ID, p.ID, ab.Text, "404.4")
			for _, id := range blocked {
				w.destroy(EventDelayed, p.ID, id, ab.Text, "404.4")
			}
		}), true
	}
	return pending{}, false
}

// laterAct is the resolution of p's trigger that sets up the delayed
// ability that does act at end of combat, naming target, unless target
// has left play already (404.4d).
func (w *walk) laterAct(p *state.Perm, ab ability.Ability, rule game.RuleID, target game.ObjectID, what string, act func()) pending {
	return pending{controller: p.Controller, source: p.ID, resolve: func() {
		if !w.inPlay(target) {
			w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s has left play: it sets up nothing (404.4d).", p.Label(), ab.Text, w.name(target))
			return
		}
		w.delayed = append(w.delayed, delayedDestroy{source: p.ID, target: target, text: ab.Text, act: act})
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s at end of combat (a delayed triggered ability, 404.4).", p.Label(), ab.Text, what)
	}}
}

// goneAtEnd reports whether target, which p's delayed ability names, has
// left play by end of combat: the ability then does nothing (404.4d).
func (w *walk) goneAtEnd(p *state.Perm, ab ability.Ability, target game.ObjectID) bool {
	if w.inPlay(target) {
		return false
	}
	w.event(EventDelayed, "404.4d", []game.ObjectID{p.ID, target}, "%s's ability \"%s\" does nothing: %s has left play.", p.Label(), ab.Text, w.name(target))
	return true
}

// putCounter puts a counter of kind on id by source's ability.
func (w *walk) putCounter(kind string, rule game.RuleID, source, id game.ObjectID, text, counter string) {
	q := w.permanent(id)
	q.Counters = cloneCounters(q.Counters)
	q.Counters[counter]++
	w.changed()
	w.event(kind, rule, []game.ObjectID{source, id}, "%s's ability \"%s\" resolves: a %s counter is put on %s (now %s).", w.name(source), text, counter, w.name(id), w.pt(id))
}

// sacrificeBy has who sacrifice permanent id: it is put into its owner's
// graveyard, and neither regeneration nor indestructibility stops it.
func (w *walk) sacrificeBy(kind string, rule game.RuleID, source, id game.ObjectID, text string, who game.PlayerID) {
	before := w.lookBack([]game.ObjectID{id}) // state_based.go: 410.10d
	w.intoGraveyard(id)
	w.queueDies(before, []game.ObjectID{id})
	w.event(kind, rule, []game.ObjectID{source, id}, "%s's ability \"%s\" resolves: %s sacrifices %s, put into its owner's graveyard (neither regeneration nor indestructibility stops a sacrifice).", w.name(source), text, who, w.name(id))
	w.settle()
}

// controlByTrigger gives the controller of p's ability control of id
// (418.3a, lasting as long as said): a creature in combat that changes
// controller is removed from combat (306.2).
func (w *walk) controlByTrigger(kind string, rule game.RuleID, p *state.Perm, id game.ObjectID, text, lasts string) {
	q := w.permanent(id)
	if q.Controller == p.Controller {
		w.event(kind, rule, []game.ObjectID{p.ID, id}, "%s's ability \"%s\" resolves: %s controls %s already; its control does not change.", p.Label(), text, p.Controller, w.name(id))
		return
	}
	inCombat := w.inCombat(id, true) || w.inCombat(id, false)
	from := q.Controller
	q.Controller, q.SummoningSick = p.Controller, true
	w.changed()
	w.event(kind, rule, []game.ObjectID{p.ID, id}, "%s's ability \"%s\" resolves: %s gains control of %s from %s; %s.", p.Label(), text, p.Controller, w.name(id), from, lasts)
	if inCombat {
		w.removeFromCombat(id, fmt.Sprintf("%s's ability: its controller changes", p.Label()))
	}
}

// tapThoseThatBlocked taps the creatures declared as blockers of p this
// turn that are still in play; that they don't untap during their
// controller's next untap step is about a later turn.
func (w *walk) tapThoseThatBlocked(p *state.Perm, ab ability.Ability, rule game.RuleID) {
	var ids []game.ObjectID
	for _, b := range w.d.Blockers {
		if slices.Contains(b.Blocking, p.ID) && w.inPlay(b.Creature) {
			ids = append(ids, b.Creature)
		}
	}
	if len(ids) == 0 {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: no creature in play blocked %s this turn, so it does nothing.", p.Label(), ab.Text, p.Label())
		return
	}
	w.tapAll(p, ab, rule, ids, "That they don't untap during their controller's next untap step is about a later turn, beyond this combat.")
}

// tapAll taps ids by p's ability, saying which were tapped already.
func (w *walk) tapAll(p *state.Perm, ab ability.Ability, rule game.RuleID, ids []game.ObjectID, later string) {
	var tapped, already []game.ObjectID
	for _, id := range ids {
		q := w.permanent(id)
		if q == nil {
			continue
		}
		if q.Tapped {
			already = append(already, id)
			continue
		}
		q.Tapped = true
		tapped = append(tapped, id)
	}
	w.changed()
	msg := ""
	if len(tapped) > 0 {
		msg = fmt.Sprintf(" it taps %s.", w.names(tapped))
	}
	if len(already) > 0 {
		msg += fmt.Sprintf(" Tapped already: %s.", w.names(already))
	}
	w.event(EventTrigger, rule, append([]game.ObjectID{p.ID}, ids...), "%s's ability \"%s\" resolves:%s %s", p.Label(), ab.Text, msg, later)
}

// paralyze puts a paralyzation counter on each creature blocking or
// blocked by p as the ability resolves and taps those creatures.
func (w *walk) paralyze(p *state.Perm, ab ability.Ability, rule game.RuleID) {
	c, _ := w.combatNow(game.RegularStep)
	if w.errs != nil {
		return
	}
	ids := slices.DeleteFunc(combatants(c, p.ID), func(id game.ObjectID) bool { return !w.inPlay(id) })
	if len(ids) == 0 {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: no creature is blocking or blocked by %s, so it does nothing.", p.Label(), ab.Text, p.Label())
		return
	}
	for _, id := range ids {
		w.putCounter(EventTrigger, rule, p.ID, id, ab.Text, "paralyzation")
	}
	w.tapAll(p, ab, rule, ids, "Each of them doesn't untap during its controller's untap step while it has a paralyzation counter, and gains \"{4}: Remove a paralyzation counter from this creature.\": both are about later turns (the counter changes nothing of this combat), and the board afterwards doesn't list that ability.")
}

// controlBlocking gives p's controller control of the creatures blocking
// p as the ability resolves, for as long as he or she controls p: if that
// is over already, the effect does nothing (418.3d).
func (w *walk) controlBlocking(p *state.Perm, ab ability.Ability, rule game.RuleID) {
	if q := w.permanent(p.ID); q == nil || q.Controller != p.Controller {
		w.event(EventTrigger, "418.3d", []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves, but %s no longer controls %s: the duration is over before the effect begins, so it does nothing.", p.Label(), ab.Text, p.Controller, p.Label())
		return
	}
	c, _ := w.combatNow(game.RegularStep)
	if w.errs != nil {
		return
	}
	ids := declare.IdsOf(c.BlockedBy[p.ID])
	if len(ids) == 0 {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: no creature is blocking %s, so it does nothing.", p.Label(), ab.Text, p.Label())
		return
	}
	for _, id := range ids {
		w.controlByTrigger(EventTrigger, rule, p, id, ab.Text, fmt.Sprintf("for as long as %s controls %s, past this combat", p.Controller, p.Label()))
	}
}

// returnBothLater sets up Contempt's delayed ability: at end of combat the
// creature it enchants and the Aura itself return to their owners'
// hands, each unless it has left play by then (404.4d).
func (w *walk) returnBothLater(src *state.Perm, ab ability.Ability, on game.ObjectID) {
	w.delayed = append(w.delayed, delayedDestroy{source: src.ID, target: on, text: ab.Text, act: func() {
		// Both at once: the Aura first, so that the creature leaving
		// doesn't put it into a graveyard (420.5d) before it returns.
		w.returnToHand(EventDelayed, src.ID, src.ID, ab.Text, "404.4") // combat_triggers.go
		w.returnToHand(EventDelayed, src.ID, on, ab.Text, "404.4")
	}})
	w.event(EventTrigger, "410.6", []game.ObjectID{src.ID, on}, "%s's ability \"%s\" resolves for %s: %s and %s will be returned to their owners' hands at end of combat (a delayed triggered ability, 404.4).", src.Label(), ab.Text, w.name(on), w.name(on), src.Label())
}

// attachedDestroyLater is the delayed ability of an Aura's trigger that
// destroys the other creature at end of combat (Venom's); Infinite
// Authority's also puts a +1/+1 counter on the first creature at the next
// end step if the other one was destroyed this way: that end step comes
// after the combat walked, so an event and a note say it, never silently.
func (w *walk) attachedDestroyLater(src, on, other *state.Perm, ab ability.Ability) delayedDestroy {
	d := delayedDestroy{source: src.ID, target: other.ID, text: ab.Text}
	if len(ab.Abilities) < 2 || !counterIfDestroyed(ability.TriggerOf(ab.Abilities[1].Keyword)) {
		return d
	}
	d.act = func() {
		w.destroy(EventDelayed, src.ID, other.ID, ab.Text, "404.4")
		if !slices.Contains(w.destroyed, other.ID) {
			w.event(EventDelayed, "404.4", []game.ObjectID{src.ID, other.ID}, "%s was not destroyed this way: no +1/+1 counter will be put on %s at the next end step.", other.Label(), on.Label())
			return
		}
		message := fmt.Sprintf("%s was destroyed this way: at the beginning of the next end step, after this combat, a +1/+1 counter will be put on %s (a delayed triggered ability; it does nothing if %s has left play by then, 404.4d). The judge walks the combat only: the board afterwards doesn't show that counter.", other.Label(), on.Label(), on.Label())
		w.event(EventDelayed, "404.4", []game.ObjectID{src.ID, on.ID}, "%s", message)
		w.later = append(w.later, game.Note{Rule: "404.4", Objects: []game.ObjectID{on.ID}, Message: fmt.Sprintf("%s's ability: %s", src.Label(), message)})
	}
	return d
}

// counterIfDestroyed matches the delayed trigger "at the beginning of the
// next end step, if that creature was destroyed this way, put a +1/+1
// counter on the first creature" (404.4).
func counterIfDestroyed(t *ability.Trigger) bool {
	return t != nil && t.Event == ability.EndStep && t.Other == ability.DestroyedThisWay && t.Refine == ability.Delayed
}
