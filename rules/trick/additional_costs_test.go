package trick

import (
	"strings"
	"testing"
)

// A count of what was "sacrificed this way" is applied after the
// instant's additional cost that sacrifices it (409.1b), of the same
// quality, and refused without one; the card's view reads a line with its
// card's cost (SpellLine).
func TestSacrificedThisWayGate(t *testing.T) {
	const rage = "As an additional cost to cast this spell, you may sacrifice any number of Spirits. Target creature gets +3/+0 until end of turn. For each Spirit sacrificed this way, that creature gets an additional +3/+0 until end of turn."
	const body = "Target creature gets +3/+0 until end of turn. For each Spirit sacrificed this way, that creature gets an additional +3/+0 until end of turn."
	for _, tc := range []struct {
		name, text, want string // want: "" applied, else words of the refusal
	}{
		{"whole text", rage, ""},
		{"no cost", body, "no additional cost"},
		{"another type", "As an additional cost to cast this spell, you may sacrifice any number of Goblins. " + body, "not what the spell's additional cost sacrifices"},
	} {
		r, err := TrickLine(tc.text, "Devouring Rage")
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v, want applied", tc.name, err)
		case tc.want == "" && TrickRule(r) != "418.3a":
			t.Errorf("%s: rule %s, want 418.3a", tc.name, TrickRule(r))
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: %v, want refused: %s", tc.name, err, tc.want)
		}
	}
	if _, err := SpellLine(rage, body, "Devouring Rage"); err != nil {
		t.Errorf("the card's view of its effect line: %v, want applied with the card's cost", err)
	}
	if _, err := SpellLine(body, body, "Devouring Rage"); err == nil {
		t.Errorf("a card without the cost: its count applied, want refused")
	}
}

// An alternative cost is cut from an instant's text (409.1b); one that
// sets an X the text uses is not.
func TestAlternativeCostOf(t *testing.T) {
	for _, tc := range []struct{ text, rest, cost string }{
		{"You may discard a Forest card rather than pay this spell's mana cost. Prevent all combat damage that would be dealt by unblocked creatures this turn.", "Prevent all combat damage that would be dealt by unblocked creatures this turn.", "discard a forest card"},
		{"If you control a Plains, you may tap an untapped creature you control rather than pay this spell's mana cost. Prevent all damage.", "Prevent all damage.", "tap an untapped creature you control"},
		{"You may exile a white card with mana value X from your hand rather than pay this spell's mana cost. Prevent the next X damage.", "You may exile a white card with mana value X from your hand rather than pay this spell's mana cost. Prevent the next X damage.", ""},
	} {
		rest, cost := AlternativeCostOf(tc.text)
		if rest != tc.rest || cost != tc.cost {
			t.Errorf("%q: got (%q, %q), want (%q, %q)", tc.text, rest, cost, tc.rest, tc.cost)
		}
	}
}
