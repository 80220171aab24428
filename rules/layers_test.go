package rules_test

import (
	"context"
	"fmt"
	"testing"

	"rulesjudge/rules"
)

// The board's effects apply in the edition's layer order (418.5a): abilities
// given and taken away in timestamp order, then power and toughness boosts,
// then counters. Each row names the ruling it pins; the answer's Derived
// says what the judge used and where each change came from.
func TestDerivedCharacteristics(t *testing.T) {
	n := func(v int) *int { return &v }
	creature := func(id, name string, p, tgh int, abilities ...string) rules.Permanent {
		return rules.Permanent{ID: rules.PermanentID(id), Name: name, Controller: "alice", Types: []string{"Creature"},
			Colors: []string{"White"}, Power: n(p), Toughness: n(tgh), Tapped: true, Abilities: abilities}
	}
	enchantment := func(id, name string, subtypes []string, attached string, abilities ...string) rules.Permanent {
		return rules.Permanent{ID: rules.PermanentID(id), Name: name, Controller: "alice", Types: []string{"Enchantment"},
			Subtypes: subtypes, AttachedTo: rules.PermanentID(attached), Abilities: abilities}
	}
	withCounters := func(p rules.Permanent, c map[string]int) rules.Permanent { p.Counters = c; return p }
	tests := []struct {
		name  string
		perms []rules.Permanent
		want  string // Derived of the creature "c", as power/toughness, abilities, lost, changes
	}{
		{"Aura boost (418.5a, power/toughness layer)",
			[]rules.Permanent{enchantment("might", "Giant Might", []string{"Aura"}, "c", "Enchant creature", "Enchanted creature gets +2/+2."), creature("c", "Bears", 2, 2)},
			"4/4 [] [] [+2/+2: Giant Might]"},
		{"a lord and counters together: 2/2, +1/+1 from the lord, then +3 and -1 counters (418.5a; 420.5n would cancel one pair, same total)",
			[]rules.Permanent{enchantment("banner", "Holy Banner", nil, "", "White creatures get +1/+1."), withCounters(creature("c", "Knight", 2, 2), map[string]int{"-1/-1": 1, "+1/+1": 3})},
			"5/5 [] [] [+1/+1: Holy Banner +1/+1 counters x3 -1/-1 counters x1]"},
		{"a later grant overrides an earlier loss (418.5d, 418.5h)",
			[]rules.Permanent{enchantment("heavy", "Heavy Air", nil, "", "All creatures lose flying."), enchantment("wings", "Sky Charter", nil, "", "White creatures have flying."), creature("c", "Gull", 1, 1, "Flying")},
			"1/1 [{flying wings}] [{flying heavy}] []"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := rules.AttackDeclaration{Board: rules.Board{ActivePlayer: "alice", Players: []rules.Player{{ID: "alice", Life: 20}, {ID: "bob", Life: 20}}, Permanents: tt.perms}}
			j, err := rules.CheckAttacks(context.Background(), d, rules.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if j.Verdict != rules.Legal {
				t.Errorf("verdict %s %v, want legal (no attack)", j.Verdict, j.Violations)
			}
			got := "none"
			for _, p := range j.Derived {
				if p.Permanent == "c" {
					got = fmt.Sprintf("%d/%d %v %v %v", *p.Power, *p.Toughness, p.Abilities, p.Lost, p.Changes)
				}
			}
			if got != tt.want {
				t.Errorf("derived: got %s, want %s", got, tt.want)
			}
		})
	}
}
