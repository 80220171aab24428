package trick

import (
	"fmt"

	"rulesjudge/rules/ability"
)

// blockWatchApplied reports whether the walk applies a delayed trigger a
// trick creates on its creature becoming blocked this turn ("When that
// creature becomes blocked this turn, it gets +1/+1 until end of turn for
// each creature blocking it."): only that pump, said of the creature
// itself (walk/block_watches.go).
func blockWatchApplied(e ability.Reading) error {
	if len(e.Parts) != 1 || ability.FormOf(e.Parts[0]) != (ability.Effect{Action: ability.PowerToughnessChange, Amount: ability.PerBlocker, Duration: ability.UntilEndOfTurn}) || e.Parts[0].Selector.Subject != ability.That {
		return fmt.Errorf("the effect %q is read but the judge does not apply it to a combat", e.Text)
	}
	return nil
}
