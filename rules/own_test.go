package rules_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"rulesjudge/internal/boards"
	"rulesjudge/rules"
)

// withOwnLines gives random creatures of a dense board the restrictions of
// own.go that count or compare other creatures, and random powers, so that
// the differential tests compare the check and the solver on them too.
func withOwnLines(r *rand.Rand, perms []rules.Permanent, lines []string) {
	for i := range perms {
		p := &perms[i]
		if p.Power == nil {
			continue
		}
		pw := 1 + r.IntN(4)
		p.Power = &pw
		if r.IntN(2) == 0 {
			p.Abilities = append(p.Abilities, lines[r.IntN(len(lines))])
		}
	}
}

// Issue 12 (item 3): on random small boards with "can't attack unless a
// creature with greater power also attacks", "... unless a red creature
// also attacks", the judge's verdict and maximum equal the brute-force
// reference's.
func TestOwnAttackLinesAgreeWithReference(t *testing.T) {
	lines := []string{"~ can't attack unless a creature with greater power also attacks.", "~ can't attack unless a red creature also attacks."}
	agreeWithReference(t, boardCount(1500),
		func(r *rand.Rand) rules.AttackDeclaration {
			d := boards.DenseAttacks(r, 1+r.IntN(6))
			withOwnLines(r, d.Board.Permanents, lines)
			return d
		},
		referenceAttacks,
		func(d rules.AttackDeclaration) (rules.Judgement, error) {
			return rules.CheckAttacks(context.Background(), d, rules.Options{})
		}, rand.New(rand.NewPCG(diffSeed(500), 12)))
}

// The same for blocks: "can't block unless a creature with greater power
// also blocks", "... unless at least two other creatures block", "can't
// block creatures with power greater than ~'s power", "Creatures with power
// less than ~'s power can't block it", "can't block or be blocked by
// creatures with power 3 or greater".
func TestOwnBlockLinesAgreeWithReference(t *testing.T) {
	lines := []string{"~ can't block unless a creature with greater power also blocks.", "~ can't block unless at least two other creatures block.",
		"~ can't block creatures with power greater than ~'s power.", "Creatures with power less than ~'s power can't block it.",
		"~ can't block or be blocked by creatures with power 3 or greater."}
	agreeWithReference(t, boardCount(1500),
		func(r *rand.Rand) rules.BlockDeclaration {
			d := boards.DenseBlocks(r, 1+r.IntN(3), 1+r.IntN(3))
			withOwnLines(r, d.Board.Permanents, lines)
			return d
		},
		referenceBlocks,
		func(d rules.BlockDeclaration) (rules.Judgement, error) {
			return rules.CheckBlocks(context.Background(), d, rules.Options{})
		}, rand.New(rand.NewPCG(diffSeed(500), 13)))
}
