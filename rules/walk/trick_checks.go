package walk

import (
	"context"
	"errors"
	"rulesjudge/rules/declare"
	"rulesjudge/rules/game"
	"slices"
)

// Tricks before the step a check judges: /v1/attacks/check takes the
// tricks used at the beginning of combat, /v1/blocks/check those up to the
// declare attackers step, /v1/damage/check and /v1/damage/resolve those up
// to the declare blockers step (and after the first-strike step, for the
// regular step after one). The checks are the walk stopped at their step
// (combat_progress.go): the tricks are used there as ResolveCombat uses
// them, and the verdict is on the board they made. A trick that may not be
// used then is the check's illegal verdict.

// checkTrickWindow checks a check's tricks: each read on the request's
// board, at a point from first (the point the board shows) to last (the
// last before the step judged).
func checkTrickWindow(errs *game.ErrorList, in game.Board, tricks []game.Trick, first, last game.Step) {
	for i, t := range tricks {
		n := len(*errs)
		readTrick(errs, in, nil, tricks[:i], i, t, last)
		if len(*errs) == n && slices.Index(trickPoints, t.At) < slices.Index(trickPoints, first) {
			errs.Add(game.At("tricks", i, "at"), "the board already shows the combat after %q (board_after): a trick at %q would be used twice", first, t.At)
		}
	}
}

// pointStep uses the tricks at point s in a step of that name, when the
// walk begins after s's own game actions (a board that shows them) and
// the request has tricks there.
func (w *walk) pointStep(s game.Step) {
	if slices.ContainsFunc(w.d.Tricks, func(t game.Trick) bool { return t.At == s }) {
		w.step(s)
		w.tricksAt(s)
	}
}

// stoppedByTrick is the judgement of a check whose trick may not be used:
// the walk's illegal verdict, with what it did before as notes.
func (w *walk) stoppedByTrick() game.Judgement {
	j := w.judgement
	j.Notes = w.notesBefore()
	game.SortFindings(j.Notes)
	return j
}

// checkAttacksAfterTricks is CheckAttacks for a request with tricks: the
// tricks at the beginning of combat are used, then the attack is judged on
// the board they made.
func checkAttacksAfterTricks(ctx context.Context, d game.AttackDeclaration, opt declare.Options) (game.Judgement, error) {
	tricks := d.Tricks
	d.Tricks = nil
	before := d
	before.Attackers = attackersBeforeTricks(CombatDeclaration{Board: d.Board, Attackers: d.Attackers, Tricks: tricks}) // entering.go
	_, _, err := checkAttackDeclaration(ctx, before, opt)
	var errs game.ErrorList
	checkTrickWindow(&errs, d.Board, tricks, BeginningOfCombatStep, BeginningOfCombatStep)
	checkResolvedOn(&errs, d.Board, d.Resolved) // upkeep_effects.go
	if len(errs) > 0 {
		var ie game.InputError
		errors.As(err, &ie)
		return game.Judgement{}, append(ie, errs...)
	}
	if err != nil {
		return game.Judgement{}, err
	}
	w := newWalk(CombatDeclaration{Board: d.Board, Attackers: d.Attackers, Tricks: tricks, Resolved: d.Resolved})
	w.limit = opt.WorkLimit() / 4
	w.beginningOfCombat()
	if err := w.fail(); err != nil {
		return game.Judgement{}, err
	}
	if w.stopped {
		return w.stoppedByTrick(), nil
	}
	d.Board, d.Resolved = w.board, nil
	j, err := checkAttacksOn(ctx, d, opt) // judge.go: the beginning of combat is behind

	j.Notes = append(j.Notes, w.notesBefore()...)
	game.SortFindings(j.Notes)
	return j, err
}
