package walk

import (
	"testing"

	"rulesjudge/rules/ability"
)

// selfAtEndOfCombat tells the acts of the delayed triggers "at end of
// combat, ..." on their own permanent apart by the typed trigger's Other
// (404.4). Each such trigger of ability's table must be one whose act it
// writes: a new one (another act with the same Other) fails here until
// its act is written, rather than being applied as another's.
func TestEveryEndOfCombatActIsWritten(t *testing.T) {
	written := map[ability.Other]ability.Keyword{
		ability.NoOther:   ability.SacrificeSelfDamagesYou,
		ability.ItBlocked: ability.DestroySelfAndBlocked,
	}
	n := 0
	for _, k := range ability.TriggerKeywords() {
		tr := ability.TriggerOf(k)
		if tr.Refine != ability.ThisCombat {
			continue
		}
		n++
		if written[tr.Other] != k {
			t.Errorf("%q: a delayed trigger of this combat whose act selfAtEndOfCombat does not write (it writes %q for %q): write its act (404.4)", k, written[tr.Other], tr.Other)
		}
	}
	if n != len(written) {
		t.Errorf("%d delayed triggers of this combat, want the %d whose acts are written (404.4)", n, len(written))
	}
}
