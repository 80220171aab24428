package ability

import (
	"fmt"
	"regexp"
)

// Combat triggers of a permanent on every creature that attacks, blocks or
// becomes blocked (Caltrops, Powerstone Minefield, Barbed Foliage, Battle
// Strain, Fervent Charge, Briar Patch, Hissing Miasma, Spined Sliver):
// "Whenever a [quality] creature [you control] attacks [you] / blocks /
// attacks or blocks / becomes blocked, [effect]." The permanent with the
// ability controls the trigger and is the source of its damage (it may be
// no creature); each creature declared is an occurrence of the event, and
// the ability triggers once for each (410.6). Quality holds "you control"
// as a term of its own: Scope.YouControl. Append only: these are wire
// words.
const (
	WhenACreatureAttacks         Keyword = "whenever a [quality] creature attacks"
	WhenACreatureAttacksYou      Keyword = "whenever a [quality] creature attacks you"
	WhenACreatureBlocks          Keyword = "whenever a [quality] creature blocks"
	WhenACreatureAttacksOrBlocks Keyword = "whenever a [quality] creature attacks or blocks"
	WhenACreatureBlocked         Keyword = "whenever a [quality] creature becomes blocked"
	// DamageItsController: "~ deals N damage to that creature's
	// controller", of those triggers.
	DamageItsController Keyword = "~ deals N damage to that creature's controller"
	// ControllerLosesLife: "its controller loses N life", of those.
	ControllerLosesLife Keyword = "its controller loses N life"
	// The same on the combat damage a creature deals (Sosuke, Toxin
	// Sliver, Noble Purpose): to a creature, to a player, or in all (once
	// for each creature for the damage it deals at once).
	WhenACreatureDamagesCreature Keyword = "whenever a [quality] creature deals combat damage to a creature"
	WhenACreatureDamagesPlayer   Keyword = "whenever a [quality] creature deals combat damage to a player"
	WhenACreatureDealsDamage     Keyword = "whenever a [quality] creature deals combat damage"
)

var (
	globalDamage = regexp.MustCompile(`^~ deals (\w+) damage to (it|that creature|that creature's controller)$`)
	globalPump   = regexp.MustCompile(`^(?:it|that [a-z]+) gets ([+-]\d+)/([+-]\d+) until end of turn( for each creature blocking it)?$`)
	globalLife   = regexp.MustCompile(`^(you gain|its controller loses) (\w+) life$`)
)

// globalTriggerRow reads them.
var globalTriggerRow = wording{Pattern: "Whenever a [quality] creature [you control] attacks [you] / blocks / attacks or blocks / becomes blocked, [This] deals N damage to it / to that creature's controller | it gets +N/+N until end of turn [for each creature blocking it] | you gain N life | its controller loses N life. / Whenever a [quality] creature [you control] deals combat damage [to a creature / to a player], destroy that creature [at end of combat] | you gain that much life.",
	Example: "Whenever a creature attacks, ~ deals 1 damage to it.", Rule: "410.6",
	g: gr(`whenever {a} @?[ {few-words} ] @( creature | {word} ) @[ ( with | without ) {few-letter-words} ] @[ you control ] ` +
		`@( attacks you | attacks or blocks | attacks | blocks | becomes blocked | deals combat damage to a creature | deals combat damage to a player | deals combat damage ) , @{any}`),
	build: func(text string, m []string) ([]Ability, error) {
		noun := m[2]
		if noun != "creature" {
			noun = plural(noun) // "a Sliver": Slivers
		}
		if m[1] != "" {
			noun = m[1] + " " + noun
		}
		if m[3] != "" {
			noun += " " + m[3]
		}
		q, err := ParseQuality(noun)
		if err != nil {
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: %v", text, err)}
		}
		k := map[string]Keyword{"attacks": WhenACreatureAttacks, "attacks you": WhenACreatureAttacksYou, "blocks": WhenACreatureBlocks,
			"attacks or blocks": WhenACreatureAttacksOrBlocks, "becomes blocked": WhenACreatureBlocked, "deals combat damage to a creature": WhenACreatureDamagesCreature,
			"deals combat damage to a player": WhenACreatureDamagesPlayer, "deals combat damage": WhenACreatureDealsDamage}[m[5]]
		effect, listed, err := readListedEffect(text, m[6], effectFacts{anyCreature: true}) // listed_effects.go
		if !listed || k == WhenACreatureDamagesCreature || k == WhenACreatureDamagesPlayer || k == WhenACreatureDealsDamage {
			effect, err = globalEffect(text, k, m[6]) // of combat damage, none listed is read
		}
		if err != nil {
			return nil, err
		}
		return []Ability{{Keyword: k, Text: text, Quality: q, Scope: Scope{YouControl: m[4] != ""}, Abilities: []Ability{effect}}}, nil
	}}

// plural is the word a quality reads for a creature type named in the
// singular ("Sliver").
func plural(w string) string { return w + "s" }

// globalEffect reads the effect of a trigger on any creature.
func globalEffect(text string, k Keyword, effect string) (Ability, error) {
	onDamage := k == WhenACreatureDamagesCreature || k == WhenACreatureDamagesPlayer || k == WhenACreatureDealsDamage
	if a, ok, err := globalAttackEffect(text, effect, k == WhenACreatureBlocked); ok { // attack_triggers.go
		return a, err
	}
	switch {
	case effectGainMuch.MatchString(effect) && onDamage:
		return Ability{Keyword: GainThatMuch, Text: effect}, nil
	case (effectDestroyAt.MatchString(effect) || effectDestroy.MatchString(effect)) && k == WhenACreatureDamagesCreature:
		if effectDestroyAt.MatchString(effect) {
			return Ability{Keyword: DestroyAtEndOfCombat, Text: effect}, nil
		}
		if effectDestroy.FindStringSubmatch(effect)[1] != "" {
			return Ability{Keyword: DestroyNoRegeneration, Text: effect}, nil
		}
		return Ability{Keyword: DestroyThatCreature, Text: effect}, nil
	case onDamage && effectDiscardN.MatchString(effect):
		a, _, err := discardN(text, k, effect)
		return a, err
	case onDamage:
		if a, ok, err := stepsEffect(text, damageStepEvent(k), effect); ok { // effect_steps.go
			return a, err
		}
		return Ability{}, unrecognised{fmt.Sprintf("unrecognised ability %q: of a trigger on the combat damage any creature deals, the judge reads the effects \"destroy that creature [at end of combat] [. It can't be regenerated]\" (to a creature), \"that player discards N cards\" (to a player) and \"you gain that much life\"", text)}
	}
	if e := globalDamage.FindStringSubmatch(effect); e != nil {
		n, err := number(e[1])
		if err != nil {
			return Ability{}, fmt.Errorf("%q: %v", text, err)
		}
		if e[2] == "that creature's controller" {
			return Ability{Keyword: DamageItsController, Text: effect, N: n}, nil
		}
		return Ability{Keyword: DamageThatCreature, Text: effect, N: n}, nil
	}
	if e := globalPump.FindStringSubmatch(effect); e != nil {
		if e[3] != "" {
			if k != WhenACreatureBlocked {
				return Ability{}, fmt.Errorf("%q: \"for each creature blocking it\" is read only when the creature becomes blocked", text)
			}
			return pump(PumpPerBlocker, effect, e[1], e[2])
		}
		return pump(PumpUntilEndOfTurn, effect, e[1], e[2])
	}
	if e := globalLife.FindStringSubmatch(effect); e != nil {
		n, err := number(e[2])
		if err != nil {
			return Ability{}, fmt.Errorf("%q: %v", text, err)
		}
		if e[1] == "you gain" {
			return Ability{Keyword: GainLife, Text: effect, N: n}, nil
		}
		return Ability{Keyword: ControllerLosesLife, Text: effect, N: n}, nil
	}
	return Ability{}, unrecognised{fmt.Sprintf("unrecognised ability %q: of a trigger on any creature that attacks, blocks or becomes blocked, the judge reads the effects \"~ deals N damage to it / to that creature's controller\", \"it gets +N/+N until end of turn [for each creature blocking it]\", \"you gain N life\" and \"its controller loses N life\"", text)}
}

// anotherCreatureTrigger is "Whenever another [quality] creature [you
// control] attacks / blocks / becomes blocked, [effect]": the trigger on
// any creature of triggers_global.go, not on its own permanent
// (Scope.Other).
var anotherCreatureTrigger = wording{Pattern: "Whenever another [quality] creature [you control] attacks / blocks / attacks or blocks / becomes blocked, [effect].",
	Example: "Whenever another Goblin you control becomes blocked, sacrifice it. If you do, it deals 4 damage to each creature blocking it.", Rule: "410.6",
	g: gr(`whenever another @{few-any} @( attacks or blocks | attacks you | attacks | blocks | becomes blocked ) , @{any}`),
	build: func(text string, m []string) ([]Ability, error) {
		norm := "whenever a " + m[1] + " " + m[2] + ", " + m[3]
		t := globalTriggerRow.match(norm)
		if t == nil {
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: its trigger event is not one the judge reads", text)}
		}
		abs, err := globalTriggerRow.build(text, t)
		for i := range abs {
			abs[i].Scope.Other = true
		}
		return abs, err
	}}
