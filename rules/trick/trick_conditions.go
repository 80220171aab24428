package trick

import (
	"fmt"

	"rulesjudge/rules/ability"
)

// An effect under a condition on the target named before it ("If it's
// a Spirit, it gains trample until end of turn", "If it doesn't have
// rampage, that creature gains rampage 2 until end of turn"): the walk
// checks the condition on that target as the trick resolves and applies
// the effects under it, each naming that target, when it holds.

// onTarget reports whether e is an effect under a condition on the
// target named before it.
func onTarget(e ability.Reading) bool {
	return effectOf(e).Is(ability.Conditional) && e.Condition == ability.TargetIs // "if it's ...", and its "instead": prevention_instead.go
}

// conditionApplied reports whether the walk applies effect e under a
// condition on the target: the condition a quality it checks, each
// effect under it one it applies to that target ("it", "that
// creature").
func conditionApplied(e ability.Reading) error {
	if !qualityApplied(e.When.Quality) || walkTerms(e.When.Quality) || len(e.When.Quality.Terms) == 0 && len(e.When.Quality.Any) == 0 {
		return fmt.Errorf("the effect %q names a quality of its target the judge does not check", e.Text)
	}
	if len(e.Parts) == 0 {
		return fmt.Errorf("the effect %q is read but the judge does not apply it to a combat", e.Text)
	}
	for _, p := range e.Parts {
		if p.Selector.Subject != ability.That {
			return fmt.Errorf("the effect %q names whom it affects in a way the judge does not apply (%s)", p.Text, p.Selector.Subject)
		}
		if err := applied(p); err != nil {
			return err
		}
	}
	return nil
}
