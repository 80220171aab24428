package ability

import (
	"fmt"
	"regexp"
	"strconv"
)

// Combat triggers: "Whenever ~ attacks / blocks / becomes blocked [by a
// [quality] creature] / deals combat damage to a creature / to a player,
// [effect]". Each is one Ability whose Keyword is the trigger event, whose
// Quality narrows the other creature (the blocker or the attacker, "by a
// non-Wall creature"), and whose one Abilities entry is the effect. The
// combat walk applies them (rules/walk); a check of one step judges the
// board after those of the steps before it resolved.

// The trigger events read. Append only: these are wire words.
const (
	WhenAttacks           Keyword = "whenever ~ attacks"
	WhenBlocks            Keyword = "whenever ~ blocks"
	WhenBlocked           Keyword = "whenever ~ becomes blocked"
	WhenBlocksOrBlocked   Keyword = "whenever ~ blocks or becomes blocked"
	WhenBlockedByCreature Keyword = "whenever ~ becomes blocked by a [quality] creature"
	WhenBlocksCreature    Keyword = "whenever ~ blocks a [quality] creature"
	WhenBlocksOrBlockedBy Keyword = "whenever ~ blocks or becomes blocked by a [quality] creature"
	WhenDamagesCreature   Keyword = "whenever ~ deals combat damage to a creature"
	WhenDamagesPlayer     Keyword = "whenever ~ deals combat damage to a player"
	PumpUntilEndOfTurn    Keyword = "~ gets +N/+N until end of turn"
	PumpPerBlocker        Keyword = "~ gets +N/+N until end of turn for each creature blocking it"
	DestroyAtEndOfCombat  Keyword = "destroy that creature at end of combat"
	DestroyThatCreature   Keyword = "destroy that creature"
	PlusOneCounterOnSelf  Keyword = "put a +1/+1 counter on ~"
	DestroyNoRegeneration Keyword = "destroy that creature. it can't be regenerated"
	WhenUnblocked         Keyword = "whenever ~ attacks and isn't blocked"
	WhenDealsDamage       Keyword = "whenever ~ deals damage"
	PoisonDefender        Keyword = "defending player gets a poison counter"
	GainLife              Keyword = "you gain N life"
	GainThatMuch          Keyword = "you gain that much life"
)

// namesCreature reports whether the event names another creature, which
// "that creature" in the effect then means.
func namesCreature(k Keyword) bool {
	switch k {
	case WhenBlockedByCreature, WhenBlocksCreature, WhenBlocksOrBlockedBy, WhenDamagesCreature, WhenDealsDamageToCreature:
		return true
	}
	return false
}

// triggerRows are the combat trigger wordings, one row per event.
var triggerRows = []wording{
	trigger("Whenever [This] attacks, [effect].", "Whenever ~ attacks, ~ gets +1/+0 until end of turn.", WhenAttacks, `~ attacks`),
	trigger("Whenever [This] blocks, [effect].", "Whenever ~ blocks, ~ gets +0/+2 until end of turn.", WhenBlocks, `~ blocks`),
	trigger("Whenever [This] becomes blocked, [effect].", "Whenever ~ becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.", WhenBlocked, `~ becomes blocked`),
	trigger("Whenever [This] blocks or becomes blocked, [effect].", "Whenever ~ blocks or becomes blocked, ~ gets +1/+1 until end of turn.", WhenBlocksOrBlocked, `~ blocks or becomes blocked`),
	trigger("Whenever [This] becomes blocked by a [quality] creature, [effect].", "Whenever ~ becomes blocked by a creature, ~ gets +1/+1 until end of turn.", WhenBlockedByCreature, `~ becomes blocked by {a} @[ {few-any} ] creature`),
	trigger("Whenever [This] blocks a [quality] creature, [effect].", "Whenever ~ blocks a creature, destroy that creature at end of combat.", WhenBlocksCreature, `~ blocks {a} @[ {few-any} ] creature`),
	trigger("Whenever [This] blocks or becomes blocked by a [quality] creature, [effect].", "Whenever ~ blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat.", WhenBlocksOrBlockedBy, `~ blocks or becomes blocked by {a} @[ {few-any} ] creature`),
	trigger("Whenever [This] deals combat damage to a creature, [effect].", "Whenever ~ deals combat damage to a creature, destroy that creature at end of combat.", WhenDamagesCreature, `~ deals combat damage to a creature`),
	trigger("Whenever [This] deals combat damage to a player, [effect].", "Whenever ~ deals combat damage to a player, put a +1/+1 counter on it.", WhenDamagesPlayer, `~ deals combat damage to a player`),
	trigger("Whenever [This] attacks and isn't blocked, [effect].", "Whenever ~ attacks and isn't blocked, defending player gets a poison counter.", WhenUnblocked, `~ attacks and isn't blocked`),
	trigger("Whenever [This] deals damage, [effect].", "Whenever ~ deals damage, you gain that much life.", WhenDealsDamage, `~ deals damage`),
}

// The effects read after the comma, as "~" or "it" for the creature itself.
var (
	effectPump      = regexp.MustCompile(`^(?:~|it) gets ([+-]\d+)/([+-]\d+) until end of turn$`)
	effectPerBlock  = regexp.MustCompile(`^(?:~|it) gets ([+-]\d+)/([+-]\d+) until end of turn for each creature blocking (?:it|~)$`)
	effectCounter   = regexp.MustCompile(`^put a \+1/\+1 counter on (?:~|it)$`)
	effectDestroyAt = regexp.MustCompile(`^destroy that creature at end of combat$`)
	effectDestroy   = regexp.MustCompile(`^destroy that creature(\. (?:it|the creature) can't be regenerated)?$`)
	effectPoison    = regexp.MustCompile(`^defending player gets a poison counter$`)
	effectGain      = regexp.MustCompile(`^you gain (\w+) life$`)
	effectGainMuch  = regexp.MustCompile(`^you gain that much life$`)
)

// trigger builds the row of one trigger event; event is the production of
// the words between "whenever" and the comma, with the other creature's
// quality as its capture where it has one.
func trigger(pattern, example string, k Keyword, event string) wording {
	return wording{Pattern: pattern, Example: example, Rule: "410.2", g: gr(`whenever ` + event + ` , @{any}`),
		build: func(text string, m []string) ([]Ability, error) {
			a := Ability{Keyword: k, Text: text}
			effect := m[len(m)-1]
			if len(m) == 3 {
				q, err := creatureQuality(m[1])
				if err != nil {
					return nil, err
				}
				a.Quality = q
			}
			if option, ok := thenNoCombatDamage(effect); ok { // no_combat_damage.go
				es, err := withNoCombatDamage(text, k, option)
				a.Abilities = es
				return []Ability{a}, err
			}
			e, err := triggerEffect(text, k, effect) // the effect keeps its own words, normalized
			if err != nil {
				return nil, err
			}
			a.Abilities = []Ability{e}
			return []Ability{a}, nil
		}}
}

// creatureQuality reads the quality before "creature" in "by a non-Wall
// creature": "" is any creature.
func creatureQuality(words string) (Quality, error) {
	if words == "" {
		return ParseQuality("creature")
	}
	if all, ok := andQualities(words); ok { // counted_pumps.go: "nonartifact, non-Dragon"
		words = all
	}
	return ParseQuality(words + " creature")
}

// triggerEffect reads the effect of a trigger of event k.
func triggerEffect(text string, k Keyword, effect string) (Ability, error) {
	if a, ok, err := readTokenEffect(effect); ok { // tokens.go
		return a, err
	}
	if a, ok, err := moreTriggerEffect(text, k, effect); ok { // triggers_effects.go and the files adding theirs at init
		return a, err
	}
	if a, ok, err := eventEffect(text, k, effect); ok { // trigger_events.go
		return a, err
	}
	if a, ok, err := attackEffect(text, effect, triggerEvents{attack: k == WhenAttacks, block: k == WhenBlocks}); ok { // attack_triggers.go
		return a, err
	}
	if a, ok, err := flipEffect(text, effect, k == WhenAttacks, false); ok { // coin_flips.go
		return a, err
	}
	switch {
	case effectPerBlock.MatchString(effect):
		if k != WhenBlocked && k != WhenBlocksOrBlocked {
			return Ability{}, fmt.Errorf("%q: \"for each creature blocking it\" is read only when the creature becomes blocked", text)
		}
		m := effectPerBlock.FindStringSubmatch(effect)
		return pump(PumpPerBlocker, effect, m[1], m[2])
	case effectPump.MatchString(effect):
		m := effectPump.FindStringSubmatch(effect)
		return pump(PumpUntilEndOfTurn, effect, m[1], m[2])
	case effectCounter.MatchString(effect):
		return Ability{Keyword: PlusOneCounterOnSelf, Text: effect}, nil
	case effectPoison.MatchString(effect) && (k == WhenUnblocked || k == WhenDamagesPlayer):
		return Ability{Keyword: PoisonDefender, Text: effect}, nil
	case effectGainMuch.MatchString(effect) && (k == WhenDealsDamage || k == WhenDamagesPlayer || k == WhenDamagesCreature || k == WhenDealsCombatDamage):
		return Ability{Keyword: GainThatMuch, Text: effect}, nil
	case effectGain.MatchString(effect):
		n, err := number(effectGain.FindStringSubmatch(effect)[1])
		return Ability{Keyword: GainLife, Text: effect, N: n}, err
	case effectDestroyAt.MatchString(effect), effectDestroy.MatchString(effect):
		if !namesCreature(k) {
			return Ability{}, fmt.Errorf("%q: \"that creature\" names no creature in this trigger", text)
		}
		if effectDestroyAt.MatchString(effect) {
			return Ability{Keyword: DestroyAtEndOfCombat, Text: effect}, nil
		}
		if effectDestroy.FindStringSubmatch(effect)[1] != "" {
			return Ability{Keyword: DestroyNoRegeneration, Text: effect}, nil
		}
		return Ability{Keyword: DestroyThatCreature, Text: effect}, nil
	}
	if a, ok, err := stepsEffect(text, damageStepEvent(k), effect); ok { // effect_steps.go: of a trigger on combat damage
		return a, err
	}
	return Ability{}, unrecognised{fmt.Sprintf("unrecognised ability %q: the judge reads the combat triggers whose effect is \"~ gets +N/+N until end of turn [for each creature blocking it]\", \"destroy that creature [at end of combat]\", \"put a +1/+1 counter on ~\", \"defending player gets a poison counter\", \"you gain N life\", \"you gain that much life\", \"add that much {G}\" (of combat damage to a player), \"tap that creature\" or \"~ deals N damage to that creature / each creature blocking it / each attacking creature and each blocking creature / defending player\"; "+Catalog+" lists them", text)}
}

// pump reads the +N/+N of a trigger's effect.
func pump(k Keyword, effect, p, t string) (Ability, error) {
	pn, err1 := strconv.Atoi(p)
	tn, err2 := strconv.Atoi(t)
	if err1 != nil || err2 != nil || pn < -1000 || pn > 1000 || tn < -1000 || tn > 1000 {
		return Ability{}, fmt.Errorf("%q: %s/%s is not a boost from -1000 to +1000", effect, p, t)
	}
	return Ability{Keyword: k, Text: effect, Power: pn, Toughness: tn}, nil
}

// moreTriggerEffect reads the effects of triggers_effects.go, then those
// of the files that add their readers at init (moreTriggerEffects): ok is
// false when effect is none of them.
func moreTriggerEffect(text string, k Keyword, effect string) (Ability, bool, error) {
	if a, ok, err := moreEffect(text, k, effect); ok {
		return a, true, err
	}
	for _, read := range moreTriggerEffects {
		if a, ok, err := read(text, k, effect); ok {
			return a, true, err
		}
	}
	return Ability{}, false, nil
}

// moreTriggerEffects are the readers of trigger effects other files add
// at init (block_trigger_effects.go), tried in order.
var moreTriggerEffects []func(text string, k Keyword, effect string) (Ability, bool, error)
