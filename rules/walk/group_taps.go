package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The walk's side of ability/group_taps.go: "tap all artifacts" taps each
// permanent of the quality in play as the trigger resolves, in the board's
// order. A declared attacker or blocker tapped stays in combat (306.2b)
// and still deals and is dealt combat damage; an untapped creature tapped
// before blockers are declared can't block.

func init() {
	listForms(map[ability.Effect]effectResolver{ // trigger_effect_forms.go
		{Action: ability.Tapping, Duration: ability.Once, Whom: ability.Selected}: tapAllOfQuality,
	})
}

// tapAllOfQuality taps the permanents of the effect's quality.
func tapAllOfQuality(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, _ effectContext) pending {
	q := ab.Abilities[0].Quality
	return pending{controller: p.Controller, source: p.ID, resolve: func() {
		var tapped, already []game.ObjectID
		for _, o := range w.view().Order {
			if !state.Holds(q, o) {
				continue
			}
			if o.Tapped {
				already = append(already, o.ID)
				continue
			}
			tapped = append(tapped, o.ID)
		}
		for _, id := range tapped {
			w.permanent(id).Tapped = true
		}
		if len(tapped) > 0 {
			w.changed()
		}
		w.resolvedSays(p, ab, rule, append([]game.ObjectID{p.ID}, tapped...), "each %s in play becomes tapped: %s (already tapped: %s); those the request doesn't list are tapped too, which the board afterwards doesn't show.", q.Text, w.namesOrNone(tapped), w.namesOrNone(already))
		for _, id := range tapped {
			if declared(w.d, id) {
				w.event(EventTapped, "306.2b", []game.ObjectID{id}, "%s is tapped but stays in combat: tapping an attacking or blocking creature doesn't remove it from combat, and it still assigns and is dealt combat damage (310.2a).", w.name(id))
			}
		}
	}}
}

// namesOrNone names ids, or says "none".
func (w *walk) namesOrNone(ids []game.ObjectID) string {
	if len(ids) == 0 {
		return "none"
	}
	return w.names(ids)
}
