package walk

import (
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// powerBelowGraveyard reports whether creature p's power is less than the
// number of cards in the graveyard of the player using trick tr ("target
// creature with power less than the number of cards in your graveyard"),
// the count the request gives as players[].graveyard. Not given, there is
// nothing to compare with: the request is refused naming the field,
// never judged on a guess.
func (w *walk) powerBelowGraveyard(tr game.Trick, p *state.Perm) bool {
	for i, pl := range w.board.Players {
		if pl.ID != tr.Player {
			continue
		}
		if pl.Graveyard == nil {
			if w.errs == nil {
				var errs game.ErrorList
				errs.Add(game.At("board", "players", i, "graveyard"), "the trick's target must have power less than the number of cards in %s's graveyard: give how many cards are in it", pl.ID)
				w.errs = errs.Err()
			}
			return false
		}
		return p.Power != nil && *p.Power < *pl.Graveyard
	}
	return false
}
