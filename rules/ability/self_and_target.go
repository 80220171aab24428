package ability

// An effect on the source and on a target at once: "Return ~ and another
// target creature to their owners' hands." (Coastal Wizard), "Exile ~ and
// target creature without flying that's attacking you." (Hunting Kavu).
// Read as two effects of one sentence, the source's first, then the
// target's: the walk applies both as it resolves.

// selfAndTargetEffectRows are the effect rows of this file, tried after
// those before them in the order effectRows lists them.
var selfAndTargetEffectRows = []effectRow{
	{Pattern: "Return ~ and [target] to their owners' hands. / Exile ~ and [target].", Example: "Return ~ and another target creature to their owners' hands.", Card: "Coastal Wizard",
		g: gr(`( return ~ and @{target} to their owners' hands | exile ~ and @{target} )`),
		parts: func(m []string) ([]Reading, error) {
			mode, target := ReturnToHand, m[1]
			if m[2] != "" {
				mode, target = ExileTarget, m[2]
			}
			sel, err := readTarget(target)
			if err != nil {
				return nil, err
			}
			return []Reading{
				{Kind: EffectKind, Mode: mode, Selector: Selector{Subject: Itself, Quality: Quality{Text: "~"}}, Duration: Once},
				{Kind: EffectKind, Mode: mode, Selector: sel, Duration: Once},
			}, nil
		}},
}
