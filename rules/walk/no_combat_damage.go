package walk

import (
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/damage"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// noCombatDamage applies the second part of an option taken ("you may draw
// a card. If you do, ~ assigns no combat damage this turn": Ophidian): the
// creature carries "~ assigns no combat damage this turn" for the rest of
// the turn, and assigns none in the combat damage steps (310.2e).
func (w *walk) noCombatDamage(p *state.Perm, ab ability.Ability) {
	if len(ab.Abilities) == 2 && effectOf(ab.Abilities[1]).Form() == (ability.Effect{Action: ability.PreventionShield, Amount: ability.AllOf, Duration: ability.ThisTurn, CombatOnly: true, DealtBy: true, Whom: ability.Itself}) {
		w.preventedThisTurn(p, ab)
		return
	}
	if len(ab.Abilities) < 2 || !slices.Contains(damage.AssignsNoCombatDamage(), ab.Abilities[1].Keyword) {
		return
	}
	if !w.inPlay(p.ID) {
		w.event(EventTrigger, "310.2e", []game.ObjectID{p.ID}, "%s has left play: it has no combat damage to assign anyway.", p.Label())
		return
	}
	w.gain(p.ID, "~ assigns no combat damage this turn.")
	w.event(EventTrigger, "310.2e", []game.ObjectID{p.ID}, "%s took the option, so %s assigns no combat damage this turn.", p.Controller, p.Label())
}

// thatPlayer is the player an optional effect's target must be controlled
// by, in the words of its text: the defending player (a creature that
// attacks and isn't blocked) or the player dealt the damage.
func thatPlayer(e ability.Ability) string {
	if strings.Contains(e.Text, "defending player") {
		return "the defending player"
	}
	return "the player dealt the damage"
}

// preventedThisTurn applies the second part of an option taken ("you may
// have it deal 1 damage to target creature. If you do, prevent all combat
// damage ~ would deal this turn": Zealot il-Vec): a prevention effect
// (419.7) the creature carries for the rest of the turn.
func (w *walk) preventedThisTurn(p *state.Perm, ab ability.Ability) {
	q := w.permanent(p.ID)
	if q == nil {
		w.event(EventTrigger, "419.7", []game.ObjectID{p.ID}, "%s has left play: it has no combat damage to deal anyway.", p.Label())
		return
	}
	name := q.Name
	if name == "" {
		name = "this creature"
	}
	line := "Prevent all combat damage that would be dealt by " + name + "."
	w.gain(p.ID, line)
	w.event(EventTrigger, "419.7", []game.ObjectID{p.ID}, "%s took the option, so all combat damage %s would deal this turn is prevented (it has \"%s\" for the rest of the turn).", p.Controller, p.Label(), line)
}
