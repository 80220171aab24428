package ability

// A quality comparing a creature's power with the number of cards in the
// graveyard of the player using the effect ("target creature with power
// less than the number of cards in your graveyard"): the consumer counts
// that graveyard (players[].graveyard), and a graveyard not given is no
// count to compare with.

// PowerBelowGraveyard: "with power less than the number of cards in
// your graveyard".
const PowerBelowGraveyard TermKind = 1100

// graveyardPowerWords are the words after "with" of that quality.
var graveyardPowerWords = []string{"power", "less", "than", "the", "number", "of", "cards", "in", "your", "graveyard"}

// parseGraveyardPower reads the quality's words at the start of rest,
// after "with": the term and how many words it used.
func parseGraveyardPower(rest []string, without bool) (Term, int, bool) {
	if without || len(rest) < len(graveyardPowerWords) {
		return Term{}, 0, false
	}
	for i, w := range graveyardPowerWords {
		if rest[i] != w {
			return Term{}, 0, false
		}
	}
	return Term{Kind: PowerBelowGraveyard}, len(graveyardPowerWords), true
}
