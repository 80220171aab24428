package declare

import (
	"fmt"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/solver"
	"rulesjudge/rules/state"
)

// This file gives meaning to the requirements to attack that hold only
// under the declaration itself (ability/require.go): "If ~ attacks, all
// creatures you control attack if able." (Viashino Bey), "If a creature you
// control attacks, ~ also attacks if able." (Ekundu Cyclops), War's Toll and
// Magnetic Web. 500.1 calls such an effect a requirement: the creature must
// attack if a condition is met, and here the condition is met or not by the
// declaration.
//
// Reading of 500.4 and 500.5 with them. A requirement whose condition a
// declaration does not meet is not in force for it: that declaration
// neither obeys nor disobeys it. Each declaration's total counts the
// requirements in force for it that it obeys, each under its own condition.
// A requirement conflicts with a proposal when it is in force for the
// proposal, is not followed, and some declaration that breaks no
// restriction obeys it and obeys more requirements in all than the
// proposal. So with two Ekundu Cyclopes and nothing else, attacking with
// neither is legal (no requirement is in force), although attacking with
// both obeys two: no requirement of the proposal conflicts. When every
// requirement is in force for the proposal, this is the unconditional
// reading unchanged, and the solver's problem is too.

// The requirements (500.1) by their typed form, each list in wire-name
// order: on attacking, of the creature itself or of every creature of a
// quality; on blocking, of the creature itself (whatever it blocks, or
// the attacker its effect names) or of every creature of a quality; on
// being blocked, by every creature able to (Lure), by one at least, by
// exactly one. Those the declaration puts in force are
// declaredRequirements'.
var (
	attackRequiredOfItself = requirementsWhere(ability.ToAttack, ability.Itself, func(s *ability.StaticAbility) bool { return s.InForce == ability.AlwaysInForce })
	attackRequiredOfOthers = requirementsWhere(ability.ToAttack, ability.Selected, func(s *ability.StaticAbility) bool { return s.InForce == ability.AlwaysInForce })
	blockRequiredOfItself  = requirementsWhere(ability.ToBlock, ability.Itself, func(s *ability.StaticAbility) bool { return s.Against == ability.AgainstAll })
	blockRequiredNamed     = requirementsWhere(ability.ToBlock, ability.Itself, func(s *ability.StaticAbility) bool { return s.Against == ability.NamedByIt })
	blockRequiredOfOthers  = requirementsWhere(ability.ToBlock, ability.Selected, func(*ability.StaticAbility) bool { return true })
	lures                  = requirementsWhere(ability.ToBeBlocked, ability.Selected, func(*ability.StaticAbility) bool { return true })
	mustBeBlocked          = requirementsWhere(ability.ToBeBlocked, ability.Itself, func(s *ability.StaticAbility) bool { return s.Count != nil && !s.Count.Max.Given() })
	mustBeBlockedByOne     = requirementsWhere(ability.ToBeBlocked, ability.Itself, func(s *ability.StaticAbility) bool { return s.Count != nil && s.Count.Max == ability.Bound{Fixed: 1} })
)

// requirementsWhere are the keywords of the requirements on act of
// subject whose that is answers.
func requirementsWhere(act ability.Act, whose ability.Subject, is func(*ability.StaticAbility) bool) []ability.Keyword {
	return ability.StaticsOf(func(s *ability.StaticAbility) bool {
		return s.Requirement() && s.Act == act && s.Whose.Subject == whose && is(s)
	})
}

// inForceOf is when the requirement of keyword k holds (always for
// another ability).
func inForceOf(k ability.Keyword) ability.InForce {
	if s := ability.StaticOf(k); s != nil {
		return s.InForce
	}
	return ability.AlwaysInForce
}

// declaredRequirements lists the requirements on creature c (the active
// player's) that hold only under the declaration: each with when, the
// creatures whose attack puts it in force (c may be one of them).
func declaredRequirements(b *state.Board, c *state.Perm, sources []state.Sourced) []attackRequirement {
	if len(sources) == 0 {
		return nil
	}
	var out []attackRequirement
	mine := func(keep func(*state.Perm) bool) []*state.Perm {
		var ws []*state.Perm
		for _, w := range b.Order {
			if w.IsCreature() && w.Controller == c.Controller && keep(w) {
				ws = append(ws, w)
			}
		}
		return ws
	}
	for _, sa := range sources {
		src, cd := sa.From, sa.Ability
		var when []*state.Perm
		switch inForceOf(cd.Keyword) {
		case ability.WhenItAttacks:
			// Viashino Bey: the others it controls; of itself the
			// requirement would hold only when it is already obeyed.
			if src == c || !src.IsCreature() || src.Controller != c.Controller {
				continue
			}
			when = []*state.Perm{src}
		case ability.WhenAnotherAttacks:
			// Ekundu Cyclops: "also" is another creature's attack.
			if src != c {
				continue
			}
			when = mine(func(w *state.Perm) bool { return w != c })
		case ability.WhenOneOfThemAttacks:
			// War's Toll: every creature of an opponent of its
			// controller, when any of them attacks.
			if src.Controller == c.Controller {
				continue
			}
			when = mine(func(*state.Perm) bool { return true })
		case ability.WhenOneWithItsCountersAttacks:
			kind := cd.When.Quality.Text
			if counters(c, kind) == 0 {
				continue
			}
			when = mine(func(w *state.Perm) bool { return counters(w, kind) > 0 })
		default:
			continue
		}
		if len(when) > 0 {
			out = append(out, attackRequirement{creature: c, source: sa, when: when})
		}
	}
	return out
}

// declaredSources lists the abilities of this file on the board, with
// the permanents that have them: they wait among the conditional abilities,
// as their condition is the declaration's.
func declaredSources(b *state.Board) []state.Sourced {
	var out []state.Sourced
	for _, p := range b.Order {
		for i := range p.Conditional { // by index: an ability is a large value to copy
			if cd := &p.Conditional[i]; cd.Condition.DeclaredCondition() {
				out = append(out, state.Sourced{From: p, Ability: cd.Ability})
			}
		}
	}
	return out
}

// inForce reports whether requirement r holds for a declaration in which
// attacks says which creatures attack.
func (r attackRequirement) inForce(attacks func(*state.Perm) bool) bool {
	return r.when == nil || slices.ContainsFunc(r.when, attacks)
}

// obeyedBy reports whether a declaration obeys requirement r: it is in
// force and its creature attacks.
func (r attackRequirement) obeyedBy(attacks func(*state.Perm) bool) bool {
	return attacks(r.creature) && r.inForce(attacks)
}

// requirement is r as the solver counts it. An unconditional requirement,
// or one whose creature's own attack puts it in force, is obeyed by any way
// of attacking of its creature. Any other is one more variable of two
// options: choosing its second ("obeyed") asks that its creature attack
// and that one of the creatures of its condition attack too, so that the
// solver counts it exactly when both hold.
func (s *attackSearch) requirement(r attackRequirement, lists countLists) solver.Requirement {
	taking := lists.takingOf(r.creature)
	if r.when == nil || slices.Contains(r.when, r.creature) {
		return solver.Requirement{Satisfiers: taking}
	}
	var when []solver.Lit
	for _, w := range r.when {
		when = append(when, lists.takingOf(w)...)
	}
	s.bud.Charge(len(when) + len(taking))
	if len(when) == 0 || len(taking) == 0 {
		return solver.Requirement{} // no declaration considered obeys it
	}
	z := s.aux(r.creature, solver.CountLits(taking, s.start) > 0 && solver.CountLits(when, s.start) > 0)
	obeyed := []solver.Lit{{V: z, O: 1}}
	s.prob.Conditional(obeyed, solver.Constraint{Count: taking, Min: 1, Max: -1})
	s.prob.Conditional(obeyed, solver.Constraint{Count: when, Min: 1, Max: -1})
	return solver.Requirement{Satisfiers: obeyed}
}

// aux adds a variable of two options that is no creature's choice, starting
// at its second when on; for the undecided list it stands for creature c.
func (s *attackSearch) aux(c *state.Perm, on bool) int {
	v := len(s.prob.Vars)
	s.prob.Vars = append(s.prob.Vars, solver.Variable{Options: 2})
	s.start = append(s.start, map[bool]int{false: 0, true: 1}[on])
	s.auxOf = append(s.auxOf, c)
	return v
}

// unfollowedOnly narrows the search to the declarations that obey a
// requirement in force for the proposal and not followed by it (the
// reading above), when some requirement is not in force for the proposal:
// otherwise every better declaration obeys one, and the problem is left as
// it is. It reports whether the search is needed: not when some
// requirement is not in force and every one in force is followed, as the
// proposal then obeys all that 500.4 asks of it. The narrowing is a
// variable h whose second option needs such a requirement obeyed, rewarded
// past every other requirement together, so that the best declaration
// found obeys one when any does; the weight it adds is taken off again
// (fromHit).
func (s *attackSearch) unfollowedOnly(reqs []attackRequirement, attacks func(*state.Perm) bool) (search bool) {
	all, any := true, false
	var hit []solver.Lit
	seen := map[solver.Lit]bool{}
	var first *state.Perm
	for i, r := range reqs {
		if !r.inForce(attacks) {
			all = false
			continue
		}
		if r.obeyedBy(attacks) {
			continue
		}
		any = true
		if first == nil {
			first = r.creature
		}
		for _, l := range s.prob.Reqs[i].Satisfiers {
			if !seen[l] {
				seen[l] = true
				hit = append(hit, l)
			}
		}
	}
	if all || !any {
		return all
	}
	s.hitWeight = 1
	for _, r := range s.prob.Reqs {
		s.hitWeight += max(r.Weight, 1)
	}
	s.hit = s.aux(first, false)
	on := []solver.Lit{{V: s.hit, O: 1}}
	s.prob.Conditional(on, solver.Constraint{Count: hit, Min: 1, Max: -1})
	s.prob.Reqs = append(s.prob.Reqs, solver.Requirement{Satisfiers: on, Weight: s.hitWeight})
	return true
}

// fromHit takes the narrowing's weight off a solution: when the best
// declaration found obeys no unfollowed requirement, or obeys no more in
// all than the proposal, none that 500.4 counts is better, and the proposal
// stands as the example.
func (s *attackSearch) fromHit(sol *solver.Solution, obeyed int) {
	if s.hitWeight == 0 {
		return
	}
	if sol.Choice[s.hit] == 1 && sol.Obeyed-s.hitWeight > obeyed {
		sol.Obeyed -= s.hitWeight
		return
	}
	// None better: the proposal is the example (it obeys the most that
	// 500.4 compares it with).
	copy(sol.Choice, s.start)
	sol.Obeyed = obeyed
}

// undecidedIDs names the creatures of the variables left undecided, each
// once: an auxiliary variable stands for its requirement's creature.
func (s *attackSearch) undecidedIDs(vars []int) []game.ObjectID {
	var out []game.ObjectID
	for _, v := range vars {
		var c *state.Perm
		if v < len(s.creatures) {
			c = s.creatures[v]
		} else {
			c = s.auxOf[v-len(s.creatures)]
		}
		out = game.Objects(append(out, c.ID)...)
	}
	return out
}

// inForceMessage says why a conditional requirement is in force for the
// proposal, for its violation.
func (r attackRequirement) inForceMessage(attacks func(*state.Perm) bool) string {
	if r.when == nil {
		return ""
	}
	for _, w := range r.when {
		if attacks(w) && w != r.creature {
			return fmt.Sprintf(", since %s attacks,", w.Label())
		}
	}
	return ""
}

// kindsOwed says which lands a creature's sacrifices must be, when its own
// ability names a kind: " (Leviathan's: 2 island)".
func kindsOwed(from []state.Sourced) string {
	var parts []string
	for _, s := range from {
		if ability.StaticOf(s.Keyword).Whose.Subject == ability.Itself {
			parts = append(parts, fmt.Sprintf("%d %s", s.N, s.Quality.Text))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return " (" + strings.Join(parts, ", ") + ")"
}

// anyLand is the quality of a sacrifice of "a land".
var anyLand, _ = ability.ParseQuality("land")

// sacrificedKinds checks that the lands sacrificed can be shared out among
// the attackers' own sacrifices that name a kind of land (Leviathan's two
// Islands): each land paying one, none twice (308.2d). The count is checked
// apart (when it is not total, that is said once); lands that are not
// the active player's are refused apart too. A sacrifice of "a land" takes
// any land left over, so only the kinds named are shared out.
func (plan *AttackPlan) sacrificedKinds(total int) []game.Violation {
	b := plan.B
	if len(plan.Sacrificed) != total {
		return nil
	}
	var slots []state.Sourced // one per land a kind is asked of
	for _, c := range plan.Attackers {
		if c == nil {
			continue
		}
		for _, t := range attackLandsOfItself {
			for _, a := range c.All(t.k) {
				if a.Quality.SameText(anyLand) {
					continue
				}
				for range a.N {
					slots = append(slots, state.Sourced{From: c, Ability: a})
				}
			}
		}
	}
	if len(slots) == 0 {
		return nil
	}
	var lands []*state.Perm
	for _, id := range plan.Sacrificed {
		if l := b.Perms[id]; l != nil && l.HasType("land") && l.Controller == b.ActivePlayer && !slices.Contains(lands, l) {
			lands = append(lands, l)
		}
	}
	// A matching of slots to lands by augmenting paths (few of each).
	owner := make([]int, len(lands)) // the slot each land pays, -1: none
	for i := range owner {
		owner[i] = -1
	}
	var try func(slot int, seen []bool) bool
	try = func(slot int, seen []bool) bool {
		for i, l := range lands {
			if seen[i] || !state.Holds(slots[slot].Quality, l) {
				continue
			}
			seen[i] = true
			if owner[i] < 0 || try(owner[i], seen) {
				owner[i] = slot
				return true
			}
		}
		return false
	}
	for slot := range slots {
		if !try(slot, make([]bool, len(lands))) {
			s := slots[slot]
			return []game.Violation{{Rule: "308.2d", Objects: []game.ObjectID{s.From.ID},
				Message: fmt.Sprintf("The costs to attack total %d %s to sacrifice, %d of them %s for %s (%q), and the lands sacrificed do not include them beside the other costs: the costs of a declaration are paid exactly, or it is not made.",
					total, game.Plural(total, "land", "lands"), s.N, game.Plural(s.N, s.Quality.Text, s.Quality.Text+"s"), s.From.Label(), s.Text)}}
		}
	}
	return nil
}

// exactlyOneRequirements are the requirements of attacker a's "must be
// blocked by exactly one creature if able" (Nacatl War-Pride): one
// requirement, which any creature able to block it may obey (500.3), obeyed
// when exactly one creature blocks it (or its band, 502.10e) and no more.
func exactlyOneRequirements(a *state.Perm, target []*state.Perm) []blockRequirement {
	var out []blockRequirement
	for _, k := range mustBeBlockedByOne {
		abs, n := distinct(a.All(k))
		for i := range abs {
			out = append(out, blockRequirement{targets: target, source: requirementSource{a, &abs[i]}, why: "must be blocked by exactly one creature if able", weight: n[i], exactlyOne: true})
		}
	}
	return out
}

// exactlyOne gives each "exactly one" requirement its own variable of two
// options, whose second ("obeyed") asks that exactly one of the creatures
// able to obey it block that way: the solver counts it only then.
func (s *blockSearch) exactlyOne() {
	for ri, r := range s.reqs {
		sats := s.prob.Reqs[ri].Satisfiers
		if !r.exactlyOne || len(sats) == 0 {
			continue
		}
		z := len(s.prob.Vars)
		s.prob.Vars = append(s.prob.Vars, solver.Variable{Options: 2})
		s.start = append(s.start, map[bool]int{false: 0, true: 1}[solver.CountLits(sats, s.start) == 1])
		obeyed := []solver.Lit{{V: z, O: 1}}
		s.prob.Conditional(obeyed, solver.Constraint{Count: sats, Min: 1, Max: 1})
		s.prob.Reqs[ri].Satisfiers = obeyed
	}
}

// exactlyOneCount corrects the proposal's count for the "exactly one"
// requirements: obeyed only when exactly one blocker obeys it.
func (s *blockSearch) exactlyOneCount(obeys []bool, obeyed int) (int, []bool) {
	for ri, r := range s.reqs {
		if !r.exactlyOne || !obeys[ri] {
			continue
		}
		if s.blockers(r) != 1 {
			obeys[ri] = false
			obeyed -= r.weight
		}
	}
	return obeyed, obeys
}

// blockers is how many proposed blockers block one of r's targets.
func (s *blockSearch) blockers(r blockRequirement) int {
	n := 0
	for i, c := range s.plan.blockers {
		if s.plan.satisfies(blockRequirement{targets: r.targets}, c, s.plan.named[i]) {
			n++
		}
	}
	return n
}

// blockedBy says how many creatures the proposal has block r's targets.
func (s *blockSearch) blockedBy(r blockRequirement) string {
	switch n := s.blockers(r); n {
	case 0:
		return "nothing blocks it"
	case 1:
		return "one creature blocks it"
	default:
		return fmt.Sprintf("%d creatures block it", n)
	}
}

// creatureVars keeps the variables that are creatures: an auxiliary
// variable is decided with the creatures its constraint joins it to.
func (s *blockSearch) creatureVars(vars []int) []int {
	return slices.DeleteFunc(vars, func(v int) bool { return v >= len(s.creatures) })
}
