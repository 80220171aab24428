package ability

import (
	"fmt"
	"strings"
)

// WhenYouAttackWithN: "Whenever you attack with N or more creatures,
// [effect]" (Overwhelming Instinct): once as attackers are declared, if
// the ability's controller declared N or more of them (410.2). N is the
// number; its one effect is read as the steps of a creature's own attack
// (effect_steps.go: "draw a card"), which the walk resolves as it resolves
// those (rules/walk/attack_count_triggers.go). Append only: a wire word.
const WhenYouAttackWithN Keyword = "whenever you attack with N or more creatures"

// attackWithRow is "Whenever you attack with N or more creatures,
// [effect]".
var attackWithRow = wording{Pattern: "Whenever you attack with N or more creatures, [step] ...",
	Example: "Whenever you attack with three or more creatures, draw a card.", Rule: "410.2",
	g: gr(`whenever you attack with @{count} or more creatures , @{any}`),
	build: func(text string, m []string) ([]Ability, error) {
		n, err := number(m[1])
		if err != nil || n < 1 {
			return nil, fmt.Errorf("%q: %q is not a number of creatures", text, m[1])
		}
		if strings.HasPrefix(m[2], "if ") {
			return nil, errUnknown // an intervening "if": not this row's
		}
		e, ok, err := stepsEffect(text, stepEvent{declared: true}, m[2])
		switch {
		case !ok:
			return nil, unrecognised{fmt.Sprintf("unrecognised ability %q: of a trigger on attacking with N or more creatures the judge reads the steps of a creature's own attack (\"draw a card\")", text)}
		case err != nil:
			return nil, err
		}
		return []Ability{{Keyword: WhenYouAttackWithN, Text: text, N: n, Abilities: []Ability{e}}}, nil
	}}

// WhenCreatureYouControlAttacksSacrifice: "When a creature you control
// attacks, sacrifice ~" (Spiritual Asylum): it triggers once for each
// attacking creature its controller declared (410.2); the first to
// resolve sacrifices it, the others find it gone. Its one effect is the
// step "sacrifice ~" (effect_steps.go). Append only: a wire word.
const WhenCreatureYouControlAttacksSacrifice Keyword = "when a creature you control attacks, sacrifice ~"

// attackSacrificeRow is "When a creature you control attacks, sacrifice
// ~."
var attackSacrificeRow = wording{Pattern: "When a creature you control attacks, sacrifice ~.",
	Example: "When a creature you control attacks, sacrifice ~.", Rule: "410.2",
	g: gr(`when a creature you control attacks , sacrifice ~`),
	build: func(text string, m []string) ([]Ability, error) {
		step := Ability{Keyword: SacrificeSource, Text: "sacrifice ~", When: Cond{Whose: PlayerYou}}
		e := Ability{Keyword: Steps, Text: "sacrifice ~", Abilities: []Ability{step}}
		return []Ability{{Keyword: WhenCreatureYouControlAttacksSacrifice, Text: text, Abilities: []Ability{e}}}, nil
	}}
