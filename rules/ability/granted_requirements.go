package ability

import "fmt"

// A requirement of combat given until end of turn: "All creatures able to
// block ~ this turn do so." (Mortipede), "Creatures target player controls
// attack this turn if able." (Instigator). The walk gives each creature
// named the line a permanent's printed requirement reads as ("All
// creatures able to block ~ do so.", "~ attacks each turn if able.") until
// end of turn, and the checks of attacks and blocks obey it (500.2,
// 500.3).

// requirementGranted reads "[target] ... this turn" as the target gaining
// line until end of turn.
func requirementGranted(target, line string) (Reading, error) {
	sel, err := readTarget(target)
	if err != nil {
		return Reading{}, err
	}
	abs, err := Parse(line, "")
	if err != nil || len(abs) != 1 {
		return Reading{}, fmt.Errorf("%q: the requirement %q is not read as a line of the creature", target, line)
	}
	return Reading{Kind: EffectKind, Mode: GainsUntilEndOfTurn, Selector: sel, Duration: UntilEndOfTurn, Parts: []Reading{Classify(abs[0])}}, nil
}

// grantedRequirementEffectRows are the effect rows of this file, tried
// after those before them in the order effectRows lists them.
var grantedRequirementEffectRows = []effectRow{
	{Pattern: "All creatures able to block [target] this turn do so.", Example: "All creatures able to block ~ this turn do so.", Card: "Mortipede",
		g: gr(`all creatures able to block @{target} {this-turn} do so`),
		build: func(m []string) (Reading, error) {
			return requirementGranted(m[1], "All creatures able to block ~ do so.")
		}},
	{Pattern: "[creatures] attack this turn if able.", Example: "Creatures target player controls attack this turn if able.", Card: "Instigator",
		g:     gr(`@{target} ( attack | attacks ) {this-turn} if able`),
		build: func(m []string) (Reading, error) { return requirementGranted(m[1], "~ attacks each turn if able.") }},
}
