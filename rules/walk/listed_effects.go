package walk

import (
	"fmt"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The resolutions of combat triggers' effects that files list here by the
// effect's keyword (counted_pumps.go, combatant_effects.go), each as it
// sets itself up (its init): the trigger machinery (triggers_walk.go's
// effectTrigger) asks this table after its own effects, without knowing
// each file.

// effectResolver is the resolution of a trigger of permanent p whose
// effect is ab's: the pending trigger, put on the stack when the walk
// resolves the triggers of the event (410.2, 410.3).
type effectResolver func(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) pending

// listedResolvers are the resolutions by the effect's keyword, for the
// effects with no typed row yet; those with one are listed by their form
// (trigger_effect_forms.go: listForms).
var listedResolvers = map[ability.Keyword]effectResolver{}

// listEffects adds the resolutions of a file to the table.
func listEffects(rs map[ability.Keyword]effectResolver) {
	for k, r := range rs {
		if _, twice := listedResolvers[k]; twice {
			panic("walk: the effect " + string(k) + " is listed twice") // two files may not both apply one effect
		}
		listedResolvers[k] = r
	}
}

// listedTrigger is the resolution of a trigger whose effect is a listed
// one; ok is false for any other effect.
func (w *walk) listedTrigger(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) (pending, bool) {
	e := ab.Abilities[0]
	r, ok := listedResolvers[e.Keyword]
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
