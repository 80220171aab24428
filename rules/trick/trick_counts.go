package trick

import (
	"fmt"

	"rulesjudge/rules/ability"
)

// Amounts a trick counts as it resolves (413.2b) other than a pump's: the
// damage "equal to the number of [quality] [you control]" of Divine
// Retribution, Armed Response or Ben-Ben, Akki Hermit. The walk counts the
// permanents on the board as the trick resolves (walk/trick_counts.go),
// the same count a pump's "for each" makes (timesXApplied).

// countApplied reports whether the walk counts the X of effect e, an
// amount of damage counted as it resolves.
func countApplied(e ability.Reading) error {
	if e.Mode != ability.DealsDamageTimesX {
		return nil
	}
	if !timesXApplied(e) || e.When.Whose == "other" {
		return fmt.Errorf("the effect %q counts %q, which the judge does not count", e.Text, e.Quality.Text)
	}
	return nil
}
