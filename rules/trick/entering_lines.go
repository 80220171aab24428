package trick

import (
	"fmt"

	"rulesjudge/rules/ability"
)

// The trick lines that put a permanent into play (a creature token,
// 418.6d) and the delayed effects that follow it at the next end step,
// after the combat the judge walks: the walk puts the token on the board
// and reports the delayed effect as an event for after the combat
// (rules/walk/entering.go).

// namesEntered reports whether the subject s of an effect is what "it",
// "that creature" may name after it: a permanent an effect put into play.
func namesEntered(s ability.Subject) bool {
	return s == ability.Entered || s == ability.TopCreatureCard
}

// enteringApplied reports whether the walk applies effect e, which puts a
// card into play: the card the trick names in enters, of the quality the
// effect says (a creature card; legendary; from a graveyard or a hand).
func enteringApplied(e ability.Reading) error {
	switch {
	case !ability.FormOf(e).FromHand && e.Selector.Subject != ability.Targeted && e.Selector.Subject != ability.TopCreatureCard,
		ability.FormOf(e).FromHand && e.Selector.Subject != ability.Entered:
		return fmt.Errorf("the effect %q names the card it puts into play in a way the judge does not apply", e.Text)
	}
	for _, t := range e.Selector.Quality.Terms {
		switch t.Kind {
		case ability.InYourGraveyard:
		case ability.CardType, ability.Supertype, ability.Subtype:
			if t.Not {
				return fmt.Errorf("the effect %q names a card %q, which the judge does not check", e.Text, e.Selector.Quality.Text)
			}
		default:
			return fmt.Errorf("the effect %q names a card %q, which the judge does not check", e.Text, e.Selector.Quality.Text)
		}
	}
	return nil
}

// NamesCard reports whether effect e names a card that is not on the
// board, which the trick gives in enters, not in targets ("target creature
// card from your graveyard", "a creature card from your hand").
func NamesCard(e ability.Reading) bool {
	return effectOf(e).Is(ability.PutIntoPlay)
}

// opponentTokensApplied reports whether the walk applies effect e, tokens
// a target player puts into play: the walk follows "target opponent" alone
// (walk/opponent_tokens.go).
func opponentTokensApplied(e ability.Reading) error {
	if e.Token == nil || len(e.Selector.Quality.Terms) != 1 || e.Selector.Quality.Terms[0].Kind != ability.OpponentPlayer {
		return fmt.Errorf("the effect %q names a player the judge does not follow", e.Text)
	}
	return nil
}
