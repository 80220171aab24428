package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The walk's side of the steps of ability/group_damage_trigger.go: "tap
// all lands that player controls" and "untap all lands you control" (Nature's
// Will). Each land of that player in play that the board lists becomes
// tapped (untapped); the lands the request doesn't list do too, which the
// board afterwards can't show, and the event says so.

// landTapStep resolves one of those steps for player who; false for any
// other step.
func (w *walk) landTapStep(p *state.Perm, ab ability.Ability, s ability.Ability, rule game.RuleID, who game.PlayerID) bool {
	f := ability.EffectOf(s.Keyword).Form()
	tap := f == ability.Effect{Action: ability.Tapping, Duration: ability.Once, Whom: ability.ThatPlayersSelected}
	if !tap && f != (ability.Effect{Action: ability.Untapping, Duration: ability.Once, Whom: ability.Selected}) {
		return false
	}
	var changed, already []game.ObjectID
	for _, q := range w.view().Order {
		if q.Controller != who || !state.Holds(s.Quality, q) {
			continue
		}
		if q.Tapped == tap {
			already = append(already, q.ID)
			continue
		}
		changed = append(changed, q.ID)
	}
	for _, id := range changed {
		w.permanent(id).Tapped = tap
	}
	if len(changed) > 0 {
		w.changed()
	}
	verb, was := "tapped", "already tapped"
	if !tap {
		verb, was = "untapped", "already untapped"
	}
	w.resolvedSays(p, ab, rule, append([]game.ObjectID{p.ID}, changed...), "each %s %s controls becomes %s: %s (%s: %s); those the request doesn't list become %s too, which the board afterwards doesn't show.", s.Quality.Text, who, verb, w.namesOrNone(changed), was, w.namesOrNone(already), verb)
	return true
}
