package rules_test

import (
	"context"
	"slices"
	"testing"

	"rulesjudge/rules"
)

// TestSharedReadingsStayPerBoard checks in order boards whose permanents
// have the same name and lines, so that a later board reads the lines a
// former one kept (the judge shares a permanent's reading between boards).
// What a board's choice, colors or effects make of the lines must stay that
// board's: each row's verdict and rules are those of the board alone.
func TestSharedReadingsStayPerBoard(t *testing.T) {
	two := 2
	creature := func(id, name, controller, color string, abilities ...string) rules.Permanent {
		return rules.Permanent{ID: rules.ObjectID(id), Name: name, Controller: rules.ObjectID(controller), Types: []string{"Creature"},
			Colors: []string{color}, Power: &two, Toughness: &two, Abilities: abilities}
	}
	blessing := func(chosen string) rules.Permanent {
		return rules.Permanent{ID: "blessing", Name: "Cho-Manno's Blessing", Controller: "alice", Types: []string{"Enchantment"},
			Subtypes: []string{"Aura"}, Colors: []string{"White"}, AttachedTo: "attacker", Chosen: chosen,
			Abilities: []string{"Enchant creature", "Enchanted creature has protection from the chosen color."}}
	}
	kannushi := creature("attacker", "Empty-Shrine Kannushi", "alice", "White", "Empty-Shrine Kannushi has protection from the colors of permanents you control.")
	angel := creature("attacker", "Serra Angel", "alice", "White", "Flying", "Vigilance")
	heavyAir := rules.Permanent{ID: "air", Name: "Heavy Air", Controller: "bob", Types: []string{"Enchantment"}, Colors: []string{"Blue"},
		Abilities: []string{"All creatures lose flying."}}
	redBlocker := creature("blocker", "Goblin Piker", "bob", "Red")
	greenBlocker := creature("blocker", "Grizzly Bears", "bob", "Green")
	for _, tc := range []struct {
		name      string
		perms     []rules.Permanent
		wantLegal bool
		wantRules []rules.RuleID
	}{
		// 502.7f: protection from the chosen color, red.
		{"blessing chosen red", []rules.Permanent{creature("attacker", "Grizzly Bears", "alice", "Green"), blessing("Red"), redBlocker}, false, []rules.RuleID{"502.7f"}},
		// The same Aura with blue chosen: the red Goblin may block.
		{"blessing chosen blue", []rules.Permanent{creature("attacker", "Grizzly Bears", "alice", "Green"), blessing("Blue"), redBlocker}, true, nil},
		{"blessing chosen red again", []rules.Permanent{creature("attacker", "Grizzly Bears", "alice", "Green"), blessing("Red"), redBlocker}, false, []rules.RuleID{"502.7f"}},
		// 502.7f: alice controls a red permanent, so Kannushi has protection from red.
		{"kannushi with a red permanent", []rules.Permanent{kannushi, creature("goblin", "Raging Goblin", "alice", "Red"), redBlocker}, false, []rules.RuleID{"502.7f"}},
		// Alice's permanents are all white: protection from white only.
		{"kannushi with white only", []rules.Permanent{kannushi, redBlocker}, true, nil},
		{"kannushi with a red permanent again", []rules.Permanent{kannushi, creature("goblin", "Raging Goblin", "alice", "Red"), redBlocker}, false, []rules.RuleID{"502.7f"}},
		// 418.5a: Heavy Air takes the Angel's flying away; the Bears may block.
		{"angel under heavy air", []rules.Permanent{angel, heavyAir, greenBlocker}, true, nil},
		// 502.4b: without Heavy Air the Angel flies.
		{"angel alone", []rules.Permanent{angel, greenBlocker}, false, []rules.RuleID{"502.4b"}},
		{"angel under heavy air again", []rules.Permanent{angel, heavyAir, greenBlocker}, true, nil},
		{"angel alone again", []rules.Permanent{angel, greenBlocker}, false, []rules.RuleID{"502.4b"}},
	} {
		d := rules.BlockDeclaration{
			Board: rules.Board{ActivePlayer: "alice", Players: []rules.Player{{ID: "alice", Life: 20}, {ID: "bob", Life: 20}},
				Permanents: slices.Clone(tc.perms)},
			Attackers: []rules.Attacker{{Creature: "attacker"}},
			Blockers:  []rules.Blocker{{Creature: "blocker", Blocking: []rules.PermanentID{"attacker"}}},
		}
		j, err := rules.CheckBlocks(context.Background(), d, rules.Options{})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var got []rules.RuleID
		for _, v := range j.Violations {
			got = append(got, v.Rule)
		}
		if want := map[bool]rules.Verdict{true: rules.Legal, false: rules.Illegal}[tc.wantLegal]; j.Verdict != want || !slices.Equal(got, tc.wantRules) {
			t.Errorf("%s: got %s %v, want %s %v", tc.name, j.Verdict, got, want, tc.wantRules)
		}
	}
}
