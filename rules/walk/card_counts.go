package walk

import (
	"fmt"

	"rulesjudge/rules/game"
)

// The walk's board counts the cards in a player's graveyard and hand when
// the request gives those counts (players[].graveyard, players[].hand):
// threshold and the lines that count a hand read them, and they change
// during a combat. A permanent put into a graveyard goes to its owner's
// (217.1a), a token ceasing to exist there (420.5f); an instant leaves
// its caster's hand as it is cast (409.1a) and goes to the graveyard as
// it finishes resolving (413.2h); a card discarded, cycled or milled goes
// there from a hand or a library; a permanent returned to its owner's
// hand adds a card there, a token none.

// cardsIntoGraveyard puts n cards of player who's into his or her
// graveyard, from a hand, a library or the stack: how many cards it holds
// then, and whether the request counts them.
func (w *walk) cardsIntoGraveyard(who game.PlayerID, n int) (int, bool) {
	for i, p := range w.board.Players {
		if p.ID == who && p.Graveyard != nil {
			if n != 0 {
				w.board.Players = game.CardsIntoGraveyard(w.board.Players, who, n)
				w.changed()
			}
			return *w.board.Players[i].Graveyard, true
		}
	}
	return 0, false
}

// graveyardNow says how many cards player who's graveyard holds now, when
// the request counts them; "" when it doesn't.
func (w *walk) graveyardNow(who game.PlayerID) string {
	for _, p := range w.board.Players {
		if p.ID == who && p.Graveyard != nil {
			n := *p.Graveyard
			if n == 1 {
				return fmt.Sprintf(" %s's graveyard holds 1 card now.", who)
			}
			return fmt.Sprintf(" %s's graveyard holds %d cards now.", who, n)
		}
	}
	return ""
}

// handUncounted reports whether player who discards cards from a hand the
// request doesn't count while it counts his or her graveyard: how many
// cards the graveyard gets is then unknown, and a later threshold would
// be judged on a wrong count, so the request is asked for the hand
// (players[].hand) instead.
func (w *walk) handUncounted(who game.PlayerID, text string) bool {
	for i, p := range w.d.Board.Players {
		if p.ID != who || p.Graveyard == nil || p.Hand != nil {
			continue
		}
		w.errs = game.InputError{{Path: game.At("board", "players", i, "hand"), Detail: fmt.Sprintf("\"%s\" has %s discard cards, and the request counts his or her graveyard (players[].graveyard): give players[].hand too, so that the judge knows how many cards go there", text, who)}}
		return true
	}
	return false
}

// handChangeBy moves the count of player who's hand by n when the request
// gives it, and says how many cards it holds then ("" when it doesn't).
func (w *walk) handChangeBy(who game.PlayerID, n int) string {
	for i := range w.board.Players {
		if q := &w.board.Players[i]; q.ID == who && q.Hand != nil {
			h := max(*q.Hand+n, 0)
			q.Hand = &h
			w.changed()
			if h == 1 {
				return " (1 card in hand now)"
			}
			return fmt.Sprintf(" (%d cards in hand now)", h)
		}
	}
	return ""
}

// toOwnersHand adds a card to the hand of the owner of permanent p,
// returned there: none for a token, which ceases to exist (420.5f).
func (w *walk) toOwnersHand(p game.Permanent) string {
	if p.Token {
		return ""
	}
	return w.handChangeBy(game.OwnerOf(p), 1)
}
