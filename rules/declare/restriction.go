package declare

import (
	"fmt"
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/solver"
	"rulesjudge/rules/state"
)

// countRestriction is a restriction (500.1) on how many creatures take part
// in a declaration: a cap ("No more than two creatures can block each
// combat"), a minimum ("can't be blocked except by two or more creatures"),
// or a minimum that holds only while one creature takes part ("can't attack
// alone"). It is one value that both readers interpret: check judges a
// proposal with it (500.2, 500.3) and constraint tells the solver the same
// thing (500.4, 500.5), so the two can't disagree.
type countRestriction struct {
	rule game.RuleID // 500.2 for attacks, 500.3 for blocks
	// naming, when set, counts only the creatures blocking that attacker;
	// otherwise every creature taking part counts.
	naming *state.Perm
	// defending, when set, counts only the creatures attacking that player.
	defending game.PlayerID
	// when, when set, makes the restriction hold only while that creature
	// takes part.
	when     *state.Perm
	min, max int // max < 0: no cap
	// who, when set, counts only the creatures it is true of ("unless a
	// creature with greater power also attacks").
	who       func(*state.Perm) bool
	allowZero bool // none at all is fine too ("except by N or more")
	// explain is the violation of a proposal with these counted creatures;
	// it is given the restriction, so that a func reading only its fields
	// captures nothing (no closure made for it).
	explain func(r countRestriction, counted []*state.Perm) game.Violation
}

// addCount appends r to out, making room for a few at the first: a
// board's count restrictions are few, and each is a large value.
func addCount(out []countRestriction, r countRestriction) []countRestriction {
	if cap(out) == 0 {
		out = make([]countRestriction, 0, 4)
	}
	return append(out, r)
}

// check judges a proposal: counted are the creatures it counts, and
// takesPart says who takes part in it. Its violation, if any, is appended
// to v.
func (r countRestriction) check(v []game.Violation, counted []*state.Perm, takesPart func(*state.Perm) bool) []game.Violation {
	if r.when != nil && !takesPart(r.when) {
		return v
	}
	if r.who != nil {
		counted = slices.DeleteFunc(slices.Clone(counted), func(c *state.Perm) bool { return c == nil || !r.who(c) })
	}
	n := len(counted)
	if r.max >= 0 && n > r.max || n < r.min && !(n == 0 && r.allowZero) {
		return append(v, r.explain(r, counted))
	}
	return v
}

// countLists are the solver's literals a restriction may count, built once
// and shared: every way of taking part, and every way of blocking each
// attacker that a restriction counts the blockers of.
type countLists struct {
	all []solver.Lit
	// naming lists, by index on the board, each attacker's ways of being
	// blocked, for those a restriction counts the blockers of (nil when
	// none does).
	naming [][]solver.Lit
	// taking lists, by index on the board, each creature's ways of taking
	// part (none when it is not one of the solver's variables); order is
	// the board's permanents, for only.
	taking [][]solver.Lit
	order  []*state.Perm
	// attacking lists, per defending player, the ways of attacking it.
	attacking map[game.PlayerID][]solver.Lit
}

// takingOf is taking of creature p.
func (l countLists) takingOf(p *state.Perm) []solver.Lit {
	if l.taking == nil {
		return nil
	}
	return l.taking[p.Index]
}

// constrain adds the restrictions to the problem. Restrictions that say the
// same of the same count share one constraint: creatures that each "can't
// block alone" need not each list every other creature's options.
func constrain(prob *solver.Problem, rs []countRestriction, lists countLists) {
	type key struct {
		naming      *state.Perm
		defending   game.PlayerID
		conditional bool
		min, max    int
		allowZero   bool
	}
	// The constraint made of each key, by a search of the few made so far
	// (a board's count restrictions are few: no index to make), or of an
	// index when there are many.
	type made struct {
		k key
		i int
	}
	var few [8]made
	seen := few[:0]
	var index map[key]int
	if len(rs) > len(few) {
		index = make(map[key]int, len(rs))
	}
	find := func(k key) (int, bool) {
		if index != nil {
			i, ok := index[k]
			return i, ok
		}
		for _, m := range seen {
			if m.k == k {
				return m.i, true
			}
		}
		return 0, false
	}
	for _, r := range rs {
		k := key{naming: r.naming, defending: r.defending, conditional: r.when != nil, min: r.min, max: r.max, allowZero: r.allowZero}
		var when []solver.Lit
		if r.when != nil {
			if when = lists.takingOf(r.when); len(when) == 0 {
				continue // that creature can't take part: the restriction never holds
			}
		}
		if r.who != nil {
			prob.Cons = append(prob.Cons, solver.Constraint{If: when, Count: lists.only(r.who), Min: r.min, Max: r.max, AllowZero: r.allowZero})
			continue
		}
		if i, ok := find(k); ok {
			prob.Cons[i].If = append(prob.Cons[i].If, when...) // a duplicate adds nothing else
			continue
		}
		count := lists.all
		if r.naming != nil {
			count = nil
			if lists.naming != nil {
				count = lists.naming[r.naming.Index]
			}
		}
		if r.defending != "" {
			count = lists.attacking[r.defending]
		}
		if index != nil {
			index[k] = len(prob.Cons)
		} else {
			seen = append(seen, made{k, len(prob.Cons)})
		}
		// If shares when, read only, its capacity cut: a duplicate's append
		// above copies it then.
		prob.Cons = append(prob.Cons, solver.Constraint{If: when[:len(when):len(when)],
			Count: count, Min: r.min, Max: r.max, AllowZero: r.allowZero})
	}
}

// only lists the ways of taking part of the creatures who is true of, in
// the order of all.
func (l countLists) only(who func(*state.Perm) bool) []solver.Lit {
	owner := map[solver.Lit]*state.Perm{}
	for i, lits := range l.taking {
		for _, x := range lits {
			owner[x] = l.order[i]
		}
	}
	var out []solver.Lit
	for _, x := range l.all {
		if who(owner[x]) {
			out = append(out, x)
		}
	}
	return out
}

// activateAgainst gives each declared attacker the abilities it has against
// the player it attacks ("~ can't be blocked as long as defending player
// controls an artifact") and, when it attacks alone, those it has then.
func activateAgainst(b *state.Board, attack *AttackPlan) {
	alone := len(attack.Attackers) == 1
	for _, c := range attack.Attackers {
		if c == nil {
			continue
		}
		for i := range c.Conditional { // by index: an ability is a large value to copy
			a := &c.Conditional[i]
			if b.AgainstDefender(c, a.Ability, attack.Player[c.ID]) || a.Condition == ability.AttackingAlone && alone {
				c.AddAbility(a.Ability) // keeping its filter of keywords
				b.BySource.Reset()      // the abilities changed
			}
		}
	}
}

// ownAttackCounts lists creature c's restrictions of 500.2 that count the
// other attackers of some kind: "~ can't attack unless a creature with
// greater power also attacks", "~ can't attack unless a black or green
// creature also attacks".
func ownAttackCounts(b *state.Board, c *state.Perm) []countRestriction {
	var out []countRestriction
	if c.Has(ability.AttackOnlyWithStronger) {
		out = append(out, countRestriction{rule: "500.2", when: c, min: 1, max: -1,
			who: func(o *state.Perm) bool { return state.PowerOf(o) > state.PowerOf(c) },
			explain: func(countRestriction, []*state.Perm) game.Violation {
				return game.Violation{Rule: "500.2", Objects: []game.ObjectID{c.ID},
					Message: fmt.Sprintf("%s can't attack unless a creature with greater power (more than %d) also attacks, and none does.", c.Label(), state.PowerOf(c))}
			}})
	}
	for _, a := range c.All(ability.AttackOnlyWithQuality) {
		out = append(out, countRestriction{rule: "500.2", when: c, min: 1, max: -1,
			who: func(o *state.Perm) bool { return o != c && state.Holds(a.Quality, o) },
			explain: func(countRestriction, []*state.Perm) game.Violation {
				return game.Violation{Rule: "500.2", Objects: []game.ObjectID{c.ID},
					Message: fmt.Sprintf("%s can't attack unless a %s creature also attacks, and none does (%q).", c.Label(), a.Quality.Text, a.Text)}
			}})
	}
	return out
}

// ownBlockCounts lists the restrictions of 500.3 that count the other
// blockers: "~ can't block unless a creature with greater power also
// blocks", "~ can't block unless at least two other creatures block".
func ownBlockCounts(b *state.Board) []countRestriction {
	var out []countRestriction
	for _, c := range b.Order {
		if !c.Has(ability.BlockOnlyWithStronger) && !c.Has(ability.BlockOnlyWithOthers) || !c.IsCreature() {
			continue // the abilities first: most permanents have neither
		}
		if c.Has(ability.BlockOnlyWithStronger) {
			out = append(out, countRestriction{rule: "500.3", when: c, min: 1, max: -1,
				who: func(o *state.Perm) bool { return state.PowerOf(o) > state.PowerOf(c) },
				explain: func(countRestriction, []*state.Perm) game.Violation {
					return game.Violation{Rule: "500.3", Objects: []game.ObjectID{c.ID},
						Message: fmt.Sprintf("%s can't block unless a creature with greater power (more than %d) also blocks, and none does.", c.Label(), state.PowerOf(c))}
				}})
		}
		for _, a := range c.All(ability.BlockOnlyWithOthers) {
			out = append(out, countRestriction{rule: "500.3", when: c, min: a.N + 1, max: -1, explain: func(_ countRestriction, bs []*state.Perm) game.Violation {
				n := len(bs) - 1
				return game.Violation{Rule: "500.3", Objects: []game.ObjectID{c.ID},
					Message: fmt.Sprintf("%s can't block unless at least %d other creatures block, and %d other %s.", c.Label(), a.N, n, game.Plural(n, "creature blocks", "creatures block"))}
			}})
		}
	}
	return out
}
