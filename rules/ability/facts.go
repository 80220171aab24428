package ability

// Fact is a fact of the game a line needs beyond the permanents and their
// characteristics: the cards in a hand, what happened earlier this turn or
// last turn, a choice made as the permanent came into play. The reader
// names it; the judge's door says which request field gives it.
type Fact uint8

// The facts a line may need. NoFact: the board alone decides the line.
const (
	NoFact                   Fact = iota
	FactHand                      // the cards in a player's hand
	FactGraveyard                 // the cards in a player's graveyard (threshold)
	FactCreatureSpellsCast        // whether a player cast a creature spell this turn
	FactCastOrPlayedLastTurn      // whether a player cast a spell or put a nontoken permanent into play last turn
	FactSkippedDraw               // whether a player skipped the draw of their last draw step
	FactKicked                    // whether the permanent was kicked
	FactKickersPaid               // which of the permanent's kickers were paid
	FactChosen                    // the option chosen as the permanent came into play
	FactEnteredThisTurn           // whether the permanent came into play this turn
	FactAttackedLastTurn          // whether a creature attacked during its controller's last turn
	FactEffectIgnored             // whether the cost to ignore an Aura's effect was paid this turn
	FactPhasedIn                  // whether a creature phased in this turn (502.15m)
)

// Fact names the fact of the game a condition or keyword of a needs, or
// NoFact when the board alone decides it.
func (a Ability) Fact() Fact {
	if f := aurasFact(a); f != NoFact {
		return f
	}
	if f := historyFact(a); f != NoFact { // lords.go
		return f
	}
	if a.Keyword == EntersAsChosen { // entering.go
		return FactChosen
	}
	if t, ok := CountsFact(a); ok && t.Kind == CardsInHand {
		return FactHand
	}
	if f := keywordFacts[a.Keyword]; f != NoFact { // require.go
		return f
	}
	switch a.Condition {
	case HandAtLeast, HandAtMost, MoreCardsInHand:
		return FactHand
	case CreatureSpellCast:
		return FactCreatureSpellsCast
	case Kicked:
		return FactKicked
	case KickedWith:
		return FactKickersPaid
	case Threshold:
		return FactGraveyard
	}
	for _, given := range a.Abilities { // what an Aura or Equipment gives
		if f := given.Fact(); f != NoFact {
			return f
		}
	}
	return NoFact
}
