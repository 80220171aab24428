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
