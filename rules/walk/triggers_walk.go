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

// The walk's side of ability/triggers_effects.go and triggers_global.go:
// "tap that creature", "~ deals N damage to ...", discards, mana, the
// intervening "if" on the cards in hand, and the triggers of a permanent on
// each creature that attacks, blocks, becomes blocked or deals combat
// damage.

// moreTrigger is the resolution of a trigger whose effect is one of those;
// ok is false for any other effect.
func (w *walk) moreTrigger(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) (pending, bool) {
	t, ok := w.effectTrigger(p, ab, rule, ctx)
	if !ok || ab.Condition == ability.Always {
		return t, ok
	}
	// An intervening "if": it triggered because its condition held (the
	// board gives the ability only then), and it does nothing unless the
	// condition still holds as it resolves (410.8).
	do := t.resolve
	t.resolve = func() {
		if holds, _ := w.view().OwnCondition(p, ab); !holds {
			w.event(EventTrigger, "410.8", []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves, but its condition no longer holds: it does nothing.", p.Label(), ab.Text)
			return
		}
		do()
	}
	return t, true
}

// blockTrigger resolves the effects of block_trigger_effects.go, a file
// of its own that sets it as the package starts (ok false for any other
// effect): those build on this file's resolutions.
var blockTrigger = func(*walk, *state.Perm, ability.Ability, game.RuleID, effectContext) (pending, bool) {
	return pending{}, false
}

// effectTrigger is moreTrigger's resolution before any condition.
func (w *walk) effectTrigger(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) (pending, bool) {
	if t, ok := w.attackTrigger(p, ab, rule, ctx); ok { // attack_triggers.go
		return t, true
	}
	if t, ok := w.eventTrigger(p, ab, rule, ctx); ok { // combat_triggers.go
		return t, true
	}
	if t, ok := w.stepsTrigger(p, ab, rule, ctx); ok { // damage_triggers.go
		return t, true
	}
	if t, ok := w.costTrigger(p, ab, rule, ctx); ok { // attack_triggers.go
		return t, true
	}
	if t, ok := w.formTrigger(p, ab, rule, ctx); ok { // trigger_effect_forms.go
		return t, true
	}
	if t, ok := blockTrigger(w, p, ab, rule, ctx); ok { // block_trigger_effects.go, set at init
		return t, true
	}
	if t, ok := defenderEffects(w, p, ab, rule, ctx); ok { // defender_effects.go
		return t, true
	}
	e := effectOf(ab.Abilities[0])
	if !byAction[e.Form()] {
		return pending{}, false // no effect of a trigger's, or one its own file resolves
	}
	switch e.Action {
	case ability.Tapping:
		return pending{controller: p.Controller, source: p.ID, resolve: func() { w.tapThat(p, ab, rule, ctx.other) }}, true
	case ability.DamageDealt:
		return pending{controller: p.Controller, source: p.ID, resolve: func() { w.triggerDamage(p, ab, rule, ctx) }}, true
	case ability.Discarding:
		return pending{controller: p.Controller, source: p.ID, resolve: func() { w.discard(p, ab, rule, ctx) }}, true
	case ability.ManaAdded:
		return pending{controller: p.Controller, source: p.ID, resolve: func() {
			w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s adds %d {G} to his or her mana pool. The judge keeps no mana pool: this mana stays until end of turn, past every step and phase of this combat, and nothing the walk decides follows from it.", p.Label(), ab.Text, p.Controller, ctx.amount)
		}}, true
	}
	return pending{}, false
}

// byAction are the forms of the effects of ability/triggers_effects.go's
// triggers, which effectTrigger resolves by their action alone: exactly
// these, so that an effect of the same action that says more (optional,
// delayed, after a cost, on others) is never taken for one of them.
var byAction = map[ability.Effect]bool{
	{Action: ability.Tapping, Duration: ability.Once, Whom: ability.That}:                                                  true,
	{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.That}:                      true,
	{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.ItsBlockers}:               true,
	{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.Combatants}:                true,
	{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.DefendingPlayer}:           true,
	{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.ThatsController}:           true,
	{Action: ability.DamageDealt, Amount: ability.SourcePower, Duration: ability.Once, Whom: ability.BlockingCreatures}:    true,
	{Action: ability.Discarding, Amount: ability.DamageDealtAmount, Duration: ability.Once, Whom: ability.That}:            true,
	{Action: ability.Discarding, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.That}:                       true,
	{Action: ability.Discarding, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.DefendingPlayer}:            true,
	{Action: ability.ManaAdded, Amount: ability.DamageDealtAmount, Duration: ability.UntilEndOfTurn, Whom: ability.Player}: true,
}

// tapThat taps the creature a trigger names. A declared attacker or
// blocker that becomes tapped stays in combat (306.2b), and the rules of
// combat damage make no exception for a tapped creature (310.2a: each
// attacking and blocking creature assigns combat damage equal to its
// power), so it still deals and is dealt combat damage. "It doesn't untap
// during its controller's next untap step" is about a later turn.
func (w *walk) tapThat(p *state.Perm, ab ability.Ability, rule game.RuleID, target game.ObjectID) {
	q := w.permanent(target)
	said := func(format string, args ...any) {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID, target}, "%s's ability \"%s\" resolves: %s", p.Label(), ab.Text, fmt.Sprintf(format, args...))
	}
	later := ""
	if strings.Contains(ab.Abilities[0].Text, "untap step") {
		later = " That it doesn't untap during its controller's next untap step is about a later turn, beyond this combat."
	}
	switch {
	case q == nil:
		said("%s has left play, so it does nothing.", w.name(target))
		return
	case q.Tapped:
		said("%s is already tapped.%s", w.name(target), later)
		return
	}
	q.Tapped = true
	w.changed()
	said("%s becomes tapped.%s", w.name(target), later)
	if declared(w.d, target) && !slices.Contains(w.removed, target) {
		w.event(EventTapped, "306.2b", []game.ObjectID{target}, "%s is tapped but stays in combat: tapping an attacking or blocking creature doesn't remove it from combat. The rules of combat damage (310.2a) make no exception for a tapped creature, so it still assigns combat damage and is dealt combat damage.", w.name(target))
	}
}

// triggerDamage deals the damage of a trigger's "~ deals N damage to ...":
// its recipients are found as it resolves (413.2f), the creature itself
// deals it, with its last known information if it has left play (402.6).
// It is not combat damage: protection (502.7e), the prevention statics
// that are not about combat damage only (419.7), the shields (419.7b,
// 419.6c) and regeneration (419.6b) apply as to any damage, and the
// state-based effects follow (420.5). A "whenever ~ deals damage [to a
// creature]" of the source triggers on it (410.2); one on combat damage
// doesn't.
func (w *walk) triggerDamage(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) {
	w.dealTriggerDamage(p, ab.Text, hitOf(ab.Abilities[0]), rule, ctx)
}

// triggerHit is the damage of a trigger's effect as its typed form says
// it: N, whom it is dealt to when the context names no recipients, and
// whether N is its source's power as it resolves.
type triggerHit struct {
	n     int
	whom  ability.Subject
	power bool
}

// hitOf is the damage of a trigger's effect e.
func hitOf(e ability.Ability) triggerHit {
	f := effectOf(e)
	return triggerHit{n: e.N, whom: f.Whom, power: f.Amount == ability.SourcePower}
}

// dealTriggerDamage deals hit, the damage of the ability of text text
// (triggerDamage).
func (w *walk) dealTriggerDamage(p *state.Perm, text string, hit triggerHit, rule game.RuleID, ctx effectContext) {
	c, b := w.combatNow(game.RegularStep)
	if w.errs != nil {
		return
	}
	dealer := p
	if ctx.dealer != nil {
		dealer = ctx.dealer // attached_creature_damage.go
	}
	src, inPlay := b.Perms[dealer.ID], true
	if src == nil {
		src, inPlay = dealer, false
	}
	to := triggerRecipients(c, hit.whom, p.ID, ctx)
	who, whose := dealer.Label(), "its"
	if dealer != p {
		whose = p.Label() + "'s" // attached_creature_damage.go
	}
	if !inPlay {
		who += ", as it last existed in play (402.6),"
	}
	if hit.power {
		hit.n = damage.Power(src) // its power as it resolves, or as it last existed
	}
	if len(to) == 0 || hit.n == 0 {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: it deals no damage (no recipient is there, or N is 0).", p.Label(), text)
		return
	}
	w.event(EventTrigger, rule, append([]game.ObjectID{p.ID}, to...), "%s's ability \"%s\" resolves: %s deals %d damage to %s. It is not combat damage: what prevents only combat damage doesn't apply to it.", p.Label(), text, who, hit.n, w.names(to))
	// b is this resolution's own reading of the board: its permanents lose
	// those statics in place, so that the combat's pointers still find them.
	creature := src.IsCreature()
	for _, q := range b.Order {
		*q = *withoutCombatOnly(q, creature)
	}
	if !inPlay {
		src = withoutCombatOnly(src, creature)
	}
	plan := &damage.DamagePlan{Combat: c, Given: map[game.ObjectID]game.Assignment{}}
	d := damage.NewDealing(plan)
	for _, id := range to {
		d.Deal(src, id, hit.n, "")
	}
	dealt := d.Merged()
	events, after, removed := d.AfterDamage()
	if !w.readAgain(c) {
		return
	}
	total := 0
	for _, x := range dealt {
		total += x.Amount
		w.triggerDealt(x, rule, whose)
	}
	for _, n := range d.Notes {
		if n.Rule != "419.6b" && n.Rule != "420.5b" { // the state-based ones follow them
			w.event(EventDamage, n.Rule, n.Objects, "%s", n.Message)
		}
	}
	w.afterStateBased(events, after, d.Notes, removed)
	if inPlay && total > 0 {
		var ts []pending
		// "Whenever ~ deals damage to a creature" (the era's deathtouch)
		// triggers on any damage, this too, once for each creature dealt
		// some (410.6).
		for _, x := range dealt {
			if x.Amount > 0 && b.Perms[x.To] != nil {
				for _, g := range triggersWhere(src, damageTrigger(ability.Itself, ability.DealsDamage, ability.ToCreature)) {
					ts = append(ts, w.damagedTrigger(src, x.To, g, x.Amount))
				}
			}
		}
		for _, g := range triggersWhere(src, damageTrigger(ability.Itself, ability.DealsDamage, ability.AnyRecipient)) {
			ts = append(ts, w.selfTrigger(src, g, "410.2", effectContext{amount: total}))
		}
		w.resolveTriggers(ts) // on the stack above the rest: they resolve first
	}
}

// triggerRecipients are the recipients of a trigger's damage on the board
// as it resolves (413.2f): whom its effect's typed form names, source the
// trigger's creature, ctx what the trigger names.
func triggerRecipients(c *damage.Combat, whom ability.Subject, source game.ObjectID, ctx effectContext) []game.ObjectID {
	if to, ok := recipientsOf(c, ctx); ok { // attack_triggers.go
		return to
	}
	b := c.B
	var to []game.ObjectID
	switch whom {
	case ability.That:
		if r := b.Perms[ctx.other]; r != nil && r.IsCreature() {
			to = []game.ObjectID{ctx.other}
		}
	case ability.ItsBlockers:
		to = declare.IdsOf(c.BlockedBy[source])
	case ability.Combatants:
		to = append(declare.IdsOf(c.Attackers), declare.IdsOf(c.Blockers)...)
	case ability.BlockingCreatures:
		to = declare.IdsOf(c.Blockers)
	case ability.DefendingPlayer:
		if b.PlayersByID[ctx.defender] != nil {
			to = []game.ObjectID{ctx.defender}
		}
	case ability.ThatsController:
		who := ctx.defender // its controller as it triggered (creatureTriggers)
		if r := b.Perms[ctx.other]; r != nil {
			who = r.Controller
		}
		if b.PlayersByID[who] != nil {
			to = []game.ObjectID{who}
		}
	}
	return to
}

// triggerDealt reports the damage of a trigger dealt to one recipient;
// whose names the trigger's source ("its": the dealer's own).
func (w *walk) triggerDealt(d game.Dealt, rule game.RuleID, whose string) {
	if d.Prevented > 0 {
		w.event(EventDamage, d.Rule, []game.ObjectID{d.Source, d.To}, "%d damage %s would deal to %s is prevented.", d.Prevented, w.name(d.Source), w.name(d.To))
	}
	if d.Amount == 0 {
		return // all of it prevented or redirected: no damage dealt (419.5a)
	}
	from := ""
	if d.RedirectedFrom != "" {
		from = fmt.Sprintf(" (redirected from %s, 419.6c)", w.name(d.RedirectedFrom))
	}
	w.event(EventDamage, rule, []game.ObjectID{d.Source, d.To}, "%s deals %d damage to %s%s: the effect of %s triggered ability, not combat damage.", w.name(d.Source), d.Amount, w.name(d.To), from, whose)
	w.lastEvent().Amount = d.Amount
}

// discard makes the player dealt combat damage (or the defending player)
// discard that many cards, or N: the hand the request gives, less that
// many (all of it if fewer); with no hand given, the walk says how many and
// the board can't count them.
func (w *walk) discard(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) {
	e := ab.Abilities[0]
	if effectOf(e).Amount == ability.FixedN { // else that much: the damage dealt
		ctx.amount = e.N
	}
	if effectOf(e).Whom == ability.DefendingPlayer && ctx.defender == "" { // "becomes blocked": the player it attacks
		ctx.defender = w.defenders()[p.ID]
	}
	i := slices.IndexFunc(w.board.Players, func(q game.Player) bool { return q.ID == ctx.defender })
	said := func(format string, args ...any) {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID, ctx.defender}, "%s's ability \"%s\" resolves: %s", p.Label(), ab.Text, fmt.Sprintf(format, args...))
	}
	switch {
	case i < 0:
		said("%s is no longer in the game: it does nothing.", ctx.defender)
	case w.board.Players[i].Hand == nil:
		if w.handUncounted(ctx.defender, ab.Text) { // graveyards.go
			return
		}
		said("%s discards %d %s, or every card in his or her hand if fewer; the request gives no players[].hand for %s, so the board afterwards doesn't count them.", ctx.defender, ctx.amount, cards(ctx.amount), ctx.defender)
	default:
		h := *w.board.Players[i].Hand
		n := min(h, ctx.amount)
		left := h - n
		w.board.Players[i].Hand = &left
		w.changed()
		w.cardsIntoGraveyard(ctx.defender, n) // graveyards.go
		said("%s discards %d %s (%d in hand before, %d now).%s", ctx.defender, n, cards(n), h, left, w.graveyardNow(ctx.defender))
	}
}

// The events of the triggers of a permanent on each creature declared.
type occurrence = ability.Event

const (
	onAttack  = ability.Attacks        // declared as an attacker
	onBlock   = ability.Blocks         // declared as a blocker
	onBlocked = ability.BecomesBlocked // an attacker that became blocked
)

// attacksTriggers are the triggers of the board's permanents on each
// creature declared as an attacker ("whenever a creature attacks [you]",
// "attacks or blocks"): once for each (410.6). defenders maps each
// attacker to the player it attacks.
func (w *walk) attacksTriggers(b *state.Board, defenders map[game.ObjectID]game.PlayerID) []pending {
	if !hasCreatureTriggers(b) {
		return nil
	}
	var declared []*state.Perm
	for _, a := range w.d.Attackers {
		if p := b.Perms[a.Creature]; p != nil {
			declared = append(declared, p)
		}
	}
	return w.creatureTriggers(b, declared, onAttack, defenders)
}

// blocksTriggers are those on each blocker, then on each attacker that
// became blocked.
func (w *walk) blocksTriggers(c *damage.Combat) []pending {
	if !hasCreatureTriggers(c.B) {
		return nil
	}
	var blocked []*state.Perm
	for _, a := range c.Attackers {
		if c.Blocked[a.ID] {
			blocked = append(blocked, a)
		}
	}
	return append(w.creatureTriggers(c.B, c.Blockers, onBlock, nil), w.creatureTriggers(c.B, blocked, onBlocked, nil)...)
}

// triggersOn reports whether a trigger of keyword k on each creature of a
// quality ("whenever a creature attacks [you]") or on the creature its
// source is attached to ("whenever enchanted creature blocks") is on the
// event, with no other creature named and no refinement.
func triggersOn(k ability.Keyword, event occurrence) bool {
	t := ability.TriggerOf(k)
	switch {
	case t == nil, t.Other != ability.NoOther, t.Refine != ability.NoRefinement:
		return false
	case t.Whose.Subject == ability.Attached && t.To == ability.AnyRecipient,
		t.Whose.Subject == ability.Selected && (t.To == ability.AnyRecipient || t.To == ability.ToYou) && !t.Whose.Scope.YouControl:
		// ("When a creature you control attacks, sacrifice ~" is
		// attack_count_triggers.go's.)
		return t.Event.On(event)
	}
	return false
}

// creatureTriggers are the triggers of the board's permanents on the
// creatures declared for event; defenders, for attackers, maps each to the
// player it attacks.
func (w *walk) creatureTriggers(b *state.Board, declared []*state.Perm, event occurrence, defenders map[game.ObjectID]game.PlayerID) []pending {
	var out []pending
	for _, src := range b.Order {
		for _, ab := range src.Readings {
			if !triggersOn(ab.Keyword, event) {
				continue
			}
			for _, c := range declared {
				if !state.Holds(ab.Quality, c) || ability.TriggerOf(ab.Keyword).To == ability.ToYou && defenders[c.ID] != src.Controller ||
					ab.Scope.YouControl && c.Controller != src.Controller || ab.Scope.Attached && c.ID != src.AttachedTo || ab.Scope.Other && c.ID == src.ID ||
					!creatureConditionHolds(ab, c) {
					continue
				}
				// "That creature's controller" is found as it resolves; the
				// controller now is its last known one (402.6).
				ctx := effectContext{other: c.ID, defender: c.Controller}
				out = append(out, pending{controller: src.Controller, source: src.ID, other: c.ID, text: ab.Text, resolve: func() { w.creatureTrigger(src, ab, ctx) }})
			}
		}
	}
	return out
}

// creatureTrigger resolves a trigger of a permanent on one creature
// (410.6): the damage its source deals, or the effect on the creature,
// the source's controller ("you") or the creature's controller.
func (w *walk) creatureTrigger(src *state.Perm, ab ability.Ability, ctx effectContext) {
	if t, ok := w.formTrigger(src, ab, "410.6", ctx); ok { // on that creature
		t.resolve()
		return
	}
	e := ab.Abilities[0]
	said := func(format string, args ...any) {
		w.event(EventTrigger, "410.6", []game.ObjectID{src.ID, ctx.other}, "%s's ability \"%s\" resolves for %s: %s", src.Label(), ab.Text, w.name(ctx.other), fmt.Sprintf(format, args...))
	}
	switch eff := effectOf(e); {
	case eff.Form() == ability.Effect{Action: ability.ReturnedToHand, Duration: ability.Once, Delayed: true, Whom: ability.ItselfAndThat}: // "return it and ~ to their owners' hands at end of combat"
		returnWithSourceLater(w, src, ab, ctx.other)
		return
	case eff.Form() == ability.Effect{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.ItsBlockers, IfYouDo: true}:
		w.sacrificeItTrigger(src, ab, ctx) // attack_triggers.go
		return
	case eff.Form() == ability.Effect{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.AnyOne},
		eff.Form() == ability.Effect{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.AnyOne, By: ability.Attached}: // "any target", of the source or of the creature it is attached to
		w.targetTrigger(src, ab, "410.6", ctx) // trigger_targets.go
		return
	case eff.Form() == ability.Effect{Action: ability.LifeGain, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.Player},
		eff.Form() == ability.Effect{Action: ability.LifeGain, Amount: ability.FixedN, Duration: ability.Once}: // "you gain N life", "[player] gains N life"
		said("%s gains %d life (now %d).", src.Controller, e.N, w.player(src.Controller, e.N, 0))
		return
	case eff.Form() == ability.Effect{Action: ability.LifeLoss, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.ThatsController}:
		who := ctx.defender
		if q := w.permanent(ctx.other); q != nil {
			who = q.Controller
		}
		said("%s, its controller, loses %d life (now %d).", who, e.N, w.player(who, -e.N, 0))
		return
	case eff.Form() == ability.Effect{Action: ability.PowerToughnessChange, Amount: ability.FixedN, Duration: ability.UntilEndOfTurn},
		eff.Form() == ability.Effect{Action: ability.PowerToughnessChange, Amount: ability.PerBlocker, Duration: ability.UntilEndOfTurn}:
		n := 1
		if eff.Amount == ability.PerBlocker {
			c, _ := w.combatNow(game.RegularStep)
			if w.errs != nil {
				return
			}
			n = len(c.BlockedBy[ctx.other])
		}
		if !w.boost(ctx.other, n*e.Power, n*e.Toughness) {
			said("%s has left play: it does nothing.", w.name(ctx.other))
			return
		}
		said("%s gets %+d/%+d until end of turn (now %s).", w.name(ctx.other), n*e.Power, n*e.Toughness, w.pt(ctx.other))
		return
	}
	w.triggerDamage(src, ab, "410.6", ctx)
}

// creatureConditionHolds reports whether the intervening "if" of a
// trigger on creature c holds as it would trigger (410.8); set at init by
// attached_effects.go, the one file with such a condition.
var creatureConditionHolds = func(ability.Ability, *state.Perm) bool { return true }

// returnWithSourceLater sets up Contempt's delayed return of the creature
// and the Aura (end_of_combat_effects.go, set at init).
var returnWithSourceLater func(w *walk, src *state.Perm, ab ability.Ability, on game.ObjectID)

// creatureTriggerNotes notes, for a check that applies no trigger, the
// triggers of the board's permanents on the creatures declared for event
// (410.6).
func creatureTriggerNotes(b *state.Board, declared []*state.Perm, event occurrence, defenders map[game.ObjectID]game.PlayerID) []game.Note {
	if !hasCreatureTriggers(b) {
		return nil
	}
	w := &walk{}
	var n []game.Note
	for _, t := range w.creatureTriggers(b, declared, event, defenders) {
		n = append(n, game.Note{Rule: "410.6", Objects: []game.ObjectID{t.source, t.other}, Message: fmt.Sprintf("%s's ability \"%s\" triggers for %s; this check doesn't apply it (POST /v1/combat/resolve walks the combat with it).", b.Name(t.source), t.text, b.Name(t.other))})
	}
	return n
}

// damageCreatureTriggers are the triggers of the board's permanents on the
// combat damage a creature dealt ("whenever a [quality] creature deals
// combat damage [to a creature / to a player]"): once for each creature
// and recipient, or for "deals combat damage", once for each creature with
// the damage it dealt at once (410.6). Damage prevented triggers nothing
// (410.7). before is the board as the damage was dealt.
func (w *walk) damageCreatureTriggers(before *state.Board, dealt []game.Dealt) []pending {
	if !hasCreatureTriggers(before) {
		return nil
	}
	var out []pending
	for _, src := range before.Order {
		for _, ab := range src.Readings {
			t := ability.TriggerOf(ab.Keyword)
			if t == nil || !ofCreatures(t, ability.DealsCombatDamage, t.To, ability.NoRefinement) || !damageRecipient(t.To, true) && !damageRecipient(t.To, false) {
				continue // (to an opponent: damage_triggers.go)
			}
			total := map[game.ObjectID]int{}
			var dealers []game.ObjectID
			for _, d := range dealt {
				c := before.Perms[d.Source]
				if d.Amount <= 0 || c == nil || !state.Holds(ab.Quality, c) || ab.Scope.YouControl && c.Controller != src.Controller {
					continue
				}
				toCreature := before.Perms[d.To] != nil
				switch {
				case t.To == ability.AnyRecipient: // once for the creature's damage
					if total[c.ID] == 0 {
						dealers = append(dealers, c.ID)
					}
					total[c.ID] += d.Amount
				case damageRecipient(t.To, toCreature):
					out = append(out, w.damageCreatureTrigger(src, ab, c.ID, d.To, d.Amount))
				}
			}
			for _, id := range dealers {
				out = append(out, w.damageCreatureTrigger(src, ab, id, "", total[id]))
			}
		}
	}
	return out
}

// damageCreatureTrigger resolves one of those for the creature that dealt
// amount combat damage, to the creature to if the trigger names it.
func (w *walk) damageCreatureTrigger(src *state.Perm, ab ability.Ability, dealer, to game.ObjectID, amount int) pending {
	e := ab.Abilities[0]
	if t, ok := w.stepsTrigger(src, ab, "410.6", effectContext{defender: game.PlayerID(to), amount: amount, other: dealer}); ok { // damage_triggers.go
		t.other, t.text = dealer, ab.Text
		return t
	}
	return pending{controller: src.Controller, source: src.ID, other: dealer, text: ab.Text, resolve: func() {
		switch eff := effectOf(e); {
		case eff.Is(ability.LifeGain):
			w.event(EventTrigger, "410.6", []game.ObjectID{src.ID, dealer}, "%s's ability \"%s\" resolves for %s's %d combat damage: %s gains %d life (now %d).", src.Label(), ab.Text, w.name(dealer), amount, src.Controller, amount, w.player(src.Controller, amount, 0))
		case eff.Is(ability.Discarding):
			w.discard(src, ab, "410.6", effectContext{defender: to, amount: amount})
		case eff.Is(ability.Destruction) && eff.Delayed:
			w.delayed = append(w.delayed, delayedDestroy{source: src.ID, target: to, text: ab.Text})
			w.event(EventTrigger, "410.6", []game.ObjectID{src.ID, dealer, to}, "%s's ability \"%s\" resolves for %s's combat damage to %s: %s will be destroyed at end of combat (a delayed triggered ability, 404.4).", src.Label(), ab.Text, w.name(dealer), w.name(to), w.name(to))
		default: // destroy that creature [. it can't be regenerated]
			w.destroy(EventTrigger, src.ID, to, ab.Text, "410.6")
		}
	}}
}

// damageCreatureNotes notes, for a damage step resolved alone, the
// triggers of the board's permanents on the combat damage dealt (410.6).
func damageCreatureNotes(b *state.Board, dealt []game.Dealt) []game.Note {
	if !hasCreatureTriggers(b) {
		return nil
	}
	w := &walk{}
	var n []game.Note
	for _, t := range w.damageCreatureTriggers(b, dealt) {
		n = append(n, game.Note{Rule: "410.6", Objects: []game.ObjectID{t.source, t.other}, Message: fmt.Sprintf("%s's ability \"%s\" triggers on %s's combat damage; the board afterwards doesn't show its effect (POST /v1/combat/resolve walks the combat with it).", b.Name(t.source), t.text, b.Name(t.other))})
	}
	return n
}

// hasCreatureTriggers reports whether a permanent of the board has a
// trigger on other creatures (of this file): the checks and the walk look
// for them only then, so that a board without one costs nothing more.
func hasCreatureTriggers(b *state.Board) bool {
	for _, p := range b.Order {
		if hasTriggerWhere(p, onOtherCreatures) {
			return true
		}
	}
	return false
}

// onOtherCreatures reports whether t waits for an event of other creatures
// than its source: those of a quality, or the one it is attached to.
func onOtherCreatures(t *ability.Trigger) bool {
	return t.Whose.Subject == ability.Selected || t.Whose.Subject == ability.Attached
}

func cards(n int) string {
	if n == 1 {
		return "card"
	}
	return "cards"
}

// attackStepTriggers are the triggered abilities the declaration of
// attackers triggers: each attacker's "whenever ~ attacks" (410.2), then
// those of the board's permanents on each attacker (410.6). Finding them
// changes nothing: the checks ask it of a walk that never runs. On a
// quiet board there are none to find (quiet_board.go).
func (w *walk) attackStepTriggers(b *state.Board, defenders map[game.ObjectID]game.PlayerID) []pending {
	if w.quietBoard(b) {
		if verifyDelta {
			w.verifyQuiet(b, func() []pending { return w.attackStepSearch(b, defenders) })
		}
		return nil
	}
	return w.attackStepSearch(b, defenders)
}

// attackStepSearch is attackStepTriggers, searched for.
func (w *walk) attackStepSearch(b *state.Board, defenders map[game.ObjectID]game.PlayerID) []pending {
	var triggers []pending
	for _, a := range w.d.Attackers {
		p := b.Perms[a.Creature]
		if p == nil {
			continue
		}
		for _, ab := range attackTriggersOf(p, len(w.d.Attackers)) { // combat_triggers.go
			triggers = append(triggers, w.selfTrigger(p, ab, "410.2", effectContext{defender: defenders[p.ID]}))
		}
	}
	triggers = append(triggers, w.attacksTriggers(b, defenders)...)            // triggers_walk.go
	triggers = append(triggers, w.creaturesAttackYouTriggers(b, defenders)...) // attack_triggers.go
	return append(triggers, attackCountTriggers(w, b, defenders)...)           // attack_count_triggers.go
}

// attackCountTriggers are the board's triggers on attacking with N or
// more creatures and on a creature of their controller's attacking, set
// by attack_count_triggers.go: they build on this file's resolutions.
var attackCountTriggers = func(*walk, *state.Board, map[game.ObjectID]game.PlayerID) []pending { return nil }

// selfTrigger is a trigger whose effect is on its own creature (+N/+N
// until end of turn, a +1/+1 counter) or on a player (a poison counter for
// the defending player, life for its controller).
func (w *walk) selfTrigger(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) pending {
	if t, ok := w.moreTrigger(p, ab, rule, ctx); ok { // triggers_walk.go
		return t
	}
	label, id, e := p.Label(), p.ID, ab.Abilities[0]
	said := func(format string, args ...any) {
		w.event(EventTrigger, rule, []game.ObjectID{id}, "%s's ability \"%s\" resolves: %s", label, ab.Text, fmt.Sprintf(format, args...))
	}
	return pending{controller: p.Controller, source: id, resolve: func() {
		switch eff := effectOf(e); eff.Form() {
		case ability.Effect{Action: ability.CountersPut, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.Itself}: // "put a +1/+1 counter on ~"
			if w.addCounter(id) {
				said("a +1/+1 counter is put on %s (now %s).", label, w.pt(id))
				return
			}
		case ability.Effect{Action: ability.PowerToughnessChange, Amount: ability.FixedN, Duration: ability.UntilEndOfTurn}:
			if w.boost(id, e.Power, e.Toughness) {
				said("%s gets %+d/%+d until end of turn (now %s).", label, e.Power, e.Toughness, w.pt(id))
				return
			}
		case ability.Effect{Action: ability.PoisonGiven, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.DefendingPlayer}:
			said("%s gets a poison counter (now %d).", ctx.defender, w.player(ctx.defender, 0, 1))
			return
		case ability.Effect{Action: ability.LifeGain, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.Player},
			ability.Effect{Action: ability.LifeGain, Amount: ability.DamageDealtAmount, Duration: ability.Once, Whom: ability.Player}:
			n := e.N
			if eff.Amount == ability.DamageDealtAmount {
				n = ctx.amount
			}
			said("%s gains %d life (now %d).", p.Controller, n, w.player(p.Controller, n, 0))
			return
		default:
			said("it does nothing here.")
			return
		}
		w.event(EventTrigger, "404.4d", []game.ObjectID{id}, "%s's ability \"%s\" resolves but %s has left play: it does nothing.", label, ab.Text, label)
	}}
}

// defenderEffects resolves the effects of ability/defender_effects.go
// (defender_effects.go sets it).
var defenderEffects func(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) (pending, bool)
