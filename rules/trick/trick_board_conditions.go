package trick

import (
	"fmt"

	"rulesjudge/rules/ability"
)

// An effect under a condition on the board or on its controller ("If you
// control a Forest, each blocked creature gets +2/+2 until end of turn",
// threshold's "If seven or more cards are in your graveyard, creatures
// can't block this turn"): the walk checks the condition as the trick
// resolves (walk/trick_board_conditions.go) and applies the effects under
// it, each naming a group of creatures, when it holds.

// onBoard reports whether e is an effect under a condition on the board
// or its controller's graveyard.
func onBoard(e ability.Reading) bool {
	return ability.FormOf(e) == ifHolds && (e.Condition == ability.YouControl || e.Condition == ability.Threshold)
}

// boardConditionApplied reports whether the walk applies effect e under a
// condition on the board: a quality it checks for "you control a ...",
// each effect under it one it applies to a group it selects.
func boardConditionApplied(e ability.Reading) error {
	if e.Condition == ability.YouControl && (!qualityApplied(e.When.Quality) || walkTerms(e.When.Quality) || len(e.When.Quality.Terms) == 0 || e.When.N > 1 || e.When.Whose != "") {
		return fmt.Errorf("the effect %q names a condition the judge does not check", e.Text)
	}
	if len(e.Parts) == 0 {
		return fmt.Errorf("the effect %q is read but the judge does not apply it to a combat", e.Text)
	}
	for _, p := range e.Parts {
		if p.Selector.Subject != ability.Selected && p.Selector.Subject != ability.Each {
			return fmt.Errorf("the effect %q names whom it affects in a way the judge does not apply (%s)", p.Text, p.Selector.Subject)
		}
		if err := applied(p); err != nil {
			return err
		}
	}
	return nil
}
