package game

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestSplitPlainRuleAsSplitRule: a rule number split in one pass
// (splitPlainRule) splits as splitRule does, on rule numbers as the judge
// writes them and on any text made of digits, dots, signs, letters and
// other runes; a text it declines is left to splitRule.
func TestSplitPlainRuleAsSplitRule(t *testing.T) {
	for _, r := range []string{"309.2a", "502.10e", "500.3", "410.4", "502.7f", "0.0", "1234567890.1", "1.1234567890"} {
		m, n, l, ok := splitPlainRule(r)
		wm, wn, wl := splitRule(RuleID(r))
		if ok && (m != wm || n != wn || l != wl) {
			t.Errorf("splitPlainRule(%q) = %d %d %q, splitRule %d %d %q", r, m, n, l, wm, wn, wl)
		}
		if !ok && !strings.Contains(r, "1234567890") {
			t.Errorf("splitPlainRule(%q) declines a plain rule number", r)
		}
	}
	parts := []string{"0", "1", "5", "9", ".", "a", "b", "z", "+", "-", " ", "é", "\xff"}
	rnd := rand.New(rand.NewPCG(25, 7))
	word := func() string {
		var b strings.Builder
		for range rnd.IntN(14) {
			b.WriteString(parts[rnd.IntN(len(parts))])
		}
		return b.String()
	}
	for range 200000 {
		r := word()
		m, n, l, ok := splitPlainRule(r)
		if wm, wn, wl := splitRule(RuleID(r)); ok && (m != wm || n != wn || l != wl) {
			t.Fatalf("splitPlainRule(%q) = %d %d %q, splitRule %d %d %q", r, m, n, l, wm, wn, wl)
		}
	}
	if CompareRules("502.9b", "502.10a") >= 0 || CompareRules("309.2a", "310.2") >= 0 || CompareRules("502.10b", "502.10a") <= 0 || CompareRules("-1.2", "1.2") >= 0 {
		t.Error("CompareRules orders 502.9b, 502.10a, 502.10b, 309.2a, 310.2 or -1.2, 1.2 otherwise than numerically")
	}
}
