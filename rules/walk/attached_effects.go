package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The walk's side of ability/attached_effects.go: an Aura's or
// Equipment's own trigger on the creature it is attached to blocking or
// becoming blocked (creatureTriggers finds it, once for the creature,
// 410.9a), its effects on that creature ("it") and on its controller
// ("you").

func init() {
	listEffects(map[ability.Keyword]effectResolver{
		ability.EffectsInOrder: effectsInOrder,
		ability.MayCounterOnIt: mayCounterOnIt,
	})
}

// effectsInOrder resolves each effect of "[effect] and [effect]" in turn,
// as the trigger on that creature it is part of (triggers_walk.go).
func effectsInOrder(w *walk, p *state.Perm, ab ability.Ability, _ game.RuleID, ctx effectContext) pending {
	return pending{controller: p.Controller, source: p.ID, other: ctx.other, text: ab.Text, resolve: func() {
		for _, e := range ab.Abilities[0].Abilities {
			part := ab
			part.Abilities = []ability.Ability{e}
			w.creatureTrigger(p, part, ctx)
		}
	}}
}

// mayCounterOnIt puts a +1/+1 counter on that creature if the trigger's
// controller chooses to as it resolves (410.5): the request's answer
// (choices.may), or by default not.
func mayCounterOnIt(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) pending {
	return pending{controller: p.Controller, source: p.ID, other: ctx.other, text: ab.Text, resolve: func() {
		yes, given := w.mayAnswer(p.ID, ab.Text)
		w.mayEvent(p, ab, yes, given)
		switch {
		case !yes:
		case w.addCounter(ctx.other):
			w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID, ctx.other}, "a +1/+1 counter is put on %s (now %s).", w.name(ctx.other), w.pt(ctx.other))
		default:
			w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID, ctx.other}, "%s has left play: no counter is put on it.", w.name(ctx.other))
		}
	}}
}
