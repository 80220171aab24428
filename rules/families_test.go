package rules_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"rulesjudge/internal/boards"
	"rulesjudge/rules"
)

// reportBudget marks a benchmark whose check ran out of its node budget.
func reportBudget(b *testing.B, j rules.Judgement) {
	b.Helper()
	reached := 0.0
	if j.Requirements != nil && len(j.Requirements.Undecided) > 0 {
		reached = 1
	}
	b.ReportMetric(reached, "budget-reached")
}

// BenchmarkDenseBlocks: n attackers against n blockers thick with Lures,
// minimums, caps, provoke and "must be blocked".
func BenchmarkDenseBlocks(b *testing.B) {
	for _, n := range []int{10, 20, 40, 60} {
		d := boards.DenseBlocks(rand.New(rand.NewPCG(uint64(n), 9)), n, n)
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			var j rules.Judgement
			for b.Loop() {
				j, _ = rules.CheckBlocks(context.Background(), d, rules.Options{})
			}
			reportBudget(b, j)
		})
	}
}

// BenchmarkDenseAttacks: n creatures with attack requirements, "alone",
// "two others", caps, bands.
func BenchmarkDenseAttacks(b *testing.B) {
	for _, n := range []int{10, 20, 40, 60} {
		d := boards.DenseAttacks(rand.New(rand.NewPCG(uint64(n), 9)), n)
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			var j rules.Judgement
			for b.Loop() {
				j, _ = rules.CheckAttacks(context.Background(), d, rules.Options{})
			}
			reportBudget(b, j)
		})
	}
}

// BenchmarkEasyBlocks: large boards with evasion and no requirement: no
// search at all.
func BenchmarkEasyBlocks(b *testing.B) {
	for _, n := range []int{50, 250, 500} {
		d := boards.EasyBlocks(n)
		b.Run(fmt.Sprintf("creatures=%d", 2*n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				rules.CheckBlocks(context.Background(), d, rules.Options{})
			}
		})
	}
}

// Large easy boards are legal and take no search.
func TestEasyBlocksNeedNoSearch(t *testing.T) {
	j, err := rules.CheckBlocks(context.Background(), boards.EasyBlocks(250), rules.Options{NodeBudget: 1})
	if err != nil || j.Verdict != rules.Legal || j.Requirements != nil || len(j.Violations) != 0 {
		t.Errorf("got %s %+v %+v (err %v), want legal with no requirements", j.Verdict, j.Violations, j.Requirements, err)
	}
}
