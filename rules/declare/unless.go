package declare

import (
	"fmt"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// A restriction may hold unless a condition does (ability.StaticAbility's
// Unless): "~ can't attack unless defending player controls an Island"
// (Pirate Ship), "Creatures can't attack a player unless that player cast
// a spell or put a nontoken permanent into play during his or her last
// turn" (Arboria). This file applies each from its typed form: whose it is
// (the creature's own, or said of every creature), whom it protects
// (Against: its controller only, or any player), and what lifts it (the
// conditions table below).

// The restrictions on attacking under a condition: a creature's own, and
// those a permanent says of every creature.
var (
	attackUnlessOfItself = unlessWhere(ability.ToAttack, ability.Itself)
	attackUnlessOfOthers = unlessWhere(ability.ToAttack, ability.Selected)
)

// unlessWhere are the keywords of the restrictions on act of subject
// whose that a condition lifts.
func unlessWhere(act ability.Act, whose ability.Subject) []typed {
	return typedOf(ability.StaticsOf(func(s *ability.StaticAbility) bool {
		return s.Act == act && s.Unless != ability.NoCondition && s.Whose.Subject == whose && !s.Cost
	}))
}

// condition is what lifts a restriction on creature c attacking player p,
// said by s (lifted; a fact the request leaves out is refused with the
// board, state's checkHandFacts), and the violation when it does not.
type condition struct {
	lifted  func(b *state.Board, c *state.Perm, p game.PlayerID, s *state.Sourced) bool
	explain func(b *state.Board, c *state.Perm, p game.PlayerID, s *state.Sourced) game.Violation
}

// conditions gives each condition a restriction on attacking may name
// its meaning. TestEveryRestrictionHasAMeaning holds it complete.
var conditions = map[ability.Unless]condition{
	ability.DefendingPlayerControls: {
		lifted: func(b *state.Board, _ *state.Perm, p game.PlayerID, s *state.Sourced) bool {
			return b.Controls(p, s.Quality, false)
		},
		explain: func(_ *state.Board, c *state.Perm, p game.PlayerID, s *state.Sourced) game.Violation {
			return game.Violation{Rule: "500.2", Objects: []game.ObjectID{c.ID, p},
				Message: fmt.Sprintf("%s can't attack unless the defending player controls %s %s, and %s controls none (%q).", c.Label(), Article(s.Quality.Text), s.Quality.Text, p, s.Text)}
		},
	},
	ability.PowerAtMostHand: {
		lifted: func(b *state.Board, c *state.Perm, _ game.PlayerID, s *state.Sourced) bool {
			owner := b.PlayersByID[s.From.Controller]
			return owner == nil || owner.Hand == nil || c.Power == nil || *c.Power <= *owner.Hand
		},
		explain: func(b *state.Board, c *state.Perm, _ game.PlayerID, s *state.Sourced) game.Violation {
			owner := b.PlayersByID[s.From.Controller]
			return game.Violation{Rule: "500.2", Objects: []game.ObjectID{c.ID, s.From.ID},
				Message: fmt.Sprintf("%s can't attack: its power, %d, is greater than the %d %s in %s's hand (%s: %q).", c.Label(), *c.Power, *owner.Hand, game.Plural(*owner.Hand, "card", "cards"), owner.ID, s.From.Label(), s.Text)}
		},
	},
	ability.DefenderActed: {
		lifted: func(b *state.Board, _ *state.Perm, p game.PlayerID, _ *state.Sourced) bool {
			pl := b.PlayersByID[p]
			return pl == nil || pl.CastOrPlayedLastTurn == nil || *pl.CastOrPlayedLastTurn
		},
		explain: func(_ *state.Board, c *state.Perm, p game.PlayerID, s *state.Sourced) game.Violation {
			return game.Violation{Rule: "500.2", Objects: []game.ObjectID{c.ID, s.From.ID, p},
				Message: fmt.Sprintf("%s can't attack %s: %s neither cast a spell nor put a nontoken permanent into play during their last turn (%s: %q).", c.Label(), p, p, s.From.Label(), s.Text)}
		},
	},
	ability.DrawSkippedWithIt: {
		lifted: func(b *state.Board, c *state.Perm, p game.PlayerID, _ *state.Sourced) bool {
			pl := b.PlayersByID[p]
			return pl == nil || pl.SkippedDraw == nil || !*pl.SkippedDraw || c.Has(ability.Flying) || islandwalk(c)
		},
		explain: func(_ *state.Board, c *state.Perm, p game.PlayerID, s *state.Sourced) game.Violation {
			return game.Violation{Rule: "500.2", Objects: []game.ObjectID{c.ID, s.From.ID, p},
				Message: fmt.Sprintf("%s can't attack %s: %s skipped their draw with %s, and until their next turn only creatures with flying or islandwalk can attack them (%q).", c.Label(), p, p, s.From.Label(), s.Text)}
		},
	},
}

// unlessUnmet lists why creature c can't attack player p under a
// restriction whose condition does not hold (500.2): its own, then the
// permanents' (of p's, when they protect their controller only).
func unlessUnmet(b *state.Board, c *state.Perm, p game.PlayerID) []game.Violation {
	var v []game.Violation
	for _, t := range attackUnlessOfItself {
		for _, a := range c.All(t.k) {
			v = unmet(v, b, c, p, t.s, &state.Sourced{From: c, Ability: a})
		}
	}
	for _, t := range attackUnlessOfOthers {
		srcs := b.Sources(t.k)
		for i := range srcs {
			if t.s.Against == ability.ItsController && srcs[i].From.Controller != p {
				continue
			}
			v = unmet(v, b, c, p, t.s, &srcs[i])
		}
	}
	return v
}

// unmet appends to v the violation of restriction st, said by s, when
// its condition does not lift it for creature c attacking player p.
func unmet(v []game.Violation, b *state.Board, c *state.Perm, p game.PlayerID, st *ability.StaticAbility, s *state.Sourced) []game.Violation {
	if cond, ok := conditions[st.Unless]; ok && !cond.lifted(b, c, p, s) {
		return append(v, cond.explain(b, c, p, s))
	}
	return v
}

// islandwalk reports whether c has islandwalk (not snow islandwalk).
func islandwalk(c *state.Perm) bool {
	return slices.ContainsFunc(c.All(ability.Landwalk), func(a ability.Ability) bool { return a.Quality.SameText(ability.Quality{Text: "island"}) })
}

// Article is the indefinite article before word w: "an" before a vowel.
func Article(w string) string {
	if w != "" && strings.ContainsRune("aeiouAEIOU", rune(w[0])) {
		return "an"
	}
	return "a"
}
