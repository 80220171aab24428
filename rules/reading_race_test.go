package rules_test

import (
	"context"
	"slices"
	"sync"
	"testing"

	"rulesjudge/rules"
)

// TestDomainLandwalkReadingShared checks one domain board (Magnigoth
// Treefolk's landwalk of each basic land type among its controller's
// lands, 502.6b) on several goroutines at once. The landwalks a board
// gives it are read with ParseAbility, whose readings every check shares:
// a check that wrote into them would race with the others, which
// `go test -race` reports. Each check must still find the block illegal
// by 502.6b: bob controls a Swamp and the Treefolk has swampwalk.
func TestDomainLandwalkReadingShared(t *testing.T) {
	two, six := 2, 6
	land := func(id, controller, subtype string) rules.Permanent {
		return rules.Permanent{ID: rules.ObjectID(id), Name: subtype, Controller: rules.ObjectID(controller), Types: []string{"Land"},
			Supertypes: []string{"Basic"}, Subtypes: []string{subtype}}
	}
	board := func() rules.Board {
		return rules.Board{ActivePlayer: "alice", Players: []rules.Player{{ID: "alice", Life: 20}, {ID: "bob", Life: 20}},
			Permanents: []rules.Permanent{
				{ID: "mag", Name: "Magnigoth Treefolk", Controller: "alice", Types: []string{"Creature"}, Subtypes: []string{"Treefolk"},
					Colors: []string{"Green"}, Power: &two, Toughness: &six, Tapped: true,
					Abilities: []string{"Domain — For each basic land type among lands you control, Magnigoth Treefolk has landwalk of that type."}},
				land("af", "alice", "Forest"), land("as", "alice", "Swamp"), land("bs", "bob", "Swamp"),
				{ID: "bears", Name: "Grizzly Bears", Controller: "bob", Types: []string{"Creature"}, Subtypes: []string{"Bear"},
					Colors: []string{"Green"}, Power: &two, Toughness: &two},
			}}
	}
	const checks = 8
	got := make([][]rules.RuleID, checks)
	verdicts := make([]rules.Verdict, checks)
	errs := make([]error, checks)
	var wg sync.WaitGroup
	for i := range checks {
		wg.Add(1)
		go func() {
			defer wg.Done()
			d := rules.BlockDeclaration{Board: board(), Attackers: []rules.Attacker{{Creature: "mag"}},
				Blockers: []rules.Blocker{{Creature: "bears", Blocking: []rules.PermanentID{"mag"}}}}
			j, err := rules.CheckBlocks(context.Background(), d, rules.Options{})
			verdicts[i], errs[i] = j.Verdict, err
			for _, v := range j.Violations {
				got[i] = append(got[i], v.Rule)
			}
		}()
	}
	wg.Wait()
	for i := range checks {
		if want := []rules.RuleID{"502.6b"}; errs[i] != nil || verdicts[i] != rules.Illegal || !slices.Equal(got[i], want) {
			t.Errorf("check %d: got %s %v (err %v), want %s %v", i, verdicts[i], got[i], errs[i], rules.Illegal, want)
		}
	}
}
