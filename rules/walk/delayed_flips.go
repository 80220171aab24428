package walk

import (
	"fmt"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// A coin flip a creature's own trigger sets up for end of combat (Fickle
// Efreet's): the trigger creates a delayed ability (404.4,
// end_of_combat_effects.go) that flips as the end of combat step begins,
// the outcome given in choices.flips (coin_flips.go).

func init() {
	listForms(map[ability.Effect]effectResolver{{Action: ability.Chance, Duration: ability.Once, Delayed: true, Whom: ability.Itself}: func(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, _ effectContext) pending {
		return w.laterAct(p, ab, rule, p.ID, fmt.Sprintf("%s will flip a coin", p.Controller), func() { w.flipGiveControl(p, ab) })
	}}) // trigger_effect_forms.go
}

// flipGiveControl is Fickle Efreet's delayed ability at end of combat
// (404.4): its controller flips a coin (choices.flips); if he or she
// loses, the only opponent gains control of the creature, for good (no
// end is said). Gone by then, the creature is named by the ability, which
// does nothing (404.4d). A creature whose controller changes is removed
// from combat (306.2).
func (w *walk) flipGiveControl(p *state.Perm, ab ability.Ability) {
	if w.goneAtEnd(p, ab, p.ID) { // end_of_combat_effects.go
		return
	}
	if !w.flipLost(p, ab.Text, EventDelayed, "404.4") { // coin_flips.go
		return
	}
	to, ok := w.onlyOpponent(p, ab, "gives it to an opponent", "") // target_legality.go
	if !ok {
		return
	}
	q := w.permanent(p.ID)
	if q.Controller == to {
		w.event(EventDelayed, "404.4", []game.ObjectID{p.ID}, "%s loses the flip, but %s controls %s already: its control doesn't change.", p.Controller, to, p.Label())
		return
	}
	inCombat := w.inCombat(p.ID, true) || w.inCombat(p.ID, false)
	from := q.Controller
	q.Controller, q.SummoningSick = to, true
	w.changed()
	w.event(EventDelayed, "404.4", []game.ObjectID{p.ID, game.ObjectID(to)}, "%s loses the flip: %s, the only opponent of %s, gains control of %s, for good (no end is said; a control-changing effect, layer 2 of 418.5a).", from, to, from, p.Label())
	if inCombat {
		w.removeFromCombat(p.ID, fmt.Sprintf("its ability \"%s\": its controller changes", ab.Text))
	}
}
