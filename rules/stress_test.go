package rules_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"rulesjudge/rules"
)

// hostileBlockBoard builds a board of n attackers and n blockers where
// requirements and restrictions fight: Lures, "two or more" and "three or
// more" minimums, "blocks each turn if able", provoke, caps, creatures that
// block several attackers, and a proposal that blocks nothing.
func hostileBlockBoard(seed uint64, n int) rules.BlockDeclaration {
	r := rand.New(rand.NewPCG(seed, 1))
	var perms []rules.Permanent
	var attackers []rules.Attacker
	for i := 0; i < n; i++ {
		id := fmt.Sprintf("a%d", i)
		c := creature(id)
		switch r.IntN(5) {
		case 0:
			c.Abilities = []string{"All creatures able to block ~ do so.", "~ can't be blocked except by two or more creatures."}
		case 1:
			c.Abilities = []string{"~ can't be blocked except by three or more creatures."}
		case 2:
			c.Abilities = []string{"All creatures able to block ~ do so."}
		case 3:
			c.Abilities = []string{"~ can't be blocked by more than one creature.", "~ must be blocked if able."}
		}
		perms = append(perms, c)
		a := rules.Attacker{Creature: rules.ObjectID(id)}
		if r.IntN(4) == 0 {
			c.Abilities = append(c.Abilities, "Provoke")
			perms[len(perms)-1] = c
			a.Provoke = []rules.ObjectID{rules.ObjectID(fmt.Sprintf("d%d", r.IntN(n)))}
		}
		attackers = append(attackers, a)
	}
	for i := 0; i < n; i++ {
		c := with(creature(fmt.Sprintf("d%d", i)), bobs)
		switch r.IntN(4) {
		case 0:
			c.Abilities = []string{"~ blocks each turn if able."}
		case 1:
			c.Abilities = []string{"~ can block an additional creature."}
		case 2:
			c.Abilities = []string{"~ can't block alone."}
		}
		perms = append(perms, c)
	}
	perms = append(perms, enchant("cap", fmt.Sprintf("No more than %d creatures can block each combat.", n/2), "alice"))
	return rules.BlockDeclaration{Board: board(perms...), Attackers: attackers, Blockers: []rules.Blocker{}}
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
// is indeterminate and names the undecided creatures, citing 500.4.
func TestTinyBudgetIsIndeterminate(t *testing.T) {
	// Two creatures that must block a Lure attacker that needs three
	// blockers: obeying needs a third, which has no requirement, so the
	// proposal (no blocks) is legal, but only a search can tell.
	d := rules.BlockDeclaration{
		Board: board(creature("x", "All creatures able to block ~ do so.", "~ can't be blocked except by three or more creatures."),
			with(creature("b1"), bobs), with(creature("b2"), bobs), with(creature("b3", "~ can't block."), bobs)),
		Attackers: attack("x"), Blockers: []rules.Blocker{},
	}
	j, err := rules.CheckBlocks(context.Background(), d, rules.Options{NodeBudget: 1})
	if err != nil {
		t.Fatal(err)
	}
	if j.Verdict != rules.Indeterminate || len(j.Notes) != 1 || j.Notes[0].Rule != "500.4" || len(j.Requirements.Undecided) == 0 {
		t.Errorf("got %s %+v %+v, want indeterminate with a 500.4 note and undecided creatures", j.Verdict, j.Notes, j.Requirements)
	}
	j, _ = rules.CheckBlocks(context.Background(), d, rules.Options{})
	if j.Verdict != rules.Legal {
		t.Errorf("with the default budget: got %s %+v, want legal", j.Verdict, j.Violations)
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
