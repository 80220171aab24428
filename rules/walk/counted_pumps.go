package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/damage"
	"rulesjudge/rules/declare"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The walk's side of ability/counted_pumps.go: pumps that count or check
// something as they resolve (what an effect counts is counted as it
// resolves, 413.2f), and the pumps and counters of groups of attackers.

func init() {
	listForms(map[ability.Effect]effectResolver{ // trigger_effect_forms.go
		{Action: ability.PowerToughnessChange, Amount: ability.Counted, Duration: ability.UntilEndOfTurn, Whom: ability.Itself}:                                               pumpPerPermanent,
		{Action: ability.PowerToughnessChange, Amount: ability.HalfItsPower, Duration: ability.UntilEndOfTurn, Whom: ability.That}:                                            shrinkHalfPower,
		{Action: ability.CountersPut, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.AttackingSelected}:                                                        counterOnEachAttacking,
		{Action: ability.KeywordGrant, Duration: ability.UntilEndOfTurn, Whom: ability.Itself, If: ability.PowerAtLeastN}:                                                     gainIfPowerAtLeast,
		{Action: ability.PowerToughnessChange, Amount: ability.FixedN, Duration: ability.UntilEndOfTurn, Whom: ability.AttackingSelected, Plus: ability.PowerToughnessChange}: pumpAttackingGroups,
	})
}

// pumpPerPermanent: +X/+X, X the permanents in play with the quality as
// it resolves, of either player, itself too.
func pumpPerPermanent(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, _ effectContext) pending {
	e := ab.Abilities[0]
	return pending{controller: p.Controller, source: p.ID, resolve: func() {
		n := 0
		for _, q := range w.view().Order {
			if state.Holds(e.Quality, q) {
				n++
			}
		}
		if !w.boost(p.ID, n*e.Power, n*e.Toughness) {
			w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID}, "%s has left play: it does nothing.", p.Label())
			return
		}
		w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID}, "%d %s in play as it resolves (counted then, 413.2f), so %s gets %+d/%+d until end of turn (now %s).", n, e.Quality.Text, p.Label(), n*e.Power, n*e.Toughness, w.pt(p.ID))
	}}
}

// gainIfPowerAtLeast: the keyword, if its power as it resolves is N or
// greater.
func gainIfPowerAtLeast(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, _ effectContext) pending {
	e := ab.Abilities[0]
	return pending{controller: p.Controller, source: p.ID, resolve: func() {
		q := w.view().Perms[p.ID]
		if q == nil {
			w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID}, "%s has left play: it does nothing.", p.Label())
			return
		}
		kw, pw := e.Abilities[0].Text, damage.Power(q)
		if pw < e.N {
			w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID}, "%s's power is %d as it resolves, less than %d, so it doesn't gain %s.", p.Label(), pw, e.N, kw)
			return
		}
		w.gain(p.ID, kw)
		w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID}, "%s's power is %d as it resolves, %d or greater, so it gains %s until end of turn.", p.Label(), pw, e.N, kw)
	}}
}

// shrinkHalfPower: the creature the trigger names gets -X/-0, X half its
// power as it resolves, rounded down (a power below 0 counts as 0).
func shrinkHalfPower(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) pending {
	return pending{controller: p.Controller, source: p.ID, resolve: func() {
		objects := []game.ObjectID{p.ID, ctx.other}
		q := w.view().Perms[ctx.other]
		if q == nil || !q.IsCreature() {
			w.resolvedSays(p, ab, rule, objects, "%s has left play: it does nothing.", w.name(ctx.other))
			return
		}
		pw := damage.Power(q)
		x := pw / 2
		w.boost(ctx.other, -x, 0)
		w.resolvedSays(p, ab, rule, objects, "%s's power is %d as it resolves, so X is %d (half of it, rounded down) and %s gets -%d/-0 until end of turn (now %s).", w.name(ctx.other), pw, x, w.name(ctx.other), x, w.pt(ctx.other))
	}}
}

// pumpAttackingGroups: each group of attacking creatures, found as it
// resolves, gets its boost; a creature of two groups gets both.
func pumpAttackingGroups(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, _ effectContext) pending {
	return pending{controller: p.Controller, source: p.ID, resolve: func() {
		c, _ := w.combatNow(game.RegularStep)
		if w.errs != nil {
			return
		}
		for _, g := range ab.Abilities[0].Abilities {
			var ids []game.ObjectID
			for _, a := range c.Attackers {
				if state.Holds(g.Quality, a) {
					ids = append(ids, a.ID)
				}
			}
			if len(ids) == 0 {
				w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID}, "no attacking creature is of %s, so they get nothing.", g.Quality.Text)
				continue
			}
			for _, id := range ids {
				w.boost(id, g.Power, g.Toughness)
			}
			w.resolvedSays(p, ab, rule, append([]game.ObjectID{p.ID}, ids...), "the attacking %s as it resolves, %s, each get %+d/%+d until end of turn.", g.Quality.Text, w.names(ids), g.Power, g.Toughness)
		}
	}}
}

// counterOnEachAttacking: a +1/+1 counter on each attacking creature as it
// resolves.
func counterOnEachAttacking(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, _ effectContext) pending {
	return pending{controller: p.Controller, source: p.ID, resolve: func() {
		c, _ := w.combatNow(game.RegularStep)
		if w.errs != nil {
			return
		}
		ids := declare.IdsOf(c.Attackers)
		if len(ids) == 0 {
			w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID}, "no creature is attacking as it resolves, so it does nothing.")
			return
		}
		for _, id := range ids {
			w.addCounter(id)
		}
		w.resolvedSays(p, ab, rule, append([]game.ObjectID{p.ID}, ids...), "a +1/+1 counter is put on each attacking creature as it resolves: %s.", w.names(ids))
	}}
}
