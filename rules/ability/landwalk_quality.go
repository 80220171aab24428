package ability

import "strings"

// A quality of creatures that have a landwalk ability: "target creature
// with islandwalk" (Merfolk Assassin). The term's Word is the land type
// walked ("island"); a creature holds it when one of its landwalk
// abilities (502.6) is of that land type (state.hasLandwalk).

// WithLandwalk is the term of a creature with the landwalk of its Word
// (Not: without it).
const WithLandwalk TermKind = 1311

// landwalkTerm reads "islandwalk", "forestwalk" as the term of a creature
// with that landwalk.
func landwalkTerm(w string, without bool) (Term, bool) {
	land, ok := strings.CutSuffix(w, "walk")
	if !ok || !IsOneOf(land, []string{"plains", "island", "swamp", "mountain", "forest"}) {
		return Term{}, false
	}
	return Term{Kind: WithLandwalk, Word: land, Not: without}, true
}
