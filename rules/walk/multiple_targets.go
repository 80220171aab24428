package walk

import (
	"fmt"
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The walk's side of ability/multiple_targets.go: an optional effect with
// up to N targets. The answer (choices.may) names them with a yes; they
// were chosen as the ability was put on the stack (410.4), so a target no
// legal one, or one named twice (409.1c), stops the walk with an illegal
// verdict; one gone illegal by resolution is not affected (413.2a).

func init() {
	manyTargetsChecked = checkManyTargets        // may_choices.go
	listForms(map[ability.Effect]effectResolver{ // trigger_effect_forms.go
		{Action: ability.Tapping, Amount: ability.FixedN, Duration: ability.Once, Whom: ability.Targeted, UpTo: true, Optional: true}: mayTapUpTo,
	})
}

// mostTargets is how many targets an answer to p's line may name.
func mostTargets(p *state.Perm, line string) int {
	most := 1
	for _, ab := range p.Readings {
		if ab.Text == line && len(ab.Abilities) > 0 {
			most = max(most, ability.MaxTargets(ab.Abilities[0]))
		}
	}
	return most
}

// checkManyTargets checks answer i to p's line when the line takes more
// than one target: with a yes, from one to that many targets, each a
// permanent of the board. False when the line takes one target or none
// (checkMayChoices checks it).
func checkManyTargets(errs *game.ErrorList, b *state.Board, i int, p *state.Perm, line string, m MayChoice) bool {
	most := mostTargets(p, line)
	if most < 2 {
		return false
	}
	if m.Answer && (len(m.Targets) < 1 || len(m.Targets) > most) {
		errs.Add(game.At("choices", "may", i, "targets"), "%s's \"%s\" has up to %d targets: give from one to %d in targets when the answer is yes", p.Label(), line, most, most)
		return true
	}
	for k, id := range m.Targets {
		if b.Perms[id] == nil {
			errs.Add(game.At("choices", "may", i, "targets", k), "no permanent with id %q on the board", id)
		}
	}
	return true
}

// mayTapUpTo resolves "you may tap up to N target creatures".
func mayTapUpTo(w *walk, p *state.Perm, ab ability.Ability, rule game.RuleID, ctx effectContext) pending {
	return pending{controller: p.Controller, source: p.ID, resolve: func() {
		yes, given := w.mayAnswer(p.ID, ab.Text)
		w.mayEvent(p, ab, yes, given)
		if !yes {
			return
		}
		targets, _ := w.mayTargets(p.ID, ab.Text) // step_targets.go
		for k, id := range targets {
			why := w.anyCreatureIllegal(p, id) // attack_triggers.go
			if why == "" && slices.Contains(targets[:k], id) {
				w.stopped, w.stage = true, w.steps[len(w.steps)-1].Name
				w.judgement.Verdict = game.Illegal
				w.judgement.Violations = append(w.judgement.Violations, game.Violation{Rule: "409.1c", Objects: []game.ObjectID{p.ID, id},
					Message: fmt.Sprintf("%s's ability \"%s\" names %s twice: the same target can't be chosen more than once, so it can't be played with this target twice.", p.Label(), ab.Text, w.name(id))})
				return
			}
			if why != "" {
				w.illegalTarget(p, ab, id, why) // damage_triggers.go: 410.4
				return
			}
		}
		for _, id := range targets {
			w.tapThat(p, ab, rule, id) // triggers_walk.go
		}
	}}
}
