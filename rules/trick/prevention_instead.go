package trick

import (
	"fmt"

	"rulesjudge/rules/ability"
)

// A prevention shield replaced by a larger one when its target is of a
// quality: "Prevent the next 1 damage that would be dealt to any target
// this turn. If it's a green creature, prevent the next 2 damage instead."
// (Elvish Healer). The walk checks the quality on the target as the
// ability resolves and, when it holds, the shield prevents the larger
// amount instead (walk/prevention_instead.go).

// insteadRead reports whether each "if it's [quality], [effect] instead"
// on the target of parts replaces a prevention of the next N damage to
// that target just before it, the one "instead" the walk applies.
func insteadRead(parts []ability.Reading) error {
	for i, p := range parts {
		if f := ability.FormOf(p); f.Action != ability.Conditional || !f.Instead || p.Condition != ability.TargetIs {
			continue
		}
		if i == 0 || ability.FormOf(parts[i-1]) != nextDamageShield || parts[i-1].X || len(p.Parts) != 1 || ability.FormOf(p.Parts[0]) != nextDamageShield || p.Parts[0].X {
			return fmt.Errorf("the effect %q replaces an effect the judge does not replace", p.Text)
		}
	}
	return nil
}
