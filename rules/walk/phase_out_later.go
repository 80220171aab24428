package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

func init() {
	listForms(map[ability.Effect]effectResolver{ // trigger_effect_forms.go
		{Action: ability.PhasingOut, Duration: ability.Once, Delayed: true, Whom: ability.That}: phasesOutLater,
	})
}

// phasesOutLater resolves Teferi's Veil's "it phases out at end of combat"
// (ability/phase_out_later.go), of its trigger on a creature attacking:
// it creates a delayed triggered ability (404.4) that, at end of combat,
// phases that creature out with what is attached to it (502.15,
// block_trigger_effects.go's phaseOut), if it is still in play then.
func phasesOutLater(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) pending {
	return pending{controller: p.Controller, source: p.ID, other: ctx.other, text: ab.Text, resolve: func() {
		on := ctx.other
		w.delayed = append(w.delayed, delayedDestroy{source: p.ID, target: on, text: ab.Text, act: func() {
			w.phaseOut(p, ab, "404.4", []game.ObjectID{on})
			w.lastEvent().Kind = EventDelayed
		}})
		w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID, on}, "%s will phase out at end of combat (a delayed triggered ability, 404.4).", w.name(on))
	}}
}
