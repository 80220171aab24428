package ability

import "strings"

// Damage of a source chosen as the effect resolves: "The next time a red
// source of your choice would deal damage to you this turn, prevent that
// damage." (419.7). The selector is whom it shields; Quality, what the
// source chosen must be ("red", "black or red", "artifact"; no terms: any
// source). The walk gives the creature or player shielded a shield that
// prevents all the damage the chosen source would deal it the next time,
// then is used up.

// RedirectNextFromChosen: the next time a [quality] source of your choice
// would deal damage to [target] this turn, ... (the creature or player
// shielded); a RedirectNextTo after it says where that damage is dealt
// instead (419.6c).
const RedirectNextFromChosen Keyword = "the next time a [quality] source of your choice would deal damage to [target] this turn, that damage is dealt to ... instead"

// PreventNextFromChosen: the next time a [quality] source of your choice
// would deal damage to [target] this turn, prevent that damage.
const PreventNextFromChosen Keyword = "the next time a [quality] source of your choice would deal damage to [target] this turn, prevent that damage"

// chosenSourceEffectRows are the effect rows of this file, tried after
// those before them in the order effectRows lists them.
var chosenSourceEffectRows = []effectRow{
	{Pattern: "The next time a [quality] source of your choice would deal damage to [target] this turn, prevent that damage.", Example: "The next time a red source of your choice would deal damage to you this turn, prevent that damage.", Card: "Circle of Protection: Red",
		g: gr(`the next time ( a | an ) @?[ {few-quality} ] source of your choice would deal damage to @{target} {this-turn} , prevent that damage`),
		build: func(m []string) (Reading, error) {
			sel, err := readTarget(m[2])
			if err != nil {
				return Reading{}, err
			}
			q, err := chosenQuality(m[1])
			return Reading{Kind: EffectKind, Mode: PreventNextFromChosen, Selector: sel, Quality: q, Duration: ThisTurn}, err
		}},
	{Pattern: "The next time a [quality] source of your choice would deal damage to [target] this turn, that damage is dealt to [target] instead.", Example: "The next time a source of your choice would deal damage to target creature this turn, that damage is dealt to ~ instead.", Card: "Shaman en-Kor",
		g: gr(`the next time ( a | an ) @?[ {few-quality} ] source of your choice would deal damage to @{target} {this-turn} , that damage is dealt to @{target} instead`),
		parts: func(m []string) ([]Reading, error) {
			from, err := readTarget(m[2])
			if err != nil {
				return nil, err
			}
			to, err := readTarget(m[3])
			if err != nil {
				return nil, err
			}
			q, err := chosenQuality(m[1])
			r := Reading{Kind: EffectKind, Mode: RedirectNextFromChosen, Selector: from, Quality: q, Duration: ThisTurn}
			return []Reading{r, {Kind: EffectKind, Mode: RedirectNextTo, Selector: to, Duration: ThisTurn}}, err
		}},
}

// chosenQuality is what the source chosen must be ("red", "black or
// red"); no words: any source.
func chosenQuality(words string) (Quality, error) {
	if words = strings.TrimSpace(words); words == "" {
		return Quality{}, nil
	}
	return ParseQuality(words)
}
