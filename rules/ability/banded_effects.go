package ability

import "regexp"

// A creature's own attack trigger on the creatures of its band (Icatian
// Skirmishers: "Whenever ~ attacks, all creatures banded with it gain
// first strike until end of turn."): the creatures declared in one
// attacking band with it (502.10) gain the keyword.

// BandGainsUntilEndOfTurn: "all creatures banded with ~ gain [keyword]
// until end of turn".
const BandGainsUntilEndOfTurn Keyword = "all creatures banded with ~ gain [keyword] until end of turn"

var effectBandGains = regexp.MustCompile(`^all creatures banded with (?:~|it) gain (first strike|flying|trample) until end of turn$`)

// bandGains reads it, of a creature's own attack trigger; ok is false for
// any other effect.
func bandGains(text, effect string, ev effectFacts) (Ability, bool, error) {
	m := effectBandGains.FindStringSubmatch(effect)
	if m == nil || !ev.attack {
		return Ability{}, false, nil
	}
	return Ability{Keyword: BandGainsUntilEndOfTurn, Text: m[1]}, true, nil
}
