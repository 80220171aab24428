package walk

import (
	"cmp"
	"fmt"
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// End-step triggers that look back at the attack (ability.EndStepTrigger):
// they trigger as this turn's end step begins (410.2), after the combat
// walked and the main phase that follows it, so the walk applies none of
// them. As the combat ends it notes, for each on the board then, what it
// will do at this turn's end step given who attacked in this combat and
// the board the combat leaves (410.8: its "if" is checked as the end step
// begins; what happens between the combat and the end step is not
// judged).

// endStepForecast notes what the end-step triggers of the board the
// combat leaves will do at this turn's end step.
func (w *walk) endStepForecast() {
	active := w.board.ActivePlayer
	attacked := func(id game.ObjectID) bool {
		return slices.ContainsFunc(w.d.Attackers, func(a game.Attacker) bool { return a.Creature == id })
	}
	for _, p := range w.board.Permanents {
		for _, text := range p.Abilities {
			e, ok := ability.ReadEndStepTrigger(text, p.Name)
			if !ok {
				continue
			}
			label := cmp.Or(p.Name, string(p.ID))
			watched := p
			if e.Whose == ability.EndStepOfEnchanted {
				i := slices.IndexFunc(w.board.Permanents, func(q game.Permanent) bool { return q.ID == p.AttachedTo })
				if p.AttachedTo == "" || i < 0 {
					continue // enchanting nothing: no creature's controller has its end step
				}
				watched = w.board.Permanents[i]
			}
			whose := p.Controller
			if e.Whose != ability.EndStepOfController {
				whose = watched.Controller
			}
			if e.Whose == ability.EndStepOfEach {
				whose = active
			}
			if whose != active {
				continue // it waits for another player's end step, after this turn
			}
			rule, what := game.RuleID("410.2"), ""
			nothing := game.RuleID("410.2") // it triggers, and does nothing
			if e.IfFirst {
				nothing = "410.8" // its "if" is false: it doesn't trigger
			}
			name := cmp.Or(watched.Name, string(watched.ID))
			switch e.Watches {
			case ability.WatchesItself, ability.WatchesEnchanted:
				switch {
				case attacked(watched.ID):
					rule, what = nothing, fmt.Sprintf("%s attacked this turn, so it does nothing then", name)
				case e.UnlessNewlyControlled && watched.SummoningSick:
					rule, what = nothing, fmt.Sprintf("%s didn't attack, but came under its controller's control this turn (not continuously controlled since the turn began, as the board says), so it does nothing then", name)
				default:
					what = fmt.Sprintf("%s didn't attack this turn: %s %s", name, name, e.Does)
				}
			case ability.WatchesAnyAttack:
				if len(w.d.Attackers) > 0 {
					rule, what = nothing, "creatures attacked this turn, so it does nothing then"
				} else {
					what = "no creature attacked this turn: it " + e.Does
				}
			case ability.WatchesEachNonAttack:
				n := 0
				for _, q := range w.board.Permanents {
					if v := w.view().Perms[q.ID]; v != nil && v.IsCreature() && q.Controller == active && !q.Tapped && !attacked(q.ID) {
						n++
					}
				}
				what = fmt.Sprintf("as the combat leaves the board, %s controls %d untapped creature(s) that didn't attack: it %s", active, n, e.Does)
			}
			w.later = append(w.later, game.Note{Rule: rule, Objects: []game.ObjectID{p.ID}, Message: fmt.Sprintf(
				"At this turn's end step, after the combat (not walked: the judge applies nothing of it), %s's ability \"%s\": %s (as the combat leaves the board; what happens after the combat, before the end step, can change it).", label, text, what)})
		}
	}
}
