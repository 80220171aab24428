package ability

// A card revealed from the top of a library, and an effect that happens
// only if it is a land card: "Reveal the top card of your library. If
// it's a land card, ~ gets +1/+0 and gains flying until end of turn."
// (Callous Deceiver). The judge models no library: the trick says what
// was revealed (walk: trick_choices.go), as it says a coin flip's outcome.

// RevealTop: its controller reveals the top card of his or her library
// (an IfCondition after it, RevealedLand, says what a land card does).
const RevealTop Keyword = "reveal the top card of your library"

// RevealedLand: the card the effect before it revealed is a land card.
// Append only.
const (
	RevealedLand Condition = iota + 1000
)

// revealEffectRows are the effect rows of this file, tried after those
// before them in the order effectRows lists them.
var revealEffectRows = []effectRow{
	{Pattern: "Reveal the top card of your library. / If it's a land card, [effect].", Example: "If it's a land card, ~ gets +1/+0 and gains flying until end of turn.", Card: "Callous Deceiver",
		g: gr(`( reveal the top card of your library | if it's a land card , @{any} )`),
		build: func(m []string) (Reading, error) {
			if m[1] == "" {
				return Reading{Kind: EffectKind, Mode: RevealTop, Selector: Selector{Subject: Player}, Duration: Once}, nil
			}
			parts, err := readSentence(m[1])
			return Reading{Kind: EffectKind, Mode: IfCondition, Condition: RevealedLand, Duration: Once, Parts: parts}, err
		}},
}
