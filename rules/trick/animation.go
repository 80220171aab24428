package trick

import (
	"fmt"

	"rulesjudge/rules/ability"
)

// A permanent made a creature until end of turn (ability/animation.go):
// "It's still a land." says what the effect just before it does to the
// permanent's types, and is read only right after such an effect.

// animationRead reports whether each KeepsItsTypes of parts follows the
// animation it speaks of.
func animationRead(parts []ability.Reading) error {
	for i, p := range parts {
		if ability.FormOf(p).KeepsTypes && (i == 0 || ability.FormOf(parts[i-1]) != ability.Effect{Action: ability.TypeChange, Duration: ability.UntilEndOfTurn}) {
			return fmt.Errorf("%q speaks of a permanent made a creature, and no effect before it makes one", p.Text)
		}
	}
	return nil
}
