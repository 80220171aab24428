package ability

// What a reading needs of the game beyond the board: each file's facts
// (facts.go names them) gathered for one ability. Nothing in the package
// asks it; the judge's door (rules.FactField) and the snapshot do.

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
