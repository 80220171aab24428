package solver

import (
	"math"
	"slices"
)

// This file is the propagating search's second bound: a Lagrangian
// relaxation of the requirement maximisation, which is the bound of its
// linear relaxation (doc.go, "The bound"). Every requirement r not yet
// obeyed gets a price mu_r between 0 and its weight, every cap c (an
// unconditional Max) a price lam_c >= 0. Then, for any choice that keeps
// the caps and keeps each variable in its domain,
//
//	obeyed <= fixed + sum over live r of mu_r + sum over caps of lam_c*room_c
//	          + sum over variables of the best, over its domain, of
//	            value(o) = sum over r that o obeys of (w_r - mu_r)
//	                       - sum over caps counting o of lam_c,
//
// whatever the prices: a requirement obeyed is paid for by mu_r and by at
// least one variable's w_r - mu_r, and each cap's room is at least what is
// counted in it. Minimums add, each with its price nu_m >= 0, the slack of
// an inequality that every choice keeping them keeps (addMinimums), folded
// into the options' values the same way. The prices are fitted once at the root by subgradient
// steps; the bound stays sound for any prices, and is kept exact by
// counting in integers (prices in 1/lagScale).

const lagScale = 64

type lagrange struct {
	rootSat []bool  // per Requirement: obeyed by variables outside the component
	mu      []int   // per Requirement
	lam     []int   // per Constraint (caps only)
	caps    []int   // the caps
	capsOf  [][]int // per literal: the caps counting it
	room    []int   // per cap index: Max less what the fixed variables count
	value   []int   // per literal
	order   [][]int // per Variable: options by value, best first
	best    []int   // per Variable: best value left in its domain
	nbest   []int   // per Variable: options left with it
	sum     int     // sum of best over the component
	muLive  int     // sum of mu over live requirements
	fixed   int     // requirements obeyed outside the component (scaled)
	capTerm int     // sum of lam_c * room_c

	// Minimums: each entry m is "the others count at least a times what
	// v's triggering options are chosen" (v < 0: always at least a) for
	// one constraint k; its price is nu_m >= 0.
	mins    []int // constraints with a minimum
	minOut  []int // per mins index: what the fixed variables count
	minSum  []int // per mins index: the sum of its entries' prices
	ents    []minEntry
	nu      []int
	cntRef  [][]cntRef  // per literal: the minimums it counts in
	trig    [][]trigRef // per literal: the entries it triggers
	minTerm int         // sum of nu_m * (fixed count - constant a)
	byValue bool        // branch by value (prop.go, pick)
}

type minEntry struct{ k, v, a int }
type cntRef struct{ k, self int }
type trigRef struct{ m, a int }

// bound is the scaled bound.
func (lg *lagrange) bound() int { return lg.fixed + lg.muLive + lg.capTerm + lg.minTerm + lg.sum }

// minimum says how a Constraint with a minimum enters the bound: what the
// variables outside the component count in it, whether it is always in
// force, and whether it enters at all (a conditional one that may stay at
// zero does not).
func minimum(g *propagator, c Constraint, fixedLit func(Lit) bool) (out int, on, ok bool) {
	if c.Min <= 0 || !slices.ContainsFunc(c.Count, func(l Lit) bool { return g.inComp[l.V] }) {
		return 0, false, false
	}
	for _, l := range c.Count {
		if fixedLit(l) {
			out++
		}
	}
	switch {
	case len(c.If) > 0 && c.AllowZero:
		return 0, false, false
	case len(c.If) > 0:
		on = slices.ContainsFunc(c.If, fixedLit)
	default:
		on = !c.AllowZero || out > 0 // when it counts already: at least Min
	}
	return out, on, true
}

// addMinimums lists the entries of the constraints with a minimum (doc.go,
// "The bound"): for "at least Min or none", each variable that can count
// needs Min-1 others when it counts; for one in force when a variable
// takes an If option, that variable needs Min others (Min-1 when the option
// also counts); for one always in force, Min in all.
func (lg *lagrange) addMinimums(g *propagator, fixedLit func(Lit) bool) {
	s := g.s
	p := s.p
	nl := s.base[len(p.Vars)]
	lg.cntRef = make([][]cntRef, nl)
	lg.trig = make([][]trigRef, nl)
	for ci, c := range p.Cons {
		out, on, ok := minimum(g, c, fixedLit)
		if !ok {
			continue
		}
		k := len(lg.mins)
		lg.mins = append(lg.mins, ci)
		lg.minOut = append(lg.minOut, out)
		lg.minSum = append(lg.minSum, 0)
		self := map[int]int{} // variable -> entry
		entry := func(v int) int {
			if m, ok := self[v]; ok {
				return m
			}
			self[v] = len(lg.ents)
			lg.ents = append(lg.ents, minEntry{k: k, v: v})
			return self[v]
		}
		// A triggering option needs Min less what it counts itself (a
		// literal listed twice in Count counts twice); listed twice as a
		// trigger, it still triggers once.
		trigger := func(lit Lit) {
			l := s.base[lit.V] + lit.O
			m := entry(lit.V)
			if slices.ContainsFunc(lg.trig[l], func(t trigRef) bool { return t.m == m }) {
				return
			}
			own := 0
			for _, x := range c.Count {
				if x == lit {
					own++
				}
			}
			lg.trig[l] = append(lg.trig[l], trigRef{m: m, a: max(c.Min-own, 0)})
		}
		switch {
		case on:
			lg.ents = append(lg.ents, minEntry{k: k, v: -1, a: c.Min})
		case len(c.If) == 0: // at least Min or none
			for _, lit := range c.Count {
				if g.inComp[lit.V] {
					trigger(lit)
				}
			}
		default: // in force when an If option is chosen
			for _, lit := range c.If {
				if g.inComp[lit.V] {
					trigger(lit)
				}
			}
		}
		for _, lit := range c.Count {
			if g.inComp[lit.V] {
				l := s.base[lit.V] + lit.O
				m, ok := self[lit.V]
				if !ok {
					m = -1
				}
				lg.cntRef[l] = append(lg.cntRef[l], cntRef{k: k, self: m})
			}
		}
	}
	lg.nu = make([]int, len(lg.ents))
}

// newLagrange fits the prices to g's root domains; it returns nil when the
// Budget runs out or the bound can't help (no requirement is shared and
// there is no cap, where it equals the simpler bounds).
func newLagrange(g *propagator) *lagrange {
	s := g.s
	p := s.p
	nl := s.base[len(p.Vars)]
	lg := &lagrange{rootSat: make([]bool, len(p.Reqs)), mu: make([]int, len(p.Reqs)), lam: make([]int, len(p.Cons)),
		capsOf: make([][]int, nl), value: make([]int, nl), order: make([][]int, len(p.Vars)),
		best: make([]int, len(p.Vars)), nbest: make([]int, len(p.Vars))}
	// What the variables outside the component (keeping the incumbent's
	// choice, in s.cur) obey and count.
	fixedLit := func(l Lit) bool { return !g.inComp[l.V] && s.cur[l.V] == l.O }
	for ri, r := range p.Reqs {
		if slices.ContainsFunc(r.Satisfiers, fixedLit) {
			lg.rootSat[ri] = true
			lg.fixed += r.weight() * lagScale
		}
	}
	for ci, c := range p.Cons {
		if len(c.If) > 0 || c.Max < 0 || !slices.ContainsFunc(c.Count, func(l Lit) bool { return g.inComp[l.V] }) {
			continue
		}
		n := 0
		for _, l := range c.Count {
			if fixedLit(l) {
				n++
			}
		}
		lg.caps = append(lg.caps, ci)
		lg.room = append(lg.room, c.Max-n)
	}
	work := 0
	for _, v := range s.comp {
		for l := s.base[v]; l < s.base[v+1]; l++ {
			work += 1 + len(s.reqOf[l]) + len(s.countOf[l])
		}
	}
	for k, ci := range lg.caps {
		for _, lit := range p.Cons[ci].Count {
			if g.inComp[lit.V] {
				l := s.base[lit.V] + lit.O
				lg.capsOf[l] = append(lg.capsOf[l], k)
			}
		}
	}
	lg.addMinimums(g, fixedLit)
	for l := range lg.cntRef {
		work += len(lg.cntRef[l]) + len(lg.trig[l])
	}
	if !lg.fit(g, work) {
		return nil
	}
	lg.settle(g)
	return lg
}

// values computes every literal's value under the current prices and each
// variable's best over its domain; it returns the scaled bound.
func (lg *lagrange) values(g *propagator) int {
	s := g.s
	lg.sum, lg.muLive, lg.capTerm = 0, 0, 0
	for ri := range s.p.Reqs {
		if !lg.rootSat[ri] && g.live[ri] > 0 {
			lg.muLive += lg.mu[ri]
		}
	}
	for k := range lg.caps {
		lg.capTerm += lg.lam[k] * lg.room[k]
	}
	lg.minTerm = 0
	clear(lg.minSum)
	for m, e := range lg.ents {
		lg.minSum[e.k] += lg.nu[m]
		lg.minTerm += lg.nu[m] * lg.minOut[e.k]
		if e.v < 0 {
			lg.minTerm -= lg.nu[m] * e.a
		}
	}
	for _, v := range s.comp {
		first := true
		for l := s.base[v]; l < s.base[v+1]; l++ {
			x := 0
			for _, ri := range s.reqOf[l] {
				if !lg.rootSat[ri] {
					x += s.p.Reqs[ri].weight()*lagScale - lg.mu[ri]
				}
			}
			for _, k := range lg.capsOf[l] {
				x -= lg.lam[k]
			}
			for _, r := range lg.cntRef[l] {
				x += lg.minSum[r.k]
				if r.self >= 0 {
					x -= lg.nu[r.self]
				}
			}
			for _, t := range lg.trig[l] {
				x -= t.a * lg.nu[t.m]
			}
			lg.value[l] = x
			if g.inDom[l] && (first || x > lg.best[v]) {
				lg.best[v], first = x, false
			}
		}
		lg.sum += lg.best[v]
	}
	return lg.bound()
}

// fit runs subgradient steps from zero prices and keeps the prices of the
// lowest bound found.
func (lg *lagrange) fit(g *propagator, work int) bool {
	s := g.s
	const rounds = 60
	bestBound := math.MaxInt
	bestMu, bestLam, bestNu := slices.Clone(lg.mu), slices.Clone(lg.lam), slices.Clone(lg.nu)
	sg := &subgradient{r: make([]int, len(s.p.Reqs)), c: make([]int, len(lg.caps)), m: make([]int, len(lg.ents)),
		counted: make([]int, len(lg.mins)), chosen: make([]int, len(s.p.Vars))}
	theta := 1.0
	stale := 0
	for range rounds {
		if !g.b.chargeSearch(work) {
			return false
		}
		b := lg.values(g)
		if b < bestBound {
			bestBound, stale = b, 0
			copy(bestMu, lg.mu)
			copy(bestLam, lg.lam)
			copy(bestNu, lg.nu)
		} else if stale++; stale >= 5 {
			theta, stale = theta/2, 0
		}
		lower := s.bestVal * lagScale
		if b <= lower {
			break // no better choice: nothing to tighten
		}
		norm := lg.subgradient(g, sg)
		if norm == 0 {
			break
		}
		lg.step(g, sg, theta*float64(b-lower)/float64(norm))
	}
	copy(lg.mu, bestMu)
	copy(lg.lam, bestLam)
	copy(lg.nu, bestNu)
	return true
}

// subgradient is the bound's slope in each price at the variables' best
// options.
type subgradient struct {
	r, c, m []int
	counted []int // per minimum: best options counted in it
	chosen  []int // per Variable: its best option
}

// subgradient computes it; it returns its squared norm.
func (lg *lagrange) subgradient(g *propagator, sg *subgradient) int {
	s := g.s
	for ri := range sg.r {
		sg.r[ri] = 0
		if !lg.rootSat[ri] && g.live[ri] > 0 {
			sg.r[ri] = 1
		}
	}
	copy(sg.c, lg.room)
	clear(sg.counted)
	for _, v := range s.comp {
		for l := s.base[v]; l < s.base[v+1]; l++ {
			if g.inDom[l] && lg.value[l] == lg.best[v] {
				sg.chosen[v] = l
				for _, ri := range s.reqOf[l] {
					sg.r[ri]--
				}
				for _, k := range lg.capsOf[l] {
					sg.c[k]--
				}
				for _, r := range lg.cntRef[l] {
					sg.counted[r.k]++
				}
				break
			}
		}
	}
	// A minimum's slack: what the others count, less what it needs.
	for m, e := range lg.ents {
		sg.m[m] = lg.minOut[e.k] + sg.counted[e.k]
		if e.v < 0 {
			sg.m[m] -= e.a
		}
	}
	for _, v := range s.comp {
		l := sg.chosen[v]
		for _, r := range lg.cntRef[l] {
			if r.self >= 0 {
				sg.m[r.self]-- // its own count is not the others'
			}
		}
		for _, t := range lg.trig[l] {
			sg.m[t.m] -= t.a
		}
	}
	norm := 0
	for ri, x := range sg.r {
		if !lg.rootSat[ri] {
			norm += x * x
		}
	}
	for _, list := range [2][]int{sg.c, sg.m} {
		for _, x := range list {
			norm += x * x
		}
	}
	return norm
}

// step moves the prices against the subgradient, within their limits.
func (lg *lagrange) step(g *propagator, sg *subgradient, step float64) {
	move := func(price, slope int) int { return max(price-int(math.Round(step*float64(slope))), 0) }
	for ri, x := range sg.r {
		if !lg.rootSat[ri] {
			lg.mu[ri] = min(move(lg.mu[ri], x), g.s.p.Reqs[ri].weight()*lagScale)
		}
	}
	for k, x := range sg.c {
		lg.lam[k] = move(lg.lam[k], x)
	}
	for m, x := range sg.m {
		lg.nu[m] = move(lg.nu[m], x)
	}
}

// settle computes the values under the fitted prices and orders each
// variable's options by value for the search.
func (lg *lagrange) settle(g *propagator) {
	s := g.s
	lg.values(g)
	for _, v := range s.comp {
		opts := make([]int, s.p.Vars[v].Options)
		for o := range opts {
			opts[o] = o
		}
		slices.SortStableFunc(opts, func(a, b int) int { return lg.value[s.base[v]+b] - lg.value[s.base[v]+a] })
		lg.order[v] = opts
		lg.rebest(g, v)
	}
}

// rebest sets v's best value left and how many options have it.
func (lg *lagrange) rebest(g *propagator, v int) {
	s := g.s
	lg.nbest[v] = 0
	for _, o := range lg.order[v] {
		g.scanned++
		l := s.base[v] + o
		if !g.inDom[l] {
			continue
		}
		if lg.nbest[v] > 0 && lg.value[l] < lg.best[v] {
			return
		}
		lg.best[v] = lg.value[l]
		lg.nbest[v]++
	}
}

// removed updates the bound once literal l of v left the domain (g.live
// already counts it gone); it returns the step's saved state.
func (lg *lagrange) removed(g *propagator, v, l int) (oldBest, oldN int) {
	oldBest, oldN = lg.best[v], lg.nbest[v]
	for _, ri := range g.s.reqOf[l] {
		if g.live[ri] == 0 && !lg.rootSat[ri] {
			lg.muLive -= lg.mu[ri]
		}
	}
	if lg.value[l] == oldBest {
		lg.nbest[v]--
		if lg.nbest[v] == 0 && g.domN[v] > 0 {
			lg.rebest(g, v)
			lg.sum -= oldBest - lg.best[v]
		}
	}
	return oldBest, oldN
}

// restored undoes removed, before g.live counts l again.
func (lg *lagrange) restored(g *propagator, v, l, oldBest, oldN int) {
	for _, ri := range g.s.reqOf[l] {
		if g.live[ri] == 0 && !lg.rootSat[ri] {
			lg.muLive += lg.mu[ri]
		}
	}
	lg.sum += oldBest - lg.best[v]
	lg.best[v], lg.nbest[v] = oldBest, oldN
}

// prune removes the options whose value loses too much against their
// variable's best; it reports whether it removed any.
func (lg *lagrange) prune(g *propagator) bool {
	s := g.s
	slack := lg.bound() - g.target*lagScale
	if !g.charge(1 + len(s.comp)) {
		return false
	}
	removed := false
	for _, v := range s.comp {
		if s.assigned[v] {
			continue
		}
		for _, o := range slices.Backward(lg.order[v]) {
			l := s.base[v] + o
			if lg.best[v]-lg.value[l] <= slack {
				break
			}
			if g.inDom[l] {
				g.remove(l)
				removed = true
				if g.failed {
					return true
				}
			}
		}
	}
	return removed
}
