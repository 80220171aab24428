package cards_test

import (
	"testing"

	"rulesjudge/cards"
)

// A spell's text drops the keyword lines that are no part of what it does
// (flashback 502.22a, buyback 502.16a, cycling 502.18a, madness 502.24a)
// and keeps every other line, keyword or not.
func TestSpellText(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Target creature gets +2/+2 and gains trample until end of turn.\nFlashback {2}{G}{G} (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
			"Target creature gets +2/+2 and gains trample until end of turn."},
		{"Buyback {4} (You may pay an additional {4} as you cast this spell. If you do, put this card into your hand as it resolves.)\nTarget creature gets +2/+2 until end of turn.",
			"Target creature gets +2/+2 until end of turn."},
		{"Buyback—Sacrifice a land. (reminder)\nPrevent all combat damage that would be dealt this turn.", "Prevent all combat damage that would be dealt this turn."},
		{"Target creature gets +0/+4 until end of turn.\nCycling {2} ({2}, Discard this card: Draw a card.)", "Target creature gets +0/+4 until end of turn."},
		{"Destroy target creature.\nSwampcycling {2}", "Destroy target creature."},
		{"Destroy target nonblack creature.\nMadness {B} (reminder)", "Destroy target nonblack creature."},
		// Kept: they change what the spell does, or are not checked.
		{"Kicker {R}\nTarget creature gets +1/+0 until end of turn.", "Kicker {R} Target creature gets +1/+0 until end of turn."},
		{"Target creature gets +2/+2 until end of turn.\nSplice onto Arcane {G}", "Target creature gets +2/+2 until end of turn. Splice onto Arcane {G}"},
		{"Storm\nTarget creature gets +1/+1 until end of turn.", "Storm Target creature gets +1/+1 until end of turn."},
		// A line that only begins with the word stays.
		{"Flashback spells cost {1} less.", "Flashback spells cost {1} less."},
	} {
		if got := cards.SpellText(c.text); got != c.want {
			t.Errorf("SpellText(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}
