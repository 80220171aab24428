package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The walk's side of ability/until_end_of_combat.go: a creature's pump
// that lasts until end of combat (Murk Dwellers) weighs in the combat
// damage, and ends as the end of combat step ends (418.3a: an effect of a
// resolved ability lasts as long as it says), so the board afterwards
// doesn't show it.

func init() {
	listForms(map[ability.Effect]effectResolver{ // trigger_effect_forms.go
		{Action: ability.PowerToughnessChange, Amount: ability.FixedN, Duration: ability.UntilEndOfCombat, Whom: ability.Itself}: pumpUntilEndOfCombat,
	})
}

// pumpUntilEndOfCombat resolves "~ gets +N/+N until end of combat".
func pumpUntilEndOfCombat(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, _ effectContext) pending {
	e := ab.Abilities[0]
	return pending{controller: p.Controller, source: p.ID, resolve: func() {
		if !w.boost(p.ID, e.Power, e.Toughness) {
			w.resolvedSays(p, ab, rule, []game.ObjectID{p.ID}, "%s has left play: it does nothing.", p.Label())
			return
		}
		if w.combatPumps == nil {
			w.combatPumps = map[game.ObjectID][2]int{}
		}
		n := w.combatPumps[p.ID]
		w.combatPumps[p.ID] = [2]int{n[0] + e.Power, n[1] + e.Toughness}
		w.resolvedSays(p, ab, "418.3a", []game.ObjectID{p.ID}, "%s gets %+d/%+d until end of combat (now %s).", p.Label(), e.Power, e.Toughness, w.pt(p.ID))
	}}
}

// combatPumpsEnd ends, as the end of combat step ends, the pumps that
// lasted until end of combat.
func (w *walk) combatPumpsEnd() {
	if len(w.combatPumps) == 0 && w.endViewSeen() { // checked_board.go: none ends, the view's read counted
		return
	}
	for _, p := range w.view().Order {
		n, ok := w.combatPumps[p.ID]
		if !ok {
			continue
		}
		w.boost(p.ID, -n[0], -n[1])
		w.event(EventTrigger, "418.3a", []game.ObjectID{p.ID}, "The combat ends: %s's %+d/%+d until end of combat ends (now %s).", p.Label(), n[0], n[1], w.pt(p.ID))
	}
	w.combatPumps = nil
}
