package rules_test

import (
	"go/token"
	"testing"

	"rulesjudge/rules/ability"
)

// Issue 26: the triggered abilities, and the delayed triggers effects
// make, are read by their typed form (ability.Trigger: the event, whose
// event it is, the recipient, the other creature named, the refinement)
// and by it alone: no package of the core but the ability language, and
// not the edge, names one by its keyword (its wire name), so which event a
// trigger waits for is what its row of ability's table says (410.1, 404.4).
func TestTriggersReadByTheirTypedForm(t *testing.T) {
	isTrigger := map[string]bool{}
	for _, k := range ability.TriggerKeywords() {
		isTrigger[string(k)] = true
	}
	if len(isTrigger) < 50 {
		t.Fatalf("ability's table has %d triggers, want the 50 or more of today", len(isTrigger))
	}
	coreNames(t, func(at token.Position, name, value string) {
		if isTrigger[value] {
			t.Errorf("%s names the trigger ability.%s: ask its typed form (ability.TriggerOf, a reading's Trigger) instead (410.1, 404.4)", at, name)
		}
	})
}
