package walk

import "rulesjudge/rules/game"

// Whom a trick's effect affects beyond one target: the player using it
// ("~ deals 1 damage to you"), the creatures it selects ("each creature
// without flying"). Damage one effect deals to several is dealt at once
// by its source (trickDamage), then the state-based effects are checked.

// present are the ids of to still on the board (a permanent or a player).
func (w *walk) present(to []game.ObjectID) []game.ObjectID {
	var out []game.ObjectID
	for _, id := range to {
		if w.permanent(id) != nil || w.isPlayer(id) {
			out = append(out, id)
		}
	}
	return out
}
