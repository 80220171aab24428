package ability

import (
	"fmt"
	"regexp"
	"strings"
)

// Leaves-play triggers on a creature put into a graveyard from play:
// the readers of dies_kinds.go's words.

var (
	diesDamageEach   = regexp.MustCompile(`^(?:it|~) deals (\w+) damage to each (creature(?: (?:with|without) [a-z ]+)?)$`)
	diesGainIfBlock  = regexp.MustCompile(`^if (?:it|~) was blocked this turn, you gain (\w+) life$`)
	diesPerCounter   = regexp.MustCompile(`^create (a|an|one) (.+?) for each ([a-z]+) counter on (?:it|~)$`)
	diesAtNextEnd    = regexp.MustCompile(`^create (.+?) at the beginning of the next end step$`)
	diesExileOthers  = regexp.MustCompile(`^exile (?:it|~) and each other player creates (.+)$`)
	diesCounterOnSrc = regexp.MustCompile(`^put an? ([+-]\d+/[+-]\d+) counter on ~$`)
)

// diesEffect reads the effects of this file of a creature's own
// leaves-play trigger; ok is false when effect is none of them.
func diesEffect(text, effect string) (Ability, bool, error) {
	if m := diesDamageEach.FindStringSubmatch(effect); m != nil {
		n, q, err := damageToEach(text, m[1], m[2]) // attack_triggers.go
		if err != nil {
			return Ability{}, true, err
		}
		return Ability{Keyword: DamageEachCreature, Text: effect, N: n, Quality: q}, true, nil
	}
	if m := diesGainIfBlock.FindStringSubmatch(effect); m != nil {
		n, err := number(m[1])
		if err != nil {
			return Ability{}, true, fmt.Errorf("%q: %v", text, err)
		}
		return Ability{Keyword: GainLifeIfBlocked, Text: effect, N: n}, true, nil
	}
	if m := diesPerCounter.FindStringSubmatch(effect); m != nil {
		a, ok, _ := readTokenEffect("create a " + m[2])
		if !ok || a.Token.Count != 1 {
			return Ability{}, false, nil
		}
		a.Keyword, a.Text = TokensPerCounter, effect
		a.Abilities = []Ability{{Keyword: CounterOnSelf, Text: m[3]}}
		return a, true, nil
	}
	if m := diesAtNextEnd.FindStringSubmatch(effect); m != nil {
		a, ok, _ := readTokenEffect("create " + m[1])
		if !ok {
			return Ability{}, false, nil
		}
		a.Keyword, a.Text = TokensAtNextEndStep, effect
		return a, true, nil
	}
	if m := diesExileOthers.FindStringSubmatch(effect); m != nil {
		a, ok, _ := readTokenEffect("create " + m[1])
		if !ok {
			return Ability{}, false, nil
		}
		a.Keyword, a.Text = ExileSelfOthersCreate, effect
		return a, true, nil
	}
	return Ability{}, false, nil
}

// diesTriggerRow reads "Whenever a / another [quality] creature [you
// control] is put into a graveyard from play, [effect]".
var diesTriggerRow = wording{Pattern: "Whenever a / another [quality] creature [you control] is put into a graveyard from play, create [token] | put a +N/+N counter on [This].",
	Example: "Whenever a creature with flying is put into a graveyard from play, put a +1/+1 counter on ~.", Rule: "410.10d",
	g: gr(`whenever @( a | an | another ) @?[ {few-words} ] @( creature | {word} ) @[ ( with | without ) {few-letter-words} ] @[ you control ] ( is put into a graveyard from play | dies ) , @{any}`),
	build: func(text string, m []string) ([]Ability, error) {
		noun := m[3]
		if noun != "creature" {
			noun += "s" // "a Goblin": Goblins
		}
		if m[2] != "" {
			noun = m[2] + " " + noun
		}
		if m[4] != "" {
			noun += " " + m[4]
		}
		q, err := ParseQuality(noun)
		if err != nil {
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: %v", text, err)}
		}
		effect := strings.TrimSpace(m[6])
		e, ok, _ := readTokenEffect(effect)
		if !ok {
			c := diesCounterOnSrc.FindStringSubmatch(effect)
			if c == nil {
				return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: of a trigger on any creature put into a graveyard the judge reads the effects \"create [token]\" and \"put a +N/+N counter on ~\"", text)}
			}
			e = Ability{Keyword: CounterOnSelf, Text: c[1]}
		}
		return []Ability{{Keyword: WhenACreatureDies, Text: text, Quality: q, Scope: Scope{Other: m[1] == "another", YouControl: m[5] != ""}, Abilities: []Ability{e}}}, nil
	}}

// diesAttachedRow reads an Aura's or Equipment's own leaves-play trigger
// on the creature it is attached to: "When enchanted / equipped creature
// is put into a graveyard from play, create [token]". The Aura or
// Equipment has the ability: it controls the trigger (the token is its
// controller's), and what triggers it is the creature it was attached to
// just before that creature left (410.10d): Scope.Attached.
var diesAttachedRow = wording{Pattern: "When[ever] enchanted / equipped creature is put into a graveyard from play, create [token].",
	Example: "When enchanted creature is put into a graveyard from play, create a 2/2 white Griffin creature token with flying.", Rule: "410.10d",
	g: gr(`( when | whenever ) ( enchanted | equipped ) creature ( is put into a graveyard from play | dies ) , @{any}`),
	build: func(text string, m []string) ([]Ability, error) {
		e, ok, _ := readTokenEffect(strings.TrimSpace(m[1]))
		if !ok {
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: of an Aura's or Equipment's trigger on its creature put into a graveyard the judge reads the effect \"create [token]\"", text)}
		}
		q, err := ParseQuality("creature")
		if err != nil {
			return nil, fmt.Errorf("%q: %v", text, err)
		}
		return []Ability{{Keyword: WhenACreatureDies, Text: text, Quality: q, Scope: Scope{Attached: true}, Abilities: []Ability{e}}}, nil
	}}
