package ability

import (
	"fmt"
	"regexp"
)

// The last effects of the era's combat triggers (issue 14, item 3): "tap
// that creature" and "~ deals N damage to ...". The walk (rules/combat.go,
// rules/triggers_walk.go) applies them: tapping a creature in combat
// doesn't remove it from combat (306.2b), and the damage of a trigger is
// not combat damage, dealt through protection, the prevention statics
// that are not about combat damage only, the shields, then state-based
// effects. Append only: these are wire words.
const (
	// TapThatCreature: "tap that creature", the creature the trigger
	// names; "and it doesn't untap during its controller's next untap
	// step" may follow, which is about a later turn (Text keeps it).
	TapThatCreature Keyword = "tap that creature"
	// DamageThatCreature: "~ deals N damage to that creature".
	DamageThatCreature Keyword = "~ deals N damage to that creature"
	// DamageBlockers: "~ deals N damage to each creature blocking it".
	DamageBlockers Keyword = "~ deals N damage to each creature blocking it"
	// DamageCombatants: "~ deals N damage to each attacking creature and
	// each blocking creature" (itself too, when it attacks or blocks).
	DamageCombatants Keyword = "~ deals N damage to each attacking creature and each blocking creature"
	// DamageDefender: "~ deals N damage to defending player", of a trigger
	// on attacking ("whenever ~ attacks [and isn't blocked]").
	DamageDefender Keyword = "~ deals N damage to defending player"
)

var (
	effectTap    = regexp.MustCompile(`^tap that creature(?:(?: and it|\. (?:it|that creature)) doesn't untap during its controller's next untap step)?$`)
	effectDamage = regexp.MustCompile(`^(?:~|it) deals (\w+) damage to (that creature|each creature blocking (?:it|~)|each attacking creature and each blocking creature|defending player)$`)
)

// moreEffect reads the effects of this file; ok is false when effect is
// none of them.
func moreEffect(text string, k Keyword, effect string) (a Ability, ok bool, err error) {
	if effectTap.MatchString(effect) {
		if !namesCreature(k) {
			return Ability{}, true, fmt.Errorf("%q: \"that creature\" names no creature in this trigger", text)
		}
		return Ability{Keyword: TapThatCreature, Text: effect}, true, nil
	}
	m := effectDamage.FindStringSubmatch(effect)
	if m == nil {
		return Ability{}, false, nil
	}
	n, err := number(m[1])
	if err != nil {
		return Ability{}, true, fmt.Errorf("%q: %v", text, err)
	}
	a = Ability{Text: effect, N: n}
	switch m[2] {
	case "that creature":
		if !namesCreature(k) {
			return Ability{}, true, fmt.Errorf("%q: \"that creature\" names no creature in this trigger", text)
		}
		a.Keyword = DamageThatCreature
	case "defending player":
		if k != WhenAttacks && k != WhenUnblocked {
			return Ability{}, true, fmt.Errorf("%q: \"defending player\" is read only in a trigger on attacking (\"whenever ~ attacks\")", text)
		}
		a.Keyword = DamageDefender
	case "each attacking creature and each blocking creature":
		a.Keyword = DamageCombatants
	default:
		if k != WhenBlocked {
			return Ability{}, true, fmt.Errorf("%q: \"each creature blocking it\" is read only when the creature becomes blocked", text)
		}
		a.Keyword = DamageBlockers
	}
	return a, true, nil
}
