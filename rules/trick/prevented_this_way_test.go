package trick

import (
	"strings"
	"testing"
)

// An effect counting "the damage prevented this way" is applied after the
// prevention shield it counts (419.7b; the follow-up as the damage is
// prevented, 419.5) and refused without one.
func TestPreventedThisWayGate(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		ok         bool
	}{
		{"Test of Faith", "Prevent the next 3 damage that would be dealt to target creature this turn. For each 1 damage prevented this way, put a +1/+1 counter on that creature.", true},
		{"Candles' Glow", "Prevent the next 3 damage that would be dealt to any target this turn. You gain life equal to the damage prevented this way.", true},
		{"Sacred Boon", "Prevent the next 3 damage that would be dealt to target creature this turn. At the beginning of the next end step, put a +0/+1 counter on that creature for each 1 damage prevented this way.", true},
		{"no shield", "You gain life equal to the damage prevented this way.", false},
	} {
		r, err := TrickLine(tc.text, tc.name)
		switch {
		case tc.ok && err != nil:
			t.Errorf("%s: %v, want applied", tc.name, err)
		case tc.ok && TrickRule(r) != "419.7b":
			t.Errorf("%s: rule %s, want 419.7b", tc.name, TrickRule(r))
		case !tc.ok && (err == nil || !strings.Contains(err.Error(), "no prevention shield")):
			t.Errorf("%s: %v, want refused: no prevention shield before it", tc.name, err)
		}
	}
}
