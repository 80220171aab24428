package rules_test

import (
	"slices"
	"strings"
	"testing"

	"rulesjudge/rules"
)

// Caveats is the core's answer to which ignored lines could change an
// answer: each by the moment the answer stops at, a line that changes
// only the cards in a hand getting one only on a board that counts them,
// in the order of the lines, each message naming the line, the permanent
// and why it was not read.
func TestCaveatsByStopAndBoard(t *testing.T) {
	lines := []rules.IgnoredLine{
		{Object: "glaciers", Name: "Glaciers", Text: "All Mountains are Plains.", Reason: "not read"},
		{Object: "rider", Name: "Test Rider", Text: "Whenever Test Rider becomes blocked, it gets +2/+0 until end of turn.", Reason: "not read"},
		{Object: "rider", Name: "Test Rider", Text: "Whenever Test Rider attacks, draw a card.", Reason: "not read"},
		{Object: "rider", Name: "Test Rider", Text: "At the beginning of your upkeep, Test Rider deals 1 damage to you.", Reason: "not read"},
		{Object: "rider", Name: "Test Rider", Text: "{R}: Test Rider gets +1/+0 until end of turn.", Reason: "not read"},
	}
	three := 3
	counting := []rules.Player{{ID: "alice", Hand: &three}, {ID: "bob"}}
	tests := []struct {
		stop    rules.Stop
		players []rules.Player
		want    []int // indexes of lines
	}{
		{rules.StopAtAttackers, nil, []int{0}},
		{rules.StopAtBlockers, nil, []int{0}},
		{rules.StopAtBlockers, counting, []int{0, 2}},
		{rules.StopAtDamage, nil, []int{0, 1}},
		{rules.StopAfterDamage, nil, []int{0, 1}},
		{rules.StopAfterCombat, counting, []int{0, 1, 2}},
	}
	for _, tt := range tests {
		got := rules.Caveats(tt.players, lines, tt.stop, false)
		var gotLines []int
		for _, c := range got {
			i := slices.IndexFunc(lines, func(l rules.IgnoredLine) bool { return l.Text == c.Text })
			gotLines = append(gotLines, i)
			if c.Object != lines[i].Object || !strings.Contains(c.Message, string(c.Object)) || !strings.Contains(c.Message, "not read") {
				t.Errorf("stop %d: caveat %+v: want object %s and a message naming it and its reason", tt.stop, c, lines[i].Object)
			}
		}
		if !slices.Equal(gotLines, tt.want) {
			t.Errorf("stop %d, players %v: got caveats on lines %v, want %v", tt.stop, tt.players, gotLines, tt.want)
		}
	}
}

// A line's extent worked out before (a card file's reading keeps it) is
// the one Caveats reads.
func TestCaveatsReadAnExtentGiven(t *testing.T) {
	e := rules.ExtentOf("All Mountains are Plains.", "Glaciers")
	none := rules.ExtentOf("This spell can't be countered.", "Glaciers")
	lines := []rules.IgnoredLine{{Object: "g", Name: "Glaciers", Text: "All Mountains are Plains.", Extent: &none}}
	if got := rules.Caveats(nil, lines, rules.StopAfterCombat, false); len(got) != 0 {
		t.Errorf("with an extent that reaches nothing: got %+v, want none", got)
	}
	lines[0].Extent = &e
	if got := rules.Caveats(nil, lines, rules.StopAtAttackers, false); len(got) != 1 {
		t.Errorf("with its own extent: got %+v, want one caveat", got)
	}
}

// A trigger on a spell cast or a card coming into play can't fire in a
// combat without tricks, and can in one whose request uses them: one whose
// effect doesn't last (so that it can't have made one earlier this turn)
// gets a caveat then only.
func TestCaveatsOfTriggersATrickCanFire(t *testing.T) {
	for _, text := range []string{
		"Whenever you cast a blue spell, Test Brute deals 2 damage to each creature without flying.",
		"When Test Brute enters the battlefield, destroy target creature with flying.",
		"Whenever a player cycles a card, Test Brute deals 2 damage to each attacking creature.",
	} {
		lines := []rules.IgnoredLine{{Object: "brute", Text: text, Reason: "not read", Name: "Test Brute"}}
		if got := rules.Caveats(nil, lines, rules.StopAfterCombat, false); len(got) != 0 {
			t.Errorf("%q without tricks: %d caveats, want none", text, len(got))
		}
		got := rules.Caveats(nil, lines, rules.StopAtAttackers, true)
		if len(got) != 1 || !strings.Contains(got[0].Message, "a trick of this request") {
			t.Errorf("%q with tricks: %+v, want one caveat saying a trick can fire it", text, got)
		}
	}
}
