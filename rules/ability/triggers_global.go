package ability

import (
	"fmt"
	"regexp"
)

// Combat triggers of a permanent on every creature that attacks or blocks
// (Caltrops, Powerstone Minefield, Barbed Foliage, Battle Strain): "Whenever
// a [quality] creature attacks [you] / blocks / attacks or blocks, ~ deals
// N damage to it / to that creature's controller." The permanent with the
// ability is the source of the damage (it may be no creature); each
// creature declared is an occurrence of the event, and the ability
// triggers once for each (410.6). Append only: these are wire words.
const (
	WhenACreatureAttacks         Keyword = "whenever a [quality] creature attacks"
	WhenACreatureAttacksYou      Keyword = "whenever a [quality] creature attacks you"
	WhenACreatureBlocks          Keyword = "whenever a [quality] creature blocks"
	WhenACreatureAttacksOrBlocks Keyword = "whenever a [quality] creature attacks or blocks"
	// DamageItsController: "~ deals N damage to that creature's
	// controller", of those triggers.
	DamageItsController Keyword = "~ deals N damage to that creature's controller"
)

var (
	globalTrigger = regexp.MustCompile(`^whenever an? ((?:[a-z-]+ )*?)creature((?: with(?:out)? [a-z ]+?)?) (attacks you|attacks or blocks|attacks|blocks), (.+)$`)
	globalDamage  = regexp.MustCompile(`^~ deals (\w+) damage to (it|that creature|that creature's controller)$`)
)

// globalTriggerRow reads them.
var globalTriggerRow = wording{Pattern: "Whenever a [quality] creature attacks [you] / blocks / attacks or blocks, [This] deals N damage to it / to that creature's controller.",
	Example: "Whenever a creature attacks, ~ deals 1 damage to it.", Rule: "410.6",
	re: globalTrigger,
	build: func(text string, m []string) ([]Ability, error) {
		q, err := ParseQuality(m[1] + "creature" + m[2])
		if err != nil {
			return nil, err
		}
		k := map[string]Keyword{"attacks": WhenACreatureAttacks, "attacks you": WhenACreatureAttacksYou, "blocks": WhenACreatureBlocks, "attacks or blocks": WhenACreatureAttacksOrBlocks}[m[3]]
		e := globalDamage.FindStringSubmatch(m[4])
		if e == nil {
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: of a trigger on any creature that attacks or blocks, the judge reads the effects \"~ deals N damage to it\" and \"~ deals N damage to that creature's controller\"", text)}
		}
		n, err := number(e[1])
		if err != nil {
			return nil, fmt.Errorf("%q: %v", text, err)
		}
		effect := Ability{Keyword: DamageThatCreature, Text: m[4], N: n}
		if e[2] == "that creature's controller" {
			effect.Keyword = DamageItsController
		}
		return []Ability{{Keyword: k, Text: text, Quality: q, Abilities: []Ability{effect}}}, nil
	}}

func init() {
	sentenceRows = append([]wording{globalTriggerRow}, sentenceRows...)
}
