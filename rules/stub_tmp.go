package rules

import "context"

// Temporary stand-ins until the core lands; replaced in the next commits.
type board struct{}

func newBoard(b Board) (*board, error) { return &board{}, nil }

func checkAttacks(ctx context.Context, b *board, a []Attacker, opt Options) (Judgement, error) {
	return Judgement{Verdict: Legal}, nil
}
