package walk

import (
	"fmt"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The walk's side of ability/effect_steps.go and hidden_zone_effects.go:
// the effects of the triggers on combat damage read as steps, and the
// trigger events of ability/damage_trigger_events.go (an Aura's or
// Equipment's own trigger on its creature's combat damage to an opponent
// or at all; a permanent's on a creature's combat damage to an opponent).
// They trigger on the combat damage just dealt, after its state-based
// effects, as every trigger on combat damage does (damageTriggers), and
// each resolves with the state-based effects checked after it.

// stepsTrigger is the resolution of a trigger whose effect is read as
// steps; ok is false for any other effect. A target on the board is
// chosen now, as the ability is put on the stack (410.4).
func (w *walk) stepsTrigger(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) (pending, bool) {
	e := ab.Abilities[0]
	series := effectOf(e)
	if !series.Is(ability.Series) {
		return pending{}, false
	}
	var targets []game.ObjectID
	stays := true
	// A check's notes (a walk with no board) only name the trigger.
	if s, ok := ability.StepTarget(e); ok && !series.Optional && !series.Unless && w.board.Permanents != nil {
		if ability.UpToTargets(s) {
			targets, stays = w.upToTargetsChosen(p, ab, s, ctx) // below
		} else {
			var target game.ObjectID
			target, stays = w.stepTargetChosen(p, ab, s, rule, ctx)
			targets = []game.ObjectID{target}
		}
	}
	return pending{controller: p.Controller, source: p.ID, resolve: func() {
		if stays {
			w.resolveSteps(p, ab, rule, ctx, targets)
		}
	}}, true
}

// stepTargetChosen chooses the target of a step with one that is not
// optional ("destroy target nonblack creature that player controls"): the
// request's (choices.may[].targets), or the only legal one. With no legal
// target the ability is removed from the stack (410.4), which stays false
// says; with several and none named, the request must name it.
func (w *walk) stepTargetChosen(p *state.Perm, ab ability.Ability, s ability.Ability, rule game.RuleID, ctx effectContext) (game.ObjectID, bool) {
	if t := w.mayTarget(p.ID, ab.Text); t != "" {
		if why := w.stepTargetIllegal(p, s, t, ctx); why != "" {
			w.illegalTarget(p, ab, t, why)
			return "", false
		}
		return t, true
	}
	var legal []game.ObjectID
	for _, id := range w.stepCandidates(s) { // step_targets.go
		if w.stepTargetIllegal(p, s, id, ctx) == "" {
			legal = append(legal, id)
		}
	}
	switch len(legal) {
	case 0:
		w.event(EventTrigger, "410.4", []game.ObjectID{p.ID}, "%s's ability \"%s\" triggers, but no %s is a legal target (%s controls none it may target): it is removed from the stack and does nothing.", p.Label(), ab.Text, s.Quality.Text, ctx.defender)
		return "", false
	case 1:
		w.event(EventTrigger, "410.4", []game.ObjectID{p.ID, legal[0]}, "%s's ability \"%s\" triggers; its only legal target is %s, which its controller chooses as it is put on the stack.", p.Label(), ab.Text, w.name(legal[0]))
		return legal[0], true
	}
	w.errs = game.InputError{{Path: game.At("choices", "may"), Detail: fmt.Sprintf("%s's \"%s\" has %d legal targets (%s): name the one its controller chooses in choices.may (source %q, answer true, targets)", p.Label(), ab.Text, len(legal), w.names(legal), p.ID)}}
	return "", false
}

// stepTargetIllegal says why id is no legal target of step s of p's
// ability, "" when it is one: a permanent of the quality the text names,
// controlled by the player dealt the damage, without shroud or protection
// from a quality of the source (502.7b).
func (w *walk) stepTargetIllegal(p *state.Perm, s ability.Ability, id game.ObjectID, ctx effectContext) string {
	if why, ok := w.targetStepIllegal(p, s, id); ok { // step_targets.go: of any player's
		return why
	}
	return w.controlledTargetIllegal(p, id, ctx.defender, "the player dealt the damage", func(t *state.Perm) bool {
		return state.Holds(s.Quality, t) && (!strings.Contains(s.Quality.Text, "creature") || t.IsCreature())
	}, s.Quality.Text)
}

// resolveSteps resolves the steps in order; an optional effect first asks
// its player (410.5, choices.may), and names its target if it has one.
// A target chosen as the ability was put on the stack and gone illegal by
// resolution: the ability, whose only target it is, does nothing (413.2a).
func (w *walk) resolveSteps(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext, targets []game.ObjectID) {
	e := ab.Abilities[0]
	target := game.ObjectID("")
	if len(targets) == 1 {
		target = targets[0]
	}
	s, targeted := ability.StepTarget(e)
	series := effectOf(e)
	if series.Unless && w.paidInstead(p, ab, rule, ctx) {
		return
	}
	if series.Optional {
		yes, given := w.mayAnswer(p.ID, ab.Text)
		w.mayEventOf(p, ab, yes, given, w.stepPlayers(p, e.When.Whose, ctx)[0])
		if !yes {
			return
		}
		if targeted && ability.UpToTargets(s) {
			targets, _ = w.mayTargets(p.ID, ab.Text) // step_targets.go
			if !w.upToTargetsLegal(p, ab, s, targets, upToMost(s, ctx), ctx) {
				return
			}
		} else if targeted {
			if target = w.mayTarget(p.ID, ab.Text); target == "" {
				w.errs = game.InputError{{Path: game.At("choices", "may"), Detail: fmt.Sprintf("the answer for %s's \"%s\" is yes but names no target in targets", p.Label(), ab.Text)}}
				return
			}
			if why := w.stepTargetIllegal(p, s, target, ctx); why != "" {
				w.illegalTarget(p, ab, target, why)
				return
			}
			targets = []game.ObjectID{target}
		}
	} else if targeted && ability.UpToTargets(s) {
		var ok bool
		if targets, ok = w.legalAtResolution(p, ab, s, targets, ctx); !ok { // below
			return
		}
	} else if targeted {
		if why := w.stepTargetIllegal(p, s, target, ctx); why != "" {
			w.event(EventTrigger, "413.2a", []game.ObjectID{p.ID, target}, "%s's ability \"%s\" resolves, but its target is illegal now (%s): it does nothing.", p.Label(), ab.Text, why)
			return
		}
	}
	for _, s := range e.Abilities {
		if w.errs != nil || w.over || w.stopped {
			return
		}
		if !w.resolveStep(p, ab, s, rule, ctx, targets) {
			return
		}
	}
}

// paidInstead asks the player who may pay to stop an "unless [player]
// pays {N}" effect whether he or she does (410.5, choices.may: a yes pays,
// the mana taken as paid; the walk's default: no); true when paid, and the
// effect doesn't happen.
func (w *walk) paidInstead(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) bool {
	e := ab.Abilities[0]
	payer := w.stepPlayers(p, e.When.Whose, ctx)[0]
	yes, given := w.mayAnswer(p.ID, ab.Text)
	w.mayEventOf(p, ab, yes, given, payer)
	if yes {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s pays %s (the judge keeps no mana: taken as paid), so it does nothing.", p.Label(), ab.Text, payer, strings.ToUpper(e.When.Quality.Text))
		return true
	}
	w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s doesn't pay %s, so it has its effect.", p.Label(), ab.Text, payer, strings.ToUpper(e.When.Quality.Text))
	return false
}

// illegalTarget stops the walk: the request chose a target the ability
// can't have (410.4).
func (w *walk) illegalTarget(p *state.Perm, ab ability.Ability, target game.ObjectID, why string) {
	w.stopped, w.stage = true, w.steps[len(w.steps)-1].Name
	w.judgement.Verdict = game.Illegal
	w.judgement.Violations = append(w.judgement.Violations, game.Violation{Rule: "410.4", Objects: []game.ObjectID{p.ID, target},
		Message: fmt.Sprintf("%s's ability \"%s\" can't target %s: %s, so it is no legal target.", p.Label(), ab.Text, w.name(target), why)})
}

// stepPlayers are the players a step names.
func (w *walk) stepPlayers(p *state.Perm, whose string, ctx effectContext) []game.PlayerID {
	controllerOf := func(id game.ObjectID) game.PlayerID {
		if q := w.permanent(id); q != nil {
			return q.Controller
		}
		for _, q := range w.d.Board.Permanents { // as it last existed in play (402.6)
			if q.ID == id {
				return q.Controller
			}
		}
		return ""
	}
	switch whose {
	case ability.PlayerDamaged:
		return []game.PlayerID{ctx.defender}
	case ability.PlayerEach:
		var all []game.PlayerID
		for _, q := range w.board.Players {
			all = append(all, q.ID)
		}
		return all
	case ability.PlayerDealerControls, ability.PlayerCreatureControl:
		return []game.PlayerID{controllerOf(ctx.other)}
	case ability.PlayerAttacking:
		return []game.PlayerID{w.board.ActivePlayer}
	case ability.PlayerDefending: // "becomes blocked": the player it attacks
		if ctx.defender == "" {
			return []game.PlayerID{w.defenders()[p.ID]}
		}
		return []game.PlayerID{ctx.defender}
	}
	return []game.PlayerID{p.Controller}
}

// resolveStep resolves one step; false when what follows doesn't happen
// (a sacrifice "if you do" of a source gone).
func (w *walk) resolveStep(p *state.Perm, ab ability.Ability, s ability.Ability, rule game.RuleID, ctx effectContext, targets []game.ObjectID) bool {
	if done, ok := w.costStep(p, ab, s, rule); ok {
		return done
	}
	n := s.N
	if n == ability.ThatMuch {
		n = ctx.amount
	}
	said := func(objects []game.ObjectID, format string, args ...any) {
		w.event(EventTrigger, rule, append([]game.ObjectID{p.ID}, objects...), "%s's ability \"%s\" resolves: %s", p.Label(), ab.Text, fmt.Sprintf(format, args...))
	}
	for _, who := range w.stepPlayers(p, s.When.Whose, ctx) {
		if w.hiddenZoneStep(p, ab, s, rule, who, n) || w.counterStep(p, ab, s, rule, who) || boardSteps(w, p, ab, s, rule, who, n) ||
			targetSteps(w, p, ab, s, rule, who, targets, ctx) {
			continue
		}
		switch effectOf(s).Form() {
		case ability.Effect{Action: ability.LifeGain, Amount: ability.FixedN, Duration: ability.Once}: // "[player] gains N life", a trick's effect too
			said(nil, "%s gains %d life (now %d).", who, n, w.player(who, n, 0))
		case ability.Effect{Action: ability.LifeLoss, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.NamedPlayer}:
			said(nil, "%s loses %d life (now %d).", who, n, w.player(who, -n, 0))
		case ability.Effect{Action: ability.LifeLoss, Amount: ability.HalfLife, Duration: ability.Once, Whom: ability.NamedPlayer}:
			half := 0
			for _, q := range w.board.Players {
				if q.ID == who && q.Life > 0 {
					half = (q.Life + 1) / 2
				}
			}
			said(nil, "%s loses half his or her life, rounded up: %d (now %d).", who, half, w.player(who, -half, 0))
		case ability.Effect{Action: ability.Destruction, Duration: ability.Once, Whom: ability.Targeted}:
			w.destroy(EventTrigger, p.ID, targets[0], ab.Text, rule)
		case ability.Effect{Action: ability.Destruction, Duration: ability.Once, Whom: ability.That}:
			w.destroy(EventTrigger, p.ID, ctx.other, ab.Text, rule)
		case ability.Effect{Action: ability.Destruction, Duration: ability.Once, Whom: ability.AllOthers}:
			w.destroyAllOthers(p, ab, rule)
		case ability.Effect{Action: ability.LifeGain, Amount: ability.Counted, Duration: ability.Once, Whom: ability.NamedPlayer},
			ability.Effect{Action: ability.LifeLoss, Amount: ability.Counted, Duration: ability.Once, Whom: ability.NamedPlayer}:
			w.lifePer(p, ab, s, rule, who, ctx)
		}
	}
	return true
}

// boardSteps resolves a step of ability/board_steps.go (sacrifices,
// losing the game, tokens, a color chosen), false for any other step. It
// is board_steps.go's boardStep, set there: those steps build on the
// resolutions of the triggers, which this file is one of.
var boardSteps func(w *walk, p *state.Perm, ab ability.Ability, s ability.Ability, rule game.RuleID, who game.PlayerID, n int) bool

// targetSteps resolves a step of ability/target_steps.go on its targets
// (gaining control, lands destroyed, permanents returned, a counter
// removed, damage to any target) or on a library, false for any other
// step: target_steps.go's targetStepResolve, set there, as boardSteps is.
var targetSteps func(w *walk, p *state.Perm, ab ability.Ability, s ability.Ability, rule game.RuleID, who game.PlayerID, targets []game.ObjectID, ctx effectContext) bool

// costStep resolves a step that is the cost of what follows "if you do":
// mana (taken as paid: the judge keeps no mana) or sacrificing the source
// (put into its owner's graveyard: no regeneration stops it); ok is false
// for any other step, done false when the rest doesn't happen.
func (w *walk) costStep(p *state.Perm, ab ability.Ability, s ability.Ability, rule game.RuleID) (done, ok bool) {
	switch effectOf(s).Form() {
	case ability.Effect{Action: ability.Paying, Duration: ability.Once, Whom: ability.NamedPlayer}:
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s pays %s; the judge keeps no mana, so it is taken as paid.", p.Label(), ab.Text, p.Controller, strings.ToUpper(s.Text))
		return true, true
	case ability.Effect{Action: ability.Sacrificing, Duration: ability.Once, Whom: ability.Itself}:
		if !w.inPlay(p.ID) {
			then := "so what follows \"if you do\" doesn't happen"
			if len(ab.Abilities) > 0 && len(ab.Abilities[0].Abilities) == 1 {
				then = "it does nothing" // "sacrifice ~" alone: nothing follows
			}
			w.event(EventTrigger, "404.4d", []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves, but %s has left play: it can't be sacrificed, %s.", p.Label(), ab.Text, p.Label(), then)
			return false, true
		}
		before := w.lookBack([]game.ObjectID{p.ID})
		w.intoGraveyard(p.ID)
		w.queueDies(before, []game.ObjectID{p.ID})
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s is sacrificed, put into its owner's graveyard (neither regeneration nor indestructibility stops a sacrifice).", p.Label(), ab.Text, p.Label())
		w.settle()
		return true, true
	}
	return false, false
}

// lifePer gains or loses life for each permanent of a quality the player
// dealt the damage controls, counted as the ability resolves.
func (w *walk) lifePer(p *state.Perm, ab ability.Ability, s ability.Ability, rule game.RuleID, who game.PlayerID, ctx effectContext) {
	count := 0
	for _, q := range w.view().Order {
		if q.Controller == ctx.defender && state.Holds(s.Quality, q) {
			count++
		}
	}
	n := count * s.N
	if effectOf(s).Is(ability.LifeLoss) {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s controls %d %s, so %s loses %d life (now %d).", p.Label(), ab.Text, ctx.defender, count, s.Quality.Text, who, n, w.player(who, -n, 0))
		return
	}
	w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s controls %d %s, so %s gains %d life (now %d).", p.Label(), ab.Text, ctx.defender, count, s.Quality.Text, who, n, w.player(who, n, 0))
}

// discardCards makes player who discard n cards (ability.AllCards: his or
// her hand): the hand the request gives goes down (416.3: no more than it
// holds); with no hand given, the walk says so and the board can't count
// them.
func (w *walk) discardCards(p *state.Perm, ab ability.Ability, rule game.RuleID, who game.PlayerID, n int) {
	said := func(format string, args ...any) {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID, who}, "%s's ability \"%s\" resolves: %s", p.Label(), ab.Text, fmt.Sprintf(format, args...))
	}
	for i := range w.board.Players {
		q := &w.board.Players[i]
		if q.ID != who {
			continue
		}
		if q.Hand == nil {
			if w.handUncounted(who, ab.Text) { // graveyards.go
				return
			}
			if n == ability.AllCards {
				said("%s discards his or her hand; the request gives no players[].hand for %s, so the board afterwards doesn't count it.", who, who)
				return
			}
			said("%s discards %d %s, or every card in his or her hand if fewer; the request gives no players[].hand for %s, so the board afterwards doesn't count them.", who, n, cards(n), who)
			return
		}
		h := *q.Hand
		gone := h
		if n != ability.AllCards {
			gone = min(h, n)
		}
		left := h - gone
		q.Hand = &left
		w.changed()
		w.cardsIntoGraveyard(who, gone) // graveyards.go
		said("%s discards %d %s (%d in hand before, %d now).%s", who, gone, cards(gone), h, left, w.graveyardNow(who))
		return
	}
	said("%s is no longer in the game: it does nothing.", who)
}

func isAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}

func counterWord(n int) string {
	if n == 1 {
		return "counter is"
	}
	return "counters are"
}

// attachedStepTriggers are the triggers of the Auras and Equipment on the
// combat damage the creature each is attached to just dealt (ability/
// damage_trigger_events.go): to an opponent of the Aura's or Equipment's
// controller, once for each player dealt damage; or at all, once for all
// it dealt at once (410.6). The Aura or Equipment has the ability, controls
// it and is its source (410.2). Damage prevented triggers nothing (410.7);
// before is the board as the damage was dealt.
func (w *walk) attachedStepTriggers(before *state.Board, dealt []game.Dealt) []pending {
	var out []pending
	eachAttachedStep(before, dealt, func(src, on *state.Perm, ab ability.Ability, to game.ObjectID, amount int) {
		out = append(out, w.selfTrigger(src, ab, "410.2", effectContext{defender: game.PlayerID(to), amount: amount, other: on.ID}))
	})
	return out
}

// eachAttachedStep calls fn for each of those triggers.
func eachAttachedStep(before *state.Board, dealt []game.Dealt, fn func(src, on *state.Perm, ab ability.Ability, to game.ObjectID, amount int)) {
	for _, src := range before.Order {
		if src.AttachedTo == "" {
			continue
		}
		on := before.Perms[src.AttachedTo]
		if on == nil {
			continue
		}
		for _, ab := range src.Readings {
			t := ability.TriggerOf(ab.Keyword)
			switch {
			case t == nil || t.To != ability.ToOpponent && t.To != ability.AnyRecipient || !dealsDamageTo(t, ability.Attached, ability.DealsCombatDamage, t.To):
			case t.To == ability.ToOpponent:
				for _, d := range dealt {
					if d.Source == on.ID && d.Amount > 0 && before.Perms[d.To] == nil && game.PlayerID(d.To) != src.Controller {
						fn(src, on, ab, d.To, d.Amount)
					}
				}
			case t.To == ability.AnyRecipient:
				total := 0
				for _, d := range dealt {
					if d.Source == on.ID && d.Amount > 0 {
						total += d.Amount
					}
				}
				if total > 0 {
					fn(src, on, ab, "", total)
				}
			}
		}
	}
}

// opponentDamageTriggers are a permanent's triggers on the combat damage a
// creature [it's controller controls] deals to an opponent: once for each
// creature and player (410.6).
func (w *walk) opponentDamageTriggers(before *state.Board, dealt []game.Dealt) []pending {
	var out []pending
	eachOpponentDamage(before, dealt, func(src, c *state.Perm, ab ability.Ability, to game.ObjectID, amount int) {
		t := w.selfTrigger(src, ab, "410.6", effectContext{defender: game.PlayerID(to), amount: amount, other: c.ID})
		t.other, t.text = c.ID, ab.Text
		out = append(out, t)
	})
	return out
}

// eachOpponentDamage calls fn for each of those triggers, and for each
// trigger on the combat damage one or more creatures [its controller
// controls] dealt to a player at once: once for each such player (410.6),
// with the first of those creatures in the board's order and all the
// damage they dealt that player.
func eachOpponentDamage(before *state.Board, dealt []game.Dealt, fn func(src, c *state.Perm, ab ability.Ability, to game.ObjectID, amount int)) {
	for _, src := range before.Order {
		for _, ab := range creaturesTriggers(src, ability.DealsCombatDamage, ability.ToPlayer, ability.OneOrMore) {
			total, first := map[game.ObjectID]int{}, map[game.ObjectID]*state.Perm{}
			var players []game.ObjectID
			for _, d := range dealt {
				c := before.Perms[d.Source]
				if d.Amount <= 0 || c == nil || before.Perms[d.To] != nil || !c.IsCreature() || c.Controller != src.Controller {
					continue
				}
				if first[d.To] == nil {
					players = append(players, d.To)
					first[d.To] = c
				}
				total[d.To] += d.Amount
			}
			for _, to := range players {
				fn(src, first[to], ab, to, total[to])
			}
		}
		for _, ab := range creaturesTriggers(src, ability.DealsCombatDamage, ability.ToOpponent, ability.NoRefinement) {
			for _, d := range dealt {
				c := before.Perms[d.Source]
				if d.Amount <= 0 || c == nil || before.Perms[d.To] != nil || game.PlayerID(d.To) == src.Controller ||
					!state.Holds(ab.Quality, c) || ab.Scope.YouControl && c.Controller != src.Controller {
					continue
				}
				fn(src, c, ab, d.To, d.Amount)
			}
		}
	}
}

// stepTriggerNotes notes those triggers for a damage step resolved alone.
func stepTriggerNotes(b *state.Board, dealt []game.Dealt) []game.Note {
	var n []game.Note
	note := func(src, on *state.Perm, ab ability.Ability, _ game.ObjectID, _ int) {
		n = append(n, game.Note{Rule: "410.2", Objects: []game.ObjectID{src.ID, on.ID}, Message: fmt.Sprintf("%s's ability \"%s\" triggers on %s's combat damage; the board afterwards doesn't show its effect (POST /v1/combat/resolve walks the combat with it).", src.Label(), ab.Text, on.Label())})
	}
	eachAttachedStep(b, dealt, note)
	eachOpponentDamage(b, dealt, note)
	return n
}

// hiddenZoneStep resolves a step of ability/hidden_zone_effects.go for
// player who; false for any other step.
func (w *walk) hiddenZoneStep(p *state.Perm, ab ability.Ability, s ability.Ability, rule game.RuleID, who game.PlayerID, n int) bool {
	said := func(format string, args ...any) {
		w.event(EventTrigger, rule, []game.ObjectID{p.ID}, "%s's ability \"%s\" resolves: %s", p.Label(), ab.Text, fmt.Sprintf(format, args...))
	}
	outside := " The judge keeps no cards of that zone: the board afterwards doesn't show it, and nothing in play or of this combat follows from it."
	switch effectOf(s).Form() {
	case ability.Effect{Action: ability.Drawing, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.NamedPlayer}:
		w.draw(p, who, n, rule)
	case ability.Effect{Action: ability.Discarding, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.NamedPlayer}:
		w.discardCards(p, ab, rule, who, n)
	case ability.Effect{Action: ability.Looking, Duration: ability.Once, Whom: ability.NamedPlayer}:
		said("%s looks at %s's hand.%s", p.Controller, who, outside)
	case ability.Effect{Action: ability.Searching, Duration: ability.Once, Whom: ability.NamedPlayer}:
		said("%s searches his or her library for a %s card, puts it into his or her hand and shuffles.%s", who, s.Quality.Text, outside)
		w.handChangeBy(who, 1) // card_counts.go
	case ability.Effect{Action: ability.Exiled, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.GraveyardCard, UpTo: true}:
		said("up to %d target %s in %s's graveyard %s removed from the game (exiled).%s", s.N, cards(s.N), who, isAre(s.N), outside)
	case ability.Effect{Action: ability.ReturnedToHand, Duration: ability.Once, Whom: ability.GraveyardCard}:
		said("%s returns the target %s card from his or her graveyard to his or her hand, if there is one.%s", who, s.Quality.Text, outside)
	case ability.Effect{Action: ability.Exiled, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.LibraryCards}:
		said("%s removes the top %d %s of his or her library from the game (exiles them).%s", who, s.N, cards(s.N), outside)
	case ability.Effect{Action: ability.Exiled, Duration: ability.Once, Whom: ability.LibraryCards, Chosen: true}:
		said("%s searches %s's library for a card and removes it from the game (exiles it); %s shuffles.%s", p.Controller, who, who, outside)
	case ability.Effect{Action: ability.LifeLoss, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.NamedPlayer, Delayed: true}:
		said("\"%s\" is about %s's next draw step, a later turn: nothing of this combat follows from it.", s.Text, who)
	case ability.Effect{Action: ability.StepSkipped, Duration: ability.Once, Whom: ability.NamedPlayer}:
		said("\"%s\" is about a later turn of %s: nothing of this combat follows from it.", s.Text, who)
	case ability.Effect{Action: ability.Milling, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.NamedPlayer}:
		w.cardsIntoGraveyard(who, s.N) // graveyards.go: the library taken to hold that many
		said("%s puts the top %d %s of his or her library into his or her graveyard.%s%s", who, s.N, cards(s.N), w.graveyardNow(who), outside)
	case ability.Effect{Action: ability.ManaAdded, Amount: ability.DamageDealtAmount, Duration: ability.UntilEndOfTurn, Whom: ability.NamedPlayer}:
		said("%s adds %d {G} to his or her mana pool. The judge keeps no mana pool: this mana stays until end of turn, past every step and phase of this combat, and nothing the walk decides follows from it.", who, n)
	default:
		return false
	}
	return true
}

// destroyAllOthers destroys every permanent in play but the source, each
// in the board's order (regeneration and indestructibility apply to each,
// 419.6b); the permanents the request doesn't list (lands, most often)
// are destroyed too, which the board afterwards can't show.
func (w *walk) destroyAllOthers(p *state.Perm, ab ability.Ability, rule game.RuleID) {
	var ids []game.ObjectID
	for _, q := range w.view().Order {
		if q.ID != p.ID {
			ids = append(ids, q.ID)
		}
	}
	w.event(EventTrigger, rule, append([]game.ObjectID{p.ID}, ids...), "%s's ability \"%s\" resolves: it destroys every permanent in play but %s, each in turn below; those the request doesn't list (lands, most often) are destroyed too, which the board afterwards doesn't show.", p.Label(), ab.Text, p.Label())
	for _, id := range ids {
		if w.inPlay(id) {
			w.destroy(EventTrigger, p.ID, id, ab.Text, rule)
		}
	}
}

// counterStep resolves a step putting counters, on each creature player
// who controls or on the source; false for any other step.
func (w *walk) counterStep(p *state.Perm, ab ability.Ability, s ability.Ability, rule game.RuleID, who game.PlayerID) bool {
	said := func(objects []game.ObjectID, format string, args ...any) {
		w.event(EventTrigger, rule, append([]game.ObjectID{p.ID}, objects...), "%s's ability \"%s\" resolves: %s", p.Label(), ab.Text, fmt.Sprintf(format, args...))
	}
	switch effectOf(s).Form() {
	case ability.Effect{Action: ability.CountersPut, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.Selected}: // on each creature it names
		var ids []game.ObjectID
		for _, q := range w.view().Order {
			if q.IsCreature() && q.Controller == who {
				ids = append(ids, q.ID)
			}
		}
		for _, id := range ids {
			w.addCounter(id)
		}
		if len(ids) == 0 {
			said(nil, "%s controls no creature: no counter is put.", who)
			return true
		}
		var now []string
		for _, id := range ids {
			now = append(now, fmt.Sprintf("%s %s", w.name(id), w.pt(id)))
		}
		said(ids, "a +1/+1 counter is put on each creature %s controls (now %s).", who, strings.Join(now, ", "))
	case ability.Effect{Action: ability.CountersPut, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.Itself, NamedKind: true}:
		q := w.permanent(p.ID)
		if q == nil {
			said(nil, "%s has left play: no counter is put on it.", p.Label())
			return true
		}
		if s.Text == "+1/+1" {
			for range s.N {
				w.addCounter(p.ID)
			}
		} else {
			q.Counters = cloneCounters(q.Counters)
			q.Counters[s.Text] += s.N
			w.changed()
		}
		said(nil, "%d %s %s put on %s (%d now).", s.N, s.Text, counterWord(s.N), p.Label(), q.Counters[s.Text])
	default:
		return false
	}
	return true
}

// upToTargetsChosen are the targets of an "up to N" step chosen as the
// ability is put on the stack: the request's (choices.may[].targets), each
// legal, no more than N; with none given, none when no target is legal,
// and otherwise a 422 (the player may choose any of them, or none).
func (w *walk) upToTargetsChosen(p *state.Perm, ab ability.Ability, s ability.Ability, ctx effectContext) ([]game.ObjectID, bool) {
	most := upToMost(s, ctx)
	chosen, given := w.mayTargets(p.ID, ab.Text)
	if given {
		return chosen, w.upToTargetsLegal(p, ab, s, chosen, most, ctx)
	}
	var legal []game.ObjectID
	for _, id := range w.stepCandidates(s) {
		if w.stepTargetIllegal(p, s, id, ctx) == "" {
			legal = append(legal, id)
		}
	}
	if len(legal) == 0 {
		w.event(EventTrigger, "410.4", []game.ObjectID{p.ID}, "%s's ability \"%s\" triggers; no %s is a legal target, so it is put on the stack with none (\"up to %d\" allows none) and does nothing.", p.Label(), ab.Text, s.Quality.Text, most)
		return nil, false
	}
	w.errs = game.InputError{{Path: game.At("choices", "may"), Detail: fmt.Sprintf("%s's \"%s\" has up to %d %s, chosen by its controller as it is put on the stack (legal now: %s): name them in choices.may (source %q, answer true, targets: from none to %d)", p.Label(), ab.Text, most, targetWord(most), w.names(legal), p.ID, most)}}
	return nil, false
}

// upToTargetsLegal checks targets the request chose for an "up to N"
// step: no more than N, each legal (410.4: an illegal one is an illegal
// verdict).
func (w *walk) upToTargetsLegal(p *state.Perm, ab ability.Ability, s ability.Ability, chosen []game.ObjectID, most int, ctx effectContext) bool {
	if len(chosen) > most {
		w.errs = game.InputError{{Path: game.At("choices", "may"), Detail: fmt.Sprintf("%s's \"%s\" has up to %d %s; the answer names %d", p.Label(), ab.Text, most, targetWord(most), len(chosen))}}
		return false
	}
	for _, t := range chosen {
		if why := w.stepTargetIllegal(p, s, t, ctx); why != "" {
			w.illegalTarget(p, ab, t, why)
			return false
		}
	}
	return true
}

// legalAtResolution keeps the targets still legal as the ability
// resolves; false, with an event, when it had targets and none is legal
// now: it does nothing (413.2a).
func (w *walk) legalAtResolution(p *state.Perm, ab ability.Ability, s ability.Ability, targets []game.ObjectID, ctx effectContext) ([]game.ObjectID, bool) {
	var legal []game.ObjectID
	for _, t := range targets {
		if why := w.stepTargetIllegal(p, s, t, ctx); why != "" {
			w.event(EventTrigger, "413.2a", []game.ObjectID{p.ID, t}, "%s's ability \"%s\" resolves, but its target %s is illegal now (%s): the ability doesn't affect it.", p.Label(), ab.Text, w.name(t), why)
			continue
		}
		legal = append(legal, t)
	}
	if len(targets) > 0 && len(legal) == 0 {
		w.event(EventTrigger, "413.2a", []game.ObjectID{p.ID}, "%s's ability \"%s\": every target is illegal now, so it does nothing.", p.Label(), ab.Text)
		return nil, false
	}
	return legal, true
}

// targetWord writes "target" for n of them.
func targetWord(n int) string {
	if n == 1 {
		return "target"
	}
	return "targets"
}
