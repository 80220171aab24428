package trick

import (
	"fmt"

	"rulesjudge/rules/ability"
)

// The trick lines that put a permanent into play (a creature token,
// 418.6d) and the delayed effects that follow it at the next end step,
// after the combat the judge walks: the walk puts the token on the board
// and reports the delayed effect as an event for after the combat
// (rules/walk/entering.go).

// namesEntered reports whether the subject s of an effect is what "it",
// "that creature" may name after it: a permanent an effect put into play.
func namesEntered(s ability.Subject) bool { return s == ability.Entered }

// delayedOnes are the effects "at the beginning of the next end step" the
// walk reports for after the combat, with what they may name: the
// permanent the line put into play or targeted ("it"), or the source.
var delayedOnes = map[ability.Keyword][]ability.Subject{
	ability.SacrificeTarget:      {ability.That, ability.Itself},
	ability.ExileTarget:          {ability.That, ability.Itself},
	ability.DestroyTarget:        {ability.That, ability.Itself},
	ability.ReturnToHand:         {ability.That, ability.Itself},
	ability.ControllerSacrifices: {ability.That, ability.Itself},
}

// delayedApplied reports whether the walk reports a delayed effect e
// ("Sacrifice it at the beginning of the next end step.") whole.
func delayedApplied(e ability.Reading) error {
	if len(e.Parts) == 0 {
		return fmt.Errorf("the effect %q says nothing it does at the next end step", e.Text)
	}
	for _, p := range e.Parts {
		subjects, ok := delayedOnes[p.Mode]
		if !ok || !contains(subjects, p.Selector.Subject) {
			return fmt.Errorf("the effect %q at the next end step is not one the judge reports", e.Text)
		}
	}
	return nil
}

func contains(s []ability.Subject, x ability.Subject) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}
