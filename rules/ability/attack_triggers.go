package ability

import (
	"fmt"
	"regexp"
	"strconv"
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
	// LoseLife: "you lose N life"; LoseHalfLife: "you lose half your
	// life, rounded up" (Ebonblade Reaper's); LoseLifePerCounter: "you
	// lose N life for each +1/+1 counter on it" (Embalmed Brawler's),
	// counted as it resolves.
	LoseLife           Keyword = "you lose N life"
	LoseHalfLife       Keyword = "you lose half your life, rounded up"
	LoseLifePerCounter Keyword = "you lose N life for each +1/+1 counter on ~"
	// PumpOtherAttackers and PumpOtherBlockers: "other attacking
	// (blocking) creatures get +N/+N until end of turn for each attacking
	// (blocking) creature other than ~" (Márton Stromgald's), of a trigger
	// on attacking (blocking), counted as it resolves.
	PumpOtherAttackers Keyword = "other attacking creatures get +N/+N until end of turn for each attacking creature other than ~"
	PumpOtherBlockers  Keyword = "other blocking creatures get +N/+N until end of turn for each blocking creature other than ~"
	// GainLifePerAttacker: "you gain N life for each attacking creature"
	// (Orim's Prayer's), of a trigger on creatures attacking.
	GainLifePerAttacker Keyword = "you gain N life for each attacking creature"
)

// The effects with a target that isn't optional: the request names the
// target (a choice the request states, 410.4). Append
// only: wire words.
const (
	// RemoveCounterDamageAnyTarget: "remove a +1/+1 counter from it. if
	// you do, ~ deals N damage to any target" (Clockwork Hydra's).
	RemoveCounterDamageAnyTarget Keyword = "remove a +1/+1 counter from ~. if you do, ~ deals N damage to any target"
	// TapTargetDefenders: "tap target creature defending player controls"
	// (Sidar Jabari's), of a trigger on attacking.
	TapTargetDefenders Keyword = "tap target creature defending player controls"
	// DamageTargetAttacker: "~ deals N damage to target attacking
	// creature" (Elite Javelineer's), of a trigger on blocking.
	DamageTargetAttacker Keyword = "~ deals N damage to target attacking creature"
	// DamageAnyTarget: "~ deals N damage to any target" (Close
	// Quarters's, of a trigger on a creature you control becoming
	// blocked).
	DamageAnyTarget Keyword = "~ deals N damage to any target"
)

// MandatoryTarget reports whether an effect has a target its controller
// must choose (not "you may"): the request names it in choices.targets.
func MandatoryTarget(k Keyword) bool {
	return k == RemoveCounterDamageAnyTarget || k == TapTargetDefenders || k == DamageTargetAttacker || k == DamageAnyTarget ||
		k == AttachedDamagesAnyTarget // attached_creature_damage.go
}

var (
	effectCounterDamageAny = regexp.MustCompile(`^remove a \+1/\+1 counter from (?:it|~)\. if you do, (?:~|it) deals (\w+) damage to any target$`)
	effectTapTargetDefense = regexp.MustCompile(`^tap target creature defending player controls$`)
	effectDamageAttacker   = regexp.MustCompile(`^(?:~|it) deals (\w+) damage to target attacking creature$`)
	effectDamageAnyTarget  = regexp.MustCompile(`^(?:~|it) deals (\w+) damage to any target$`)
)

// targetedTriggerEffect reads those of a trigger on ev; ok is false when effect is
// none of them.
func targetedTriggerEffect(text, effect string, ev triggerEvents) (Ability, bool, error) {
	var a Ability
	var m []string
	switch {
	case effectCounterDamageAny.MatchString(effect):
		a, m = Ability{Keyword: RemoveCounterDamageAnyTarget}, effectCounterDamageAny.FindStringSubmatch(effect)
	case effectTapTargetDefense.MatchString(effect):
		if !ev.attack {
			return Ability{}, true, fmt.Errorf("%q: \"defending player\" is read here only when the creature attacks", text)
		}
		return Ability{Keyword: TapTargetDefenders, Text: effect}, true, nil
	case effectDamageAttacker.MatchString(effect):
		if !ev.block {
			return Ability{}, true, fmt.Errorf("%q: \"target attacking creature\" is read here only when the creature blocks", text)
		}
		a, m = Ability{Keyword: DamageTargetAttacker}, effectDamageAttacker.FindStringSubmatch(effect)
	case effectDamageAnyTarget.MatchString(effect):
		a, m = Ability{Keyword: DamageAnyTarget}, effectDamageAnyTarget.FindStringSubmatch(effect)
	default:
		return Ability{}, false, nil
	}
	n, err := number(m[1])
	if err != nil {
		return Ability{}, true, fmt.Errorf("%q: %v", text, err)
	}
	a.Text, a.N = effect, n
	return a, true, nil
}

// WhenCreaturesAttackYou: "Whenever one or more creatures attack you"
// (Orim's Prayer): once when attackers are declared, if any creature
// attacks the ability's controller. Append only: a wire word.
const WhenCreaturesAttackYou Keyword = "whenever one or more creatures attack you"

// triggerEvents says which event a trigger's effect is read for: the
// effects of this file that name "defending player", "it" or the other
// combatants need theirs.
type triggerEvents struct {
	attack       bool // the creature's own attack ("whenever ~ attacks")
	block        bool // the creature's own block ("whenever ~ blocks")
	otherBlocked bool // another creature becoming blocked
	attackYou    bool // creatures attacking the ability's controller
}

var (
	effectMayPayCantBlock  = regexp.MustCompile(`^you may pay ((?:\{[0-9a-z]+\})+)\. if you do, target creature can't block this turn$`)
	effectSacrificeDamage  = regexp.MustCompile(`^sacrifice (?:it|that creature)\. if you do, it deals (\w+) damage to each creature blocking it$`)
	effectMayDamageDefense = regexp.MustCompile(`^you may have (?:~|it) deal (\w+) damage to each (creature|creature [a-z ]+?) defending player controls$`)
)

// attackEffect reads the effects of this file of a trigger on ev; ok is
// false when effect is none of them.
func attackEffect(text, effect string, ev triggerEvents) (Ability, bool, error) {
	onAttack, onOtherBlocked := ev.attack, ev.otherBlocked
	if a, ok, err := lifeEffect(text, effect, ev); ok {
		return a, true, err
	}
	if a, ok, err := targetedTriggerEffect(text, effect, ev); ok {
		return a, true, err
	}
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
		n, q, err := damageToEach(text, m[1], m[2])
		if err != nil {
			return Ability{}, true, err
		}
		return Ability{Keyword: MayDamageDefendersCreatures, Text: effect, N: n, Quality: q}, true, nil
	}
	return Ability{}, false, nil
}

var (
	effectLoseLife       = regexp.MustCompile(`^you lose (\w+) life$`)
	effectLoseHalf       = regexp.MustCompile(`^you lose half your life, rounded up$`)
	effectLosePerCounter = regexp.MustCompile(`^you lose (\w+) life for each \+1/\+1 counter on (?:it|~)$`)
	effectPumpOthers     = regexp.MustCompile(`^other (attacking|blocking) creatures get ([+-]\d+)/([+-]\d+) until end of turn for each (attacking|blocking) creature other than ~$`)
	effectGainPerAttack  = regexp.MustCompile(`^you gain (\w+) life for each attacking creature$`)
)

// lifeEffect reads the losses and gains of life and Márton Stromgald's
// pumps; ok is false when effect is none of them.
func lifeEffect(text, effect string, ev triggerEvents) (Ability, bool, error) {
	n := func(s string) (int, error) {
		v, err := number(s)
		if err != nil {
			return 0, fmt.Errorf("%q: %v", text, err)
		}
		return v, nil
	}
	switch {
	case effectLoseHalf.MatchString(effect):
		return Ability{Keyword: LoseHalfLife, Text: effect}, true, nil
	case effectLoseLife.MatchString(effect):
		v, err := n(effectLoseLife.FindStringSubmatch(effect)[1])
		return Ability{Keyword: LoseLife, Text: effect, N: v}, true, err
	case effectLosePerCounter.MatchString(effect):
		v, err := n(effectLosePerCounter.FindStringSubmatch(effect)[1])
		return Ability{Keyword: LoseLifePerCounter, Text: effect, N: v}, true, err
	case effectGainPerAttack.MatchString(effect):
		if !ev.attackYou {
			return Ability{}, true, fmt.Errorf("%q: \"for each attacking creature\" is read only when creatures attack you", text)
		}
		v, err := n(effectGainPerAttack.FindStringSubmatch(effect)[1])
		return Ability{Keyword: GainLifePerAttacker, Text: effect, N: v}, true, err
	case effectPumpOthers.MatchString(effect):
		m := effectPumpOthers.FindStringSubmatch(effect)
		if m[1] != m[4] || m[1] == "attacking" && !ev.attack || m[1] == "blocking" && !ev.block {
			return Ability{}, true, fmt.Errorf("%q: the other %s creatures are read only when the creature itself is %s", text, m[1], m[1])
		}
		a := Ability{Keyword: PumpOtherAttackers, Text: effect}
		if m[1] == "blocking" {
			a.Keyword = PumpOtherBlockers
		}
		var err1, err2 error
		a.Power, err1 = strconv.Atoi(m[2])
		a.Toughness, err2 = strconv.Atoi(m[3])
		if err1 != nil || err2 != nil || a.Power < -1000 || a.Power > 1000 || a.Toughness < -1000 || a.Toughness > 1000 {
			return Ability{}, true, fmt.Errorf("%q: %s/%s is not a boost from -1000 to +1000", effect, m[2], m[3])
		}
		return a, true, nil
	}
	return Ability{}, false, nil
}

// creaturesAttackYouRow is "Whenever one or more creatures attack you,
// [effect]".
var creaturesAttackYouRow = wording{Pattern: "Whenever one or more creatures attack you, you gain N life for each attacking creature.",
	Example: "Whenever one or more creatures attack you, you gain 1 life for each attacking creature.", Rule: "410.2",
	g: gr(`whenever one or more creatures attack you , @{any}`),
	build: func(text string, m []string) ([]Ability, error) {
		if strings.HasPrefix(m[1], "if ") {
			return nil, errUnknown // an intervening "if": not this row's
		}
		e, ok, err := lifeEffect(text, m[1], triggerEvents{attackYou: true})
		switch {
		case !ok || e.Keyword != GainLifePerAttacker:
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: of a trigger on creatures attacking you the judge reads only \"you gain N life for each attacking creature\"", text)}
		case err != nil:
			return nil, err
		}
		return []Ability{{Keyword: WhenCreaturesAttackYou, Text: text, Abilities: []Ability{e}}}, nil
	}}

// globalAttackEffect reads the effects of this file a trigger on any
// creature has (triggers_global.go): Ib Halfheart's sacrifice, of a
// creature becoming blocked, and "~ deals N damage to any target", its
// source the permanent with the ability ("it" there would be the
// creature, not read). ok is false for any other effect.
func globalAttackEffect(text, effect string, onBlocked bool) (Ability, bool, error) {
	a, ok, err := attackEffect(text, effect, triggerEvents{otherBlocked: onBlocked})
	if !ok || a.Keyword != SacrificeItDamageBlockers && (a.Keyword != DamageAnyTarget || !strings.HasPrefix(effect, "~")) {
		return Ability{}, false, nil
	}
	return a, true, err
}

// damageToEach reads the amount and the quality of "deals N damage to each
// [quality] creature" in line text: count the number's words, words the
// quality's (in the singular, "creature").
func damageToEach(text, count, words string) (int, Quality, error) {
	n, err := number(count)
	if err != nil {
		return 0, Quality{}, fmt.Errorf("%q: %v", text, err)
	}
	q, err := ParseQuality(strings.Replace(words, "creature", "creatures", 1))
	if err != nil {
		return 0, Quality{}, unrecognised{fmt.Sprintf("unrecognised ability %q: %v", text, err)}
	}
	return n, q, nil
}
