package ability

import "regexp"

// A creature's own trigger whose pump lasts "until end of combat" (Murk
// Dwellers: "Whenever ~ attacks and isn't blocked, it gets +2/+0 until end
// of combat."): the pump weighs in the combat damage and ends as the combat
// ends, so the board afterwards doesn't show it.

// PumpUntilEndOfCombat: "~ gets +N/+N until end of combat".
const PumpUntilEndOfCombat Keyword = "~ gets +N/+N until end of combat"

var effectPumpUntilEndOfCombat = regexp.MustCompile(`^(?:~|it) gets ([+-]\d+)/([+-]\d+) until end of combat$`)

// pumpUntilEndOfCombat reads it, of a creature's own trigger; ok is false
// for any other effect.
func pumpUntilEndOfCombat(text, effect string, ev effectFacts) (Ability, bool, error) {
	m := effectPumpUntilEndOfCombat.FindStringSubmatch(effect)
	if m == nil || ev.anyCreature {
		return Ability{}, false, nil
	}
	a, err := pump(PumpUntilEndOfCombat, effect, m[1], m[2])
	return a, true, err
}
