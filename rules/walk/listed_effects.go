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

// listedResolvers are the resolutions by the effect's keyword;
// listedForms, by its typed form (its row in ability's effects table,
// with whom it acts on), which the walk asks instead of the keyword.
var (
	listedResolvers = map[ability.Keyword]effectResolver{}
	listedForms     = map[ability.Effect]effectResolver{}
)

// listEffects adds the resolutions of a file to the table.
func listEffects(rs map[ability.Keyword]effectResolver) {
	for k, r := range rs {
		if _, twice := listedResolvers[k]; twice {
			panic("walk: the effect " + string(k) + " is listed twice") // two files may not both apply one effect
		}
		listedResolvers[k] = r
	}
}

// listForms adds the resolutions of a file by form to the table.
func listForms(rs map[ability.Effect]effectResolver) {
	for f, r := range rs {
		if _, twice := listedForms[f]; twice || f.Whom == "" {
			panic(fmt.Sprintf("walk: the effect form %+v is listed twice, or names no one it acts on", f))
		}
		listedForms[f] = r
	}
}

// listedTrigger is the resolution of a trigger whose effect is a listed
// one; ok is false for any other effect.
func (w *walk) listedTrigger(p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) (pending, bool) {
	e := ab.Abilities[0]
	r, ok := listedResolvers[e.Keyword]
	if f := ability.EffectOf(e.Keyword); !ok && f != nil && f.Whom != "" {
		r, ok = listedForms[f.Form()]
	}
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
