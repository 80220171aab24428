package walk

import (
	"fmt"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The walk's side of ability/block_trigger_effects.go: the effects of a
// creature's own triggers on blocking and becoming blocked that change
// counters of a named kind, the keywords and creature types it has, who
// controls it, whether it or the other creature is still in play, and the
// players' hands and graveyards.

func init() {
	blockTrigger = (*walk).blockEffect
	listForms(map[ability.Effect]effectResolver{{Action: ability.Untapping, Duration: ability.Once, Whom: ability.That, Optional: true}: func(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) pending {
		return pending{controller: p.Controller, source: p.ID, resolve: func() { w.untapThatAndRemove(p, ab, rule, ctx.other) }}
	}}) // trigger_effect_forms.go
}

// blockEffect is the resolution of a trigger whose effect is one of that
// file's; ok is false for any other effect.
func (w *walk) blockEffect(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) (pending, bool) {
	e := ab.Abilities[0]
	at := func(f func()) (pending, bool) {
		return pending{controller: p.Controller, source: p.ID, resolve: f}, true
	}
	said := func(objects []game.ObjectID, format string, args ...any) {
		w.event(EventTrigger, rule, append([]game.ObjectID{p.ID}, objects...), "%s's ability \"%s\" resolves: %s", p.Label(), ab.Text, fmt.Sprintf(format, args...))
	}
	gone := func(id game.ObjectID) bool {
		if !w.inPlay(id) {
			w.event(EventTrigger, "404.4d", []game.ObjectID{p.ID, id}, "%s's ability \"%s\" resolves, but %s has left play: it does nothing to it.", p.Label(), ab.Text, w.name(id))
			return true
		}
		return false
	}
	switch effectOf(e).Form() {
	case ability.Effect{Action: ability.CountersRemoved, Duration: ability.Once, Whom: ability.Itself, NamedKind: true}:
		return at(func() {
			if !gone(p.ID) {
				w.removeKindCounter(p, ab, rule)
			}
		})
	case ability.Effect{Action: ability.KeywordLoss, Whom: ability.Itself},
		ability.Effect{Action: ability.TypeChange, Duration: ability.Once, Whom: ability.Itself}:
		return at(func() {
			if !gone(p.ID) {
				w.changeOwnTypes(p, ab)
			}
		})
	case ability.Effect{Action: ability.PutOnLibrary, Duration: ability.Once, Whom: ability.That}:
		return at(func() {
			if gone(ctx.other) {
				return
			}
			w.remove(ctx.other)
			said([]game.ObjectID{ctx.other}, "%s is put on top of its owner's library: it has left play, and so combat (306.2). The judge keeps no library: the board afterwards doesn't show it.", w.name(ctx.other))
			w.settle()
		})
	case ability.Effect{Action: ability.PhasingOut, Duration: ability.Once, Whom: ability.ItselfAndThat}:
		return at(func() { w.phaseOut(p, ab, rule, []game.ObjectID{p.ID, ctx.other}) })
	case ability.Effect{Action: ability.Discarding, Amount: ability.AllOf, Duration: ability.Once, Whom: ability.DefendingPlayer, Plus: ability.Drawing}:
		return at(func() { w.redrawHand(p, ab, rule, ctx) })
	case ability.Effect{Action: ability.ReturnedToHand, Duration: ability.Once, Whom: ability.GraveyardCard, Optional: true}:
		return at(func() { w.returnNamedCard(p, ab, rule) })
	case ability.Effect{Action: ability.ControlChange, Duration: ability.Once, Whom: ability.Itself}:
		return at(func() { w.opponentGainsControl(p, ab, rule) })
	case ability.Effect{Action: ability.KeywordGrant, Duration: ability.UntilEndOfTurn, Whom: ability.Itself, Optional: true, IfYouDo: true}:
		return at(func() { w.firstStrikeOrElse(p, ab, rule) })
	case ability.Effect{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.AnyOne, Optional: true}:
		return at(func() { w.mayDamageAnyTarget(p, ab, rule, ctx) })
	case ability.Effect{Action: ability.RegenerationBan, Duration: ability.ThisTurn, Whom: ability.That}:
		return at(func() {
			if gone(ctx.other) {
				return
			}
			w.gain(ctx.other, "~ can't be regenerated this turn.")
			said([]game.ObjectID{ctx.other}, "%s can't be regenerated this turn (it carries \"~ can't be regenerated this turn.\"): no regeneration shield replaces its destruction (419.6b).", w.name(ctx.other))
		})
	case ability.Effect{Action: ability.Exiled, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.GraveyardCard, Optional: true}:
		return at(func() { w.anyPlayerExiles(p, ab, rule) })
	case ability.Effect{Action: ability.CountersPut, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.That, NamedKind: true, Plus: ability.KeywordGrant}:
		return at(func() {
			if gone(ctx.other) {
				return
			}
			q := w.permanent(ctx.other)
			q.Counters = cloneCounters(q.Counters)
			q.Counters[e.Text] += e.N
			w.changed()
			said([]game.ObjectID{ctx.other}, "%d %s counters are put on %s (%d now). It gains two abilities, one about its controller's untap step and one about his or her upkeep: both are about later turns, so nothing of this combat follows from them, and the board afterwards doesn't write them on it.", e.N, e.Text, w.name(ctx.other), q.Counters[e.Text])
		})
	}
	return pending{}, false
}

// changeOwnTypes applies "it loses defender" and "it becomes a Bird Giant,
// and it loses defender", for good: the creature types given replace its
// creature types (a type-changing effect, layer 4 of 418.5a), and each
// keyword lost is a line of its own the board applies after the effects
// of the permanents in play (418.5h), as a trick's loss is
// (keyword_loss.go).
func (w *walk) changeOwnTypes(p *state.Perm, ab ability.Ability) {
	e := ab.Abilities[0]
	var lines, lost []string
	for _, k := range e.Abilities {
		if l, ok := ability.LossLine(k.Text); ok {
			lines, lost = append(lines, l), append(lost, k.Text)
		}
	}
	if len(lines) != len(e.Abilities) { // the reading refuses such a line: never reached
		return
	}
	var parts []string
	rule := game.RuleID("418.5h")
	if effectOf(e).Is(ability.TypeChange) { // "it becomes a [creature types]"
		rule = "418.5a"
		types := ability.NewCreatureTypes(e)
		q := w.permanent(p.ID)
		q.Subtypes = slices.Clone(types)
		w.changed()
		parts = append(parts, fmt.Sprintf("its creature types become %s, in place of those it had (a type-changing effect, layer 4 of 418.5a)", strings.Join(types, " ")))
	}
	if len(lines) > 0 {
		w.gain(p.ID, lines...)
		parts = append(parts, fmt.Sprintf("it loses %s (418.5h: the loss is later than the effects of the permanents in play, so none of them gives it back)", strings.Join(lost, ", ")))
	}
	more := ""
	if w.passed(DeclareBlockersStep) && declared(w.d, p.ID) {
		more = " Blockers are declared already: what it loses changes no block declared (501.3)."
	}
	w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s, for good (no end is said).%s", p.Label(), ab.Text, strings.Join(parts, "; "), more)
}

// phaseOut phases out the permanents ids still in play, with the Auras
// and Equipment attached to them (502.15i). A permanent phased out is
// treated as though it doesn't exist: it leaves play as far as this combat
// is concerned (502.15d: phasing out triggers leaves-play abilities), so
// it leaves combat (306.2); the damage on it is removed (502.15e). It
// phases in during its controller's next untap step, after this turn: the
// board afterwards doesn't show it.
func (w *walk) phaseOut(p *state.Perm, ab ability.Ability, rule game.RuleID, ids []game.ObjectID) {
	var out []game.ObjectID
	for _, id := range ids {
		if id != "" && w.inPlay(id) && !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	for _, q := range w.board.Permanents {
		if q.AttachedTo != "" && slices.Contains(out, q.AttachedTo) && !slices.Contains(out, q.ID) {
			out = append(out, q.ID)
		}
	}
	if len(out) == 0 {
		w.event(EventTrigger, "404.4d", []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves, but what it names has left play: it does nothing.", p.Label(), ab.Text)
		return
	}
	for _, id := range out {
		w.remove(id)
	}
	w.event(EventTrigger, "502.15d", append([]game.ObjectID{p.ID}, out...), "%s's ability \"%s\" resolves: %s phase out, with the Auras and Equipment attached to them (502.15i). Phased out, each is treated as though it doesn't exist: it has left play as far as this turn is concerned, and so combat (306.2), and the damage on it is removed (502.15e). Each phases in during its controller's next untap step, after this turn: the board afterwards doesn't show them.", p.Label(), ab.Text, w.names(out))
}

// redrawHand is Robber Fly's: the defending player discards his or her
// hand, then draws as many cards. The hand's count is the same after; the
// cards discarded go to his or her graveyard, whose count the request may
// give (players[].graveyard), and which then counts them when the hand's
// count is given too.
func (w *walk) redrawHand(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) {
	who := ctx.defender
	if who == "" {
		who = w.defenders()[p.ID]
	}
	i := slices.IndexFunc(w.board.Players, func(q game.Player) bool { return q.ID == who })
	said := func(format string, args ...any) {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID, game.ObjectID(who)}, "%s's ability \"%s\" resolves: %s", p.Label(), ab.Text, fmt.Sprintf(format, args...))
	}
	switch {
	case i < 0:
		said("%s is no longer in the game: it does nothing.", who)
	case w.board.Players[i].Hand == nil:
		if w.handUncounted(who, ab.Text) { // graveyards.go
			return
		}
		said("%s discards his or her hand, then draws as many cards: his or her hand holds as many cards as before.", who)
	default:
		q := &w.board.Players[i]
		n := *q.Hand
		grave := ""
		if q.Graveyard != nil {
			g := *q.Graveyard + n
			q.Graveyard = &g
			w.changed()
			grave = fmt.Sprintf("; %d cards in his or her graveyard now", g)
		}
		said("%s discards the %d %s in his or her hand, then draws %d: %d in hand now%s. The judge keeps no library: which cards he or she draws the board doesn't show.", who, n, cards(n), n, n, grave)
	}
}

// returnNamedCard is Groffskithur's "you may return target card named ~
// from your graveyard to your hand": a yes (choices.may) says its
// controller has such a card there and returns it; a graveyard the
// request gives as empty holds no target, so the ability is removed from
// the stack (410.4).
func (w *walk) returnNamedCard(p *state.Perm, ab ability.Ability, rule game.RuleID) {
	i := slices.IndexFunc(w.board.Players, func(q game.Player) bool { return q.ID == p.Controller })
	if i >= 0 && w.board.Players[i].Graveyard != nil && *w.board.Players[i].Graveyard == 0 {
		w.event(EventTrigger, "410.4", []game.ObjectID{p.ID}, "%s's ability \"%s\": %s's graveyard holds no card (players[].graveyard), so it has no legal target; it is removed from the stack and does nothing.", p.Label(), ab.Text, p.Controller)
		return
	}
	yes, given := w.mayAnswer(p.ID, ab.Text)
	w.mayEvent(p, ab, yes, given)
	if !yes {
		return
	}
	q := &game.Player{}
	if i >= 0 {
		q = &w.board.Players[i]
	}
	var counts []string
	if q.Hand != nil {
		h := *q.Hand + 1
		q.Hand = &h
		counts = append(counts, fmt.Sprintf("%d in hand", h))
	}
	if q.Graveyard != nil {
		g := *q.Graveyard - 1
		q.Graveyard = &g
		counts = append(counts, fmt.Sprintf("%d in graveyard", g))
	}
	w.changed()
	now := "The request gives neither players[].hand nor players[].graveyard: the board afterwards doesn't count the card."
	if len(counts) > 0 {
		now = "Now " + strings.Join(counts, ", ") + "."
	}
	w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s returns the target card named %s from his or her graveyard to his or her hand (the answer yes says there is one). %s", p.Label(), ab.Text, p.Controller, p.Name, now)
}

// opponentGainsControl is Goblin Cadets's "target opponent gains control
// of it", for good: with one opponent, that player is its target; its
// controller changes, which removes it from combat (306.2).
func (w *walk) opponentGainsControl(p *state.Perm, ab ability.Ability, rule game.RuleID) {
	to, ok := w.onlyOpponent(p, ab, "targets an opponent", ", whom it then targets") // target_legality.go
	if !ok {
		return
	}
	q := w.permanent(p.ID)
	if q == nil {
		w.event(EventTrigger, "404.4d", []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves, but %s has left play: it does nothing.", p.Label(), ab.Text, p.Label())
		return
	}
	if q.Controller == to {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s controls %s already; its control doesn't change.", p.Label(), ab.Text, to, p.Label())
		return
	}
	inCombat := w.inCombat(p.ID, true) || w.inCombat(p.ID, false)
	from := q.Controller
	q.Controller, q.SummoningSick = to, true
	w.changed()
	w.event(EventTrigger, rule, []game.ObjectID{p.ID, game.ObjectID(to)}, "%s's ability \"%s\" resolves: %s, the only opponent of %s and so its target, gains control of %s, for good (a control-changing effect, layer 2 of 418.5a).", p.Label(), ab.Text, to, from, p.Label())
	if inCombat {
		w.removeFromCombat(p.ID, fmt.Sprintf("its ability \"%s\": its controller changes", ab.Text))
	}
}

// firstStrikeOrElse is Spitting Slug's: its controller may pay (a yes in
// choices.may, the mana taken as paid: the judge keeps no mana) and it
// gains first strike until end of turn; otherwise each creature blocking
// or blocked by it, as the ability resolves, gains first strike until end
// of turn. Gained before combat damage, first strike makes a creature
// deal its damage in the first-strike step (502.2).
func (w *walk) firstStrikeOrElse(p *state.Perm, ab ability.Ability, rule game.RuleID) {
	yes, given := w.mayAnswer(p.ID, ab.Text)
	w.mayEvent(p, ab, yes, given)
	if yes {
		if !w.inPlay(p.ID) {
			w.event(EventTrigger, "404.4d", []game.ObjectID{p.ID}, "%s has left play: it gains nothing.", p.Label())
			return
		}
		w.gain(p.ID, "First strike")
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s pays %s (the judge keeps no mana: taken as paid), and %s gains first strike until end of turn (written on the permanent).", p.Label(), ab.Text, p.Controller, strings.ToUpper(ab.Abilities[0].Text), p.Label())
		return
	}
	c, _ := w.combatNow(game.RegularStep)
	if w.errs != nil {
		return
	}
	var ids []game.ObjectID
	if w.inPlay(p.ID) {
		ids = combatants(c, p.ID)
	}
	ids = slices.DeleteFunc(ids, func(id game.ObjectID) bool { return !w.inPlay(id) })
	if len(ids) == 0 {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: no creature is blocking or blocked by %s as it resolves, so none gains first strike.", p.Label(), ab.Text, p.Label())
		return
	}
	for _, id := range ids {
		w.gain(id, "First strike")
	}
	w.event(EventTrigger, rule, append([]game.ObjectID{p.ID}, ids...), "%s's ability \"%s\" resolves: %s doesn't pay, so %s, blocking or blocked by %s, each gain first strike until end of turn (written on each permanent).", p.Label(), ab.Text, p.Controller, w.names(ids), p.Label())
}

// mayDamageAnyTarget is Karplusan Wolverine's "you may have it deal N
// damage to any target": a yes (choices.may) names the target, a player
// or a creature legal as the ability resolves (410.4: no shroud, no
// protection from the source, 502.7b); an illegal one the request chose
// stops the walk with an illegal verdict. The damage is no combat damage
// (triggerDamage).
func (w *walk) mayDamageAnyTarget(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) {
	e := ab.Abilities[0]
	target, yes := w.answeredTarget(p, ab) // may_choices.go
	if !yes {
		return
	}
	src := w.view().Perms[p.ID]
	if src == nil {
		src = p // its last known information (402.6)
	}
	if why := w.whyNotTarget(src, ability.AnyOne, target, ctx); why != "" { // trigger_targets.go: any target
		w.stopped, w.stage = true, w.steps[len(w.steps)-1].Name
		w.judgement.Verdict = game.Illegal
		w.judgement.Violations = append(w.judgement.Violations, game.Violation{Rule: "410.4", Objects: []game.ObjectID{p.ID, target},
			Message: fmt.Sprintf("%s's ability \"%s\" can't target %s: %s, so it is no legal target.", p.Label(), ab.Text, w.name(target), why)})
		return
	}
	w.dealTriggerDamage(p, ab.Text, triggerHit{n: e.N}, rule, effectContext{defender: ctx.defender, recipients: []game.ObjectID{target}}) // triggers_walk.go
}

// anyPlayerExiles is Carrion Rats's "any player may exile a card from
// their graveyard. If a player does, ~ assigns no combat damage this
// turn": every player has the option (410.5); the answer in choices.may
// says whether one takes it (by default none does). Which player does, the
// answer doesn't say: a count of players[].graveyard given is left as it
// is, which the event says.
func (w *walk) anyPlayerExiles(p *state.Perm, ab ability.Ability, rule game.RuleID) {
	e := ab.Abilities[0]
	yes, given := w.mayAnswer(p.ID, ab.Text)
	w.mayEventOf(p, ab, yes, given, "any player")
	if !yes {
		return
	}
	counted := ""
	if slices.ContainsFunc(w.board.Players, func(q game.Player) bool { return q.Graveyard != nil }) {
		counted = " The answer doesn't say which player: the counts of players[].graveyard stay as given."
	}
	w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: a player removes %d %s in his or her graveyard from the game (exiles them). The judge keeps no cards of a graveyard: the board afterwards doesn't show which.%s", p.Label(), ab.Text, e.N, cards(e.N), counted)
	if !w.inPlay(p.ID) {
		w.event(EventTrigger, "310.2e", []game.ObjectID{p.ID}, "%s has left play: it has no combat damage to assign anyway.", p.Label())
		return
	}
	w.gain(p.ID, "~ assigns no combat damage this turn.")
	w.event(EventTrigger, "310.2e", []game.ObjectID{p.ID}, "A player did, so %s assigns no combat damage this turn.", p.Label())
}

// untapThatAndRemove is Gustcloak Savior's "you may untap that creature
// and remove it from combat", of its trigger on a creature its controller
// controls becoming blocked: by choices.may (by default not), the creature
// untaps and is removed from combat (306.2); the creatures blocking it
// stay blocking creatures.
func (w *walk) untapThatAndRemove(p *state.Perm, ab ability.Ability, rule game.RuleID, id game.ObjectID) {
	yes, given := w.mayAnswer(p.ID, ab.Text)
	w.mayEvent(p, ab, yes, given)
	if !yes {
		return
	}
	q := w.permanent(id)
	if q == nil {
		w.event(EventTrigger, "404.4d", []game.ObjectID{p.ID, id}, "%s has left play: there is nothing to untap or remove from combat.", w.name(id))
		return
	}
	if q.Tapped {
		q.Tapped = false
		w.changed()
		w.event(EventTapped, rule, []game.ObjectID{id}, "%s untaps (%s's ability \"%s\").", w.name(id), p.Label(), ab.Text)
	}
	w.removeFromCombat(id, fmt.Sprintf("%s's ability \"%s\"", p.Label(), ab.Text))
}

// removeKindCounter removes a counter of the kind the effect names from
// p, if it has one (a counter that isn't there can't be removed).
func (w *walk) removeKindCounter(p *state.Perm, ab ability.Ability, rule game.RuleID) {
	e := ab.Abilities[0]
	q := w.permanent(p.ID)
	if q.Counters[e.Text] == 0 {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s has no %s counter, so none is removed.", p.Label(), ab.Text, p.Label(), e.Text)
		return
	}
	q.Counters = cloneCounters(q.Counters)
	if q.Counters[e.Text]--; q.Counters[e.Text] == 0 {
		delete(q.Counters, e.Text)
	}
	w.changed()
	article := "a"
	if strings.ContainsAny(e.Text[:1], "aeiou") {
		article = "an"
	}
	w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s %s counter is removed from %s (%d left).", p.Label(), ab.Text, article, e.Text, p.Label(), q.Counters[e.Text])
}
