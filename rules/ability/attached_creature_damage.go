package ability

import (
	"fmt"
	"regexp"
)

// AttachedDamagesAnyTarget is Extra Arms's effect: "Whenever enchanted
// creature attacks, it deals 2 damage to any target." The Aura has the
// trigger and controls it (its controller chooses the target, 410.4), but
// "it" is the creature it is attached to: that creature is the source of
// the damage, as it resolves or as it last existed in play. The target is
// a creature or a player the request names (choices.targets). Append
// only: a wire word.
const AttachedDamagesAnyTarget Keyword = "it deals N damage to any target"

var effectAttachedDamagesAny = regexp.MustCompile(`^it deals (\w+) damage to any target$`)

// attachedCreatureEffect reads that effect of an Aura's or Equipment's own
// trigger about the creature it is attached to; ok is false for any other
// effect.
func attachedCreatureEffect(text, effect string) (Ability, bool, error) {
	m := effectAttachedDamagesAny.FindStringSubmatch(effect)
	if m == nil {
		return Ability{}, false, nil
	}
	n, err := number(m[1])
	if err != nil {
		return Ability{}, true, fmt.Errorf("%q: %v", text, err)
	}
	return Ability{Keyword: AttachedDamagesAnyTarget, Text: effect, N: n}, true, nil
}
