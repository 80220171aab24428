package walk

import (
	"cmp"
	"context"
	"errors"
	"maps"
	"rulesjudge/rules/damage"
	"rulesjudge/rules/declare"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
	"slices"
)

// CheckAttacks judges a proposed declaration of attackers (308.2, 500.2).
// The error, when not nil, is an InputError listing every field that keeps
// the request from being judged; an illegal declaration is not an error.
func CheckAttacks(ctx context.Context, d game.AttackDeclaration, opt declare.Options) (game.Judgement, error) {
	if len(d.Tricks) > 0 || len(d.Resolved) > 0 || hasCombatBeginTrigger(d.Board) { // combat_begin_triggers.go
		j, err := checkAttacksAfterTricks(ctx, d, opt) // trick_checks.go
		addNotes(&j, ownTriggerNotes(d.Board))         // own_triggers.go: of the board as given
		return j, err
	}
	return checkAttacksOn(ctx, d, opt)
}

// checkAttacksOn is CheckAttacks on a board the beginning of combat is
// behind: no trick, resolved upkeep trigger nor beginning-of-combat
// trigger is left to walk.
func checkAttacksOn(ctx context.Context, d game.AttackDeclaration, opt declare.Options) (game.Judgement, error) {
	j, plan, err := checkAttackDeclaration(ctx, d, opt)
	if err == nil && j.Verdict == game.Legal {
		j.Notes = append(j.Notes, attackTriggerNotes(plan)...) // combat_notes.go
		game.SortFindings(j.Notes)
	}
	addNotes(&j, ownTriggerNotes(d.Board)) // own_triggers.go: of the board as given
	return j, err
}

// checkAttackDeclaration is CheckAttacks without the notes on triggers,
// which ResolveCombat applies instead.
func checkAttackDeclaration(ctx context.Context, d game.AttackDeclaration, opt declare.Options) (game.Judgement, *declare.AttackPlan, error) {
	b, errs := state.NewBoard(d.Board)
	plan, more := declare.ResolveAttackers(b, d.Attackers, false)
	errs = append(errs, more...)
	if d.CostsPaid != nil {
		state.InRange(&errs, game.At("costs_paid"), "mana paid", *d.CostsPaid, 0)
		plan.Paid = d.CostsPaid
	}
	if d.Sacrificed != nil {
		plan.Sacrificed = []game.ObjectID{}
		for i, id := range d.Sacrificed {
			if b.Perms[id] == nil {
				errs.Add(game.At("sacrificed", i), "no permanent with id %q on the board", id)
			}
			plan.Sacrificed = append(plan.Sacrificed, id)
		}
	}
	if err := errs.Err(); err != nil {
		return game.Judgement{}, nil, err
	}
	j, err := declare.CheckAttacks(ctx, plan, opt)
	j.Derived = b.Derived()
	addNotes(&j, b.ShedNotes())
	return j, plan, err
}

// CheckBlocks judges a proposed declaration of blockers (309.2, 500.3)
// against attackers taken as declared: who may block whom (309.2a), evasion
// (501, 502), restrictions and requirements with their maximisation (500.3,
// 500.4, 500.5), bands (502.10e). The board is the board as combat began
// (unless d.BoardAfter says it shows the declare attackers step already):
// the declare attackers step is walked first, as ResolveCombat walks it,
// and the blockers are judged on the board it leaves, with a note for each
// trigger it resolved (combat_progress.go). The error, when not nil, is an
// InputError.
func CheckBlocks(ctx context.Context, d game.BlockDeclaration, opt declare.Options) (game.Judgement, error) {
	b, plan, errs := readBlockDeclaration(d)
	checkBoardAfter(&errs, d.BoardAfter, DeclareBlockersStep, false)
	from := cmp.Or(d.BoardAfter, BeginningOfCombatStep)
	checkTrickWindow(&errs, d.Board, d.Tricks, from, DeclareAttackersStep) // trick_checks.go
	checkResolvedOn(&errs, d.Board, d.Resolved)                            // upkeep_effects.go
	if err := errs.Err(); err != nil {
		return game.Judgement{}, err
	}
	shed := b.ShedNotes()                            // of the board as given: a walk's board no longer has the Aura
	shed = append(shed, ownTriggerNotes(d.Board)...) // own_triggers.go: of the board as given
	var before []game.Note
	if combat := (CombatDeclaration{Board: d.Board, Attackers: d.Attackers, Blockers: d.Blockers, Tricks: d.Tricks, Resolved: d.Resolved}); len(d.Tricks) > 0 || len(d.Resolved) > 0 || from == BeginningOfCombatStep && hasCombatBeginTrigger(d.Board) || d.BoardAfter != DeclareAttackersStep && attackStepActs(combat, b, plan.Attack) {
		w, err := walkBefore(combat, from, DeclareBlockersStep, opt.WorkLimit()/4)
		if err != nil {
			return game.Judgement{}, err
		}
		if w.stopped {
			return w.stoppedByTrick(), nil
		}
		before = w.notesBefore()
		d.Board, d.Attackers = w.board, w.attackersInPlay()
		if b, plan, errs = readBlockDeclaration(d); len(errs) > 0 {
			return game.Judgement{}, errs.Err()
		}
	}
	j, err := judgeBlocks(ctx, b, plan, opt)
	if err == nil && j.Verdict == game.Legal {
		j.Notes = append(j.Notes, blockTriggerNotes(b, d)...) // combat_notes.go
	}
	j.Notes = append(j.Notes, before...)
	j.Notes = append(j.Notes, shed...)
	game.SortFindings(j.Notes)
	return j, err
}

// checkBlocksOn is CheckBlocks on a board that shows the declare attackers
// step already, read as b (with errs), without the notes on triggers,
// which ResolveCombat applies instead; it returns the board it read, for
// those notes, and the attackers it resolved there (checkedAttack).
// attack, when not nil, is d's attackers resolved on b already
// (attackOn).
func checkBlocksOn(ctx context.Context, d game.BlockDeclaration, b *state.Board, errs game.ErrorList, attack *declare.AttackPlan, opt declare.Options) (game.Judgement, *state.Board, *declare.AttackPlan, error) {
	b, plan, errs := readBlocksAttacked(d, b, errs, attack)
	if err := errs.Err(); err != nil {
		return game.Judgement{}, nil, nil, err
	}
	j, err := judgeBlocks(ctx, b, plan, opt)
	addNotes(&j, b.ShedNotes())
	return j, b, plan.Attack, err
}

// readBlockDeclaration reads a declaration of blockers on its board.
func readBlockDeclaration(d game.BlockDeclaration) (*state.Board, *declare.BlockPlan, game.ErrorList) {
	b, errs := state.NewBoard(d.Board)
	return readBlocksOn(d, b, errs)
}

// readBlocksOn is readBlockDeclaration on b, d's board as read (with
// errs).
func readBlocksOn(d game.BlockDeclaration, b *state.Board, errs game.ErrorList) (*state.Board, *declare.BlockPlan, game.ErrorList) {
	return readBlocksAttacked(d, b, errs, nil)
}

// readBlocksAttacked is readBlocksOn with d's attackers resolved on b
// already, when attack is not nil.
func readBlocksAttacked(d game.BlockDeclaration, b *state.Board, errs game.ErrorList, attack *declare.AttackPlan) (*state.Board, *declare.BlockPlan, game.ErrorList) {
	if attack == nil {
		var more game.ErrorList
		attack, more = declare.ResolveAttackers(b, d.Attackers, false)
		errs = append(errs, more...)
	}
	plan, more := declare.ResolveBlockers(b, attack, d.Blockers)
	errs = append(errs, more...)
	if d.CostsPaid != nil {
		state.InRange(&errs, game.At("costs_paid"), "mana paid", *d.CostsPaid, 0)
		plan.Paid = d.CostsPaid
	}
	if d.LifePaid != nil {
		state.InRange(&errs, game.At("life_paid"), "life paid", *d.LifePaid, 0)
		plan.LifePaid = d.LifePaid
	}
	return b, plan, errs
}

// judgeBlocks judges a declaration of blockers read on board b.
func judgeBlocks(ctx context.Context, b *state.Board, plan *declare.BlockPlan, opt declare.Options) (game.Judgement, error) {
	j, err := declare.CheckBlocks(ctx, plan, opt)
	j.Derived = b.Derived()
	return j, err
}

// CheckDamage judges one combat damage step's assignment (310.2, 502.2b,
// 502.9, 502.10h). An illegal assignment comes with a legal Example. The
// board is the board as combat began (unless d.BoardAfter says otherwise):
// the declare attackers and declare blockers steps are walked first, as
// ResolveCombat walks them, and the step is judged on the board they leave,
// with a note for each trigger they resolved (combat_progress.go).
func CheckDamage(d game.DamageDeclaration) (game.Judgement, error) {
	s, err := newDamageStep(d)
	if err != nil {
		return game.Judgement{}, err
	}
	j, _ := s.judge()
	return j, nil
}

// ResolveDamage judges an assignment and, when it is legal, deals the
// damage all at once (310.4) and applies state-based effects (420.3, 420.5),
// returning the board afterwards. Like CheckDamage, it judges the step on
// the board the steps before it leave.
func ResolveDamage(d game.DamageDeclaration) (game.Resolution, error) {
	s, err := newDamageStep(d)
	if err != nil {
		return game.Resolution{}, err
	}
	j, full := s.judge()
	r := game.Resolution{Judgement: j}
	if j.Verdict == game.Legal {
		var notes []game.Note
		var after game.Board
		plan := s.plan
		r.Dealt, r.StateBased, after, notes, r.RemovedFromCombat = damage.ResolveDamage(plan, full)
		if plan.Err != nil {
			return game.Resolution{}, plan.Err // the board after damage can't be read (statebased.go)
		}
		if s.walk != nil {
			// The walk's board keeps a counted value as what it adds to
			// the count; the answer gives it as the request would.
			s.walk.board.Permanents, s.walk.board.Players = after.Permanents, after.Players
			after = s.walk.givenCounts()
		}
		r.Board = &after
		r.Notes = append(r.Notes, notes...)
		r.Notes = append(r.Notes, damageTriggerNotes(plan.B, r.Dealt)...)    // combat_notes.go
		r.Notes = append(r.Notes, diesTriggerNotes(plan.B, r.StateBased)...) // combat_triggers.go
		game.SortFindings(r.Notes)
	}
	return r, nil
}

// addNotes adds notes on the board judged, whatever the verdict: what
// happened before the action (an Aura shed, 502.7c) stays true when the
// action is illegal.
func addNotes(j *game.Judgement, n []game.Note) {
	if len(n) == 0 {
		return
	}
	j.Notes = append(j.Notes, n...)
	game.SortFindings(j.Notes)
}

// ResolveCombat walks a whole combat as the edition runs it: the
// declarations are checked first (CheckAttacks, CheckBlocks), then the
// declare attackers step with its triggers, the declare blockers step
// (flanking 502.3a, rampage 502.12a, bushido 502.38a, "whenever ~ blocks /
// becomes blocked" triggers 410.9), a first-strike combat damage step when
// a creature has first strike or double strike (502.2b, 502.28b), the
// regular one, state-based effects after each (420.5), and end of combat
// with its delayed triggers (404.4). The error, when not nil, is an
// InputError or ErrStopped.
func ResolveCombat(ctx context.Context, d CombatDeclaration, opt declare.Options) (CombatResolution, error) {
	attack, plan, err := checkAttackDeclaration(ctx, game.AttackDeclaration{Board: d.Board, Attackers: attackersBeforeTricks(d)}, opt) // entering.go; first_view.go: the walk's first view
	if more := checkCombatInput(d); len(more) > 0 {
		var ie game.InputError
		errors.As(err, &ie)
		return CombatResolution{}, append(ie, more...)
	}
	if err != nil {
		return CombatResolution{Judgement: attack, Stage: DeclareAttackersStep}, err
	}
	w := newWalkRead(d, plan) // first_view.go
	w.limit = opt.WorkLimit() / 4
	if early := w.beginningOfCombat(); early != nil { // trick.go
		if err := w.fail(); err != nil {
			return CombatResolution{}, err
		}
		if w.stopped {
			return w.resolution(), nil
		}
		attack, _, err = checkAttackDeclaration(ctx, game.AttackDeclaration{Board: w.board, Attackers: d.Attackers}, opt)
		if err != nil {
			return CombatResolution{}, err
		}
		if attack.Verdict != game.Legal {
			return CombatResolution{Judgement: attack, Stage: DeclareAttackersStep, Steps: early}, nil
		}
	}
	if attack.Verdict != game.Legal {
		return CombatResolution{Judgement: attack, Stage: DeclareAttackersStep}, nil
	}
	w.declareAttackers()
	w.tricksAt(DeclareAttackersStep)
	if err := w.fail(); err != nil {
		return CombatResolution{}, err
	}
	if w.stopped || w.over {
		if w.stopped { // a trick that may not be used, or an illegal target a trigger's answer chose
			w.judgement.Notes = attack.Notes
		}
		return w.resolution(), nil
	}
	in := w.lend() // lent_board.go
	if verifyDelta {
		defer w.verifyLent()
	}
	bb, berrs := w.blocksBoard(plan.B, in, w.firstViewLeft(plan.B)) // followed_board.go; first_view.go
	attackers := w.attackersInPlay()
	blocks, checked, resolved, err := checkBlocksOn(ctx, game.BlockDeclaration{Board: in, Attackers: attackers, Blockers: d.Blockers}, bb, berrs, attackOn(plan, bb, attackers), opt)
	if err != nil || blocks.Verdict != game.Legal {
		return CombatResolution{Judgement: blocks, Stage: DeclareBlockersStep}, err
	}
	j := attack
	own := ownTriggerNotes(d.Board) // own_triggers.go: of the board as given
	j.Notes = append(append(append(make([]game.Note, 0, len(attack.Notes)+len(blocks.Notes)+len(own)), attack.Notes...), blocks.Notes...), own...)
	game.SortFindings(j.Notes)
	w.judgement = j
	w.declareBlockers(checked, resolved)
	w.tricksAt(DeclareBlockersStep)
	w.damageSteps()
	w.endOfCombat()
	if err := w.fail(); err != nil {
		return CombatResolution{}, err
	}
	return w.resolution(), nil
}

// checkCombatInput checks what only a combat request has: its events and
// the steps its choices name.
func checkCombatInput(d CombatDeclaration) game.InputError {
	var errs game.ErrorList
	for i, e := range d.Events {
		switch e.Before {
		case game.FirstStrikeStep, game.RegularStep, EndOfCombatStep:
		default:
			errs.Add(game.At("events", i, "before"), "%q is not a step an event can come before; use \"first_strike\", \"regular\" or \"end_of_combat\"", e.Before)
		}
		if e.Kind != LeavesPlay && e.Kind != RemovedFromCombat && e.Kind != ShieldAdded {
			errs.Add(game.At("events", i, "event"), "%q is not an event the walk reads; use %q, %q or %q", e.Kind, LeavesPlay, RemovedFromCombat, ShieldAdded)
		}
		if e.Kind == ShieldAdded {
			checkShieldEvent(&errs, d.Board, i, e)
			continue
		}
		if e.Shield != nil {
			errs.Add(game.At("events", i, "shield"), "only a %q event sets up a shield", ShieldAdded)
		}
		switch {
		case !slices.ContainsFunc(d.Board.Permanents, func(p game.Permanent) bool { return p.ID == e.Object }):
			errs.Add(game.At("events", i, "object"), "no permanent with id %q on the board", e.Object)
		case e.Kind == RemovedFromCombat && !declared(d, e.Object):
			errs.Add(game.At("events", i, "object"), "%q is neither a declared attacker nor a declared blocker, so it can't be removed from combat", e.Object)
		}
	}
	for i, id := range d.RemovedFromCombat {
		switch {
		case !slices.ContainsFunc(d.Board.Permanents, func(p game.Permanent) bool { return p.ID == id }):
			errs.Add(game.At("removed_from_combat", i), "no permanent with id %q on the board", id)
		case !declared(d, id):
			errs.Add(game.At("removed_from_combat", i), "%q is neither a declared attacker nor a declared blocker, so it can't be removed from combat", id)
		}
	}
	if len(d.May) > 0 { // may_choices.go
		b, _ := state.NewBoard(d.Board)
		checkMayChoices(&errs, b, d.May)
	}
	if len(d.Flips) > 0 { // coin_flips.go
		b, _ := state.NewBoard(d.Board)
		checkFlipChoices(&errs, b, d.Flips)
	}
	if len(d.Targets) > 0 { // trigger_targets.go
		b, _ := state.NewBoard(d.Board)
		checkTargetChoices(&errs, b, d.Targets, ownTargetChoices(&errs, b, d)) // own_triggers.go
	}
	if len(d.Sacrifices) > 0 { // board_steps.go
		b, _ := state.NewBoard(d.Board)
		checkSacrificeChoices(&errs, b, d.Sacrifices)
	}
	checkResolvedOn(&errs, d.Board, d.Resolved)            // upkeep_effects.go
	checkTricks(&errs, d.Board, d.Tricks, EndOfCombatStep) // trick.go
	for _, s := range slices.Sorted(maps.Keys(d.Choices)) {
		if s != game.FirstStrikeStep && s != game.RegularStep {
			errs.Add(game.At("choices", string(s)), "%q is not a combat damage step; use \"first_strike\" or \"regular\"", s)
		}
	}
	return game.InputError(errs)
}
