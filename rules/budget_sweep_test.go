package rules_test

import (
	"context"
	"slices"
	"testing"

	"rulesjudge/rules"
)

// TestBlockBudgetSweep checks one board under every work budget from 1
// up: Prized Unicorn's Lure ("All creatures able to block ~ do so.")
// requires each of bob's three untapped creatures to block it, and bob
// declares no blocker. With the budget to decide it, the check finds three
// requirements broken (500.4); with less, wherever the budget runs out (the
// creatures' options, the requirements given to the solver, the search),
// the answer must be Indeterminate, or Illegal for the requirements of
// the creatures it did decide (500.4) with the others listed undecided;
// never Legal: a requirement the judge did not weigh is not found obeyed.
func TestBlockBudgetSweep(t *testing.T) {
	two, four := 2, 4
	creature := func(id, name, controller string, abilities ...string) rules.Permanent {
		return rules.Permanent{ID: rules.ObjectID(id), Name: name, Controller: rules.ObjectID(controller), Types: []string{"Creature"},
			Colors: []string{"Green"}, Power: &two, Toughness: &two, Abilities: abilities}
	}
	unicorn := creature("unicorn", "Prized Unicorn", "alice", "All creatures able to block Prized Unicorn do so.")
	unicorn.Toughness = &four
	d := rules.BlockDeclaration{
		Board: rules.Board{ActivePlayer: "alice", Players: []rules.Player{{ID: "alice", Life: 20}, {ID: "bob", Life: 20}},
			Permanents: []rules.Permanent{unicorn, creature("bears", "Grizzly Bears", "bob"), creature("wolf", "Timber Wolves", "bob"),
				creature("cub", "Bear Cub", "bob")}},
		Attackers: []rules.Attacker{{Creature: "unicorn"}},
		Blockers:  []rules.Blocker{},
	}
	rulesOf := func(j rules.Judgement) []rules.RuleID {
		var got []rules.RuleID
		for _, v := range j.Violations {
			got = append(got, v.Rule)
		}
		return got
	}
	full, err := rules.CheckBlocks(context.Background(), d, rules.Options{})
	if want := []rules.RuleID{"500.4", "500.4", "500.4"}; err != nil || full.Verdict != rules.Illegal || !slices.Equal(rulesOf(full), want) {
		t.Fatalf("full budget: got %s %v (err %v), want %s %v", full.Verdict, rulesOf(full), err, rules.Illegal, want)
	}
	decided := 0
	for budget := 1; budget <= 400; budget++ {
		j, err := rules.CheckBlocks(context.Background(), d, rules.Options{WorkBudget: budget})
		if err != nil {
			t.Fatalf("work budget %d: %v", budget, err)
		}
		switch {
		case j.Verdict == rules.Indeterminate && len(j.Violations) == 0:
		case j.Verdict == full.Verdict && slices.Equal(rulesOf(j), rulesOf(full)):
			decided++
		case j.Verdict == rules.Illegal && len(j.Violations) < len(full.Violations) && !slices.ContainsFunc(rulesOf(j), func(r rules.RuleID) bool { return r != "500.4" }) &&
			j.Requirements != nil && len(j.Requirements.Undecided) > 0:
			// the better declaration found for some creatures, the others undecided
		default:
			t.Errorf("work budget %d: got %s %v, want %s %v, %s [], or %s with part of the 500.4 and the rest undecided", budget, j.Verdict, rulesOf(j), full.Verdict, rulesOf(full), rules.Indeterminate, rules.Illegal)
		}
	}
	if decided == 0 {
		t.Errorf("no work budget up to 400 decided the board: the sweep never reached the full answer")
	}
}
