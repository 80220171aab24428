package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The walk's side of ability/costly_pumps.go: the creature the trigger
// names gets +N/+N until end of turn (if it is still in play), then the
// permanent deals N damage to its controller, as any trigger's damage
// (triggerDamage: prevention and replacement effects apply, 419.6, 419.7).

func init() {
	listForms(map[ability.Effect]effectResolver{ // trigger_effect_forms.go
		{Action: ability.PowerToughnessChange, Amount: ability.FixedN, Duration: ability.UntilEndOfTurn, Whom: ability.That, Plus: ability.DamageDealt}: pumpItDamageYou,
	})
}

// pumpItDamageYou resolves "it gets +N/+N until end of turn and ~ deals N
// damage to you".
func pumpItDamageYou(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) pending {
	return pending{controller: p.Controller, source: p.ID, resolve: func() {
		e := ab.Abilities[0]
		if w.boost(ctx.other, e.Power, e.Toughness) {
			w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID, ctx.other}, "%s gets %+d/%+d until end of turn (now %s).", w.name(ctx.other), e.Power, e.Toughness, w.pt(ctx.other))
		} else {
			w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID, ctx.other}, "%s has left play: it gets nothing.", w.name(ctx.other))
		}
		// Its N damage to you (triggers_walk.go).
		w.triggerDamage(p, ab, rule, effectContext{recipients: []game.ObjectID{game.ObjectID(p.Controller)}})
	}}
}
