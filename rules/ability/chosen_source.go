package ability

import "strings"

// Damage of a source chosen as the effect resolves: "The next time a red
// source of your choice would deal damage to you this turn, prevent that
// damage." (419.7). The selector is whom it shields; Quality, what the
// source chosen must be ("red", "black or red", "artifact"; no terms: any
// source). The walk gives the creature or player shielded a shield that
// prevents all the damage the chosen source would deal it the next time,
// then is used up.

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
			r := Reading{Kind: EffectKind, Mode: PreventNextFromChosen, Selector: sel, Duration: ThisTurn}
			if words := strings.TrimSpace(m[1]); words != "" {
				if r.Quality, err = ParseQuality(words); err != nil {
					return Reading{}, err
				}
			}
			return r, nil
		}},
}
