package walk

import (
	"fmt"

	"rulesjudge/rules/game"
)

// The walk's side of trick/threshold_triggers.go: a trigger on coming into
// play that a threshold line gives in quotes.

// thresholdAsEntered reports whether permanent id, just come into play
// under player's control, has the trigger its threshold line text gives:
// seven or more cards are in that player's graveyard (410.10b: the effect
// applies the moment it is in play). Fewer, an event says it came into
// play without the ability; a graveyard the request doesn't count is an
// input error naming players[].graveyard.
func (w *walk) thresholdAsEntered(id game.ObjectID, player game.PlayerID, text string) bool {
	n, known := -1, false
	at := 0
	for i, p := range w.d.Board.Players {
		if p.ID == player {
			at = i
			known = p.Graveyard != nil
			if known {
				n = *p.Graveyard
			}
		}
	}
	for _, now := range w.board.Players { // as the walk has changed it (a card discarded)
		if now.ID == player && now.Graveyard != nil {
			n, known = *now.Graveyard, true
		}
	}
	if !known {
		w.errs = game.InputError{{Path: game.At("board", "players", at, "graveyard"), Detail: fmt.Sprintf("%s came into play with the line \"%s\": whether it has that ability needs the number of cards in %s's graveyard: give players[].graveyard", w.name(id), text, player)}}
		return false
	}
	if n < 7 {
		w.event(EventTrigger, "410.10b", []game.ObjectID{id}, "%s came into play with %d card(s) in %s's graveyard, fewer than seven: \"%s\" gives it no ability, so nothing triggers.", w.name(id), n, player, text)
		return false
	}
	return true
}
