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

func init() {
	listForms(map[ability.Effect]effectResolver{ // trigger_effect_forms.go
		{Action: ability.Series, Duration: ability.Once, Whom: ability.NamedPlayer, Optional: true}: maySteps,
	})
}

// maySteps resolves optional steps.
func maySteps(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) pending {
	t, _ := w.stepsTrigger(p, ab, rule, ctx) // damage_triggers.go
	return t
}
