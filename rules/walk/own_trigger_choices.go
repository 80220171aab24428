package walk

import (
	"fmt"
	"slices"

	"rulesjudge/rules/game"
	"rulesjudge/rules/trick"
)

// The choices the controller of a trigger on its own coming into play or
// turning face up makes (own_triggers.go): the color of "protection from
// the color of your choice", the creature type of "the creature type of
// your choice" (as it resolves, 413.2c), and the division of "prevent the
// next N damage ... to any number of targets, divided as you choose" (as
// it goes on the stack, 410.4, as a spell's, 409.1e). The request's
// choices.targets entry for the trigger gives them in color, choice and
// divided, as a trick's fields of those names give a trick's, and the
// trick's reading checks them (trick_choices.go), each problem a 422
// naming the entry's field.

// ownChoiceReaders are the trick's readers of choices this file uses,
// set by own_trigger_readers.go so that this file, and own_triggers.go
// with it, stay out of the trick files' cycle: needs reports whether
// flattened effects need a color, a creature type or a choice; read reads
// trick t's choices for line as a trick's are read (trick_choices.go),
// with the problems found.
var ownChoiceReaders struct {
	needs func(gated []trick.Gated) bool
	read  func(t game.Trick, line *trickLine, in game.Board, now *game.Board) game.ErrorList
}

// ownNeedsChoice reports whether trigger o's effect needs such a choice.
func ownNeedsChoice(o trick.OwnTrigger) bool {
	gated := trick.Flatten(o.Effect.Parts)
	return ownChoiceReaders.needs(gated) || slices.ContainsFunc(gated, func(g trick.Gated) bool { return trick.DividesShield(g.Part) })
}

// ownChoice is the request's choices.targets entry for the trigger text of
// permanent id, and its index.
func (w *walk) ownChoice(id game.ObjectID, text string) (TargetChoice, int, bool) {
	for k, c := range w.d.Targets {
		if c.Source == id && (c.Text == "" || sameTriggerLine(c.Text, text, w.name(id))) {
			return c, k, true
		}
	}
	return TargetChoice{}, 0, false
}

// ownDivided takes the targets of a trigger whose effect divides among
// any number of targets: those its choices.targets entry names, at least
// one. It reports whether the trigger goes on.
func (w *walk) ownDivided(t *game.Trick, what string, o trick.OwnTrigger) bool {
	c, _, given := w.ownChoice(t.Source, t.Text)
	if !given || len(c.Targets) == 0 {
		w.errs = game.InputError{{Path: game.At("choices", "targets"), Detail: fmt.Sprintf("%s triggers (%s) and divides among targets its controller chooses (410.4): name them in choices.targets, with the amounts in divided ({\"source\": %q, \"targets\": [id, ...], \"divided\": [n, ...]})", what, o.Rule(), t.Source)}}
		return false
	}
	t.Targets = c.Targets
	return true
}

// ownChoices reads the choices of trigger line (its targets in t) from
// its choices.targets entry, as a trick's are read: a trigger that needs
// none, and whose entry gives none, is left as it is. It reports whether
// the trigger goes on; otherwise w.errs says why.
func (w *walk) ownChoices(t *game.Trick, line *trickLine, what string, o trick.OwnTrigger) bool {
	c, k, given := w.ownChoice(t.Source, line.text)
	if !ownNeedsChoice(o) && (!given || c.Color == "" && c.Choice == "" && c.Divided == nil) {
		return true
	}
	if !given {
		w.errs = game.InputError{{Path: game.At("choices", "targets"), Detail: fmt.Sprintf("%s triggers (%s) and its controller makes a choice as it resolves (a color, a creature type, a division), which the judge doesn't make for a player: give it in choices.targets ({\"source\": %q, \"color\": ...})", what, o.Rule(), t.Source)}}
		return false
	}
	t.Color, t.Choice, t.Divided = c.Color, c.Choice, c.Divided
	errs := ownChoiceReaders.read(*t, line, w.d.Board, &w.board)
	if len(errs) == 0 {
		return true
	}
	var out game.InputError
	for _, e := range errs {
		path := game.At("choices", "targets", k)
		if len(e.Path) > 2 {
			path = append(path, e.Path[2:]...) // tricks[i].color: choices.targets[k].color
		}
		out = append(out, game.FieldError{Path: path, Detail: e.Detail})
	}
	w.errs = out
	return false
}
