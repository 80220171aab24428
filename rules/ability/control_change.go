package ability

// A change of control until end of turn ("Untap target creature an
// opponent controls and gain control of it until end of turn."), read in
// effects.go as GainControlUntilEndOfTurn, and the delayed effect some
// such spells add for when the control ends ("When you lose control of
// the creature, tap it."): it happens as the effect ends, at the end of
// the turn, after the combat the judge walks.

// TapWhenControlLost is a delayed trigger: when the effect's controller
// loses control of the permanent the effect before it took, that
// permanent is tapped.
const TapWhenControlLost Keyword = "when you lose control of [target], tap it"

// controlChangeEffectRows are the effect rows of this file, read after
// the others (effectRows).
var controlChangeEffectRows = []effectRow{
	{Pattern: "When you lose control of the creature / artifact, tap it.", Example: "Untap target creature an opponent controls and gain control of it until end of turn. That creature gains haste until end of turn. When you lose control of the creature, tap it.", Card: "Ray of Command",
		g: gr(`when you lose control of the @( creature | artifact ) , tap it`),
		build: func([]string) (Reading, error) {
			return Reading{Kind: EffectKind, Mode: TapWhenControlLost, Selector: Selector{Subject: That}, Duration: ThisTurn,
				Trigger: &Trigger{Event: ControlLost, Whose: Selector{Subject: That}, Refine: Delayed}}, nil
		}},
}
