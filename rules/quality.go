package rules

import "rulesjudge/rules/ability"

// holds reports whether permanent p has quality q: every term of it holds
// (the terms are read by package ability; what they mean on a board is
// decided here).
func holds(q ability.Quality, p *perm) bool {
	for _, t := range q.Terms {
		if termHolds(t, p) == t.Not {
			return false
		}
	}
	return len(q.Terms) > 0
}

func termHolds(t ability.Term, p *perm) bool {
	switch t.Kind {
	case ability.Color:
		return p.hasColor(t.Word)
	case ability.Colorless:
		return len(p.Colors) == 0
	case ability.Multicolored:
		return len(p.Colors) > 1
	case ability.Monocolored:
		return len(p.Colors) == 1
	case ability.CardType:
		return p.hasType(t.Word)
	case ability.Supertype:
		return p.hasSupertype(t.Word)
	case ability.Subtype:
		for _, s := range p.Subtypes {
			if ability.SubtypeMatches(t.Word, s) {
				return true
			}
		}
	}
	return false
}
