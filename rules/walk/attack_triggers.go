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
	switch effectOf(ab.Abilities[0]).Form() {
	case mayPayTargetCantBlock:
		return at(func() { w.targeted(p, ab, rule, ctx) }), true // combat_triggers.go
	case ability.Effect{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.DefendersPermanents, Optional: true}:
		return at(func() { w.mayDamageDefenders(p, ab, rule, ctx) }), true
	case ability.Effect{Action: ability.Chance, Duration: ability.Once, Whom: ability.Itself, Plus: ability.Tapping}:
		return at(func() { w.flipRemoveAndTap(p, ab, rule) }), true // coin_flips.go
	case ability.Effect{Action: ability.LifeLoss, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.Player},
		ability.Effect{Action: ability.LifeLoss, Amount: ability.HalfLife, Duration: ability.Once, Whom: ability.Player},
		ability.Effect{Action: ability.LifeLoss, Amount: ability.Counted, Duration: ability.Once, Whom: ability.Player}:
		return at(func() { w.loseLife(p, ab, rule) }), true
	case ability.Effect{Action: ability.PowerToughnessChange, Amount: ability.Counted, Duration: ability.UntilEndOfTurn, Whom: ability.OtherAttackers},
		ability.Effect{Action: ability.PowerToughnessChange, Amount: ability.Counted, Duration: ability.UntilEndOfTurn, Whom: ability.OtherBlockers}:
		return at(func() { w.pumpOtherCombatants(p, ab, rule) }), true
	case ability.Effect{Action: ability.Tapping, Duration: ability.Once, Whom: ability.DefendersTarget},
		ability.Effect{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.AnyOne, IfYouDo: true},
		ability.Effect{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.Targeted},
		ability.Effect{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.AnyOne}:
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
	switch effectOf(e).Amount {
	case ability.HalfLife:
		life := 0
		for _, pl := range w.board.Players {
			if pl.ID == p.Controller {
				life = pl.Life
			}
		}
		n = max(0, (life+1)/2)
		why = fmt.Sprintf(" (half of %d, rounded up)", life)
	case ability.Counted: // for each +1/+1 counter on it
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
	if effectOf(e).Whom == ability.OtherBlockers {
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
	for _, p := range b.Order {
		for _, ab := range creaturesTriggers(p, ability.Attacks, ability.ToYou, ability.OneOrMore) {
			src := p // the resolution's own: the loop's stays off the heap
			attacked := false
			for _, a := range w.d.Attackers {
				attacked = attacked || defenders[a.Creature] == src.Controller
			}
			if !attacked {
				continue
			}
			if t, ok := defenderEffects(w, src, ab, "410.2", effectContext{defender: src.Controller}); ok { // defender_effects.go: Reveille Squad's
				t.text = ab.Text
				out = append(out, t)
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
	ctx.recipients = to
	if len(to) == 0 {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s controls no %s, so no damage is dealt.", p.Label(), ab.Text, ctx.defender, e.Quality.Text)
		return
	}
	w.dealTriggerDamage(p, ab.Text, triggerHit{n: e.N}, rule, ctx) // triggers_walk.go
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
	text := fmt.Sprintf("%s (of %s's \"%s\")", ab.Abilities[0].Text, src.Label(), ab.Text)
	w.dealTriggerDamage(&last, text, triggerHit{n: ab.Abilities[0].N}, "410.6", effectContext{defender: ctx.defender, recipients: blockers})
}

// sacrificed puts id into its owner's graveyard: neither regeneration nor
// indestructibility stops a sacrifice. Its leaves-play triggers look back
// at the combat (410.10).
func (w *walk) sacrificed(id game.ObjectID) {
	before := w.lookBack([]game.ObjectID{id})
	w.intoGraveyard(id)
	w.queueDies(before, []game.ObjectID{id})
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

// And the walk's side of ability/trigger_costs.go: the triggers on attacking,
// blocking and becoming blocked whose effect hangs on a cost or a choice
// made as they resolve (410.5). The player whose choice it is answers in
// choices.may (a yes: he or she pays; mana is taken as paid, the judge
// keeping no mana pool); with no answer the walk's default is that he or
// she doesn't pay, said in an event marked default. They resolve where
// their event puts them: a trigger on attacking in the declare attackers
// step, before blockers are declared; one on blocking, becoming blocked or
// attacking and not being blocked in the declare blockers step, before
// combat damage.

// costTrigger is the resolution of a trigger whose effect is one of
// trigger_costs.go's; ok is false for any other effect.
func (w *walk) costTrigger(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) (pending, bool) {
	at := func(f func()) pending { return pending{controller: p.Controller, source: p.ID, resolve: f} }
	switch effectOf(ab.Abilities[0]).Form() {
	case ability.Effect{Action: ability.Conditional, Duration: ability.Once, Unless: true, Whom: ability.NamedPlayer},
		ability.Effect{Action: ability.Conditional, Duration: ability.Once, Whom: ability.DefendingPlayer, Optional: true}:
		return at(func() { w.unlessPaid(p, ab, rule, ctx) }), true
	case ability.Effect{Action: ability.LifeLoss, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.Player, IfControlsNone: ability.Player}:
		return at(func() { w.loseUnlessControl(p, ab, rule) }), true
	case ability.Effect{Action: ability.LifeLoss, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.DefendingPlayer}:
		return at(func() { w.noDamageDefenderLoses(p, ab, rule, ctx) }), true
	case ability.Effect{Action: ability.Sacrificing, Duration: ability.Once, Whom: ability.Itself, Optional: true}:
		return at(func() { w.maySacrificeSelf(p, ab, rule, ctx) }), true
	}
	return pending{}, false
}

// unlessPaid resolves "[effect] unless [player] [cost]" and "defending
// player may pay [mana]. If that player does[n't], [effect]": the payer
// chooses (410.5), and the effect happens or not by what he or she did.
func (w *walk) unlessPaid(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) {
	e := ab.Abilities[0]
	then, cost := e.Abilities[0], e.Abilities[1]
	payer := p.Controller
	if e.When.Whose == "defending player" {
		payer = ctx.defender
	}
	yes, given := w.mayAnswer(p.ID, ab.Text)
	w.mayEventOf(p, ab, yes, given, payer)
	paid := yes && w.payCost(p, ab, cost, payer, rule)
	happens := !paid // "unless", "if that player doesn't"
	if effectOf(e).Optional && !e.When.Not {
		happens = paid // "if that player does"
	}
	if !happens {
		did := "pays"
		if !paid {
			did = "doesn't pay"
		}
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s %s, so \"%s\" doesn't happen.", p.Label(), ab.Text, payer, did, then.Text)
		return
	}
	if !paid {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s doesn't pay (%s), so \"%s\" happens.", p.Label(), ab.Text, payer, cost.Text, then.Text)
	}
	w.costThen(p, ab, then, rule)
}

// payCost pays a cost of payer's: mana taken as paid, a card exiled from
// a graveyard the judge doesn't keep (taken as done, as the answer says),
// a permanent of a quality sacrificed (the first of those the board lists
// that payer controls, or, with none listed, one of those the request
// doesn't list, which the board afterwards can't show). True when paid.
func (w *walk) payCost(p *state.Perm, ab ability.Ability, cost ability.Ability, payer game.PlayerID, rule game.RuleID) bool {
	said := func(format string, args ...any) {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s", p.Label(), ab.Text, fmt.Sprintf(format, args...))
	}
	switch effectOf(cost).Form() {
	case ability.Effect{Action: ability.Paying, Duration: ability.Once, Whom: ability.NamedPlayer}:
		said("%s pays %s; the judge keeps no mana, so it is taken as paid.", payer, strings.ToUpper(cost.Text))
	case ability.Effect{Action: ability.Exiled, Duration: ability.Once, Whom: ability.GraveyardCard}:
		said("%s removes a card in his or her graveyard from the game (exiles it), as the answer says he or she does; the judge keeps no graveyard, so the board afterwards doesn't show it.", payer)
	case ability.Effect{Action: ability.Sacrificing, Duration: ability.Once, Whom: ability.Selected}:
		if ability.SacrificesCreature(ab.Abilities[0]) {
			return w.sacrificeNamed(p, ab, payer, rule)
		}
		var first *state.Perm
		choices := 0
		for _, q := range w.view().Order {
			if q.Controller == payer && q.ID != p.ID && state.Holds(cost.Quality, q) {
				if first == nil {
					first = q
				}
				choices++
			}
		}
		if first != nil {
			w.sacrificed(first.ID)
			said("%s sacrifices %s, the first %s the board lists that he or she controls.", payer, first.Label(), cost.Quality.Text)
			// With several to choose from, which one is the walk's
			// default, not the player's choice.
			w.lastEvent().Default = choices > 1
			return true
		}
		said("%s sacrifices a %s; the board lists none he or she controls, so it is one of the permanents the request doesn't list (lands, most often), which the board afterwards doesn't show.", payer, cost.Quality.Text)
	default:
		return false
	}
	return true
}

// costThen applies the effect of "[effect] unless ...": the source
// sacrificed, its damage to its controller, "~ can't be blocked this
// turn" or "prevent all combat damage that would be dealt by ~ this turn".
func (w *walk) costThen(p *state.Perm, ab ability.Ability, then ability.Ability, rule game.RuleID) {
	switch f := effectOf(then).Form(); f {
	case ability.Effect{Action: ability.Sacrificing, Duration: ability.Once, Whom: ability.Itself}:
		if !w.inPlay(p.ID) {
			w.event(EventTrigger, "404.4d", []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves, but %s has left play: it can't be sacrificed.", p.Label(), ab.Text, p.Label())
			return
		}
		inCombat := declared(w.d, p.ID)
		w.sacrificed(p.ID)
		if inCombat {
			w.event(EventTrigger, "306.2", []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s is sacrificed, put into its owner's graveyard; it leaves play and so leaves combat.", p.Label(), ab.Text, p.Label())
			return
		}
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s is sacrificed, put into its owner's graveyard.", p.Label(), ab.Text, p.Label())
	case ability.Effect{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.Player}:
		w.dealTriggerDamage(p, ab.Text, triggerHit{n: then.N}, rule, effectContext{recipients: []game.ObjectID{game.ObjectID(p.Controller)}}) // triggers_walk.go
	case ability.Effect{Action: ability.Evading, Duration: ability.ThisTurn, Whom: ability.Itself},
		ability.Effect{Action: ability.PreventionShield, Amount: ability.AllOf, Duration: ability.ThisTurn, CombatOnly: true, DealtBy: true, Whom: ability.Itself}:
		q := w.permanent(p.ID)
		if q == nil {
			w.event(EventTrigger, "404.4d", []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves, but %s has left play: it does nothing.", p.Label(), ab.Text, p.Label())
			return
		}
		line, why := selfName(q)+" can't be blocked.", "500.3"
		if f.Action == ability.PreventionShield {
			line, why = "Prevent all combat damage that would be dealt by "+selfName(q)+".", "419.7"
		}
		w.gain(p.ID, line)
		w.event(EventTrigger, game.RuleID(why), []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s has \"%s\" for the rest of this turn (written on the permanent, as what an effect gave it this turn is).", p.Label(), ab.Text, p.Label(), line)
	}
}

// loseUnlessControl is "you lose N life if you don't control a
// [quality]": the permanents counted as it resolves.
func (w *walk) loseUnlessControl(p *state.Perm, ab ability.Ability, rule game.RuleID) {
	e := ab.Abilities[0]
	for _, q := range w.view().Order {
		if q.Controller == p.Controller && state.Holds(e.Quality, q) {
			w.event(EventTrigger, rule, []game.ObjectID{p.ID, q.ID}, "%s's ability \"%s\" resolves: %s controls %s, a %s, so loses no life.", p.Label(), ab.Text, p.Controller, q.Label(), e.Quality.Text)
			return
		}
	}
	w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s controls no %s, so loses %d life (now %d).", p.Label(), ab.Text, p.Controller, e.Quality.Text, e.N, w.player(p.Controller, -e.N, 0))
}

// noDamageDefenderLoses is "~ assigns no combat damage this turn and
// defending player loses N life": the creature carries "~ assigns no
// combat damage this turn" for the rest of the turn (310.2e), and the
// player it attacks loses the life.
func (w *walk) noDamageDefenderLoses(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) {
	e := ab.Abilities[0]
	if !w.inPlay(p.ID) {
		w.event(EventTrigger, "310.2e", []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s has left play, so it has no combat damage to assign anyway.", p.Label(), ab.Text, p.Label())
	} else {
		w.gain(p.ID, "~ assigns no combat damage this turn.")
		w.event(EventTrigger, "310.2e", []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s assigns no combat damage this turn.", p.Label(), ab.Text, p.Label())
	}
	w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s, the defending player, loses %d life (now %d).", p.Label(), ab.Text, ctx.defender, e.N, w.player(ctx.defender, -e.N, 0))
}

// maySacrificeSelf is "you may sacrifice it. If you do, [effect]": its
// controller chooses (410.5, choices.may, with the target when the effect
// has one: a creature the defending player controls, 410.4); a creature
// gone from play can't be sacrificed, and then nothing follows. The
// discard is of a hand the judge counts only when the request gives it.
func (w *walk) maySacrificeSelf(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) {
	then := ab.Abilities[0].Abilities[0]
	yes, given := w.mayAnswer(p.ID, ab.Text)
	w.mayEvent(p, ab, yes, given)
	if !yes {
		return
	}
	target := game.ObjectID("")
	thenForm := effectOf(then).Form()
	if thenForm.Whom == ability.DefendersTarget || thenForm.Whom == ability.Targeted {
		if target = w.mayTarget(p.ID, ab.Text); target == "" {
			w.errs = game.InputError{{Path: game.At("choices", "may"), Detail: fmt.Sprintf("the answer for %s's \"%s\" is yes but names no target in targets", p.Label(), ab.Text)}}
			return
		}
		why := ""
		if thenForm.Whom == ability.Targeted { // "gain control of target creature"
			why = w.anyCreatureIllegal(p, target)
		} else {
			why = w.defendersCreatureIllegal(p, target, ctx)
		}
		if why != "" {
			w.illegalTarget(p, ab, target, why) // damage_triggers.go: 410.4
			return
		}
	}
	if !w.inPlay(p.ID) {
		w.event(EventTrigger, "404.4d", []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves, but %s has left play: it can't be sacrificed, so what follows \"if you do\" doesn't happen.", p.Label(), ab.Text, p.Label())
		return
	}
	w.sacrificed(p.ID)
	w.event(EventTrigger, "306.2", []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s sacrifices %s, put into its owner's graveyard; it leaves play and so leaves combat.", p.Label(), ab.Text, p.Controller, p.Label())
	switch thenForm {
	case ability.Effect{Action: ability.Destruction, Duration: ability.Once, Whom: ability.DefendersTarget, IfYouDo: true}:
		w.destroy(EventTrigger, p.ID, target, ab.Text, rule) // "it can't be regenerated": no shield is used
	case ability.Effect{Action: ability.Discarding, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.DefendingPlayer, IfYouDo: true}:
		w.discardCards(p, ab, rule, ctx.defender, then.N) // damage_triggers.go
	case ability.Effect{Action: ability.ControlChange, Duration: ability.Once, Whom: ability.Targeted, IfYouDo: true}:
		controlTargetCreature(w, p, ab, rule, target) // defender_effects.go
	}
}

// defendersCreatureIllegal says why id is no legal target of "target
// creature defending player controls", "" when it is one: a creature the
// defending player controls, without shroud or protection from a quality
// of the source (502.7b).
func (w *walk) defendersCreatureIllegal(p *state.Perm, id game.ObjectID, ctx effectContext) string {
	return w.controlledTargetIllegal(p, id, ctx.defender, "the defending player", (*state.Perm).IsCreature, "creature") // target_legality.go
}

// sacrificeNamed pays "sacrifices a creature" with the creature the
// answer names (choices.may[].targets): one payer controls, sacrificed as
// the ability resolves. A creature he or she can't sacrifice is a 422.
func (w *walk) sacrificeNamed(p *state.Perm, ab ability.Ability, payer game.PlayerID, rule game.RuleID) bool {
	id := w.mayTarget(p.ID, ab.Text)
	q := w.view().Perms[id]
	if q == nil || q.Controller != payer || !q.IsCreature() {
		w.errs = game.InputError{{Path: game.At("choices", "may"), Detail: fmt.Sprintf("the answer for %s's \"%s\" is yes but names in targets no creature %s controls as it resolves (%q)", p.Label(), ab.Text, payer, id)}}
		return false
	}
	label := q.Label()
	w.sacrificed(id)
	w.event(EventTrigger, rule, []game.ObjectID{p.ID, id}, "%s's ability \"%s\" resolves: %s sacrifices %s (named in choices.may), put into its owner's graveyard.", p.Label(), ab.Text, payer, label)
	return true
}

// controlTargetCreature resolves "gain control of target creature" after
// the source is sacrificed (defender_effects.go sets it).
var controlTargetCreature func(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, target game.ObjectID)

// anyCreatureIllegal says why id is no legal target of "target creature"
// of p's ability, "" when it is one: a creature in play, without shroud
// or protection from a quality of the source (502.7b).
func (w *walk) anyCreatureIllegal(p *state.Perm, id game.ObjectID) string {
	t := w.view().Perms[id]
	if t == nil {
		return fmt.Sprintf("%s is not a permanent in play", w.name(id))
	}
	return w.controlledTargetIllegal(p, id, t.Controller, "", (*state.Perm).IsCreature, "creature") // target_legality.go
}
