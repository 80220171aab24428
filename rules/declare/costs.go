package declare

import (
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The costs to attack and to block (308.2d, 309.2b) are restrictions a
// player lifts by paying as the declaration is made: "~ can't attack
// unless its controller pays {3}" (Brainwash), "creatures can't attack you
// unless their controller pays {1} for each creature" (Koskun Falls), "~
// can't be blocked unless defending player pays {1} for each creature
// blocking it" (Awesome Presence). This file totals them from their typed
// form alone (ability.StaticAbility's Act, Whose, Against and Payment):
// who pays, in what, and for each what. A creature that could attack or
// block only by paying one is exempt from requirements (500.2, 500.3).

// The costs by act, whose and what is paid, each list in wire-name order.
var (
	attackManaOfOthers  = costsWhere(ability.ToAttack, ability.Selected, ability.InMana)
	attackManaOfItself  = costsWhere(ability.ToAttack, ability.Itself, ability.InMana)
	attackLandsOfOthers = costsWhere(ability.ToAttack, ability.Selected, ability.SacrificeLand)
	attackLandsOfItself = costsWhere(ability.ToAttack, ability.Itself, ability.SacrificeLand)
	blockedCosts        = costsWhere(ability.ToBeBlocked, ability.Itself, "")
	blockCostsOfOthers  = costsWhere(ability.ToBlock, ability.Selected, "")
	blockCostsOfItself  = costsWhere(ability.ToBlock, ability.Itself, "")
)

// costsWhere are the keywords of the costs on act of subject whose paid
// in pay (any, when empty).
func costsWhere(act ability.Act, whose ability.Subject, pay ability.Pay) []typed {
	return typedOf(ability.StaticsOf(func(s *ability.StaticAbility) bool {
		return s.Cost && s.Act == act && s.Whose.Subject == whose && s.Payment != nil && (pay == "" || s.Payment.Pay == pay)
	}))
}

// owed is what ability a, on holder and said by the permanent src, asks
// for each creature or attacker it is paid for, by its payment: its N (or
// the payment's own Each), times the +1/+1 counters on holder or the cards
// in src's controller's hand or the permanents of its quality in play, or
// X, the basic land types among src's controller's lands.
func owed(b *state.Board, holder, src *state.Perm, a *ability.Ability, pay *ability.Payment) int {
	n := a.N
	if pay.Each != 0 {
		n = pay.Each
	}
	switch pay.Per {
	case ability.PerPlusOneCounter:
		return n * counters(holder, "+1/+1")
	case ability.PerCardInHand:
		return n * hand(b, src.Controller)
	case ability.PerBasicLandType:
		return domain(b, src.Controller)
	case ability.PerPermanentOfQuality:
		in := 0
		for _, p := range b.Order {
			if state.Holds(a.Quality, p) {
				in++
			}
		}
		return n * in
	}
	return n
}

// selects reports whether the quality q of a cost a permanent says of
// creatures takes c: every creature when it names none.
func selects(q ability.Quality, c *state.Perm) bool { return !q.Given() || state.Holds(q, c) }

// attackCost is what creature c costs to attack player p in mana
// (308.2d): the permanents' costs on the creatures of a quality (of p's,
// when they say "you"), then c's own (Brainwash on it), each with what
// says it.
func attackCost(b *state.Board, c *state.Perm, p game.PlayerID) (total int, from []state.Sourced) {
	return attackCosts(b, c, p, attackManaOfOthers, attackManaOfItself)
}

// attackSacrifices is how many lands creature c's attack costs its
// controller (Flooded Woodlands: "[quality] creatures can't attack unless
// their controller sacrifices a land for each"; Leviathan's own), and
// which permanents say so.
func attackSacrifices(b *state.Board, c *state.Perm) (n int, from []state.Sourced) {
	return attackCosts(b, c, "", attackLandsOfOthers, attackLandsOfItself)
}

// attackCosts totals the costs of keywords others (said of the creatures
// of a quality) and own (c's) for creature c attacking player p.
func attackCosts(b *state.Board, c *state.Perm, p game.PlayerID, others, own []typed) (total int, from []state.Sourced) {
	for _, t := range others {
		st := t.s
		srcs := b.Sources(t.k)
		for i := range srcs {
			s := &srcs[i]
			if st.Against == ability.ItsController && s.From.Controller != p || !selects(s.Quality, c) {
				continue
			}
			if n := owed(b, c, s.From, &s.Ability, st.Payment); n > 0 {
				total += n
				from = append(from, *s)
			}
		}
	}
	for _, t := range own {
		pay := t.s.Payment
		abs := c.All(t.k)
		for i := range abs {
			src := costSource(b, c, abs[i])
			if n := owed(b, c, src, &abs[i], pay); n > 0 {
				total += n
				from = append(from, state.Sourced{From: src, Ability: abs[i]})
			}
		}
	}
	return total, from
}

// costSource is the permanent that gave c its own cost a: the Aura or
// other permanent whose effect granted it, or c itself.
func costSource(b *state.Board, c *state.Perm, a ability.Ability) *state.Perm {
	for _, g := range c.Record().Given {
		if g.Text == a.Text && b.Perms[g.From] != nil {
			return b.Perms[g.From]
		}
	}
	return c
}

// blockCost is what creature c blocking the attackers named costs
// (309.2b), in mana and in life: each attacker's cost for each creature
// blocking it (Awesome Presence), the permanents' costs on the creatures
// of a quality that block creatures their controller controls (Heat
// Wave), then c's own (for its counters, for the cards in a hand, for
// each attacker of a quality it blocks: Hipparion).
func (plan *BlockPlan) blockCost(c *state.Perm, named []*state.Perm) (mana, life int, from []game.ObjectID) {
	blocked := plan.blocked(named)
	if len(blocked) == 0 {
		return 0, 0, nil
	}
	b := plan.b
	add := func(pay *ability.Payment, n int, src *state.Perm) {
		if n <= 0 {
			return
		}
		if pay.Pay == ability.InLife {
			life += n
		} else {
			mana += n
		}
		from = append(from, src.ID)
	}
	for _, a := range blocked {
		for _, t := range blockedCosts {
			pay := t.s.Payment
			for _, r := range a.All(t.k) {
				src := costSource(b, a, r)
				add(pay, owed(b, a, src, &r, pay), src)
			}
		}
	}
	for _, t := range blockCostsOfOthers {
		st := t.s
		for _, s := range b.Sources(t.k) {
			if !selects(s.Quality, c) || st.Against == ability.ItsController && !slices.ContainsFunc(blocked, func(a *state.Perm) bool { return a.Controller == s.From.Controller }) {
				continue
			}
			add(st.Payment, owed(b, c, s.From, &s.Ability, st.Payment), s.From)
		}
	}
	for _, t := range blockCostsOfItself {
		st := t.s
		for _, r := range c.All(t.k) {
			src := costSource(b, c, r)
			n := owed(b, c, src, &r, st.Payment)
			if st.Against != ability.OfItsQuality {
				add(st.Payment, n, src)
				continue
			}
			for _, a := range blocked {
				if state.Holds(r.Quality, a) {
					add(st.Payment, n, src)
				}
			}
		}
	}
	return mana, life, game.Objects(from...)
}

// blocksCost reports whether any block may cost something on this board
// (blockable.free asks what each one costs only then): some permanent
// has a cost to block or to be blocked.
func (plan *BlockPlan) blocksCost() bool {
	for _, ts := range [3][]typed{blockedCosts, blockCostsOfOthers, blockCostsOfItself} {
		for _, t := range ts {
			if len(plan.b.Sources(t.k)) > 0 {
				return true
			}
		}
	}
	return false
}

// domain is the number of basic land types among the lands player p
// controls (Collective Restraint's X).
func domain(b *state.Board, p game.PlayerID) int {
	seen := map[string]bool{}
	for _, l := range b.Order {
		if l.Controller != p || !l.HasType("land") {
			continue
		}
		for _, t := range []string{"plains", "island", "swamp", "mountain", "forest"} {
			if l.HasSubtype(t) {
				seen[t] = true
			}
		}
	}
	return len(seen)
}

// counters is how many counters of a kind p has.
func counters(p *state.Perm, kind string) int {
	n := 0
	for k, m := range p.Counters {
		if strings.EqualFold(strings.TrimSpace(k), kind) {
			n += m
		}
	}
	return n
}

// hand is how many cards player p holds: 0 when not given (a line that
// needs it is then refused with the board: checkHandFacts).
func hand(b *state.Board, p game.PlayerID) int {
	if pl := b.PlayersByID[p]; pl != nil && pl.Hand != nil {
		return *pl.Hand
	}
	return 0
}
