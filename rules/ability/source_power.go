package ability

// A target's quality compared with its source's power: "Target creature
// you control with toughness less than ~'s power gains flying until end of
// turn." (Stone Giant). The walk compares the two as the target is chosen
// and as the effect resolves (413.2a), the source's power as it is then
// (rules/walk/trick_targets.go).

// ToughnessBelowSourcePower is the term of a creature whose toughness is
// less than the power of the effect's source.
const ToughnessBelowSourcePower TermKind = 1313

// sourcePowerRows are the effect rows of this file.
var sourcePowerRows = []effectRow{
	{Pattern: "[target] with toughness less than ~'s power gains [keywords] until end of turn.", Example: "Target creature you control with toughness less than ~'s power gains flying until end of turn.", Card: "Stone Giant",
		g: gr(`@{target} with toughness less than ~'s power gains @{any} {until-end-of-turn}`),
		build: func(m []string) (Reading, error) {
			r, err := gainEffect(m[1], m[2])
			if err != nil {
				return Reading{}, err
			}
			return narrowedTarget(r, m[1], " with toughness less than ~'s power", Term{Kind: ToughnessBelowSourcePower, Word: "toughness less than ~'s power"}) // counted_effects.go
		}},
}
