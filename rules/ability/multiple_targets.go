package ability

import (
	"fmt"
	"regexp"
)

// An optional effect of a creature's own trigger with a variable number of
// targets (Cho-Arrim Bruiser: "Whenever ~ attacks, you may tap up to two
// target creatures"): the answer (choices.may) names from one to N
// targets with a yes, chosen as the ability is put on the stack (409.1c,
// 410.4: no creature twice). The walk applies it
// (rules/walk/multiple_targets.go). Append only: a wire word.

// MayTapUpToTargets: "you may tap up to N target creatures".
const MayTapUpToTargets Keyword = "you may tap up to N target creatures"

var effectMayTapUpTo = regexp.MustCompile(`^you may tap up to (\w+) target creatures$`)

// mayTapUpTo reads it; ok is false for any other effect.
func mayTapUpTo(text, effect string, _ effectFacts) (Ability, bool, error) {
	m := effectMayTapUpTo.FindStringSubmatch(effect)
	if m == nil {
		return Ability{}, false, nil
	}
	n, err := number(m[1])
	if err != nil || n < 1 {
		return Ability{}, true, fmt.Errorf("%q: %q is not a number of targets", text, m[1])
	}
	return Ability{Keyword: MayTapUpToTargets, Text: effect, N: n}, true, nil
}

// MaxTargets is how many targets an answer to the optional effect e may
// name: N of "up to N target creatures", else one.
func MaxTargets(e Ability) int {
	if e.Keyword == MayTapUpToTargets {
		return e.N
	}
	return 1
}
