package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/damage"
	"rulesjudge/rules/declare"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// declareBlockers is the declare blockers step: who blocks whom (309.2),
// the attackers no creature blocks (309.2f), then the triggers on blocks:
// flanking (502.3a), rampage (502.12a), bushido (502.38a) and the
// "whenever ~ blocks / becomes blocked" abilities (410.9). checked is the
// board the check of the blockers read, if any (checked_board.go), attack
// the attackers it resolved there.
func (w *walk) declareBlockers(checked *state.Board, attack *declare.AttackPlan) {
	w.step(DeclareBlockersStep)
	c := w.combatAsChecked(checked, attack) // checked_board.go
	if w.errs != nil {
		return
	}
	w.keepBlocks(c)      // step_combat.go
	var room messageRoom // message_room.go
	room.b.Grow(w.blocksMessagesLen(c))
	var buf [8]game.ObjectID // the blocker and what it blocks, most often few (report copies them)
	for _, bl := range c.Blockers {
		ids := append(buf[:0], bl.ID)
		for _, a := range c.Blocking[bl.ID] {
			ids = append(ids, a.ID)
		}
		start := room.b.Len()
		room.say(bl.Label(), " blocks ")
		room.names(w, ids[1:])
		room.say(".")
		w.report(EventDeclared, "309.2", ids, room.since(start))
	}
	for _, a := range c.Attackers {
		if !c.Blocked[a.ID] {
			w.report(EventDeclared, "309.2f", []game.ObjectID{a.ID}, room.say(a.Label(), " is unblocked."))
		}
	}
	triggers := w.blockStepTriggers(c)
	w.resolveTriggers(triggers)
	for _, id := range w.d.RemovedFromCombat {
		w.removeFromCombat(id, "the request")
	}
}

// blockStepTriggers are the triggered abilities the declaration of
// blockers triggers: an unblocked attacker's "whenever ~ attacks and isn't
// blocked" (410.2), a blocked one's flanking, rampage, bushido and
// "becomes blocked" abilities, a blocker's bushido and "blocks" abilities
// (410.9), and those of the board's permanents on them (410.6). Finding
// them changes nothing: the checks ask it of a walk that never runs. On a
// quiet board, with no delayed trigger on blocks waiting, there are none
// to find (quiet_board.go).
func (w *walk) blockStepTriggers(c *damage.Combat) []pending {
	if len(w.blockWatches) == 0 && len(w.blocksWatches) == 0 && w.quietBoard(c.B) {
		if verifyDelta {
			w.verifyQuiet(c.B, func() []pending { return w.blockStepSearch(c) })
		}
		return nil
	}
	return w.blockStepSearch(c)
}

// blockStepSearch is blockStepTriggers, searched for.
func (w *walk) blockStepSearch(c *damage.Combat) []pending {
	var triggers []pending
	for _, a := range c.Attackers {
		if !c.Blocked[a.ID] {
			for _, ab := range ownTriggers(a, ability.AttacksUnblocked, ability.NoRefinement) {
				triggers = append(triggers, w.selfTrigger(a, ab, "410.2", effectContext{defender: c.Attack.Player[a.ID]}))
			}
			continue
		}
		triggers = append(triggers, w.blockedTriggers(a, c.BlockedBy[a.ID])...)
	}
	for _, bl := range c.Blockers {
		triggers = append(triggers, w.blockingTriggers(bl, c.Blocking[bl.ID])...)
	}
	triggers = append(triggers, w.blocksTriggers(c)...)        // triggers_walk.go
	triggers = append(triggers, w.attachedBlockTriggers(c)...) // attached_triggers.go
	triggers = append(triggers, w.blockPairTriggers(c)...)     // block_pairs.go
	return append(triggers, w.creaturesBlockTriggers(c)...)    // coin_flips.go
}

// blockedTriggers are the triggers of an attacker that became blocked by
// the creatures blockers.
func (w *walk) blockedTriggers(a *state.Perm, blockers []*state.Perm) []pending {
	var out []pending
	for range a.All(ability.Flanking) {
		for _, bl := range blockers {
			if !bl.Has(ability.Flanking) {
				out = append(out, w.flanking(a, bl))
			}
		}
	}
	for _, r := range a.All(ability.Rampage) {
		out = append(out, w.perBlocker(a, r.N, r.N, "502.12a", "rampage", 1))
	}
	for _, ab := range oneOrMoreOf(a, blockers, false) { // combat_triggers.go: once (410.9a)
		out = append(out, w.onceTrigger(a, ab))
	}
	out = append(out, w.watchedBlocked(a)...) // block_watches.go
	return append(out, w.sideTriggers(a, blockers, ability.BecomesBlocked, "410.9c")...)
}

// blockingTriggers are the triggers of a blocker that blocks attackers.
func (w *walk) blockingTriggers(bl *state.Perm, attackers []*state.Perm) []pending {
	out := w.sideTriggers(bl, attackers, ability.Blocks, "410.9b")
	out = append(out, w.watchedBlocks(bl)...)                                                                          // turn_triggers.go
	abs := append(ownTriggers(bl, ability.AttacksOrBlocks, ability.NoRefinement), oneOrMoreOf(bl, attackers, true)...) // combat_triggers.go
	for _, ab := range abs {                                                                                           // once, as it blocks (410.9a)
		out = append(out, w.onceTrigger(bl, ab))
	}
	return out
}

// sideTriggers are the triggers of c, an attacker that becomes blocked or
// a blocker, on its side of the block (side: BecomesBlocked or Blocks):
// bushido (502.38a), the trigger once ("whenever ~ blocks", "becomes
// blocked", "blocks or becomes blocked"), and the trigger for each
// creature on the other side with the quality ("blocks a [quality]
// creature", "becomes blocked by", "blocks or becomes blocked by"), under
// rule each.
func (w *walk) sideTriggers(c *state.Perm, others []*state.Perm, side ability.Event, rule game.RuleID) []pending {
	var out []pending
	for _, ab := range c.Readings {
		t := ability.TriggerOf(ab.Keyword)
		switch {
		case ab.Keyword == ability.Bushido:
			out = append(out, w.bushido(c, ab.N))
		case ab.Keyword == ability.BushidoX:
			out = append(out, w.bushidoX(c)) // bushido.go
		case t == nil:
		case ownSide(t, side, ability.NoOther):
			out = append(out, w.onceTrigger(c, ab))
		case ownSide(t, side, ability.ByCreature):
			for _, o := range others {
				if state.Holds(ab.Quality, o) {
					out = append(out, w.otherTrigger(c, o, ab, rule))
				}
			}
		}
	}
	return out
}

// flanking: the blocker without flanking gets -1/-1 until end of turn
// (502.3a); each instance triggers for each such blocker (502.3b).
func (w *walk) flanking(a, bl *state.Perm) pending {
	return pending{controller: a.Controller, source: a.ID, resolve: func() {
		if !w.boost(bl.ID, -1, -1) {
			w.event(EventTrigger, "502.3a", []game.ObjectID{a.ID, bl.ID}, "%s's flanking resolves, but %s has left play.", a.Label(), bl.Label())
			return
		}
		w.event(EventTrigger, "502.3a", []game.ObjectID{a.ID, bl.ID}, "%s's flanking: %s, which has no flanking, gets -1/-1 until end of turn (now %s).", a.Label(), bl.Label(), w.pt(bl.ID))
	}}
}

// bushido N: +N/+N until end of turn when it blocks or becomes blocked
// (502.38a).
func (w *walk) bushido(p *state.Perm, n int) pending {
	return pending{controller: p.Controller, source: p.ID, resolve: func() {
		if !w.boost(p.ID, n, n) {
			w.event(EventTrigger, "502.38a", []game.ObjectID{p.ID}, "%s's bushido %d resolves, but %s has left play: it does nothing.", p.Label(), n, p.Label())
			return
		}
		w.event(EventTrigger, "502.38a", []game.ObjectID{p.ID}, "%s's bushido %d: it gets +%d/+%d until end of turn (now %s).", p.Label(), n, n, n, w.pt(p.ID))
	}}
}

// onceTrigger is a "whenever ~ blocks" or "becomes blocked" ability: it
// triggers once each combat however many creatures are involved (410.9a).
func (w *walk) onceTrigger(p *state.Perm, ab ability.Ability) pending {
	e := ab.Abilities[0]
	if effectOf(e).Amount == ability.PerBlocker {
		t := w.perBlocker(p, e.Power, e.Toughness, "410.9a", "ability \""+ab.Text+"\"", 0)
		return t
	}
	return w.selfTrigger(p, ab, "410.9a", effectContext{})
}

// otherTrigger is a trigger once for each other creature involved ("blocks
// a creature", 410.9b; "becomes blocked by a creature", 410.9c), whose
// effect is on that creature (destroy it at end of combat) or on itself.
func (w *walk) otherTrigger(p, other *state.Perm, ab ability.Ability, rule game.RuleID) pending {
	e := ab.Abilities[0]
	if eff := effectOf(e); !eff.Is(ability.Destruction) || !eff.Delayed || eff.Whom != ability.That {
		return w.selfTrigger(p, ab, rule, effectContext{other: other.ID})
	}
	return pending{controller: p.Controller, source: p.ID, resolve: func() {
		w.delayed = append(w.delayed, delayedDestroy{source: p.ID, target: other.ID, text: ab.Text})
		w.event(EventTrigger, rule, []game.ObjectID{p.ID, other.ID}, "%s's ability \"%s\" resolves for %s: %s will be destroyed at end of combat (a delayed triggered ability, 404.4).", p.Label(), ab.Text, other.Label(), other.Label())
	}}
}

// bushidoX is Fumiko the Lowblood's bushido X: +X/+X until end of turn,
// X the number of attacking creatures as the ability resolves (502.38a).
func (w *walk) bushidoX(p *state.Perm) pending {
	return pending{controller: p.Controller, source: p.ID, resolve: func() {
		c, _ := w.combatNow(game.RegularStep)
		if w.errs != nil {
			return
		}
		n := len(c.Attackers)
		if !w.boost(p.ID, n, n) {
			w.event(EventTrigger, "502.38a", []game.ObjectID{p.ID}, "%s's bushido X resolves, but %s has left play: it does nothing.", p.Label(), p.Label())
			return
		}
		w.event(EventTrigger, "502.38a", []game.ObjectID{p.ID}, "%s's bushido X: %d creatures are attacking as it resolves, so it gets +%d/+%d until end of turn (now %s).", p.Label(), n, n, n, w.pt(p.ID))
	}}
}
