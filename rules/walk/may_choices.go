package walk

import (
	"fmt"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// checkMayChoices checks the request's answers: each names a permanent of
// the board with a triggered line whose effect is optional, and no line is
// answered twice.
func checkMayChoices(errs *game.ErrorList, b *state.Board, in []MayChoice) {
	seen := map[string]int{}
	for i, m := range in {
		p, line, ok := mayAnswers.answeredLine(errs, b, i, m.Source, m.Text)
		if !ok {
			continue
		}
		targeted, mandatory := answerKind(p, line)
		upTo, players := stepTargetShape(p, line) // below
		switch {
		case mandatory && !m.Answer:
			errs.Add(game.At("choices", "may", i, "answer"), "%s's \"%s\" is not optional: answer true and name its target in targets", p.Label(), line)
		case targeted && (upTo || players) && !(players && m.Answer && len(m.Targets) != 1):
			checkStepTargetIDs(errs, b, i, m.Targets, players)
		case manyTargetsChecked(errs, b, i, p, line, m): // multiple_targets.go: checked there
		case targeted && m.Answer && len(m.Targets) != 1:
			errs.Add(game.At("choices", "may", i, "targets"), "%s's \"%s\" has one target: give it in targets when the answer is yes", p.Label(), line)
		case !targeted && len(m.Targets) > 0:
			errs.Add(game.At("choices", "may", i, "targets"), "%s's \"%s\" has no target", p.Label(), line)
		case targeted && len(m.Targets) == 1 && b.Perms[m.Targets[0]] == nil && !(b.PlayersByID[game.PlayerID(m.Targets[0])] != nil && targetsPlayer(p, line)):
			errs.Add(game.At("choices", "may", i, "targets", 0), "no permanent with id %q on the board", m.Targets[0])
		}
		checkMayColor(errs, i, p, line, m) // board_steps.go
		mayAnswers.once(errs, seen, i, p, line)
	}
}

// mayAnswer is what the controller of src's line text chooses: the
// request's answer, or the walk's default, which is not to (the optional
// action is not taken); given says which, for the event.
func (w *walk) mayAnswer(src game.ObjectID, text string) (yes, given bool) {
	for _, m := range w.d.May {
		if m.Source != src {
			continue
		}
		p := w.view().Perms[src]
		if p == nil || m.Text == "" || strings.EqualFold(choiceLine(p, m.Text, ability.Answerable), text) {
			return m.Answer, true
		}
	}
	return false, false
}

// mayTarget is the target the request's answer names for src's line.
func (w *walk) mayTarget(src game.ObjectID, text string) game.ObjectID {
	for _, m := range w.d.May {
		if m.Source != src || len(m.Targets) == 0 {
			continue
		}
		p := w.view().Perms[src]
		if p == nil || m.Text == "" || strings.EqualFold(choiceLine(p, m.Text, ability.Answerable), text) {
			return m.Targets[0]
		}
	}
	return ""
}

// mayEvent reports the choice of an optional effect (410.5): the
// request's, or the walk's default, marked as one.
func (w *walk) mayEvent(src *state.Perm, ab ability.Ability, yes, given bool) {
	w.mayEventOf(src, ab, yes, given, src.Controller)
}

// mayEventOf is mayEvent for an option of player who ("defending player
// may draw a card"): the request answers it all the same.
func (w *walk) mayEventOf(src *state.Perm, ab ability.Ability, yes, given bool, who game.PlayerID) {
	did := "chooses not to"
	if yes {
		did = "chooses to"
	}
	if given {
		w.event(EventChoice, "410.5", []game.ObjectID{src.ID}, "%s's ability \"%s\" resolves: %s, whose option it is, %s (choices.may).", src.Label(), ab.Text, who, did)
		return
	}
	w.event(EventChoice, "410.5", []game.ObjectID{src.ID}, "%s's ability \"%s\" resolves: no answer is given for it (choices.may of POST /v1/combat/resolve; a check of one step takes none), so by the walk's default %s, whose option it is, doesn't take the optional action.", src.Label(), ab.Text, who)
	w.lastEvent().Default = true
}

// answerKind says whether the answer to p's line names a target, and
// whether the line is not optional: a trigger with a target on the board
// its controller chooses (damage_triggers.go).
func answerKind(p *state.Perm, line string) (targeted, mandatory bool) {
	for _, ab := range p.Readings {
		if ab.Text == line {
			targeted = targeted || ability.AnswerTargeted(ab.Abilities[0])
			mandatory = mandatory || !ability.Optional(ab.Abilities[0].Keyword)
		}
	}
	return targeted, mandatory
}

// colorWords are the colors a "choose a color" may name.
var colorWords = []string{"white", "blue", "black", "red", "green"}

// checkMayColor checks the color of answer i to p's line: given with a
// yes to a line that chooses one, a color's name; not given otherwise.
func checkMayColor(errs *game.ErrorList, i int, p *state.Perm, line string, m MayChoice) {
	chooses := false
	for _, ab := range p.Readings {
		if ab.Text == line && len(ab.Abilities) > 0 && ability.ChoosesColor(ab.Abilities[0]) {
			chooses = true
		}
	}
	switch {
	case chooses && m.Answer && !slices.Contains(colorWords, strings.ToLower(m.Color)):
		errs.Add(game.At("choices", "may", i, "color"), "%s's \"%s\" chooses a color when the answer is yes: give white, blue, black, red or green (not %q)", p.Label(), line, m.Color)
	case m.Color != "" && (!chooses || !m.Answer):
		errs.Add(game.At("choices", "may", i, "color"), "%s's \"%s\" chooses no color with this answer: leave color out", p.Label(), line)
	}
}

// checkStepTargetIDs checks the targets of answer i to a line whose
// target step takes several targets or a player: each a permanent (or,
// for "any target", a player) of the board, none twice.
func checkStepTargetIDs(errs *game.ErrorList, b *state.Board, i int, targets []game.ObjectID, players bool) {
	for j, id := range targets {
		switch {
		case b.Perms[id] == nil && !(players && b.PlayersByID[game.PlayerID(id)] != nil):
			what := "permanent"
			if players {
				what = "permanent or player"
			}
			errs.Add(game.At("choices", "may", i, "targets", j), "no %s with id %q on the board", what, id)
		case slices.Index(targets, id) < j:
			errs.Add(game.At("choices", "may", i, "targets", j), "%q is named twice", id)
		}
	}
}

// stepTargetShape says of p's line whether its target step takes up to N
// targets and whether a player may be one.
func stepTargetShape(p *state.Perm, line string) (upTo, players bool) {
	for _, ab := range p.Readings {
		if ab.Text != line || len(ab.Abilities) == 0 {
			continue
		}
		if s, ok := ability.StepTarget(ab.Abilities[0]); ok {
			upTo = upTo || ability.UpToTargets(s)
			players = players || effectOf(s).Whom == ability.AnyOne // "any target"
		}
	}
	return upTo, players
}

// targetsPlayer reports whether the answer to p's line may name a player
// as its target ("any target").
func targetsPlayer(p *state.Perm, line string) bool {
	for _, ab := range p.Readings {
		if ab.Text == line && len(ab.Abilities) > 0 && ability.TargetsPlayer(ab.Abilities[0].Keyword) {
			return true
		}
	}
	return false
}

// manyTargetsChecked checks an answer to a line with more than one target
// and reports whether the line is one (multiple_targets.go sets it).
var manyTargetsChecked func(errs *game.ErrorList, b *state.Board, i int, p *state.Perm, line string, m MayChoice) bool

// answeredTarget is the target a yes to p's optional line ab names (410.5,
// 410.4), the answer reported as mayEvent does; yes is false when the
// answer is no (or none was given: the default), and when a yes names no
// target, which is an input error.
func (w *walk) answeredTarget(p *state.Perm, ab ability.Ability) (target game.ObjectID, yes bool) {
	yes, given := w.mayAnswer(p.ID, ab.Text)
	w.mayEvent(p, ab, yes, given)
	if !yes {
		return "", false
	}
	if target = w.mayTarget(p.ID, ab.Text); target == "" {
		w.errs = game.InputError{{Path: game.At("choices", "may"), Detail: fmt.Sprintf("the answer for %s's \"%s\" is yes but names no target in targets", p.Label(), ab.Text)}}
		return "", false
	}
	return target, true
}
