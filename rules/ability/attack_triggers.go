package ability

import (
	"fmt"
	"regexp"
	"strings"
)

// More effects of the triggers on attacking, blocking and becoming
// blocked (issue 27, item 4), and the event "whenever another [quality]
// creature [you control] ...": an effect with a cost its controller pays
// as it resolves ("you may pay {R}. If you do, ...", "sacrifice it. If you
// do, ...", 410.5), and the damage dealt to each creature of the defending
// player's. The walk applies them (rules/walk/attack_triggers.go). Append
// only: these are wire words.
const (
	// MayPayTargetCantBlock: "you may pay [mana]. if you do, target
	// creature can't block this turn" (Frenzied Goblin's). The judge keeps
	// no mana pool: the answer yes (choices.may, with the target) takes the
	// mana as paid. Text keeps the mana.
	MayPayTargetCantBlock Keyword = "you may pay [mana]. if you do, target creature can't block this turn"
	// SacrificeItDamageBlockers: "sacrifice it. if you do, it deals N
	// damage to each creature blocking it" (Ib Halfheart's), of a trigger
	// on another creature becoming blocked: "it" is that creature.
	SacrificeItDamageBlockers Keyword = "sacrifice it. if you do, it deals N damage to each creature blocking it"
	// MayDamageDefendersCreatures: "you may have ~ deal N damage to each
	// [quality] creature defending player controls" (Scalding
	// Salamander's, Ronin Cliffrider's), of a trigger on attacking; the
	// creatures' quality is Quality.
	MayDamageDefendersCreatures Keyword = "you may have ~ deal N damage to each [quality] creature defending player controls"
)

var (
	effectMayPayCantBlock  = regexp.MustCompile(`^you may pay ((?:\{[0-9a-z]+\})+)\. if you do, target creature can't block this turn$`)
	effectSacrificeDamage  = regexp.MustCompile(`^sacrifice (?:it|that creature)\. if you do, it deals (\w+) damage to each creature blocking it$`)
	effectMayDamageDefense = regexp.MustCompile(`^you may have (?:~|it) deal (\w+) damage to each (creature|creature [a-z ]+?) defending player controls$`)
)

// attackEffect reads the effects of this file; ok is false when effect is
// none of them. onAttack says the trigger's event is the creature's own
// attack ("whenever ~ attacks"), onOtherBlocked that it is another
// creature becoming blocked ("whenever a [quality] creature becomes
// blocked"): the effects that name "defending player" or "it" need them.
func attackEffect(text, effect string, onAttack, onOtherBlocked bool) (Ability, bool, error) {
	switch {
	case effectMayPayCantBlock.MatchString(effect):
		return Ability{Keyword: MayPayTargetCantBlock, Text: effect}, true, nil
	case effectSacrificeDamage.MatchString(effect):
		if !onOtherBlocked {
			return Ability{}, true, fmt.Errorf("%q: \"sacrifice it. if you do, it deals N damage to each creature blocking it\" is read only of a trigger on another creature becoming blocked", text)
		}
		n, err := number(effectSacrificeDamage.FindStringSubmatch(effect)[1])
		if err != nil {
			return Ability{}, true, fmt.Errorf("%q: %v", text, err)
		}
		return Ability{Keyword: SacrificeItDamageBlockers, Text: effect, N: n}, true, nil
	case effectMayDamageDefense.MatchString(effect):
		if !onAttack {
			return Ability{}, true, fmt.Errorf("%q: \"defending player\" is read here only when the creature attacks", text)
		}
		m := effectMayDamageDefense.FindStringSubmatch(effect)
		n, err := number(m[1])
		if err != nil {
			return Ability{}, true, fmt.Errorf("%q: %v", text, err)
		}
		q, err := ParseQuality(strings.Replace(m[2], "creature", "creatures", 1))
		if err != nil {
			return Ability{}, true, unrecognised{fmt.Sprintf("unrecognised ability %q: %v", text, err)}
		}
		return Ability{Keyword: MayDamageDefendersCreatures, Text: effect, N: n, Quality: q}, true, nil
	}
	return Ability{}, false, nil
}
