package walk

import (
	"fmt"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The typed form of the effects of triggered abilities: what the walk
// asks of a trigger's effect (its action, amount, duration and whom it
// acts on) instead of its keyword (ability/effect_kinds.go).

// effectOf is the typed effect of a trigger's effect e (its action, amount
// and whom it acts on: ability.EffectOf), the zero Effect for a mode the
// table has none of. Callers read it and never change it.
func effectOf(e ability.Ability) *ability.Effect {
	if t := ability.EffectOf(e.Keyword); t != nil {
		return t
	}
	return &noEffect
}

// noEffect is effectOf's answer for a mode with no typed effect.
var noEffect ability.Effect

// effectResolver is the resolution of a trigger of permanent p whose
// effect is ab's: the pending trigger, put on the stack when the walk
// resolves the triggers of the event (410.2, 410.3).
type effectResolver func(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) pending

// formResolvers are the resolutions of the effects of combat triggers
// that files list here by the effect's typed form, each as it sets itself
// up (its init): the trigger machinery (triggers_walk.go) asks this table
// after its own effects, without knowing each file.
var formResolvers = map[ability.Effect]effectResolver{}

// listForms adds the resolutions of a file to the table.
func listForms(rs map[ability.Effect]effectResolver) {
	for f, r := range rs {
		if _, twice := formResolvers[f]; twice || f == (ability.Effect{}) {
			panic(fmt.Sprintf("walk: the effect %+v is listed twice, or is no effect", f)) // two files may not both apply one effect
		}
		formResolvers[f] = r
	}
}

// formTrigger is the resolution of a trigger whose effect's typed form is
// a listed one; ok is false for any other effect.
func (w *walk) formTrigger(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) (pending, bool) {
	r, ok := formResolvers[effectOf(ab.Abilities[0]).Form()]
	if !ok {
		return pending{}, false
	}
	return r(w, p, ab, rule, ctx), true
}

// resolvedSays reports what a listed effect did as it resolved: an event
// of the trigger's rule naming objects.
func (w *walk) resolvedSays(p *state.Perm, ab ability.Ability, rule game.RuleID, objects []game.ObjectID, format string, args ...any) {
	w.event(EventTrigger, rule, objects, "%s's ability \"%s\" resolves: %s", p.Label(), ab.Text, fmt.Sprintf(format, args...))
}
