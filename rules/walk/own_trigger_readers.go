package walk

import (
	"rulesjudge/rules/game"
	"rulesjudge/rules/trick"
)

// The trick's readers of choices that own_trigger_choices.go uses for a
// trigger's answer, given to it here: that file refers to none of the
// trick files, so the trigger files stay out of their cycle.
func init() {
	ownChoiceReaders.needs = func(gated []trick.Gated) bool {
		need := needsOf(gated) // trick_choices.go
		return need.color || need.creatureType || need.choice != nil
	}
	ownChoiceReaders.read = func(t game.Trick, line *trickLine, in game.Board, now *game.Board) game.ErrorList {
		var errs game.ErrorList
		r := trickReader{errs: &errs, in: in, now: now}
		r.choices(t, line) // trick_choices.go
		return errs
	}
}
