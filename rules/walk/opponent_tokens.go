package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// Tokens an effect has a target opponent put into play ("target opponent
// creates two 3/3 green Centaur creature tokens", Hunted Horror): they come
// into play under that player's control (418.6d), after the declarations,
// so they are in no combat (308.1, 309.1).

// opponentTokens puts the tokens of e into play under the control of the
// player the effect targets (ids, its target slot).
func (w *walk) opponentTokens(t game.Trick, e ability.Reading, ids []game.ObjectID, what string) []game.ObjectID {
	if len(ids) != 1 || w.view().PlayersByID[ids[0]] == nil {
		w.event(EventTrick, "413.2a", ids, "%s resolves: \"%s\" has no legal target left, so it does nothing.", what, e.Text)
		return []game.ObjectID{}
	}
	return w.createTokens(*e.Token, game.PlayerID(ids[0]), EventTrick, what)
}
