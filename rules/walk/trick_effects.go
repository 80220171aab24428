package walk

import (
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
	"rulesjudge/rules/trick"
)

// What a trick does as it resolves (413.2b), through the walk's own
// machinery: a pump is an effect until end of turn on the power and
// toughness the walk keeps (418.3a: it stays once combat is over); an
// ability gained until end of turn is one more ability of the permanent
// until then ("can't block", "can block an additional creature" and the
// prevention of combat damage by or to a creature are such abilities too);
// prevention and regeneration are shields (419.7b, 419.6b); damage is dealt
// as a trigger's is, with protection and prevention (502.7e, 419.7); a
// creature tapped stays in combat (306.2b); one removed from combat or
// leaving play is no longer in combat (306.2).

// tricksAt uses the request's tricks at point at, in order: each is
// checked (it may be used then, its costs paid, its targets legal), then
// resolves, and the state-based effects are checked before the next
// (420.3). A trick that may not be used stops the walk with an illegal
// verdict at that point.
func (w *walk) tricksAt(at game.Step) {
	for i, t := range w.d.Tricks {
		if t.At != at || w.over || w.stopped || w.errs != nil {
			continue
		}
		var errs game.ErrorList
		line, ok := readTrick(&errs, w.d.Board, &w.board, nil, i, t, EndOfCombatStep)
		if !ok {
			w.errs = errs.Err()
			return
		}
		if t.Player == "" {
			t.Player = w.controllerOf(t.Source)
		}
		for n := range max(t.Times, 1) {
			if w.over || w.stopped || w.errs != nil {
				return
			}
			w.uses, w.trickNo = w.usesBefore(i)+n+1, i
			w.entered = nil
			if v := w.useTrick(t, line, w.uses); v != nil {
				w.stopped, w.stage = true, at
				w.judgement.Verdict, w.judgement.Violations, w.judgement.Example = game.Illegal, []game.Violation{*v}, nil
				w.judgement.Notes = nil
				return
			}
			w.stateBased()
			w.enteredTriggers(at, w.resolveTrick) // own_triggers.go
		}
	}
}

// controllerOf is a permanent's controller on the request's board.
func (w *walk) controllerOf(id game.ObjectID) game.PlayerID {
	for _, p := range w.d.Board.Permanents {
		if p.ID == id {
			return p.Controller
		}
	}
	return ""
}

// usesBefore counts the uses of the same line of the same source by the
// tricks before trick i: "activate only once each turn" counts them all.
func (w *walk) usesBefore(i int) int {
	n := 0
	t := w.d.Tricks[i]
	if t.Source == "" {
		return 0
	}
	for _, o := range w.d.Tricks[:i] {
		if o.Source == t.Source && sameIndex(o.Ability, t.Ability) && o.Text == t.Text {
			n += max(o.Times, 1)
		}
	}
	return n
}

// useTrick plays a trick once and resolves it; a violation when it may
// not be played now.
func (w *walk) useTrick(t game.Trick, line trickLine, uses int) *game.Violation {
	if line.faceUp {
		return w.turnFaceUp(t) // own_triggers.go
	}
	if v := w.mayUse(t, line, uses); v != nil || w.errs != nil {
		return v
	}
	if v := w.choicesPlayable(t, line); v != nil { // trick_choices.go
		return v
	}
	slots := targetSlots(line.reading, t.Targets, t.X) // trick_subjects.go
	if v := w.chooseTargets(t, line, slots); v != nil {
		return v
	}
	if v := w.enteringProblem(t, line); v != nil { // entering.go
		return v
	}
	w.payCosts(t, line)
	if line.cycled {
		w.cycledEvent(t, line) // cycling.go
		w.cardsIntoGraveyard(t.Player, 1)
	} else if line.mode {
		hand := w.handChangeBy(t.Player, -1) // card_counts.go: cast from the hand, 409.1a
		w.event(EventTrick, "409.1b", w.trickObjects(t, line), "%s casts %s choosing the mode \"%s\"%s%s.", t.Player, w.usedName(t, line), strings.TrimPrefix(line.text, "• "), w.targetList(t), hand)
	} else {
		hand := ""
		if line.spell && !line.fromHand {
			hand = w.handChangeBy(t.Player, -1) // card_counts.go: cast from the hand, 409.1a
		}
		w.event(EventTrick, "409.1i", w.trickObjects(t, line), "%s %s %s%s%s.", t.Player, map[bool]string{true: "casts", false: "activates"}[line.spell && !line.fromHand], w.usedName(t, line), w.targetList(t), hand)
	}
	w.choicesAnnounced(t, line)             // trick_choices.go: kicker, division
	above, after := w.castTriggers(t, line) // cast_triggers.go
	for _, f := range above {
		w.resolveFired(f)
	}
	if w.over || w.stopped || w.errs != nil {
		return nil
	}
	w.resolveTrick(t, line, slots)
	if line.spell && !line.fromHand && !line.cycled {
		w.spellIntoGraveyard(t, line)
	}
	for _, f := range after {
		w.stateBased()
		w.resolveFired(f)
	}
	return nil
}

// spellIntoGraveyard puts an instant that finished resolving into its
// caster's graveyard (413.2h), the caster taken as its owner; the event
// says so when the request counts that graveyard.
func (w *walk) spellIntoGraveyard(t game.Trick, line trickLine) {
	for _, p := range w.board.Players {
		if p.ID == t.Player && p.Graveyard != nil {
			w.cardsIntoGraveyard(t.Player, 1)
			w.event(EventTrick, "413.2h", []game.ObjectID{t.Player}, "%s is put into %s's graveyard as it finishes resolving.%s", w.usedName(t, line), t.Player, w.graveyardNow(t.Player))
			return
		}
	}
}

// resolveTrick resolves a trick used (or a trigger resolved as one is,
// own_triggers.go) with the targets slots holds.
func (w *walk) resolveTrick(t game.Trick, line trickLine, slots map[int][]game.ObjectID) {
	// As it resolves, the trick checks its targets again (413.2a).
	// "That creature", "it": the target of the last effect before it that
	// names one (the reading allows no other, TrickLine).
	that := thatOf(line.reading, slots) // trick_subjects.go
	legal, any := map[int][]game.ObjectID{}, false
	for _, i := range slotOrder(slots) {
		e := line.reading.Parts[i]
		legal[i] = []game.ObjectID{}
		for _, id := range slots[i] {
			rule, why := w.targetProblem(t, line, e, id)
			if rule != "" {
				w.event(EventTrick, "413.2a", []game.ObjectID{id}, "%s: its target %s is no longer legal (%s) and is not affected.", w.usedName(t, line), w.name(id), strings.TrimSuffix(why, "."))
				continue
			}
			legal[i] = append(legal[i], id)
			any = true
		}
	}
	if len(slots) > 0 && !any && len(t.Targets) > 0 {
		w.event(EventTrick, "413.2a", w.trickObjects(t, line), "%s does nothing: all its targets are illegal as it resolves.", w.usedName(t, line))
		return
	}
	w.entered = map[int][]game.ObjectID{}
	for i, e := range line.reading.Parts {
		if w.choiceResolves(t, line, i) { // trick_choices.go
			continue
		}
		if w.enteringEffect(t, line, i, e, slots) { // entering.go
			continue
		}
		if to, ok := w.partAffects(t, line, slots, legal, that, i); ok {
			w.resolveEffect(t, line, e, to)
		}
	}
}

// resolveEffect applies one effect of a trick to what it affects.
func (w *walk) resolveEffect(t game.Trick, line trickLine, e ability.Reading, to []game.ObjectID) {
	if w.resolvedWhole(t, line, e, to) || w.resolvedOnce(t, line, e, to) { // group_damage.go
		return
	}
	for _, id := range to {
		if !w.inPlay(id) && !w.isPlayer(id) {
			continue
		}
		if !w.resolvedByForm(t, line, e, id) {
			w.resolveOther(t, line, e, id)
		}
	}
}

// resolvedByForm applies effect e of a trick to id when the walk applies
// it by its typed form (ability.FormOf: action, amount, duration, and
// what tells apart two effects of an action), the same forms the gate
// accepts (trick/effect_forms.go: subjectsOfForm), never by its mode, and
// reports whether it did. Issue 26: the forms are asked in groups, a
// switch each.
func (w *walk) resolvedByForm(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) bool {
	for _, by := range []func(game.Trick, trickLine, ability.Reading, game.ObjectID) bool{
		w.changedByForm, w.actedByForm, w.restrictedByForm, w.countedByForm, w.shieldedByForm, w.conditionalByForm,
	} {
		if by(t, line, e, id) {
			return true
		}
	}
	return false
}

// changedByForm applies effect e of a trick to id when it changes a
// creature's power and toughness or its keywords, and reports whether it
// did.
func (w *walk) changedByForm(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) bool {
	what := w.usedName(t, line)
	switch ability.FormOf(e) {
	case ability.Effect{Action: ability.PowerToughnessChange, Amount: ability.FixedN, Duration: ability.UntilEndOfTurn}:
		w.boost(id, e.Power, e.Toughness)
		w.event(EventTrick, "418.3a", []game.ObjectID{id}, "%s resolves: %s gets %+d/%+d until end of turn (now %s).", what, w.name(id), e.Power, e.Toughness, w.pt(id))
		for _, g := range distinctParts(e.Parts) {
			w.resolveEffect(t, line, g, []game.ObjectID{id})
		}
	case ability.Effect{Action: ability.PowerToughnessChange, Amount: ability.Counted, Duration: ability.UntilEndOfTurn}:
		w.pumpTimesX(t, line, e, id) // trick_amounts.go
	case ability.Effect{Action: ability.PowerToughnessChange, Amount: ability.FixedN, Duration: ability.WhileSourceTapped}:
		w.pumpWhileTapped(t, line, e, id) // tapped_source_effects.go
	case ability.Effect{Action: ability.KeywordGrant, Duration: ability.UntilEndOfTurn}:
		w.gainUntilEndOfTurn(what, e, id)
	case ability.Effect{Action: ability.KeywordGrant, Duration: ability.UntilEndOfTurn, Chosen: true},
		ability.Effect{Action: ability.KeywordLoss, Duration: ability.UntilEndOfTurn, Chosen: true}:
		w.resolveChoice(t, line, e, id) // trick_choices.go
	case ability.Effect{Action: ability.KeywordLoss, Duration: ability.UntilEndOfTurn},
		ability.Effect{Action: ability.KeywordLoss, Duration: ability.WhileInPlay}:
		w.loseKeywords(t, line, e, id) // keyword_loss.go
	default:
		return false
	}
	return true
}

// actedByForm applies effect e of a trick to id when it is a
// regeneration shield, a tap, a choice, an animation, a change until end
// of turn, an act outside combat, and reports whether it did.
func (w *walk) actedByForm(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) bool {
	what := w.usedName(t, line)
	switch ability.FormOf(e) {
	case ability.Effect{Action: ability.RegenerationShield, Duration: ability.ThisTurn}:
		w.addShield(CombatEvent{Before: t.At, Kind: ShieldAdded, Object: id, Shield: &game.Shield{Kind: game.RegenerateShield}}, what)
	case ability.Effect{Action: ability.RegenerationBan, Duration: ability.Once}:
		// Obeyed by the destruction before it (walk.destroy reads the line).
	case ability.Effect{Action: ability.Tapping, Duration: ability.Once}:
		w.tapByTrick(id, true, what)
	case ability.Effect{Action: ability.Untapping, Duration: ability.Once}:
		w.tapByTrick(id, false, what)
	case ability.Effect{Action: ability.TapOrUntapping, Duration: ability.Once, Chosen: true},
		ability.Effect{Action: ability.Chance, Duration: ability.Once},
		ability.Effect{Action: ability.Revealing, Duration: ability.Once},
		ability.Effect{Action: ability.Choosing, Duration: ability.Once, Chosen: true}:
		w.resolveChoice(t, line, e, id) // trick_choices.go
	case ability.Effect{Action: ability.TypeChange, Duration: ability.UntilEndOfTurn},
		ability.Effect{Action: ability.TypeChange, Duration: ability.UntilEndOfTurn, KeepsTypes: true}:
		w.animate(t, line, e, id) // animation.go
	case ability.Effect{Action: ability.CombatRemoval, Duration: ability.Once}:
		w.removeFromCombat(id, what)
	case ability.Effect{Action: ability.OutsideCombat, Duration: ability.Once}:
		w.notCombat(t, what, e)
	case ability.Effect{Action: ability.CombatSkipped, Duration: ability.Once}:
		w.skipNextCombat(t, line, e, id) // skipped_combats.go
	case ability.Effect{Action: ability.AttackRestriction, Duration: ability.ThisTurn}:
		w.cantAttackThisTurn(t, line, id) // attack_restriction.go
	case ability.Effect{Action: ability.Discarding, Amount: ability.AllOf, Duration: ability.Once}:
		w.discardAnyNumber(t, line, e) // trick_counts.go
	case ability.Effect{Action: ability.ControlChange, Duration: ability.UntilEndOfTurn}:
		w.gainControl(t, line, id) // control_change.go
	case ability.Effect{Action: ability.Tapping, Duration: ability.ThisTurn, Delayed: true}:
		w.tapWhenControlLost(t, line, id) // control_change.go
	case ability.Effect{Action: ability.ColorChange, Duration: ability.UntilEndOfTurn}:
		w.becomeColor(t, line, e, id) // color_change.go
	default:
		return false
	}
	return true
}

// restrictedByForm applies effect e of a trick to id when it is a
// permanent leaving play, destroyed now or at end of combat, or a
// restriction, a requirement or an evasion of this turn the walk applies
// by its typed form, and reports whether it did.
func (w *walk) restrictedByForm(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) bool {
	what := w.usedName(t, line)
	switch f := ability.FormOf(e); f {
	case ability.Effect{Action: ability.ReturnedToHand, Duration: ability.Once}, ability.Effect{Action: ability.Exiled, Duration: ability.Once}:
		w.leavesByTrick(what, e, id)
	case ability.Effect{Action: ability.Destruction, Duration: ability.Once}:
		w.destroy(EventTrick, w.trickSource(t, line).ID, id, line.text, "413.2b")
	case ability.Effect{Action: ability.Destruction, Duration: ability.Once, Delayed: true}:
		w.destroyAtEndOfCombat(t, line, e, id) // delayed_destruction.go
	case ability.Effect{Action: ability.BlockRestriction, Duration: ability.ThisTurn}:
		w.gain(id, "~ can't block.")
		w.event(EventTrick, "500.3", []game.ObjectID{id}, "%s resolves: %s can't block this turn.", what, w.name(id))
	case ability.Effect{Action: ability.BlockRestriction, Duration: ability.ThisTurn, Against: ability.Itself},
		ability.Effect{Action: ability.BlockRequirement, Duration: ability.ThisTurn, Against: ability.Itself},
		ability.Effect{Action: ability.BlockRequirement, Duration: ability.ThisTurn}:
		w.blockTie(t, line, f, id, what)
	case ability.Effect{Action: ability.BlockRequirement, Duration: ability.ThisTurn, Against: ability.Each}:
		w.blockEveryAttacker(t, line, f, id) // blocking_every_attacker.go
	case ability.Effect{Action: ability.Evading, Duration: ability.ThisTurn},
		ability.Effect{Action: ability.Evading, Duration: ability.ThisTurn, Against: ability.Selected},
		ability.Effect{Action: ability.Evading, Duration: ability.ThisTurn, Against: ability.Selected, Except: true}:
		w.evasionUntilEndOfTurn(t, line, e, id) // evasion.go
	default:
		return false
	}
	return true
}

// countedByForm applies effect e of a trick to id when it is a number of
// blocks, life or damage the walk applies by its typed form, and reports
// whether it did.
func (w *walk) countedByForm(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) bool {
	switch f := ability.FormOf(e); f {
	case ability.Effect{Action: ability.ExtraBlocks, Amount: ability.FixedN, Duration: ability.ThisTurn}:
		w.gain(id, "~ can block an additional creature.")
		w.event(EventTrick, "309.2a", []game.ObjectID{id}, "%s resolves: %s can block an additional creature this turn.", w.usedName(t, line), w.name(id))
	case ability.Effect{Action: ability.ExtraBlocks, Amount: ability.FixedN, Duration: ability.ThisTurn, UpTo: true}:
		w.blockAdditional(t, line, e, id) // additional_blocks.go
	case ability.Effect{Action: ability.ExtraBlocks, Amount: ability.AllOf, Duration: ability.ThisTurn}:
		w.blockEveryAttacker(t, line, f, id) // blocking_every_attacker.go
	case ability.Effect{Action: ability.LifeGain, Amount: ability.FixedN, Duration: ability.Once},
		ability.Effect{Action: ability.LifeGain, Amount: ability.Counted, Duration: ability.Once}:
		w.lifeByTrick(t, line, e, id) // player_life.go
	case ability.Effect{Action: ability.DamageDealt, Amount: ability.Counted, Duration: ability.Once}:
		w.damageCounted(t, line, e, id) // trick_counts.go
	default:
		return false
	}
	return true
}

// shieldedByForm applies effect e of a trick to id when it is a
// prevention or redirection shield the walk applies by its typed form,
// and reports whether it did.
func (w *walk) shieldedByForm(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) bool {
	what := w.usedName(t, line)
	switch ability.FormOf(e) {
	case ability.Effect{Action: ability.PreventionShield, Amount: ability.FixedN, Duration: ability.ThisTurn}:
		w.addShield(CombatEvent{Before: t.At, Kind: ShieldAdded, Object: id, Shield: &game.Shield{Kind: game.PreventShield, Amount: amountOf(t, e), ThisWay: w.thisWayOf(t, line, e)}}, what)
	case ability.Effect{Action: ability.PreventionShield, Amount: ability.AllOf, Duration: ability.ThisTurn, CombatOnly: true, EachPlayer: true},
		ability.Effect{Action: ability.PreventionShield, Amount: ability.AllOf, Duration: ability.ThisTurn, CombatOnly: true, DealtBy: true}:
		w.gain(id, "Prevent all combat damage that would be dealt by ~.")
		w.event(EventTrick, "419.7", []game.ObjectID{id}, "%s resolves: all combat damage %s would deal this turn is prevented.", what, w.name(id))
	case ability.Effect{Action: ability.PreventionShield, Amount: ability.AllOf, Duration: ability.ThisTurn, CombatOnly: true}:
		w.gain(id, "Prevent all combat damage that would be dealt to ~.")
		w.event(EventTrick, "419.7", []game.ObjectID{id}, "%s resolves: all combat damage that would be dealt to %s this turn is prevented.", what, w.name(id))
	case ability.Effect{Action: ability.PreventionShield, Amount: ability.NextTime, Duration: ability.ThisTurn, From: ability.Selected},
		ability.Effect{Action: ability.PreventionShield, Amount: ability.AllOf, Duration: ability.ThisTurn}:
		w.preventionByTrick(t, line, e, id) // prevention_effects.go
	case ability.Effect{Action: ability.PreventionShield, Amount: ability.Counted, Duration: ability.ThisTurn}:
		w.preventCounted(t, line, e, id) // trick_amounts.go
	case ability.Effect{Action: ability.PreventionShield, Amount: ability.NextTime, Duration: ability.ThisTurn, From: ability.Itself}:
		w.preventFromSelf(t, line, id) // prevention_shields.go
	case ability.Effect{Action: ability.PreventionShield, Amount: ability.FixedN, Duration: ability.ThisTurn, EachPlayer: true}:
		w.preventNextToEachPlayer(t, line, e) // prevention_shields.go
	case ability.Effect{Action: ability.RedirectionShield, Amount: ability.FixedN, Duration: ability.ThisTurn},
		ability.Effect{Action: ability.RedirectionShield, Amount: ability.NextTime, Duration: ability.ThisTurn, From: ability.Selected}:
		// Set up with the part after it (redirectNext).
	case ability.Effect{Action: ability.RedirectionShield, Amount: ability.FixedN, Duration: ability.ThisTurn, Instead: true}:
		w.redirectNext(t, line, e, id) // redirection.go
	default:
		return false
	}
	return true
}

// conditionalByForm applies effect e of a trick to id when it is a frame
// under a condition the walk applies by its typed form, and reports
// whether it did.
func (w *walk) conditionalByForm(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) bool {
	switch ability.FormOf(e) {
	case ability.Effect{Action: ability.Conditional, Duration: ability.Once}:
		if e.Condition == ability.TargetIs {
			w.ifTarget(t, line, e, id) // trick_conditions.go
		} else if e.Condition == ability.YouControl || e.Condition == ability.Threshold {
			w.ifBoard(t, line, e) // trick_board_conditions.go
		} else {
			w.delayedAfterTimes(t, line, e, id) // delayed_effects.go
		}
	case ability.Effect{Action: ability.Conditional, Duration: ability.Once, Instead: true}:
		w.preventionInstead(t, line, e, id) // prevention_instead.go
	default:
		return false
	}
	return true
}

// gainUntilEndOfTurn gives creature id the keywords effect e grants until
// end of turn; first strike gained after first-strike damage was dealt
// changes no damage step (502.2c).
func (w *walk) gainUntilEndOfTurn(what string, e ability.Reading, id game.ObjectID) {
	var gained []string
	for _, g := range distinctParts(e.Parts) {
		gained = append(gained, g.Text)
	}
	w.gain(id, gained...)
	rule, more := game.RuleID("418.3a"), ""
	if w.struckFirst != nil && slices.ContainsFunc(gained, func(s string) bool { return strings.Contains(s, "first strike") }) && !w.damageDone(game.RegularStep) {
		rule, more = "502.2c", " First-strike combat damage has been dealt already: gaining first strike now neither stops it from dealing combat damage in the regular step nor lets it deal combat damage twice."
	}
	w.event(EventTrick, rule, []game.ObjectID{id}, "%s resolves: %s gains %s until end of turn.%s", what, w.name(id), grantedWords(gained), more)
}

// leavesByTrick takes permanent id off the board for a trick's effect e:
// returned to its owner's hand (a card there more, card_counts.go) or
// removed from the game; an attacker or blocker so leaves combat (306.2).
func (w *walk) leavesByTrick(what string, e ability.Reading, id game.ObjectID) {
	var gone game.Permanent
	if p := w.permanent(id); p != nil {
		gone = *p
	}
	w.remove(id)
	rule, more := game.RuleID("413.2b"), ""
	if declared(w.d, id) {
		rule, more = "306.2", ": it leaves play and so leaves combat"
	}
	where := "is removed from the game"
	if ability.EffectOfReading(e).Is(ability.ReturnedToHand) {
		where = "returns to its owner's hand" + w.toOwnersHand(gone)
	}
	w.event(EventTrick, rule, []game.ObjectID{id}, "%s resolves: %s %s%s.", what, w.name(id), where, more)
	w.settle()
}

// resolvedOnce resolves an effect that happens once for all it names,
// not once for each: a trick's damage, a delayed trigger of the turn.
func (w *walk) resolvedOnce(t game.Trick, line trickLine, e ability.Reading, to []game.ObjectID) bool {
	switch f := ability.FormOf(e); {
	case f == ability.Effect{Action: ability.DamageDealt, Amount: ability.FixedN, Duration: ability.Once}:
		w.trickDamage(t, line, w.present(to), amountOf(t, e)) // all at once: one source's damage to each (trick_subjects.go)
	case ability.TriggerOf(e.Mode).IsDelayed(ability.Blocks, ability.Selected):
		w.blocksWatchByTrick(t, line, e) // turn_triggers.go
	case f == ability.Effect{Action: ability.LifeGain, Amount: ability.NamedPower, Duration: ability.Once}:
		for _, id := range to { // gone too: its last known power (life_by_power.go)
			w.lifeByPower(t, line, e, id)
		}
	default:
		return false
	}
	return true
}

// blockTie grants creature id the line of a trick tying its block to
// the trick's source or to any attacker: a restriction (500.3) or a
// requirement (500.4) the declare package reads from the creature.
func (w *walk) blockTie(t game.Trick, line trickLine, f ability.Effect, id game.ObjectID, what string) {
	src := w.trickSource(t, line)
	if f.Against == ability.Itself {
		// The line names its attacker by name: with another permanent of
		// that name on the board it would name both, so the judge refuses
		// rather than tie the block to the wrong creature.
		for _, p := range w.board.Permanents {
			if p.ID != src.ID && p.Name == src.Name {
				var errs game.ErrorList
				errs.Add(game.At("tricks"), "%s's ability ties a block to %s by name, and %s is named %s too: the judge can't tell them apart; give one of them another name", src.Label(), src.Name, p.ID, p.Name)
				w.errs = errs.Err()
				return
			}
		}
	}
	switch {
	case f.Action == ability.BlockRestriction:
		w.gain(id, "~ can't block "+src.Name+" this turn.")
		w.event(EventTrick, "500.3", []game.ObjectID{id, src.ID}, "%s resolves: %s can't block %s this turn.", what, w.name(id), src.Label())
	case f.Against == ability.Itself:
		w.gain(id, "~ blocks "+src.Name+" this turn if able.")
		w.event(EventTrick, "500.4", []game.ObjectID{id, src.ID}, "%s resolves: %s blocks %s this turn if able.", what, w.name(id), src.Label())
	default:
		w.gain(id, "~ blocks this turn if able.")
		w.event(EventTrick, "500.4", []game.ObjectID{id}, "%s resolves: %s blocks this turn if able.", what, w.name(id))
	}
}

// damageDone reports whether the walk has dealt the combat damage of step
// s already.
func (w *walk) damageDone(s game.Step) bool {
	return slices.ContainsFunc(w.steps, func(c CombatStep) bool {
		return c.Name == s && slices.ContainsFunc(c.Events, func(e StepEvent) bool { return e.Kind == EventDamage || e.Kind == EventAssigned })
	})
}

// tapByTrick taps or untaps a permanent: an attacking or blocking creature
// tapped stays in combat (306.2b).
func (w *walk) tapByTrick(id game.ObjectID, tap bool, what string) {
	p := w.permanent(id)
	if p.Tapped == tap {
		w.event(EventTrick, "413.2b", []game.ObjectID{id}, "%s resolves: %s is %s already.", what, w.name(id), map[bool]string{true: "tapped", false: "untapped"}[tap])
		return
	}
	p.Tapped = tap
	w.changed()
	if !tap {
		w.event(EventTrick, "413.2b", []game.ObjectID{id}, "%s resolves: %s untaps.", what, w.name(id))
		return
	}
	if declared(w.d, id) && !slices.Contains(w.removed, id) && w.passed(DeclareAttackersStep) {
		w.event(EventTrick, "306.2b", []game.ObjectID{id}, "%s resolves: %s becomes tapped but stays in combat: tapping an attacking or blocking creature doesn't remove it from combat.", what, w.name(id))
		return
	}
	w.event(EventTrick, "413.2b", []game.ObjectID{id}, "%s resolves: %s becomes tapped.", what, w.name(id))
}

// trickDamage deals a trick's damage: not combat damage, so what prevents
// combat damage only doesn't apply; protection (502.7e), the shields
// (419.7b) and regeneration apply, and the state-based effects follow.
func (w *walk) trickDamage(t game.Trick, line trickLine, to []game.ObjectID, n int) {
	c, b := w.combatNow(game.RegularStep)
	if w.errs != nil {
		return
	}
	src := w.trickSource(t, line)
	if q := b.Perms[src.ID]; q != nil && !line.spell {
		src = q
	}
	if len(to) == 0 {
		return
	}
	w.event(EventTrick, "413.2b", append([]game.ObjectID{src.ID}, to...), "%s resolves: %s deals %d damage to %s. It is not combat damage: what prevents only combat damage doesn't apply to it.", w.usedName(t, line), line.name, n, w.names(to))
	w.dealAtOnce(c, b, src, line.name, to, n, "413.2b") // group_damage.go: simultaneously, from one source
}

func sameIndex(a, b *int) bool { return a == nil && b == nil || a != nil && b != nil && *a == *b }

// resolveOther applies the effects resolvedByForm leaves: the delayed
// triggers a trick creates (their typed trigger says which), counters put
// on a creature (trick/trick_lines.go: subjectsOf says why by their mode);
// any other effect gives what it names (gainPart).
func (w *walk) resolveOther(t game.Trick, line trickLine, e ability.Reading, id game.ObjectID) {
	switch {
	case trick.DelayedToEndStep(e) || leavesPlayTrigger(e):
		w.delayedByTrick(t, line, e, id) // delayed_effects.go
	case ability.TriggerOf(e.Mode).IsDelayed(ability.BecomesBlocked, ability.Targeted):
		w.blockWatchByTrick(t, line, e, id) // block_watches.go
	case ability.FormOf(e) == ability.Effect{Action: ability.CountersPut, Amount: ability.FixedN, Duration: ability.Once}:
		w.countersByTrick(t, line, e, id) // trick_amounts.go
	default:
		w.gainPart(t, line, e, id)
	}
}

// notCombat resolves an effect the combat holds nothing of ("scry 2", "it
// doesn't untap during its controller's next untap step"): it happens
// outside what the judge models, and the event says so; "draw a card"
// adds a card to a hand whose size the request gives.
func (w *walk) notCombat(t game.Trick, what string, e ability.Reading) {
	if e.Text == "draw a card" {
		for i := range w.board.Players {
			if p := &w.board.Players[i]; p.ID == t.Player && p.Hand != nil {
				n := *p.Hand + 1
				p.Hand = &n
				w.changed()
				w.event(EventTrick, "413.2b", []game.ObjectID{t.Player}, "%s resolves: %s draws a card (%d in hand now).", what, t.Player, n)
				return
			}
		}
	}
	w.event(EventTrick, "413.2b", []game.ObjectID{t.Player}, "%s resolves: \"%s\" changes nothing this combat holds (the judge models no library, no later turn).", what, e.Text)
}

// resolveFired resolves a fired trigger as a trick of its source, then
// checks the state-based effects (420.3).
func (w *walk) resolveFired(f firedCast) {
	if w.over || w.stopped || w.errs != nil {
		return
	}
	if p := w.view().Perms[f.src.ID]; f.ct.IfType != "" && (p == nil || !state.HasWord(p.Types, f.ct.IfType)) {
		w.event(EventTrigger, "410.8", []game.ObjectID{f.src.ID}, "%s's ability \"%s\" does nothing: %s is no %s as it resolves.", f.src.Label(), f.line.text, f.src.Label(), f.ct.IfType)
		return
	}
	w.resolveTrick(f.t, f.line, targetSlots(f.line.reading, f.t.Targets, nil))
	w.stateBased()
}
