package rules_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"rulesjudge/internal/boards"
	"rulesjudge/rules"
)

// hostileBlockBoard is a dense board (Lures, "two or three or more",
// "must be blocked", provoke, caps, "can block an additional creature",
// "can't block alone") with n attackers and n possible blockers, and a
// proposal that blocks nothing, so that it breaks no restriction and only
// the search can tell whether it obeys the most requirements.
func hostileBlockBoard(seed uint64, n int) rules.BlockDeclaration {
	d := boards.DenseBlocks(rand.New(rand.NewPCG(seed, 1)), n, n)
	d.Blockers = []rules.Blocker{}
	return d
}

// No mix of restrictions and requirements hangs the judge: on boards of 40
// creatures the answer is a verdict within the budget, and when the budget
// runs out the verdict is indeterminate with the undecided creatures named,
// never a silent legal.
func TestHostileBlockBoardsAnswerWithinBudget(t *testing.T) {
	for seed := uint64(1); seed <= 8; seed++ {
		d := hostileBlockBoard(seed, 20)
		for _, budget := range []int{50, rules.DefaultNodeBudget} {
			j, err := rules.CheckBlocks(context.Background(), d, rules.Options{NodeBudget: budget})
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			switch j.Verdict {
			case rules.Illegal:
				if len(j.Violations) == 0 || j.Violations[0].Rule != "500.4" {
					t.Errorf("seed %d budget %d: illegal with %+v, want 500.4 violations (nothing blocks)", seed, budget, j.Violations)
				}
			case rules.Indeterminate:
				if j.Requirements == nil || len(j.Requirements.Undecided) == 0 {
					t.Errorf("seed %d budget %d: indeterminate without undecided creatures", seed, budget)
				}
			case rules.Legal:
				if j.Requirements != nil && j.Requirements.Maximum > j.Requirements.Obeyed {
					t.Errorf("seed %d budget %d: legal although maximum %d > obeyed %d", seed, budget, j.Requirements.Maximum, j.Requirements.Obeyed)
				}
			default:
				t.Errorf("seed %d: verdict %q", seed, j.Verdict)
			}
		}
	}
}

// A budget of one node can't decide a board that needs search: the answer
// is indeterminate and names the undecided creatures, citing 500.4. The
// board is the hardness reduction's (internal/boards) for 15 elements in
// 20 triples with no exact cover, which propagation alone does not refute.
func TestTinyBudgetIsIndeterminate(t *testing.T) {
	x := boards.Obstructed(rand.New(rand.NewPCG(5, 7)), 5, 20)
	d := x.Board()
	j, err := rules.CheckBlocks(context.Background(), d, rules.Options{NodeBudget: 1})
	if err != nil {
		t.Fatal(err)
	}
	if j.Verdict != rules.Indeterminate || len(j.Notes) != 1 || j.Notes[0].Rule != "500.4" || len(j.Requirements.Undecided) == 0 {
		t.Errorf("got %s %+v %+v, want indeterminate with a 500.4 note and undecided creatures", j.Verdict, j.Notes, j.Requirements)
	}
	j, _ = rules.CheckBlocks(context.Background(), d, rules.Options{})
	if j.Verdict != rules.Legal || len(j.Requirements.Undecided) > 0 || j.Requirements.Maximum != x.Universe-1 {
		t.Errorf("with the default budget: got %s %+v, want legal with maximum %d", j.Verdict, j.Requirements, x.Universe-1)
	}
}

// A board that needed a search node before propagation is decided without
// one now: two creatures that must block a Lure attacker that needs three
// blockers, and a third that can't block. Obeying needs a third blocker,
// so the proposal (no blocks) is legal; the propagation sees it at the
// root, within a budget of one node.
func TestLureNeedingThreeDecidedByPropagation(t *testing.T) {
	d := rules.BlockDeclaration{
		Board: board(creature("x", "All creatures able to block ~ do so.", "~ can't be blocked except by three or more creatures."),
			with(creature("b1"), bobs), with(creature("b2"), bobs), with(creature("b3", "~ can't block."), bobs)),
		Attackers: attack("x"), Blockers: []rules.Blocker{},
	}
	for _, budget := range []int{1, 0} {
		j, err := rules.CheckBlocks(context.Background(), d, rules.Options{NodeBudget: budget})
		if err != nil {
			t.Fatal(err)
		}
		if j.Verdict != rules.Legal || j.Requirements == nil || len(j.Requirements.Undecided) > 0 || j.Requirements.Maximum != 0 {
			t.Errorf("budget %d: got %s %+v %+v, want legal with maximum 0", budget, j.Verdict, j.Violations, j.Requirements)
		}
	}
}

func BenchmarkCheckBlocks20x20(b *testing.B) {
	d := hostileBlockBoard(3, 20)
	j, err := rules.CheckBlocks(context.Background(), d, rules.Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(j.Requirements.Maximum), "max-requirements")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := rules.CheckBlocks(context.Background(), d, rules.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
