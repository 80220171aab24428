package walk

import (
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// FlipChoice is the request's outcome of a coin flip a triggered ability
// makes as it resolves (Mijae Djinn, Tide of War): the outcome is chance,
// which no rule decides, so the request says it. Source is the permanent
// with the ability; Text, when given, is the line (as written on the
// permanent, or its card's words with "~"), to tell apart two flipping
// lines of one permanent; Won is whether the ability's controller wins
// the flip. One answer holds each time the line resolves in the combat. A
// flip the request doesn't answer stops the walk with a 422 naming
// choices.flips: no default outcome would be honest.
type FlipChoice struct {
	Source game.ObjectID
	Text   string
	Won    bool
}

// MayChoice is the request's answer to an optional effect of a triggered
// ability ("you may ...", 410.5): its controller chooses as it resolves.
// Source is the permanent with the ability; Text, when given, is the line
// (as written on the permanent, or its card's words with "~"), to tell
// apart two optional lines of one permanent. One answer holds each time
// the line resolves in the combat.
type MayChoice struct {
	Source game.ObjectID
	Text   string
	Answer bool
	// Targets are the targets of an optional effect with one ("you may
	// tap target creature"), when Answer is yes.
	Targets []game.ObjectID
}

// TargetChoice is the request's target of a triggered ability with one:
// Source is the permanent with the ability; Text, when given, is the line
// (as written on the permanent, or its card's words with "~"); Targets the
// one target (a permanent or a player). One answer holds each time the
// line triggers in the combat.
type TargetChoice struct {
	Source  game.ObjectID
	Text    string
	Targets []game.ObjectID
}

// choiceLine is the triggered line of p a request's answer names by text
// ("" for its only such line), among the lines whose first effect is of
// a kind the answer is for (kind): as written on the permanent, or its
// card's words with "~". "" when there is none.
func choiceLine(p *state.Perm, text string, kind func(ability.Ability) bool) string {
	want := strings.ToLower(strings.TrimSuffix(strings.TrimSpace(text), "."))
	for _, ab := range p.Readings {
		if len(ab.Abilities) == 0 || !kind(ab.Abilities[0]) {
			continue
		}
		got := strings.ToLower(strings.TrimSuffix(ab.Text, "."))
		if want == "" || got == want || strings.ReplaceAll(got, strings.ToLower(p.Name), "~") == want {
			return ab.Text
		}
	}
	return ""
}

// choiceLines are p's triggered lines whose first effect is of kind.
func choiceLines(p *state.Perm, kind func(ability.Ability) bool) []string {
	var out []string
	for _, ab := range p.Readings {
		if len(ab.Abilities) > 0 && kind(ab.Abilities[0]) {
			out = append(out, ab.Text)
		}
	}
	return out
}

// The kinds of triggered line a request answers: a coin flip, a target
// that isn't optional, an optional effect.
func flips(a ability.Ability) bool           { return ability.Flipped(a.Keyword) }
func mandatoryTarget(a ability.Ability) bool { return ability.MandatoryTarget(a.Keyword) }
