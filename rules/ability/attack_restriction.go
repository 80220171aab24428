package ability

// Restrictions of one turn and destruction without regeneration, read as
// effects: "Target creature can't attack [or block] this turn." (the walk
// gives it "~ can't attack." until end of turn, 500.2); "It can't be
// regenerated." after "Destroy [target].", which the destruction of that
// line obeys (419.6b).

const (
	// CantAttackThisTurn: [target] can't attack this turn.
	CantAttackThisTurn Keyword = "[target] can't attack this turn"
	// NoRegeneration: the creature a DestroyTarget just before it names
	// can't be regenerated ("It can't be regenerated.").
	NoRegeneration Keyword = "it can't be regenerated"
)

// cantAttackParts reads "[target] can't attack [or block] this turn".
func cantAttackParts(m []string) ([]Reading, error) {
	sel, err := readTarget(m[1])
	if err != nil {
		return nil, err
	}
	out := []Reading{{Kind: EffectKind, Mode: CantAttackThisTurn, Selector: sel, Duration: ThisTurn}}
	if m[2] != "" {
		out = append(out, sameObject(Reading{Kind: EffectKind, Mode: CantBlockThisTurn, Selector: sel, Duration: ThisTurn}))
	}
	return out, nil
}

// attackRestrictionEffectRows are the effect rows of this file, tried after those of
// effects.go in the order effectRows lists them.
var attackRestrictionEffectRows = []effectRow{
	{Pattern: "[target] can't attack [or block] this turn.", Example: "Target creature can't attack or block this turn.", Card: "Thundersong Trumpeter",
		g:     gr(`@{target} can't attack @[ or block ] {this-turn}`),
		parts: cantAttackParts},
	{Pattern: "It can't be regenerated.", Example: "Destroy target attacking creature without flying. It can't be regenerated.", Card: "Pit Trap",
		g: gr(`( it | that creature ) can't be regenerated`),
		build: func([]string) (Reading, error) {
			return Reading{Kind: EffectKind, Mode: NoRegeneration, Selector: Selector{Subject: That, Quality: Quality{Text: "it"}}, Duration: Once}, nil
		}},
}
