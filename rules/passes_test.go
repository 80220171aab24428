package rules_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"rulesjudge/internal/boards"
	"rulesjudge/rules"
	"rulesjudge/rules/solver"
)

// The solver's later passes (the propagating search with its Lagrangian
// bound, and the replay of the original search) seldom run on small boards:
// the first pass decides them. Here every component goes through them, and
// the verdicts and maximums must still equal the brute-force reference's
// (a trigger listed twice in a minimum once made the bound unsound, and
// only whole checks showed it).
func TestEveryPassAgreesWithReference(t *testing.T) {
	defer solver.EveryPass()()
	t.Run("blocks", func(t *testing.T) {
		agreeWithReference(t, boardCount(2000),
			func(r *rand.Rand) rules.BlockDeclaration { return boards.DenseBlocks(r, 1+r.IntN(3), 1+r.IntN(3)) },
			referenceBlocks,
			func(d rules.BlockDeclaration) (rules.Judgement, error) {
				return rules.CheckBlocks(context.Background(), d, rules.Options{})
			}, rand.New(rand.NewPCG(diffSeed(501), 5)))
	})
	t.Run("attacks", func(t *testing.T) {
		agreeWithReference(t, boardCount(2000),
			func(r *rand.Rand) rules.AttackDeclaration { return boards.DenseAttacks(r, 1+r.IntN(6)) },
			referenceAttacks,
			func(d rules.AttackDeclaration) (rules.Judgement, error) {
				return rules.CheckAttacks(context.Background(), d, rules.Options{})
			}, rand.New(rand.NewPCG(diffSeed(501), 2)))
	})
}
