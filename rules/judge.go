package rules

import (
	"context"
	"time"
)

// DefaultNodeBudget is the number of search nodes the requirement solver may
// visit for one check before it answers Indeterminate.
const DefaultNodeBudget = 200_000

// Options tunes a check.
type Options struct {
	// NodeBudget caps the requirement solver's search (0: DefaultNodeBudget).
	NodeBudget int
	// Deadline, when not zero, stops the solver at that time; the verdict is
	// then Indeterminate unless the declaration is already illegal.
	Deadline time.Time
}

func (o Options) budget() int {
	if o.NodeBudget <= 0 {
		return DefaultNodeBudget
	}
	return o.NodeBudget
}

// CheckAttacks judges a proposed declaration of attackers (308.2, 500.2).
// The error, when not nil, is an InputError listing every field that keeps
// the request from being judged; an illegal declaration is not an error.
func CheckAttacks(ctx context.Context, d AttackDeclaration, opt Options) (Judgement, error) {
	b, errs := newBoard(d.Board)
	plan, more := resolveAttackers(b, d.Attackers)
	if err := append(errs, more...).err(); err != nil {
		return Judgement{}, err
	}
	return checkAttacks(ctx, plan, opt), nil
}

// CheckBlocks judges a proposed declaration of blockers (309.2, 500.3)
// against attackers taken as declared: who may block whom (309.2a), evasion
// (501, 502), restrictions and requirements with their maximisation (500.3,
// 500.4, 500.5), bands (502.10e). The error, when not nil, is an InputError.
func CheckBlocks(ctx context.Context, d BlockDeclaration, opt Options) (Judgement, error) {
	b, errs := newBoard(d.Board)
	attack, more := resolveAttackers(b, d.Attackers)
	errs = append(errs, more...)
	plan, more := resolveBlockers(b, attack, d.Blockers)
	if err := append(errs, more...).err(); err != nil {
		return Judgement{}, err
	}
	return checkBlocks(ctx, plan, opt), nil
}
