package declare

import (
	"fmt"
	"slices"
	"strconv"

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
	// from and said are the permanent and the ability that say it, count
	// its typed form (ability.Count), act what it counts: the violation
	// of a proposal is written from these (violation).
	from  *state.Perm
	said  *ability.Ability
	count *ability.Count
	act   ability.Act
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
		return append(v, r.violation(counted))
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

// The count restrictions (ability.Count) by act and whose: a creature's
// own (itself taking part, its blockers), and those a permanent says of
// every creature (the caps).
var (
	attackCountsOfItself   = ability.CountRestrictions(ability.ToAttack, ability.Itself)
	attackCountsOfSelected = ability.CountRestrictions(ability.ToAttack, ability.Selected)
	blockCountsOfItself    = ability.CountRestrictions(ability.ToBlock, ability.Itself)
	blockCountsOfSelected  = ability.CountRestrictions(ability.ToBlock, ability.Selected)
	blockedCounts          = ability.CountRestrictions(ability.ToBeBlocked, ability.Itself)
)

// countsFilter is the filter of every count restriction of a creature's
// own (state.KeywordSet): countsOn reads no ability of a creature that
// surely has none.
var countsFilter = state.KeywordSetOf(slices.Concat(attackCountsOfItself, blockCountsOfItself, blockedCounts))

// countsOn appends the count restrictions creature c's own abilities of
// keywords ks say. An instance more of one that reads neither its number
// nor its quality says nothing more: it is counted once.
func countsOn(out []countRestriction, c *state.Perm, ks []ability.Keyword) []countRestriction {
	if !c.MayHaveAny(countsFilter) {
		return out // most creatures: none of them
	}
	for _, k := range ks {
		abs := c.All(k)
		if len(abs) == 0 {
			continue
		}
		count := ability.StaticOf(k).Count
		for i := range abs {
			out = addCount(out, countOf(c, &abs[i], count))
			if !count.ReadsItsWords() {
				break
			}
		}
	}
	return out
}

// countsOfSources appends the count restrictions the permanents of the
// board say of every creature (keywords ks): a cap on the creatures
// attacking or blocking, or attacking the permanent's controller. A cap
// on attacking its controller is none when its controller attacks.
func countsOfSources(out []countRestriction, b *state.Board, ks []ability.Keyword) []countRestriction {
	for _, k := range ks {
		count := ability.StaticOf(k).Count
		srcs := b.Sources(k)
		for i := range srcs {
			s := &srcs[i]
			if count.Of == ability.CountsAttackers && s.From.Controller == b.ActivePlayer {
				continue // "you" is never attacked by its own creatures
			}
			out = addCount(out, countOf(s.From, &s.Ability, count))
		}
	}
	return out
}

// countOf is the count restriction ability a of permanent from says, by
// its typed form count (500.2 for attacks, 500.3 for blocks): whom it
// counts, between which bounds, while what.
func countOf(from *state.Perm, a *ability.Ability, count *ability.Count) countRestriction {
	act := ability.StaticOf(a.Keyword).Act
	r := countRestriction{rule: "500.3", from: from, said: a, count: count, act: act,
		min: count.Min.Of(a.N), max: -1, allowZero: count.NoneToo}
	if act == ability.ToAttack {
		r.rule = "500.2"
	}
	if count.Max.Given() {
		r.max = count.Max.Of(a.N)
	}
	switch count.Of {
	case ability.CountsBlockers:
		r.naming = from
	case ability.CountsAttackers:
		r.defending = from.Controller
	}
	if count.WhileItTakesPart {
		r.when = from
	}
	switch count.Among {
	case ability.AmongStronger:
		r.who = func(o *state.Perm) bool { return state.PowerOf(o) > state.PowerOf(from) }
	case ability.AmongQuality:
		r.who = func(o *state.Perm) bool { return o != from && state.Holds(a.Quality, o) }
	}
	return r
}

// violation is the violation of a proposal whose counted creatures
// break the restriction, in the words of its typed form.
func (r countRestriction) violation(counted []*state.Perm) game.Violation {
	c, n := r.from, len(counted)
	verb, verbs, doer := "block", "blocks", "blocker"
	if r.act == ability.ToAttack {
		verb, verbs, doer = "attack", "attacks", "attacker"
	}
	at := func(objs []game.ObjectID, msg string) game.Violation {
		return game.Violation{Rule: r.rule, Objects: objs, Message: msg}
	}
	count := r.count
	switch {
	case count.Of == ability.CountsBlockers && count.Max.Given():
		return at(append([]game.ObjectID{c.ID}, IdsOf(counted)...),
			c.Label()+" can't be blocked by more than one creature, and "+strconv.Itoa(n)+" block it.")
	case count.Of == ability.CountsBlockers:
		return at(append([]game.ObjectID{c.ID}, IdsOf(counted)...),
			c.Label()+" can't be blocked except by "+strconv.Itoa(r.min)+" or more creatures, and "+strconv.Itoa(n)+" "+game.Plural(n, "blocks", "block")+" it.")
	case count.Of == ability.CountsAttackers:
		return at(append([]game.ObjectID{c.ID}, IdsOf(counted)...),
			fmt.Sprintf("No more than %d %s can attack %s (%s: %q), and %d attack %s.", r.max, game.Plural(r.max, "creature", "creatures"), c.Controller, c.Label(), r.said.Text, n, c.Controller))
	case !count.WhileItTakesPart:
		return at(append([]game.ObjectID{c.ID}, IdsOf(counted)...),
			fmt.Sprintf("No more than %d %s can %s (%s: %q), and %d are declared.", r.max, game.Plural(r.max, "creature", "creatures"), verb, c.Label(), r.said.Text, n))
	case count.Max.Given():
		return at(IdsOf(counted), fmt.Sprintf("%s can only %s alone: it can't %s with others, and %d creatures %s.", c.Label(), verb, verb, n, verb))
	case count.Among == ability.AmongStronger:
		return at([]game.ObjectID{c.ID}, fmt.Sprintf("%s can't %s unless a creature with greater power (more than %d) also %s, and none does.", c.Label(), verb, state.PowerOf(c), verbs))
	case count.Among == ability.AmongQuality:
		return at([]game.ObjectID{c.ID}, fmt.Sprintf("%s can't %s unless a %s creature also %s, and none does (%q).", c.Label(), verb, r.said.Quality.Text, verbs, r.said.Text))
	case count.Min.PlusN:
		others := n - 1
		return at([]game.ObjectID{c.ID}, fmt.Sprintf("%s can't %s unless at least %d other creatures %s, and %d other %s.", c.Label(), verb, r.said.N, verb, others, game.Plural(others, "creature "+verbs, "creatures "+verb)))
	}
	return at([]game.ObjectID{c.ID}, c.Label()+" can't "+verb+" alone, and it is the only "+doer+".")
}

func IdsOf(ps []*state.Perm) []game.ObjectID {
	out := make([]game.ObjectID, len(ps))
	for i, p := range ps {
		out[i] = p.ID
	}
	return out
}
