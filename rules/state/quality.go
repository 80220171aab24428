package state

import (
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// holds reports whether permanent p has quality q: every term of it holds
// (the terms are read by package ability; what they mean on a board is
// decided here).
func Holds(q ability.Quality, p *Perm) bool {
	if len(q.Any) > 0 {
		return slices.ContainsFunc(q.Any, func(alt ability.Quality) bool { return Holds(alt, p) })
	}
	for _, t := range q.Terms {
		if TermHolds(t, p) == t.Not {
			return false
		}
	}
	return len(q.Terms) > 0
}

func TermHolds(t ability.Term, p *Perm) bool {
	if ability.UnresolvedX(t) {
		return false // a power or toughness "X or less" whose X no trick gave: never held
	}
	switch t.Kind {
	case ability.Color:
		return p.HasColor(t.Word)
	case ability.Colorless:
		return len(p.Colors) == 0
	case ability.Multicolored:
		return len(p.Colors) > 1
	case ability.Monocolored:
		return len(p.Colors) == 1
	case ability.CardType:
		return p.HasType(t.Word)
	case ability.Supertype:
		return p.HasSupertype(t.Word)
	case ability.Subtype:
		for _, s := range p.Subtypes {
			if ability.SubtypeMatches(t.Word, s) {
				return true
			}
		}
	case ability.WithKeyword:
		return p.Has(ability.Keyword(t.Word))
	case ability.WithLandwalk:
		return hasLandwalk(p, t.Word) // landwalk_quality.go
	case ability.PowerAtLeast:
		return p.Power != nil && *p.Power >= t.N
	case ability.PowerAtMost:
		return p.Power != nil && *p.Power <= t.N
	case ability.ToughnessAtLeast:
		return p.Toughness != nil && *p.Toughness >= t.N
	case ability.ToughnessAtMost:
		return p.Toughness != nil && *p.Toughness <= t.N
	case ability.Tapped, ability.Everything, ability.TokenTerm, ability.DealtDamageThisTurn:
		return stateTermHolds(t, p)
	case ability.Named, ability.AttackedDuringLastTurn:
		return lordsTermHolds(t, p) // conditions.go
	}
	return false
}

// stateTermHolds decides the terms of a permanent's state rather than its
// characteristics: tapped, a token, dealt damage this turn; "everything"
// holds of every source.
func stateTermHolds(t ability.Term, p *Perm) bool {
	switch t.Kind {
	case ability.Tapped:
		return p.Tapped
	case ability.TokenTerm:
		return p.Token
	case ability.DealtDamageThisTurn:
		return p.Damage > 0
	}
	return t.Kind == ability.Everything
}

// protects returns the quality by which r's protection prevents damage from
// source (502.7e), or "".
func Protects(r, source *Perm) string {
	for _, pr := range r.All(ability.Protection) {
		if Holds(pr.Quality, source) {
			return pr.Quality.Text
		}
	}
	return ""
}

// controls reports whether the player controls a permanent with the quality.
func (b *Board) Controls(player game.PlayerID, q ability.Quality, snow bool) bool {
	for _, p := range b.Order {
		if p.Controller == player && Holds(q, p) && (!snow || p.HasSupertype("snow")) {
			return true
		}
	}
	return false
}

// lordsTermHolds decides the terms of lords.go for permanent p. A missing
// history fact holds nothing here: checkHistory refuses a board where one
// is needed and missing.
func lordsTermHolds(t ability.Term, p *Perm) bool {
	switch t.Kind {
	case ability.Named:
		return ability.NameWord(p.Name) == t.Word
	case ability.AttackedDuringLastTurn:
		return p.AttackedLastTurn != nil && *p.AttackedLastTurn
	}
	return false
}
