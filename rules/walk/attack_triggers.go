package walk

import (
	"fmt"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/damage"
	"rulesjudge/rules/declare"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The walk's side of ability/attack_triggers.go and coin_flips.go: the
// effects with a cost paid as they resolve ("you may pay {R}. If you do",
// "sacrifice it. If you do", 410.5), the damage dealt to each creature of
// the defending player's, and the coin flips (coin_flips.go).

// attackTrigger is the resolution of a trigger of a creature on itself
// whose effect is one of those; ok is false for any other effect.
func (w *walk) attackTrigger(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) (pending, bool) {
	at := func(f func()) pending { return pending{controller: p.Controller, source: p.ID, resolve: f} }
	switch ab.Abilities[0].Keyword {
	case ability.MayPayTargetCantBlock:
		return at(func() { w.targeted(p, ab, rule, ctx) }), true // combat_triggers.go
	case ability.MayDamageDefendersCreatures:
		return at(func() { w.mayDamageDefenders(p, ab, rule, ctx) }), true
	case ability.FlipRemoveAndTap:
		return at(func() { w.flipRemoveAndTap(p, ab, rule) }), true // coin_flips.go
	case ability.LoseLife, ability.LoseHalfLife, ability.LoseLifePerCounter:
		return at(func() { w.loseLife(p, ab, rule) }), true
	case ability.PumpOtherAttackers, ability.PumpOtherBlockers:
		return at(func() { w.pumpOtherCombatants(p, ab, rule) }), true
	case ability.TapTargetDefenders, ability.RemoveCounterDamageAnyTarget, ability.DamageTargetAttacker, ability.DamageAnyTarget:
		return at(func() { w.targetTrigger(p, ab, rule, ctx) }), true // trigger_targets.go
	}
	return pending{}, false
}

// loseLife is "you lose N life", "you lose half your life, rounded up" (of
// the life as it resolves) or "you lose N life for each +1/+1 counter on
// it" (the counters as it resolves, or as it last existed in play, 402.6).
func (w *walk) loseLife(p *state.Perm, ab ability.Ability, rule game.RuleID) {
	e := ab.Abilities[0]
	n, why := e.N, ""
	switch e.Keyword {
	case ability.LoseHalfLife:
		life := 0
		for _, pl := range w.board.Players {
			if pl.ID == p.Controller {
				life = pl.Life
			}
		}
		n = max(0, (life+1)/2)
		why = fmt.Sprintf(" (half of %d, rounded up)", life)
	case ability.LoseLifePerCounter:
		q := w.view().Perms[p.ID]
		if q == nil {
			q = p
		}
		c := q.Counters["+1/+1"]
		n = e.N * c
		why = fmt.Sprintf(" (%d +1/+1 counters on %s)", c, p.Label())
	}
	w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s loses %d life%s (now %d).", p.Label(), ab.Text, p.Controller, n, why, w.player(p.Controller, -n, 0))
}

// pumpOtherCombatants is Márton Stromgald's: each other attacking
// (blocking) creature gets +N/+N until end of turn for each attacking
// (blocking) creature other than the source, both counted as it resolves.
func (w *walk) pumpOtherCombatants(p *state.Perm, ab ability.Ability, rule game.RuleID) {
	e := ab.Abilities[0]
	c, _ := w.combatNow(game.RegularStep)
	if w.errs != nil {
		return
	}
	side, what := c.Attackers, "attacking"
	if e.Keyword == ability.PumpOtherBlockers {
		side, what = c.Blockers, "blocking"
	}
	var others []game.ObjectID
	for _, q := range side {
		if q.ID != p.ID {
			others = append(others, q.ID)
		}
	}
	n := len(others)
	if n == 0 {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: no other creature is %s, so it does nothing.", p.Label(), ab.Text, what)
		return
	}
	for _, id := range others {
		w.boost(id, n*e.Power, n*e.Toughness)
	}
	w.event(EventTrigger, rule, append([]game.ObjectID{p.ID}, others...), "%s's ability \"%s\" resolves: %d %s creatures other than %s, so %s each get %+d/%+d until end of turn.", p.Label(), ab.Text, n, what, p.Label(), w.names(others), n*e.Power, n*e.Toughness)
}

// creaturesAttackYouTriggers are the board's "whenever one or more
// creatures attack you" abilities: once as attackers are declared, if any
// creature attacks the ability's controller (410.2). defenders maps each
// attacker to the player it attacks.
func (w *walk) creaturesAttackYouTriggers(b *state.Board, defenders map[game.ObjectID]game.PlayerID) []pending {
	var out []pending
	for _, src := range b.Order {
		for _, ab := range src.All(ability.WhenCreaturesAttackYou) {
			attacked := false
			for _, a := range w.d.Attackers {
				attacked = attacked || defenders[a.Creature] == src.Controller
			}
			if !attacked {
				continue
			}
			out = append(out, pending{controller: src.Controller, source: src.ID, text: ab.Text, resolve: func() {
				e := ab.Abilities[0]
				c, _ := w.combatNow(game.RegularStep)
				if w.errs != nil {
					return
				}
				n := len(c.Attackers) * e.N
				w.event(EventTrigger, "410.2", []game.ObjectID{src.ID}, "%s's ability \"%s\" resolves: %d attacking creatures as it resolves, so %s gains %d life (now %d).", src.Label(), ab.Text, len(c.Attackers), src.Controller, n, w.player(src.Controller, n, 0))
			}})
		}
	}
	return out
}

// cantBlockTarget applies "target creature can't block this turn", the
// mana of "you may pay [mana]" taken as paid: the target has "~ can't
// block." for the rest of the turn (written on it, as what an effect gave
// it this turn is), which the blockers' declaration then obeys (500.3).
func (w *walk) cantBlockTarget(p *state.Perm, ab ability.Ability, rule game.RuleID, target game.ObjectID) {
	mana := strings.ToUpper(strings.TrimPrefix(strings.SplitN(ab.Abilities[0].Text, ".", 2)[0], "you may pay "))
	w.gain(target, "~ can't block.")
	w.event(EventTrigger, rule, []game.ObjectID{p.ID, target}, "%s's ability \"%s\" resolves: %s pays %s (the judge keeps no mana pool: the mana is taken as paid), so %s can't block this turn (500.3).", p.Label(), ab.Text, p.Controller, mana, w.name(target))
}

// mayDamageDefenders is "you may have ~ deal N damage to each [quality]
// creature defending player controls": the request's answer (choices.may)
// says whether its controller does; the creatures are found as it
// resolves (413.2f), the damage dealt as any trigger's (triggerDamage).
func (w *walk) mayDamageDefenders(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) {
	e := ab.Abilities[0]
	yes, given := w.mayAnswer(p.ID, ab.Text)
	w.mayEvent(p, ab, yes, given)
	if !yes {
		return
	}
	b := w.view()
	var to []game.ObjectID
	for _, q := range b.Order {
		if q.IsCreature() && q.Controller == ctx.defender && state.Holds(e.Quality, q) {
			to = append(to, q.ID)
		}
	}
	dmg := ab
	dmg.Abilities = []ability.Ability{{Keyword: ability.DamageThatCreature, Text: e.Text, N: e.N}}
	ctx.recipients = to
	if len(to) == 0 {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s controls no %s, so no damage is dealt.", p.Label(), ab.Text, ctx.defender, e.Quality.Text)
		return
	}
	w.triggerDamage(p, dmg, rule, ctx) // triggers_walk.go
}

// sacrificeItTrigger is "sacrifice it. If you do, it deals N damage to each
// creature blocking it" of a permanent's trigger on another creature
// becoming blocked (410.6): the trigger's controller sacrifices that
// creature if it still controls it (a player sacrifices only what he or
// she controls); then the creature, as it last existed in play (402.6),
// deals the damage to each creature that was blocking it as it left.
// Having left play, it has left combat (306.2).
func (w *walk) sacrificeItTrigger(src *state.Perm, ab ability.Ability, ctx effectContext) {
	said := func(format string, args ...any) {
		w.event(EventTrigger, "410.6", []game.ObjectID{src.ID, ctx.other}, "%s's ability \"%s\" resolves for %s: %s", src.Label(), ab.Text, w.name(ctx.other), fmt.Sprintf(format, args...))
	}
	c, b := w.combatNow(game.RegularStep)
	if w.errs != nil {
		return
	}
	it := b.Perms[ctx.other]
	switch {
	case it == nil:
		said("%s has left play: it can't be sacrificed, so it deals no damage.", w.name(ctx.other))
		return
	case it.Controller != src.Controller:
		said("%s controls %s no longer, so can't sacrifice it: it deals no damage.", src.Controller, w.name(ctx.other))
		return
	}
	blockers := declare.IdsOf(c.BlockedBy[it.ID])
	last := *it // its last known information (402.6)
	w.sacrificed(it.ID)
	said("%s is sacrificed: it leaves play, and so leaves combat (306.2).", last.Label())
	if len(blockers) == 0 {
		said("no creature was blocking %s as it left, so it deals no damage.", last.Label())
		return
	}
	dmg := ability.Ability{Text: fmt.Sprintf("%s (of %s's \"%s\")", ab.Abilities[0].Text, src.Label(), ab.Text),
		Abilities: []ability.Ability{{Keyword: ability.DamageThatCreature, Text: ab.Abilities[0].Text, N: ab.Abilities[0].N}}}
	w.triggerDamage(&last, dmg, "410.6", effectContext{defender: ctx.defender, recipients: blockers})
}

// sacrificed puts id into its owner's graveyard: neither regeneration nor
// indestructibility stops a sacrifice. Its leaves-play triggers look back
// at the combat (410.10).
func (w *walk) sacrificed(id game.ObjectID) {
	before := w.lookBack([]game.ObjectID{id})
	w.remove(id)
	w.queueDies(before, []game.ObjectID{id})
	w.destroyed = append(w.destroyed, id)
	w.settle()
}

// recipientsOf are the recipients a trigger's context names itself
// (ctx.recipients), those still creatures in play on the board of combat
// c; ok is false when the context names none, and the effect's own words
// find them.
func recipientsOf(c *damage.Combat, ctx effectContext) ([]game.ObjectID, bool) {
	if ctx.recipients == nil {
		return nil, false
	}
	var to []game.ObjectID
	for _, id := range ctx.recipients {
		if r := c.B.Perms[id]; r != nil && r.IsCreature() || c.B.PlayersByID[game.PlayerID(id)] != nil {
			to = append(to, id)
		}
	}
	return to, true
}
