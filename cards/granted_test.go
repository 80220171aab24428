package cards_test

import (
	"slices"
	"strings"
	"testing"

	"rulesjudge/cards"
)

// A line that gives the creature a quoted ability the judge does not read
// is split (502.23a: the quoted text is an ability of its own): the quoted
// ability is ignored with the line in its reason, and the rest is read; a
// quoted ability the judge reads, or an activated one, keeps the line
// whole; a line whose rest does not read either is ignored whole.
func TestQuotedAbilitiesSplit(t *testing.T) {
	tests := []struct {
		name, oracle string
		understood   []string // the abilities read, as the judge reads them
		ignored      []string // the texts ignored
	}{
		{"Wayward Angel", `Threshold — As long as seven or more cards are in your graveyard, Wayward Angel gets +3/+3, is black, has trample, and has "At the beginning of your upkeep, sacrifice a creature."`,
			[]string{"Threshold — As long as seven or more cards are in your graveyard, Wayward Angel gets +3/+3, is black, and has trample."},
			[]string{"At the beginning of your upkeep, sacrifice a creature."}},
		// Nothing is left of the line but the quoted trigger.
		{"Teroh's Vanguard", `Threshold — As long as seven or more cards are in your graveyard, Teroh's Vanguard has "When Teroh's Vanguard enters the battlefield, creatures you control gain protection from black until end of turn."`,
			nil,
			[]string{"When Teroh's Vanguard comes into play, creatures you control gain protection from black until end of turn."}},
		// Read whole: a combat trigger, an activated ability.
		{"Descendant of Kiyomaro", `As long as you have more cards in hand than each opponent, Descendant of Kiyomaro gets +1/+2 and has "Whenever this creature deals combat damage, you gain 3 life."`,
			[]string{`As long as you have more cards in hand than each opponent, Descendant of Kiyomaro gets +1/+2 and has "Whenever this creature deals combat damage, you gain 3 life."`}, nil},
		{"Quilled Sliver", `All Slivers have "{T}: This permanent deals 1 damage to target attacking or blocking creature."`,
			[]string{`All Slivers have "{T}: This permanent deals 1 damage to target attacking or blocking creature."`}, nil},
		// The rest is not read (a later keyword): the line is ignored whole.
		{"Test Angel", `Test Angel has wither and has "At the beginning of your upkeep, sacrifice a creature."`,
			nil, []string{`Test Angel has wither and has "At the beginning of your upkeep, sacrifice a creature."`}},
	}
	for _, tt := range tests {
		d, err := cards.Derive(cards.Card{Name: tt.name, TypeLine: "Creature — Angel", Power: "4", Toughness: "4", OracleText: tt.oracle}, "")
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		var ignored []string
		for _, ig := range d.Ignored {
			ignored = append(ignored, ig.Text)
			if split := ig.Text != tt.oracle; split && !strings.Contains(ig.Reason, "given in quotes by") {
				t.Errorf("%s: reason %q, want it to name the line that gives the quoted ability", tt.name, ig.Reason)
			}
		}
		if got := d.AbilityTexts(); !slices.Equal(got, tt.understood) {
			t.Errorf("%s: understood\n got %q\nwant %q", tt.name, got, tt.understood)
		}
		if !slices.Equal(ignored, tt.ignored) {
			t.Errorf("%s: ignored\n got %q\nwant %q", tt.name, ignored, tt.ignored)
		}
	}
}

// Lurker's line limits the targets of spells. The judge checks no target,
// but a shield a request gives could have been set up by a spell that
// targeted the creature, so the line can't be said to change nothing: it
// is ignored, whole, with that reason (and, speaking of attacking and
// blocking, it is a caveat on the answers).
func TestTargetsOfSpellsStayUnread(t *testing.T) {
	d, err := cards.Derive(cards.Card{Name: "Lurker", TypeLine: "Creature — Beast", Power: "2", Toughness: "3",
		OracleText: "Lurker can't be the target of spells unless it attacked or blocked this turn."}, "")
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Abilities) != 0 || len(d.Ignored) != 1 || !strings.Contains(d.Ignored[0].Reason, "targets of spells") {
		t.Errorf("got understood %q, ignored %+v; want the line ignored as a restriction on the targets of spells", d.AbilityTexts(), d.Ignored)
	}
}
