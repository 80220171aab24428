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
		if p.Mode != ability.IfConditionInstead || p.Condition != ability.TargetIs {
			continue
		}
		if i == 0 || parts[i-1].Mode != ability.PreventNext || parts[i-1].X || len(p.Parts) != 1 || p.Parts[0].Mode != ability.PreventNext || p.Parts[0].X {
			return fmt.Errorf("the effect %q replaces an effect the judge does not replace", p.Text)
		}
	}
	return nil
}
