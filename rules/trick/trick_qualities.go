package trick

import (
	"slices"

	"rulesjudge/rules/ability"
)

// walkTerms reports whether a quality names a term only the walk's check
// of a trick's targets reads (counters on it, unblocked, the creatures an
// effect reaches beside its target): a cost's quality ("sacrifice a
// creature with ...") is checked on the board alone, so such a cost is not
// one the judge pays.
func walkTerms(q ability.Quality) bool {
	for _, alt := range q.Any {
		if walkTerms(alt) {
			return true
		}
	}
	return slices.ContainsFunc(q.Terms, func(t ability.Term) bool {
		switch t.Kind {
		case ability.CountersOnIt, ability.Unblocked, ability.AlsoSharingColor, ability.AlsoSameName, ability.SharesTypeWithAttached, ability.AnyPermanent,
			ability.AttackingYouTerm, ability.ToughnessBelowSourcePower:
			return true
		}
		return false
	})
}

// selectsByWalkTerm reports whether effect e selects the creatures it
// affects by being unblocked ("prevent all combat damage that would be
// dealt by unblocked creatures this turn"): such an effect looks at the
// creatures as the damage is dealt, not as it resolves (before blockers
// none is unblocked yet), which the walk, taking the creatures as it
// resolves, does not follow. So is one selecting them as the defending
// player's, or by power against a graveyard: the walk checks those of a
// target only.
func selectsByWalkTerm(e ability.Reading) bool {
	if e.Selector.Subject != ability.Selected && e.Selector.Subject != ability.Each {
		return false
	}
	return ability.UsesTerm(e.Selector.Quality, ability.Unblocked) || ability.UsesTerm(e.Selector.Quality, ability.ControlledByDefender) ||
		ability.UsesTerm(e.Selector.Quality, ability.PowerBelowGraveyard)
}
