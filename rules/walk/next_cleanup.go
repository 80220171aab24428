package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

func init() {
	listForms(map[ability.Effect]effectResolver{ // trigger_effect_forms.go
		{Action: ability.Sacrificing, Duration: ability.Once, Delayed: true, Whom: ability.Itself, At: ability.NextCleanupStep}: sacrificeAtNextCleanup,
	})
}

// sacrificeAtNextCleanup resolves Cunning's trigger
// (ability/next_cleanup.go): it creates a delayed triggered ability
// (404.4) that sacrifices the Aura at the beginning of the next cleanup
// step, after this combat. Nothing of it happens in the combat: the Aura
// stays on the board afterwards, and the event says so.
func sacrificeAtNextCleanup(w *walk, p *state.Perm, ab ability.Ability, _ game.RuleID, ctx effectContext) pending {
	return pending{controller: p.Controller, source: p.ID, other: ctx.other, text: ab.Text, resolve: func() {
		w.resolvedSays(p, ab, "404.4", []game.ObjectID{p.ID, ctx.other}, "a delayed triggered ability is created (404.4): %s will be sacrificed at the beginning of the next cleanup step, after this combat. The judge walks the combat only: the board afterwards still shows %s.", p.Label(), p.Label())
	}}
}
