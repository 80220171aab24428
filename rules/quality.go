package rules

import (
	"slices"

	"rulesjudge/rules/ability"
)

// holds reports whether permanent p has quality q: every term of it holds
// (the terms are read by package ability; what they mean on a board is
// decided here).
func holds(q ability.Quality, p *perm) bool {
	if len(q.Any) > 0 {
		return slices.ContainsFunc(q.Any, func(alt ability.Quality) bool { return holds(alt, p) })
	}
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
	case ability.WithKeyword:
		return p.has(ability.Keyword(t.Word))
	case ability.PowerAtLeast:
		return p.Power != nil && *p.Power >= t.N
	case ability.PowerAtMost:
		return p.Power != nil && *p.Power <= t.N
	case ability.ToughnessAtLeast:
		return p.Toughness != nil && *p.Toughness >= t.N
	case ability.ToughnessAtMost:
		return p.Toughness != nil && *p.Toughness <= t.N
	case ability.Tapped:
		return p.Tapped
	case ability.Everything:
		return true
	case ability.Named, ability.AttackedDuringLastTurn:
		return lordsTermHolds(t, p) // conditions.go
	}
	return false
}

// protects returns the quality by which r's protection prevents damage from
// source (502.7e), or "".
func protects(r, source *perm) string {
	for _, pr := range r.all(ability.Protection) {
		if holds(pr.Quality, source) {
			return pr.Quality.Text
		}
	}
	return ""
}

// controls reports whether the player controls a permanent with the quality.
func (b *board) controls(player PlayerID, q ability.Quality, snow bool) bool {
	for _, p := range b.order {
		if p.Controller == player && holds(q, p) && (!snow || p.hasSupertype("snow")) {
			return true
		}
	}
	return false
}

// lordsTermHolds decides the terms of lords.go for permanent p. A missing
// history fact holds nothing here: checkHistory refuses a board where one
// is needed and missing.
func lordsTermHolds(t ability.Term, p *perm) bool {
	switch t.Kind {
	case ability.Named:
		return ability.NameWord(p.Name) == t.Word
	case ability.AttackedDuringLastTurn:
		return p.AttackedLastTurn != nil && *p.AttackedLastTurn
	}
	return false
}
