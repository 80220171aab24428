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
	// Color is the color chosen by an optional effect that chooses one
	// ("you may pay {2}{U}. If you do, choose a color, then ...",
	// board_steps.go), when Answer is yes: white, blue, black, red or
	// green.
	Color string
}

// SacrificeChoice is the request's choice of the permanents a player
// sacrifices as a triggered ability resolves ("that player sacrifices a
// creature", 413.2c). Source is the permanent with the ability; Text, when
// given, is the line (as written on the permanent, or its card's words
// with "~"); Permanents are those sacrificed, each controlled by the
// sacrificing player and of the kind the line names. Fewer than the line
// asks for says the rest are permanents the request's board doesn't list
// (lands, most often). One choice holds each time the line resolves.
type SacrificeChoice struct {
	Source     game.ObjectID
	Text       string
	Permanents []game.ObjectID
}

// sacrifices is the kind of triggered line choices.sacrifices answers.
func sacrifices(a ability.Ability) bool { return ability.Sacrifices(a) }

// TargetChoice is the request's target of a triggered ability with one:
// Source is the permanent with the ability; Text, when given, is the line
// (as written on the permanent, or its card's words with "~"); Targets the
// one target (a permanent or a player). One answer holds each time the
// line triggers in the combat.
type TargetChoice struct {
	Source  game.ObjectID
	Text    string
	Targets []game.ObjectID
	// Color, Choice and Divided: what the controller of a trigger on its
	// own coming into play or turning face up chooses as it resolves, as
	// a trick's fields give them (own_trigger_choices.go).
	Color   string
	Choice  string
	Divided []int
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

// answerable says, in an error's words, which triggered lines a list of
// choices answers: the lines of that kind (none, one named, several).
type answerable struct {
	kind                     func(ability.Ability) bool
	field                    string // "flips", "targets", "may"
	none, notOne, seeSeveral string
}

// answeredLine checks answer i of choices.<field>: its source a permanent
// of b with a line of the kind, its text naming one of them (or left out
// for the only one). It returns the permanent and the line; ok is false
// when it added an error instead.
func (a answerable) answeredLine(errs *game.ErrorList, b *state.Board, i int, source game.ObjectID, text string) (p *state.Perm, line string, ok bool) {
	p = b.Perms[source]
	if p == nil {
		errs.Add(game.At("choices", a.field, i, "source"), "no permanent with id %q on the board", source)
		return nil, "", false
	}
	lines := choiceLines(p, a.kind)
	switch {
	case len(lines) == 0:
		errs.Add(game.At("choices", a.field, i, "source"), "%s has no triggered ability %s the judge reads", p.Label(), a.none)
		return nil, "", false
	case text != "" && choiceLine(p, text, a.kind) == "":
		errs.Add(game.At("choices", a.field, i, "text"), "%q is not a line of %s %s: %s", text, p.Label(), a.notOne, strings.Join(lines, " | "))
		return nil, "", false
	case text == "" && len(lines) > 1:
		errs.Add(game.At("choices", a.field, i, "text"), "%s has %d lines %s: say which in text (%s)", p.Label(), len(lines), a.seeSeveral, strings.Join(lines, " | "))
		return nil, "", false
	}
	return p, choiceLine(p, text, a.kind), true
}

// once reports whether answer i is the first to answer line of p (seen
// holds those before it), adding an error when it is not.
func (a answerable) once(errs *game.ErrorList, seen map[string]int, i int, p *state.Perm, line string) bool {
	key := string(p.ID) + "\x00" + strings.ToLower(line)
	if j, dup := seen[key]; dup {
		errs.Add(game.At("choices", a.field, i), "the same line of %s is answered already in choices.%s[%d]", p.Label(), a.field, j)
		return false
	}
	seen[key] = i
	return true
}

// The lists of choices that answer triggered lines.
var (
	flipAnswers      = answerable{kind: flips, field: "flips", none: "that flips a coin", notOne: "that flips a coin; its lines that do are", seeSeveral: "that flip a coin"}
	targetAnswers    = answerable{kind: mandatoryTarget, field: "targets", none: "with a target (not optional)", notOne: "with a target; its lines with one are", seeSeveral: "with a target"}
	sacrificeAnswers = answerable{kind: sacrifices, field: "sacrifices", none: "that makes a player sacrifice permanents", notOne: "that makes a player sacrifice permanents; its lines that do are", seeSeveral: "that make a player sacrifice permanents"}
	mayAnswers       = answerable{kind: ability.Answerable, field: "may", none: "with an optional effect (\"you may ...\")", notOne: "with an optional effect; its lines with one are", seeSeveral: "with an optional effect"}
)
