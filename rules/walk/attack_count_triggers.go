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
// those of a creature's own attack do (damage_triggers.go). "When a
// creature you control attacks, sacrifice ~" triggers once for each
// creature its controller declared as an attacker (410.2); the first to
// resolve sacrifices the permanent, the others find it gone (404.4d).

func init() { attackCountTriggers = (*walk).attackCountTriggers } // triggers_walk.go

// youAttackWithN matches "whenever you attack with N or more creatures".
func youAttackWithN(t *ability.Trigger) bool {
	return t.Whose.Subject == ability.Player && t.Event == ability.Attacks && t.Refine == ability.AtLeastN
}

// yoursAttack matches "when a creature you control attacks": whose event
// the wording names, creatures you control (the table's selector, not the
// ability's scope, as "whenever a creature you control attacks" has:
// triggers_walk.go's).
func yoursAttack(t *ability.Trigger) bool {
	return t.Whose.Subject == ability.Selected && t.Whose.Scope.YouControl && t.Event == ability.Attacks && t.Other == ability.NoOther && t.Refine == ability.NoRefinement
}

// attackCountTriggers are the board's such abilities that trigger on this
// declaration of attackers.
func (w *walk) attackCountTriggers(b *state.Board, defenders map[game.ObjectID]game.PlayerID) []pending {
	var out []pending
	for _, src := range b.Order {
		for _, ab := range triggersWhere(src, youAttackWithN) {
			if src.Controller != w.board.ActivePlayer || len(w.d.Attackers) < ab.N {
				continue
			}
			if t, ok := w.stepsTrigger(src, ab, "410.2", effectContext{defender: defenders[w.d.Attackers[0].Creature]}); ok {
				t.text = ab.Text
				out = append(out, t)
			}
		}
		for _, ab := range triggersWhere(src, yoursAttack) {
			for _, a := range w.d.Attackers {
				if q := b.Perms[a.Creature]; q == nil || q.Controller != src.Controller {
					continue
				}
				if t, ok := w.stepsTrigger(src, ab, "410.2", effectContext{defender: defenders[a.Creature], other: a.Creature}); ok {
					t.text = ab.Text
					out = append(out, t)
				}
			}
		}
	}
	return out
}
