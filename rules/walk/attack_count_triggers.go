package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The walk's side of ability/attack_count_trigger.go: "Whenever you attack
// with N or more creatures, [effect]" triggers once as attackers are
// declared, when the ability's controller is the attacking player and
// declared N or more attackers (410.2). Its effect's steps resolve as
// those of a creature's own attack do (damage_triggers.go).

// attackCountTriggers are the board's such abilities that trigger on this
// declaration of attackers.
func (w *walk) attackCountTriggers(b *state.Board, defenders map[game.ObjectID]game.PlayerID) []pending {
	var out []pending
	for _, src := range b.Order {
		for _, ab := range src.All(ability.WhenYouAttackWithN) {
			if src.Controller != w.board.ActivePlayer || len(w.d.Attackers) < ab.N {
				continue
			}
			if t, ok := w.stepsTrigger(src, ab, "410.2", effectContext{defender: defenders[w.d.Attackers[0].Creature]}); ok {
				t.text = ab.Text
				out = append(out, t)
			}
		}
	}
	return out
}
