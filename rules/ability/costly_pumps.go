package ability

import (
	"fmt"
	"regexp"
)

// A permanent's trigger on any creature whose effect pumps that creature
// and has the permanent deal damage to its controller (Anthem of Rakdos:
// "Whenever a creature you control attacks, it gets +2/+0 until end of
// turn and ~ deals 1 damage to you"). The walk applies it
// (rules/walk/costly_pumps.go). Append only: a wire word.

// PumpItDamageYou: "it gets +N/+N until end of turn and ~ deals N damage
// to you": the creature the trigger names gets Power/Toughness, and the
// permanent deals N damage to its controller.
const PumpItDamageYou Keyword = "it gets +N/+N until end of turn and ~ deals N damage to you"

var effectPumpDamageYou = regexp.MustCompile(`^it gets ([+-]\d+)/([+-]\d+) until end of turn and ~ deals (\w+) damage to you$`)

// pumpDamageYou reads it, of a trigger on any creature; ok is false for
// any other effect.
func pumpDamageYou(text, effect string, ev effectFacts) (Ability, bool, error) {
	m := effectPumpDamageYou.FindStringSubmatch(effect)
	if m == nil || !ev.anyCreature {
		return Ability{}, false, nil
	}
	a, err := pump(PumpItDamageYou, effect, m[1], m[2])
	if err != nil {
		return Ability{}, true, fmt.Errorf("%q: %v", text, err)
	}
	if a.N, err = number(m[3]); err != nil {
		return Ability{}, true, fmt.Errorf("%q: %v", text, err)
	}
	return a, true, nil
}
