package walk

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/damage"
	"rulesjudge/rules/declare"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// damageSteps walks the combat damage steps: a first-strike step only when
// an attacking or blocking creature has first strike or double strike
// (502.2b, 502.28b), then the regular one. Events the request places
// before a step that doesn't happen take place before the next one.
func (w *walk) damageSteps() {
	if w.over || w.stopped || w.errs != nil {
		return
	}
	w.step(game.FirstStrikeStep)
	w.events(game.FirstStrikeStep)
	c, _ := w.combatAsBlocked() // step_combat.go
	if w.errs == nil && !c.FirstStep {
		// No first-strike step so far: the events placed before the
		// regular step happen before the first combat damage step too,
		// which is decided once they have (502.2b). Each event that
		// happens is reported: with none, the combat is as read.
		before := len(w.steps[len(w.steps)-1].Events)
		if w.events(game.RegularStep); len(w.steps[len(w.steps)-1].Events) > before {
			c, _ = w.combatNow("")
		}
	}
	if w.errs != nil {
		return
	}
	if !c.FirstStep {
		if len(w.d.Choices[game.FirstStrikeStep]) > 0 {
			w.errs = game.InputError{{Path: game.At("choices", string(game.FirstStrikeStep)), Detail: "no attacking or blocking creature has first strike or double strike as the combat damage step begins, so this combat has no first-strike combat damage step (310.5)"}}
			return
		}
		w.steps[len(w.steps)-1].Name = game.RegularStep
		w.keepCombat(c, game.RegularStep)
		w.damageStep(game.RegularStep)
		w.noFirstStrikeTricks()
		w.tricksAt(game.RegularStep)
		return
	}
	w.keepCombat(c, game.FirstStrikeStep)
	w.damageStep(game.FirstStrikeStep)
	w.tricksAt(game.FirstStrikeStep) // trick_effects.go
	if w.over || w.stopped || w.errs != nil {
		return
	}
	w.step(game.RegularStep)
	w.events(game.RegularStep)
	w.damageStep(game.RegularStep)
	w.tricksAt(game.RegularStep)
}

// events applies the request's events placed before any of the steps
// named, in the request's order, as events of the current step.
func (w *walk) events(before ...game.Step) {
	happened := false
	for _, e := range w.d.Events {
		if !slices.Contains(before, e.Before) || w.done(e) {
			continue
		}
		happened = true
		switch e.Kind {
		case LeavesPlay:
			if w.inPlay(e.Object) {
				w.leave(e)
			}
		case RemovedFromCombat:
			w.removeFromCombat(e.Object, fmt.Sprintf("the request's event before the %s step", e.Before))
		case ShieldAdded:
			w.addShield(e, fmt.Sprintf("the request's event before the %s step", e.Before))
		}
	}
	w.applied = append(w.applied, before...)
	if happened {
		// A player gets priority before the step begins: the state-based
		// effects of what the events changed are checked (420.3).
		w.stateBased()
	}
}

// leave takes a permanent out of play by the request's event: an attacker
// or blocker is removed from combat (306.2); any other permanent's static
// abilities stop applying (418.4b).
func (w *walk) leave(e CombatEvent) {
	w.remove(e.Object)
	if declared(w.d, e.Object) {
		w.event(EventLeft, "306.2", []game.ObjectID{e.Object}, "%s leaves play (the request's event before the %s step) and so is removed from combat.", w.name(e.Object), e.Before)
	} else {
		w.event(EventLeft, "418.4b", []game.ObjectID{e.Object}, "%s leaves play (the request's event before the %s step): the effects of its static abilities no longer apply.", w.name(e.Object), e.Before)
	}
	w.settle()
}

// done reports whether an event was applied already.
func (w *walk) done(e CombatEvent) bool { return slices.Contains(w.applied, e.Before) }

// damageStep is one combat damage step: the assignments (the request's
// choices, the rest by default), dealt all at once (310.4), state-based
// effects (420.5), then the triggers on combat damage.
func (w *walk) damageStep(step game.Step) {
	w.checkGraveyardLines(step)       // granted.go
	w.unblockedPrevented()            // unblocked_prevention.go
	c, before := w.combatOfStep(step) // step_combat.go
	if w.errs != nil {
		return
	}
	if step == game.RegularStep && w.struckFirst != nil {
		w.keepStrikeHistory(c)
	}
	plan, errs, left := w.resolveChoices(c, w.d.Choices[step])
	if len(errs) > 0 {
		for i := range errs {
			errs[i].Path = append(game.At("choices", string(step)), errs[i].Path[1:]...)
		}
		w.errs = errs.Err()
		return
	}
	w.defaults(plan)
	j, full := judgeDamage(plan, left)
	if j.Verdict != game.Legal {
		w.stopped, w.stage = true, step
		w.judgement.Verdict, w.judgement.Violations, w.judgement.Example = j.Verdict, j.Violations, j.Example
		return
	}
	if step == game.FirstStrikeStep {
		w.struckFirst, w.struckDouble = map[game.ObjectID]bool{}, map[game.ObjectID]bool{}
		for _, p := range plan.Assigners() {
			w.struckFirst[p.ID] = true
			w.struckDouble[p.ID] = p.Has(ability.DoubleStrike)
		}
	}
	for _, n := range j.Notes {
		w.report(EventAssigned, n.Rule, n.Objects, n.Message)
	}
	var settled seenBoard // the last board the state-based effects read (checked_board.go)
	c.Read = func(b *state.Board) { w.spend(b); settled = seenBoard{b: b} }
	w.followDamage(c, step == game.RegularStep && w.struckFirst != nil, &settled) // followed_board.go
	dealt, events, after, notes, removed := damage.ResolveDamage(plan, full)
	if !w.readAgain(c) {
		return
	}
	var room messageRoom // message_room.go
	room.b.Grow(w.dealtMessagesLen(dealt))
	for _, d := range dealt {
		w.dealt(d, &room)
	}
	for _, n := range notes {
		if n.Rule != "419.6b" && n.Rule != "420.5b" { // the state-based ones follow them
			w.report(EventDamage, n.Rule, n.Objects, n.Message)
		}
	}
	seen := before
	if step == game.RegularStep && w.struckFirst != nil {
		seen = nil // keepStrikeHistory changed its abilities: not the board as read
	}
	w.afterStateBasedOn(seen, events, after, notes, removed)
	w.keepSettled(settled)
	w.damageTriggers(before, dealt)
}

// keepStrikeHistory makes the second combat damage step follow what
// happened in the first, not the abilities the creatures have now: one
// that assigned in the first-strike step and has since lost first strike
// doesn't assign again, and one that didn't and has since gained first
// strike assigns now (502.2c); double strike still assigns again, and a
// creature that lost it doesn't (502.28c-d). The damage code reads the
// step from the creatures' abilities, so the walk gives it the history as
// abilities on this step's copy of the board.
func (w *walk) keepStrikeHistory(c *damage.Combat) {
	c.FirstStep = true
	// The abilities of c's board change (followed_board.go, quiet_board.go).
	w.isolatedOn, w.quietOn = rememberedBoard{}, rememberedBoard{}
	for _, p := range append(slices.Clone(c.Attackers), c.Blockers...) {
		fs, ds := p.Has(ability.FirstStrike), p.Has(ability.DoubleStrike)
		switch {
		case ds:
		case w.struckFirst[p.ID] && !fs:
			p.Readings = append(slices.Clone(p.Readings), ability.Ability{Keyword: ability.FirstStrike, Text: "first strike"})
			if w.struckDouble[p.ID] {
				w.event(EventAssigned, "502.28c", []game.ObjectID{p.ID}, "%s had double strike in the first-strike step and has lost it since: it doesn't assign again.", p.Label())
				break
			}
			w.event(EventAssigned, "502.2c", []game.ObjectID{p.ID}, "%s assigned combat damage in the first-strike step and has lost first strike since: it doesn't assign again.", p.Label())
		case !w.struckFirst[p.ID] && fs:
			p.Readings = slices.DeleteFunc(slices.Clone(p.Readings), func(a ability.Ability) bool { return a.Keyword == ability.FirstStrike })
			w.event(EventAssigned, "502.2c", []game.ObjectID{p.ID}, "%s has first strike now but didn't assign combat damage in the first-strike step: it assigns in this one.", p.Label())
		}
	}
}

// dealt reports the combat damage one source dealt to one recipient, its
// message written in room.
func (w *walk) dealt(d game.Dealt, room *messageRoom) {
	if d.Prevented > 0 {
		w.event(EventDamage, d.Rule, []game.ObjectID{d.Source, d.To}, "%d damage %s would deal to %s is prevented.", d.Prevented, w.name(d.Source), w.name(d.To))
		if d.Amount == 0 {
			return
		}
	}
	if d.Amount == 0 {
		return // all of it redirected, or halved to nothing: no damage dealt (419.5a)
	}
	// What a prevention shield left is dealt (a shield of 2 against 3
	// damage: 1 is dealt).
	w.report(EventDamage, "310.4", []game.ObjectID{d.Source, d.To}, room.say(w.name(d.Source), " deals ", strconv.Itoa(d.Amount), " combat damage to ", w.name(d.To), "."))
	w.lastEvent().Amount = d.Amount
}

// defaults fills in the assignment of each creature with a choice that the
// request's choices leave open: lethal damage to each creature in the
// order the declarations list them and the rest to the last one; with
// trample, lethal damage to each blocker and the rest to the player; never
// "as though it weren't blocked". The step reports each.
func (w *walk) defaults(plan *damage.DamagePlan) {
	for _, p := range plan.Assigners() {
		to, why := plan.Recipients(p)
		if _, ok := plan.Given[p.ID]; ok || damage.Power(p) == 0 || len(to) == 0 || (len(to) == 1 && !plan.HasAssignOption(p)) {
			continue
		}
		a := plan.DefaultAssignment(p)
		if why == damage.BlockedByThem || why == damage.BlockingThem {
			a = lethalInOrder(plan, p, to)
		}
		if who, _ := plan.Divider(p); who != p.Controller {
			a.AssignedBy = who
		}
		plan.Given[p.ID] = a
		plan.Order = append(plan.Order, a)
		how := "lethal damage to each creature in the order declared, the rest to the last"
		if why == damage.Unblocked {
			how = "all of it to the player it attacks"
		}
		if why == damage.TrampleOver {
			how = "lethal damage to each blocker in the order declared, the rest to the defending player"
		}
		more := ""
		if plan.MayAssignUnblocked(p) {
			more = "; it does not assign as though it weren't blocked"
		}
		if plan.MayAssignElsewhere(p) {
			more += "; it does not use its ability to assign elsewhere (310.2e)"
		}
		if who, why := plan.Divider(p); why == damage.ByFormation {
			more += fmt.Sprintf("; %s makes this choice, as %s (310.2e)", who, plan.FormationSource(p))
		}
		w.report(EventChoice, "310.2", []game.ObjectID{p.ID}, defaultMessage(plan, p, a, how, more))
		w.lastEvent().Default = true
	}
}

// defaultMessage is the message of the default assignment a of p's
// damage, written in one room: how the default assigns, and more it
// says.
func defaultMessage(plan *damage.DamagePlan, p *state.Perm, a game.Assignment, how, more string) string {
	var room messageRoom // message_room.go
	room.b.Grow(len("The request gives no assignment for , which has a choice: by default it assigns  ().") + len(p.Label()) + len(how) + len(more) + 24*len(a.Damage))
	room.say("The request gives no assignment for ", p.Label(), ", which has a choice: by default it assigns ")
	for i, s := range a.Damage {
		if i > 0 {
			room.say(", ")
		}
		room.say(strconv.Itoa(s.Amount), " to ", plan.Name(s.To))
	}
	room.say(" (", how, more, ").")
	return room.since(0)
}

// lethalInOrder assigns a creature's damage among several creatures:
// lethal damage to each in turn (toughness less damage marked), the rest
// to the last one.
func lethalInOrder(plan *damage.DamagePlan, p *state.Perm, to []game.ObjectID) game.Assignment {
	a := game.Assignment{Source: p.ID}
	left := damage.Power(p)
	for i, id := range to {
		n := left
		if r := plan.B.Perms[id]; i < len(to)-1 {
			n = min(max(*r.Toughness-r.Damage, 0), left)
		}
		if n > 0 {
			a.Damage = append(a.Damage, game.DamageShare{To: id, Amount: n})
			left -= n
		}
	}
	return a
}

// damageTriggers resolves the triggers on the combat damage just dealt
// ("whenever ~ deals combat damage to a creature / to a player"); damage
// prevented triggers nothing (410.7). before is the board as the damage
// was dealt: a source that died of it still triggers. On a quiet board
// only the triggers that wait (state_based.go: what died of the damage)
// resolve: the damage triggers none (quiet_board.go).
func (w *walk) damageTriggers(before *state.Board, dealt []game.Dealt) {
	var ts []pending
	if !w.quietBoard(before) {
		ts = w.damageSearch(before, dealt)
	} else if verifyDelta {
		w.verifyQuiet(before, func() []pending { return w.damageSearch(before, dealt) })
	}
	w.resolveTriggers(append(w.takeWaiting(), ts...)) // state_based.go: what died of the damage first
}

// damageSearch is the triggers of the damage damageTriggers resolves
// after those waiting, searched for.
func (w *walk) damageSearch(before *state.Board, dealt []game.Dealt) []pending {
	var ts []pending
	// Each source that dealt damage, in the order first found, with its
	// total.
	type sourceTotal struct {
		src   *state.Perm
		total int
	}
	sources := make([]sourceTotal, 0, len(dealt))
	for _, d := range dealt {
		src := before.Perms[d.Source]
		if d.Amount <= 0 || src == nil {
			continue
		}
		if i := slices.IndexFunc(sources, func(s sourceTotal) bool { return s.src == src }); i >= 0 {
			sources[i].total += d.Amount
		} else {
			sources = append(sources, sourceTotal{src, d.Amount})
		}
		toCreature := before.Perms[d.To] != nil
		for _, ab := range src.Readings {
			switch t := ability.TriggerOf(ab.Keyword); {
			case t == nil:
			case (dealsDamageTo(t, ability.Itself, ability.DealsCombatDamage, ability.ToCreature) || dealsDamageTo(t, ability.Itself, ability.DealsDamage, ability.ToCreature)) && toCreature:
				ts = append(ts, w.damagedTrigger(src, d.To, ab, d.Amount))
			case dealsDamageTo(t, ability.Itself, ability.DealsCombatDamage, ability.ToPlayer) && !toCreature,
				dealsDamageTo(t, ability.Itself, ability.DealsCombatDamage, ability.ToDefender) && !toCreature && w.defenders()[src.ID] == d.To: // triggers_walk.go
				ts = append(ts, w.selfTrigger(src, ab, "410.2", effectContext{defender: d.To, amount: d.Amount}))
			}
		}
	}
	ts = append(ts, w.damageCreatureTriggers(before, dealt)...) // triggers_walk.go
	ts = append(ts, w.attachedDamageTriggers(before, dealt)...) // attached_triggers.go
	ts = append(ts, w.dealtTriggers(before, dealt)...)          // combat_triggers.go
	ts = append(ts, w.attachedStepTriggers(before, dealt)...)   // damage_triggers.go
	ts = append(ts, w.opponentDamageTriggers(before, dealt)...) // damage_triggers.go
	// "Whenever ~ deals damage" triggers once for the damage a source deals
	// at once, whatever its recipients (410.6), with its total.
	for _, s := range sources {
		for _, ab := range append(ownTriggers(s.src, ability.DealsDamage, ability.NoRefinement), ownTriggers(s.src, ability.DealsCombatDamage, ability.NoRefinement)...) {
			ts = append(ts, w.selfTrigger(s.src, ab, "410.2", effectContext{amount: s.total}))
		}
	}
	return ts
}

// endOfCombat is the end of combat step: the delayed "destroy that
// creature at end of combat" abilities trigger and resolve (404.4); one
// whose creature left play does nothing (404.4d).
func (w *walk) endOfCombat() {
	if w.over || w.stopped || w.errs != nil {
		return
	}
	w.step(EndOfCombatStep)
	w.events(game.FirstStrikeStep, game.RegularStep, EndOfCombatStep)
	var ts []pending
	for _, d := range w.delayed {
		controller := w.d.Board.ActivePlayer
		for _, p := range w.d.Board.Permanents {
			if p.ID == d.source {
				controller = p.Controller
			}
		}
		ts = append(ts, pending{controller: controller, source: d.source, resolve: func() { w.delayedResolve(d) }}) // combat_triggers.go
	}
	if len(ts) > 0 || !w.noEndOfCombatTrigger() { // checked_board.go
		ts = append(ts, w.endOfCombatTriggers()...)
	}
	w.resolveTriggers(ts)
	w.tricksAt(EndOfCombatStep)
	w.combatBeginEnds() // combat_begin_triggers.go: "until end of combat"
	w.combatPumpsEnd()  // until_end_of_combat.go
	w.endStepForecast() // end_step_forecast.go
	w.noteLater()       // delayed_effects.go
}

// declareAttackers is the declare attackers step: the attackers tap unless
// they have vigilance (308.2c, 502.14), provoke untaps its target
// (502.29a), and "whenever ~ attacks" triggers resolve. An attacker the
// request declares and the board no longer holds (a damage check's board)
// has left play: nothing happens to it.
func (w *walk) declareAttackers() {
	w.step(DeclareAttackersStep)
	w.shedAuras()
	b, defenders := w.view(), w.defenders()
	var room messageRoom // message_room.go
	room.b.Grow(w.attacksMessagesLen(b))
	for _, a := range w.d.Attackers {
		p := b.Perms[a.Creature]
		if p == nil {
			continue
		}
		w.report(EventDeclared, "308.2", []game.ObjectID{p.ID}, room.say(p.Label(), " attacks."))
		switch {
		case p.Has(ability.Vigilance):
			w.report(EventTapped, "502.14", []game.ObjectID{p.ID}, room.say(p.Label(), " has vigilance: attacking doesn't tap it."))
		case !p.Tapped:
			w.permanent(p.ID).Tapped = true
			w.changed()
			w.report(EventTapped, "308.2c", []game.ObjectID{p.ID}, room.say(p.Label(), " becomes tapped as it attacks."))
		}
		for _, t := range a.Provoke {
			if q := w.permanent(t); q != nil && q.Tapped && declare.Provokes(p, b.Perms[t], defenders[p.ID]) {
				q.Tapped = false
				w.changed()
				w.event(EventTapped, "502.29a", []game.ObjectID{p.ID, t}, "%s's provoke untaps %s, which must block it if able.", p.Label(), w.name(t))
			}
		}
	}
	w.resolveTriggers(w.attackStepTriggers(b, defenders))
}

// resolveChoices reads the assignments of a combat damage step on the
// walk's board. An assignment by or to a creature of the request's board
// that has left play since (a blocker that flanking's -1/-1 killed) is no
// input error: such a creature is no longer in combat (306.2), so an
// assignment by it is a violation, left, and one to it is judged as to any
// creature that is not a legal recipient (310.2c, 310.2d).
func (w *walk) resolveChoices(c *damage.Combat, in []game.Assignment) (*damage.DamagePlan, game.ErrorList, []game.Violation) {
	gone := func(id game.ObjectID) bool {
		return c.B.Perms[id] == nil && c.B.PlayersByID[id] == nil &&
			slices.ContainsFunc(w.d.Board.Permanents, func(p game.Permanent) bool { return p.ID == id })
	}
	plan, errs := damage.ResolveAssignments(c, in)
	errs = slices.DeleteFunc(errs, func(e game.FieldError) bool {
		if len(e.Path) < 3 {
			return false
		}
		i, _ := e.Path[1].(int)
		switch {
		case len(e.Path) == 3 && e.Path[2] == "source":
			return gone(in[i].Source)
		case len(e.Path) == 5 && e.Path[4] == "to":
			k, _ := e.Path[3].(int)
			return gone(in[i].Damage[k].To)
		}
		return false
	})
	var left []game.Violation
	for _, a := range in {
		if gone(a.Source) {
			left = append(left, game.Violation{Rule: "306.2", Objects: []game.ObjectID{a.Source},
				Message: fmt.Sprintf("%s has left play before this combat damage step (%s), so it is no longer in combat and assigns no combat damage.", w.name(a.Source), w.leftHow(a.Source))})
		}
	}
	return plan, errs, left
}

// leftHow says what took a permanent off the walk's board, from the events
// that named it last.
func (w *walk) leftHow(id game.ObjectID) string {
	for i := len(w.steps) - 1; i >= 0; i-- {
		evs := w.steps[i].Events
		for k := len(evs) - 1; k >= 0; k-- {
			if e := evs[k]; (e.Kind == EventStateBase || e.Kind == EventTrigger || e.Kind == EventDelayed || e.Kind == EventLeft) && slices.Contains(e.Objects, id) {
				return fmt.Sprintf("%s: %s", e.Rule, strings.TrimSuffix(e.Message, "."))
			}
		}
	}
	return "it is no longer on the board"
}

// judgeDamage judges a combat damage step's assignment (checkDamage), with
// the violations of the assignments by creatures that left play before it.
func judgeDamage(plan *damage.DamagePlan, left []game.Violation) (game.Judgement, []game.Assignment) {
	j, full := damage.CheckDamage(plan)
	if len(left) == 0 {
		return j, full
	}
	if j.Verdict != game.Illegal {
		j.Verdict, j.Notes = game.Illegal, nil
		j.Example = &game.Declaration{Assignments: plan.Example(full, map[game.ObjectID]bool{})}
	}
	j.Violations = append(j.Violations, left...)
	game.SortFindings(j.Violations)
	return j, full
}

// beginningOfCombat gives what the request's resolved upkeep triggers
// gave (upkeep_effects.go), then uses the tricks at the beginning of
// combat, before attackers are declared, in a step of their own: the
// steps walked so far, nil when the request has neither (the attack is
// then judged on the request's board as it is).
func (w *walk) beginningOfCombat() []CombatStep {
	begins := w.beginsCombat() // combat_begin_triggers.go
	if len(w.d.Resolved) == 0 && !begins && !slices.ContainsFunc(w.d.Tricks, func(t game.Trick) bool { return t.At == BeginningOfCombatStep }) {
		return nil
	}
	w.step(BeginningOfCombatStep)
	w.upkeepResolved() // upkeep_effects.go
	if begins {
		w.combatBeginTriggers() // combat_begin_triggers.go
	}
	w.tricksAt(BeginningOfCombatStep)
	return w.steps
}
