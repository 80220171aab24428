package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// Shields a trick gives beside those of trick_effects.go: the next time
// the trick's own source would deal damage to a player or creature, that
// damage is prevented (419.7, a shield of the next time, as a chosen
// source's); the next N damage to each player (419.7b).

// preventFromSelf shields id from the next damage the trick's source
// would deal it this turn.
func (w *walk) preventFromSelf(t game.Trick, line trickLine, id game.ObjectID) {
	w.addShield(CombatEvent{Before: t.At, Kind: ShieldAdded, Object: id, Shield: &game.Shield{Kind: game.PreventShield, Source: game.PermanentID(t.Source), NextTime: true}}, w.usedName(t, line))
}

// preventNextToEachPlayer gives each player a shield of the next N
// damage.
func (w *walk) preventNextToEachPlayer(t game.Trick, line trickLine, e ability.Reading) {
	for _, p := range w.board.Players {
		w.addShield(CombatEvent{Before: t.At, Kind: ShieldAdded, Object: p.ID, Shield: &game.Shield{Kind: game.PreventShield, Amount: amountOf(t, e)}}, w.usedName(t, line))
	}
}
