package rules_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"rulesjudge/rules"
)

const snowblindLine = "Enchanted creature gets -X/-Y. If that creature is attacking, X is the number of snow lands defending player controls. Otherwise, X is the number of snow lands its controller controls. Y is equal to X or to enchanted creature's toughness minus 1, whichever is smaller."

// snowLands gives a player n snow lands.
func snowLands(owner rules.PlayerID, n int) []rules.Permanent {
	var out []rules.Permanent
	for i := range n {
		out = append(out, rules.Permanent{ID: rules.ObjectID(string(owner) + "-snow-" + string(rune('a'+i))), Controller: owner,
			Types: []string{"Land"}, Supertypes: []string{"Basic", "Snow"}, Subtypes: []string{"Island"}})
	}
	return out
}

// Snowblind's line written in abilities (rules/snow_counts.go): Y read after
// every other change of toughness (418.5c, 418.5d), X the defending
// player's snow lands in a block check and the controller's before the
// attack; a board where Y can't be told is refused at the Aura's line.
func TestSnowblind(t *testing.T) {
	aura := func(id, on string) rules.Permanent {
		p := enchant(id, snowblindLine, "bob")
		p.Subtypes, p.AttachedTo = []string{"Aura"}, rules.PermanentID(on)
		return p
	}
	yeti := func(p, tough int, counters map[string]int) rules.Permanent {
		c := creature("yeti")
		c.Power, c.Toughness, c.Counters = &p, &tough, counters
		return c
	}
	tests := []struct {
		name         string
		perms        []rules.Permanent
		blocks       bool // a block check (the creature attacks); else an attack check
		verdict      rules.Verdict
		rules        []string
		power, tough int
		refused      string // the path of the refused line, "" when judged
	}{
		// 418.5d: a +1/+1 counter and a cap that binds neither way: 3/3+1 -2/-2.
		{"counter, cap free", append([]rules.Permanent{aura("sb", "yeti"), yeti(3, 3, map[string]int{"+1/+1": 1})}, snowLands("bob", 2)...),
			true, rules.Legal, []string{}, 2, 2, ""},
		// 418.5a, 418.5d: the cap binds, and the counter may come before or after: refused.
		{"counter, cap binds", append([]rules.Permanent{aura("sb", "yeti"), yeti(2, 2, map[string]int{"+1/+1": 1})}, snowLands("bob", 5)...),
			true, "", nil, 0, 0, "board.permanents[0].abilities[0]"},
		// 418.5a: a +1/+1 and a -1/-1 counter change nothing together, but one may
		// apply before the shrink and the other after: with the cap binding, refused.
		{"two counters, cap binds", append([]rules.Permanent{aura("sb", "yeti"), yeti(3, 3, map[string]int{"+1/+1": 1, "-1/-1": 1})}, snowLands("bob", 5)...),
			true, "", nil, 0, 0, "board.permanents[0].abilities[0]"},
		// A -1/-1 counter, cap free even at the lowest toughness (4): 5/5-1 -2/-2.
		{"-1/-1 counter, cap free", append([]rules.Permanent{aura("sb", "yeti"), yeti(5, 5, map[string]int{"-1/-1": 1})}, snowLands("bob", 2)...),
			true, rules.Legal, []string{}, 2, 2, ""},
		// 418.5d: two Snowblinds depend on each other: timestamp order, 4/4 -2/-2 then -2/-1.
		{"two in timestamp order", append([]rules.Permanent{aura("sb1", "yeti"), aura("sb2", "yeti"), yeti(4, 4, nil)}, snowLands("bob", 2)...),
			true, rules.Legal, []string{}, 0, 1, ""},
		// Before the attack X counts its controller's (alice's) snow lands: 4/4 -3/-3.
		{"attack check, controller's lands", append(append([]rules.Permanent{aura("sb", "yeti"), yeti(4, 4, nil)}, snowLands("alice", 3)...), snowLands("bob", 1)...),
			false, rules.Legal, []string{}, 1, 1, ""},
		// A boost whose subject reads power depends on Snowblind as Snowblind on it: refused.
		{"boost reading power", append([]rules.Permanent{aura("sb", "yeti"), yeti(4, 4, nil), enchant("lord", "Creatures with power 2 or less get +1/+1.", "alice")}, snowLands("bob", 2)...),
			true, "", nil, 0, 0, "board.permanents[0].abilities[0]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := board(tt.perms...)
			var j rules.Judgement
			var err error
			if tt.blocks {
				j, err = rules.CheckBlocks(context.Background(), rules.BlockDeclaration{Board: b, Attackers: attack("yeti")}, rules.Options{})
			} else {
				j, err = rules.CheckAttacks(context.Background(), rules.AttackDeclaration{Board: b, Attackers: attack("yeti")}, rules.Options{})
			}
			if tt.refused != "" {
				var ie rules.InputError
				if !errors.As(err, &ie) || len(ie) != 1 || ie[0].Path.String() != tt.refused || !strings.Contains(ie[0].Detail, "(418.5d)") {
					t.Fatalf("got %v, want one input error at %s citing 418.5d", err, tt.refused)
				}
				return
			}
			if !assertJudgement(t, j, err, tt.verdict, tt.rules, -1, 0) {
				return
			}
			for _, d := range j.Derived {
				if d.Permanent == "yeti" {
					if *d.Power != tt.power || *d.Toughness != tt.tough {
						t.Errorf("yeti: got %d/%d, want %d/%d (%v)", *d.Power, *d.Toughness, tt.power, tt.tough, d.Changes)
					}
					return
				}
			}
			t.Errorf("yeti: no derived power and toughness, want %d/%d", tt.power, tt.tough)
		})
	}
}
