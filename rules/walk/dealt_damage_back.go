package walk

import (
	"fmt"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// damageOpponentBack resolves Wall of Souls's "it deals that much damage
// to target opponent" (ability/dealt_damage_back.go), of its trigger on the
// amount of combat damage dealt to it (410.2): its target, chosen as it
// triggered, is the one opponent of its controller the board holds (with
// another number of opponents the judge stops with a 422: it doesn't
// choose among them); the creature deals the damage, as it is in play or
// as it last existed there (402.6).
func (w *walk) damageOpponentBack(p *state.Perm, ab ability.Ability, amount int) {
	var opponents []game.PlayerID
	for _, q := range w.board.Players {
		if q.ID != p.Controller {
			opponents = append(opponents, q.ID)
		}
	}
	if len(opponents) != 1 {
		w.errs = game.InputError{{Path: game.At("board", "players"), Detail: fmt.Sprintf("%s's ability \"%s\" targets an opponent: the judge reads it only with one opponent of %s on the board, whom it then targets (%d here)", p.Label(), ab.Text, p.Controller, len(opponents))}}
		return
	}
	dmg := ab
	dmg.Abilities = []ability.Ability{{Keyword: ability.DamageThatCreature, Text: ab.Abilities[0].Text, N: amount}}
	w.triggerDamage(p, dmg, "410.2", effectContext{defender: opponents[0], recipients: []game.ObjectID{game.ObjectID(opponents[0])}})
}
