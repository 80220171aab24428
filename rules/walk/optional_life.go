package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The walk's side of ability/optional_life.go: a permanent's trigger on
// any creature whose effect is optional steps ("you may gain 1 life")
// resolves as the steps of the triggers on combat damage do
// (damage_triggers.go): its controller's answer (410.5), then each step.

func init() { optionalSteps = (*walk).optionalStepsTrigger } // triggers_walk.go

// optionalStepsTrigger is the resolution of such a trigger, whose effect's typed
// form is optional steps; ok is false for any other effect.
func (w *walk) optionalStepsTrigger(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) (pending, bool) {
	if effectOf(ab.Abilities[0]).Form() != (ability.Effect{Action: ability.Series, Duration: ability.Once, Whom: ability.NamedPlayer, Optional: true}) {
		return pending{}, false
	}
	return w.stepsTrigger(p, ab, rule, ctx) // damage_triggers.go
}
