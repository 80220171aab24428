package trick

import (
	"fmt"

	"rulesjudge/rules/ability"
)

// The amounts of a trick's shields and counters the walk counts as the
// trick resolves (walk/counted_shields.go): "prevent the next X damage
// ..., where X is the number of Clerics on the battlefield", "put a +2/+2
// counter on target Chimera creature". An amount the walk does not count
// is refused here.

// countedApplied reports whether the walk counts the amount of effect e,
// a shield of X counted as it resolves or counters put on a creature.
func countedApplied(e ability.Reading) error {
	switch e.Mode {
	case ability.PreventNextTimesX:
		if !timesXApplied(e) || e.When.Whose == "other" || e.When.Whose == "defending" {
			return fmt.Errorf("the effect %q counts %q, which the judge does not count", e.Text, e.Quality.Text)
		}
	case ability.PutCounter:
		if e.X || len(e.Quality.Terms) > 0 || e.N < 1 {
			return fmt.Errorf("the effect %q puts a number of counters the judge does not count", e.Text)
		}
	}
	return nil
}
