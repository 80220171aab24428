package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/state"
)

// attachedDealer is the creature that deals the damage of an Aura's own
// trigger whose "it" names the creature it is attached to (Extra Arms's
// "it deals 2 damage to any target", ability/attached_creature_damage.go):
// the Aura controls the trigger and its target, the creature is the
// source of the damage, as it is in play or as it last existed there
// (402.6). Nil for any other effect: the trigger's source deals it.
func (w *walk) attachedDealer(e ability.Ability, ctx effectContext) *state.Perm {
	if effectOf(e).By != ability.Attached {
		return nil
	}
	if q := w.view().Perms[ctx.other]; q != nil {
		return q
	}
	if q, gone := w.lastKnown(ctx.other); gone {
		return q
	}
	return nil
}
