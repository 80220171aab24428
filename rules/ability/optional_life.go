package ability

import (
	"fmt"
	"regexp"
)

// "you may gain N life" of a permanent's trigger on any creature
// (triggers_global.go; Patron of the Kitsune's "Whenever a creature
// attacks, you may gain 1 life."): an optional effect (410.5) read as the
// steps of effect_steps.go, one life gain of the trigger's controller,
// which the request answers (choices.may, one answer for every occurrence
// of the trigger). The walk resolves it as any optional steps
// (rules/walk/optional_life.go).

var effectMayGain = regexp.MustCompile(`^you may gain (\w+) life$`)

// mayGainLife reads that effect; ok is false for any other.
func mayGainLife(text, effect string, _ effectFacts) (Ability, bool, error) {
	m := effectMayGain.FindStringSubmatch(effect)
	if m == nil {
		return Ability{}, false, nil
	}
	n, err := number(m[1])
	if err != nil || n <= 0 {
		return Ability{}, true, fmt.Errorf("%q: %q is not a number of life", text, m[1])
	}
	gain := Ability{Keyword: GainLifeStep, Text: "gain " + m[1] + " life", N: n, When: Cond{Whose: PlayerYou}}
	return Ability{Keyword: MaySteps, Text: effect, When: Cond{Whose: PlayerYou}, Abilities: []Ability{gain}}, true, nil
}
