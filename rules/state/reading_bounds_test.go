package state

import (
	"slices"
	"strings"
	"testing"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/bounded"
	"rulesjudge/rules/game"
)

// TestPermReadingBounds holds the bounds of the shared readings of
// permanents: a permanent whose name and lines are longer than
// maxPermReadingKey, or that reads as more than maxPermReadingAbilities
// abilities, is read in full on its board and not kept; one within them
// is kept.
func TestPermReadingBounds(t *testing.T) {
	two := 2
	for _, tc := range []struct {
		name     string
		perm     game.Permanent
		wantKept bool
	}{
		{"within the bounds", game.Permanent{Name: "Bound Test Angel", Abilities: []string{"Flying", "Vigilance"}}, true},
		{"a name past the bound", game.Permanent{Name: strings.Repeat("Long ", maxPermReadingKey/5+1), Abilities: []string{"Flying", "Vigilance"}}, false},
		{"more abilities than the bound", game.Permanent{Name: "Bound Test Hydra", Abilities: append(slices.Repeat([]string{"Flying"}, maxPermReadingAbilities), "Vigilance")}, false},
	} {
		p := tc.perm
		p.ID, p.Controller, p.Types, p.Power, p.Toughness = "x", "alice", []string{"Creature"}, &two, &two
		for round := range 2 { // the second board finds what the first kept, if anything
			b, errs := NewBoard(game.Board{ActivePlayer: "alice", Players: []game.Player{{ID: "alice", Life: 20}}, Permanents: []game.Permanent{p}})
			if len(errs) > 0 {
				t.Fatalf("%s: %v", tc.name, errs)
			}
			if got := b.Order[0]; !got.Has(ability.Flying) || !got.Has(ability.Vigilance) {
				t.Errorf("%s, board %d: got abilities %v, want flying and vigilance", tc.name, round, got.Readings)
			}
		}
		_, kept := bounded.GetBytes(permReadings, permReadingKey(nil, p.Name, p.Abilities))
		if kept != tc.wantKept {
			t.Errorf("%s: got kept %v, want %v", tc.name, kept, tc.wantKept)
		}
	}
}
