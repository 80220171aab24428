package solver

// This file is the propagating search: the exact method tried first on
// every component (doc.go, "Propagation"). It keeps a domain of still
// possible options per variable and, after every choice, removes options
// until nothing more follows:
//
//   - a Constraint in force that has reached its Max takes its counted
//     options out of every other domain; one that can no longer reach Min
//     fails the branch, or, when it may stay at zero and nothing counts
//     yet, takes all its counted options out; one that needs every
//     variable that can still count for it forces them to;
//   - an option that would bring a Constraint into force that could then
//     not hold is taken out;
//   - the objective is bounded twice: each unassigned variable adds at
//     most the best gain left in its domain, and each requirement not yet
//     obeyed counts only while one of its options is left in some domain;
//     an option whose loss against its variable's best would bring the
//     first bound below the target is taken out;
//   - the Lagrangian bound (lagrange.go) prunes the same way;
//   - a variable left with one option takes it.
//
// Every removal is sound: it removes only choices that can't be part of a
// choice obeying at least the target, so the search stays exact. Branching
// is in pick.

// trail entries: a removed literal, or an assignment.
type step struct {
	lit    int
	assign bool
	oldMG  int  // the variable's best gain before the removal
	oldTop int  // and how many options had it
	lg     bool // the Lagrangian bound saw the removal
	lgBest int  // its best value for the variable before
	lgN    int  // and how many options had it
}

type propagator struct {
	s *search

	varOf  []int  // per literal: its Variable
	inDom  []bool // per literal: still possible
	domN   []int  // per Variable: options left
	mg     []int  // per Variable: best gain left in its domain
	top    []int  // per Variable: options left with gain mg
	sumMG  int    // sum of mg over unassigned variables of the component
	inComp []bool // per Variable: in the component

	// potN[v][k] is how many of v's options left count for s.potOf[v][k];
	// potK[l][i] is the k of s.countOf[l][i] in s.potOf[v].
	potN [][]int
	potK [][]int
	potD []int // per Constraint: unassigned variables with a counted option left

	live      []int  // per Requirement: its options left in a domain or chosen
	unsatLive int    // weight of the requirements not obeyed yet that are live
	trail     []step // what to undo, last first
	queue     []int  // constraints to look at
	queued    []bool
	single    []int // variables left with one option
	stamp     []int // per Variable: last stampN that looked at it
	stampN    int
	failed    bool // the branch can't reach the target
	target    int  // the weight a choice must obey to be better
	out       bool // the Budget ran out
	b         *Budget
	lg        *lagrange // the Lagrangian bound, once fitted at the root
	scanned   int       // options scanned since the last charge
	// mirror: the propagator follows another search's choices (the
	// original order's replay) and must not choose for it.
	mirror bool
}

func newPropagator(s *search) *propagator {
	p := s.p
	nl := s.base[len(p.Vars)]
	g := &propagator{s: s, varOf: make([]int, nl), inDom: make([]bool, nl), domN: make([]int, len(p.Vars)),
		mg: make([]int, len(p.Vars)), top: make([]int, len(p.Vars)), inComp: make([]bool, len(p.Vars)), potN: make([][]int, len(p.Vars)),
		potK: make([][]int, nl), potD: make([]int, len(p.Cons)), live: make([]int, len(p.Reqs)),
		queued: make([]bool, len(p.Cons)), stamp: make([]int, len(p.Vars))}
	for v := range p.Vars {
		for o := 0; o < p.Vars[v].Options; o++ {
			g.varOf[s.base[v]+o] = v
		}
	}
	nPot, nK := 0, 0
	for _, v := range s.comp {
		nPot += len(s.potOf[v])
		for l := s.base[v]; l < s.base[v+1]; l++ {
			nK += len(s.countOf[l])
		}
	}
	potN, potK := make([]int, nPot), make([]int, nK)
	for _, v := range s.comp {
		g.inComp[v] = true
		g.domN[v] = p.Vars[v].Options
		g.potN[v], potN = potN[:len(s.potOf[v]):len(s.potOf[v])], potN[len(s.potOf[v]):]
		for o := 0; o < p.Vars[v].Options; o++ {
			l := s.base[v] + o
			g.inDom[l] = true
			g.mg[v] = max(g.mg[v], s.gainOf[l])
			g.potK[l], potK = potK[:len(s.countOf[l]):len(s.countOf[l])], potK[len(s.countOf[l]):]
			for i, ci := range s.countOf[l] {
				k := indexOf(s.potOf[v], ci)
				g.potK[l][i] = k
				g.potN[v][k]++
			}
			for _, ri := range s.reqOf[l] {
				g.live[ri]++
			}
		}
		g.sumMG += g.mg[v]
		g.retop(v)
	}
	for ci := range p.Cons {
		g.potD[ci] = s.pot[ci]
	}
	for ri, r := range p.Reqs {
		if s.satCnt[ri] == 0 && g.live[ri] > 0 {
			g.unsatLive += r.weight()
		}
	}
	return g
}

func indexOf(list []int, x int) int {
	for i, y := range list {
		if y == x {
			return i
		}
	}
	return -1
}

// bound is the most the current choice can still obey.
func (g *propagator) bound() int {
	return g.s.val + min(g.sumMG, g.unsatLive)
}

func (g *propagator) enqueue(ci int) {
	if !g.queued[ci] {
		g.queued[ci] = true
		g.queue = append(g.queue, ci)
	}
}

// remove takes literal l out of its variable's domain.
func (g *propagator) remove(l int) {
	if !g.inDom[l] || g.failed {
		return
	}
	s := g.s
	v := g.varOf[l]
	g.inDom[l] = false
	g.domN[v]--
	old := g.mg[v]
	g.trail = append(g.trail, step{lit: l, oldMG: old, oldTop: g.top[v]})
	for i, ci := range s.countOf[l] {
		k := g.potK[l][i]
		g.potN[v][k]--
		if g.potN[v][k] == 0 && !s.assigned[v] {
			g.potD[ci]--
		}
		g.enqueue(ci)
	}
	for _, ci := range s.ifOf[l] {
		g.enqueue(ci)
	}
	for _, ri := range s.reqOf[l] {
		g.live[ri]--
		if g.live[ri] == 0 && s.satCnt[ri] == 0 {
			g.unsatLive -= s.p.Reqs[ri].weight()
		}
	}
	if s.gainOf[l] == old {
		g.top[v]--
		if g.top[v] == 0 && g.domN[v] > 0 {
			g.retop(v)
			if !s.assigned[v] {
				g.sumMG -= old - g.mg[v]
			}
		}
	}
	if g.lg != nil {
		st := &g.trail[len(g.trail)-1]
		st.lg = true
		st.lgBest, st.lgN = g.lg.removed(g, v, l)
	}
	// Undoing costs as much again: both are charged now, with the options
	// scanned for a new best.
	units := 2*(1+len(s.countOf[l])+len(s.ifOf[l])+len(s.reqOf[l])) + g.scanned
	g.scanned = 0
	if !g.b.chargeSearch(units) {
		g.out, g.failed = true, true
		return
	}
	switch g.domN[v] {
	case 0:
		g.failed = true
	case 1:
		if !s.assigned[v] {
			g.single = append(g.single, v)
		}
	}
}

// retop sets v's best gain left and how many options have it, from its
// options in order of gain.
func (g *propagator) retop(v int) {
	s := g.s
	g.mg[v], g.top[v] = 0, 0
	for _, o := range s.opts[v] {
		g.scanned++
		l := s.base[v] + o
		if !g.inDom[l] {
			continue
		}
		if g.top[v] > 0 && s.gainOf[l] < g.mg[v] {
			return
		}
		g.mg[v] = s.gainOf[l]
		g.top[v]++
	}
}

// choose assigns v its option o: every other option is removed, then the
// search's counters move.
func (g *propagator) choose(v, o int) {
	s := g.s
	l := s.base[v] + o
	for p := 0; p < s.p.Vars[v].Options && !g.failed; p++ {
		if p != o {
			g.remove(s.base[v] + p)
		}
	}
	if g.failed || s.assigned[v] {
		return
	}
	g.trail = append(g.trail, step{lit: l, assign: true})
	g.sumMG -= g.mg[v]
	for k, ci := range s.potOf[v] {
		if g.potN[v][k] > 0 {
			g.potD[ci]--
		}
	}
	for _, ri := range s.reqOf[l] {
		if s.satCnt[ri] == 0 {
			g.unsatLive -= s.p.Reqs[ri].weight() // live until now: l was in the domain
		}
	}
	s.assign(v, o)
	for _, ci := range s.ifOf[l] {
		g.enqueue(ci)
	}
	for _, ci := range s.potOf[v] {
		g.enqueue(ci)
	}
}

// undo goes back to trail length mark.
func (g *propagator) undo(mark int) {
	s := g.s
	for len(g.trail) > mark {
		st := g.trail[len(g.trail)-1]
		g.trail = g.trail[:len(g.trail)-1]
		l := st.lit
		v := g.varOf[l]
		if st.assign {
			s.unassign(v, l-s.base[v])
			for _, ri := range s.reqOf[l] {
				if s.satCnt[ri] == 0 {
					g.unsatLive += s.p.Reqs[ri].weight()
				}
			}
			for k, ci := range s.potOf[v] {
				if g.potN[v][k] > 0 {
					g.potD[ci]++
				}
			}
			g.sumMG += g.mg[v]
			continue
		}
		if !s.assigned[v] {
			g.sumMG += st.oldMG - g.mg[v]
		}
		g.mg[v], g.top[v] = st.oldMG, st.oldTop
		if st.lg && g.lg != nil {
			g.lg.restored(g, v, l, st.lgBest, st.lgN)
		}
		for _, ri := range s.reqOf[l] {
			if g.live[ri] == 0 && s.satCnt[ri] == 0 {
				g.unsatLive += s.p.Reqs[ri].weight()
			}
			g.live[ri]++
		}
		for i, ci := range s.countOf[l] {
			k := g.potK[l][i]
			if g.potN[v][k] == 0 && !s.assigned[v] {
				g.potD[ci]++
			}
			g.potN[v][k]++
		}
		g.domN[v]++
		g.inDom[l] = true
	}
	g.failed = false
	for _, ci := range g.queue {
		g.queued[ci] = false
	}
	g.queue = g.queue[:0]
	g.single = g.single[:0]
}

// propagate removes what follows until nothing more does; it reports false
// when the branch can't reach the target (or the Budget ran out: g.out).
func (g *propagator) propagate() bool {
	s := g.s
	for !g.failed {
		if len(g.single) > 0 {
			v := g.single[len(g.single)-1]
			g.single = g.single[:len(g.single)-1]
			if !s.assigned[v] && g.domN[v] == 1 && !g.mirror {
				for o := 0; o < s.p.Vars[v].Options; o++ {
					if g.inDom[s.base[v]+o] {
						g.choose(v, o)
						break
					}
				}
			}
			continue
		}
		if g.bound() < g.target {
			g.failed = true
			break
		}
		if g.lg != nil && g.lg.bound() < g.target*lagScale {
			g.failed = true
			break
		}
		if len(g.queue) == 0 {
			if g.pruneByGain() || g.lg != nil && g.lg.prune(g) {
				continue
			}
			break
		}
		ci := g.queue[len(g.queue)-1]
		g.queue = g.queue[:len(g.queue)-1]
		g.queued[ci] = false
		if !g.b.chargeSearch(1) {
			g.out = true
			g.failed = true
			break
		}
		g.constraint(ci)
	}
	if g.failed {
		for _, ci := range g.queue {
			g.queued[ci] = false
		}
		g.queue = g.queue[:0]
		g.single = g.single[:0]
	}
	return !g.failed
}

// pruneByGain removes the options that lose too much against their
// variable's best gain; it reports whether it removed any.
func (g *propagator) pruneByGain() bool {
	s := g.s
	slack := s.val + g.sumMG - g.target
	if slack >= len(s.byGain) { // no variable can lose more than its best gain
		return false
	}
	if !g.b.chargeSearch(1 + len(s.comp)) {
		g.out, g.failed = true, true
		return false
	}
	removed := false
	for _, v := range s.comp {
		if s.assigned[v] || g.mg[v] <= slack {
			continue
		}
		for o := 0; o < s.p.Vars[v].Options && !g.failed; o++ {
			l := s.base[v] + o
			if g.inDom[l] && g.mg[v]-s.gainOf[l] > slack {
				g.remove(l)
				removed = true
			}
		}
		if g.failed {
			return true
		}
	}
	return removed
}

// constraint applies Constraint ci's rules.
func (g *propagator) constraint(ci int) {
	s := g.s
	c := &s.p.Cons[ci]
	cnt := s.cnt[ci]
	if len(c.If) > 0 && s.ifCnt[ci] == 0 {
		g.dormant(ci)
		return
	}
	if c.Max >= 0 && cnt > c.Max {
		g.failed = true
		return
	}
	zeroOK := cnt == 0 && c.AllowZero
	switch {
	case c.Max >= 0 && cnt == c.Max, cnt+g.potD[ci] < c.Min && zeroOK:
		// Nothing more may count.
		if g.potD[ci] > 0 && g.charge(len(c.Count)) {
			for _, lit := range c.Count {
				if !s.assigned[lit.V] {
					g.remove(s.base[lit.V] + lit.O)
				}
			}
		}
	case cnt+g.potD[ci] < c.Min && !zeroOK:
		g.failed = true
	case cnt+g.potD[ci] == c.Min && !zeroOK && g.potD[ci] > 0:
		g.force(ci)
	}
}

// dormant applies the rule of Constraint ci not in force: an option bringing
// it into force must leave it able to hold.
func (g *propagator) dormant(ci int) {
	s := g.s
	c := &s.p.Cons[ci]
	cnt := s.cnt[ci]
	if !g.charge(len(c.If)) {
		return
	}
	for _, lit := range c.If {
		l := s.base[lit.V] + lit.O
		if !g.inDom[l] || s.assigned[lit.V] {
			continue
		}
		n := cnt
		if indexOf(s.countOf[l], ci) >= 0 {
			n++
		}
		pot := g.potD[ci]
		if k := indexOf(s.potOf[lit.V], ci); k >= 0 && g.potN[lit.V][k] > 0 {
			pot--
		}
		if c.Max >= 0 && n > c.Max || n+pot < c.Min && !(n == 0 && c.AllowZero) {
			g.remove(l)
			if g.failed {
				return
			}
		}
	}
}

// force makes every variable that can still count for Constraint ci count:
// it needs them all.
func (g *propagator) force(ci int) {
	s := g.s
	c := &s.p.Cons[ci]
	if !g.charge(len(c.Count)) {
		return
	}
	g.stampN++
	for _, lit := range c.Count {
		v := lit.V
		if s.assigned[v] || g.stamp[v] == g.stampN {
			continue
		}
		g.stamp[v] = g.stampN
		if g.potN[v][indexOf(s.potOf[v], ci)] == 0 {
			continue // it can't count: the others must
		}
		for o := 0; o < s.p.Vars[v].Options && !g.failed; o++ {
			l := s.base[v] + o
			if g.inDom[l] && indexOf(s.countOf[l], ci) < 0 {
				g.remove(l)
			}
		}
	}
}

// exact is the propagating branch and bound over s's component. It reports
// false when the Budget ran out; s.best and s.bestVal hold the best found.
func (g *propagator) exact(b *Budget) bool {
	g.b = b
	if s := g.s; s.bestVal >= s.ceiling {
		return true
	}
	g.target = g.s.bestVal + 1
	for ci := range g.s.p.Cons {
		g.enqueue(ci)
	}
	if !g.propagate() {
		return !g.out
	}
	g.lg = newLagrange(g)
	if g.lg != nil {
		// Only a better choice is sought: when it can be better by one
		// only, finding whether one exists is what matters, and the
		// fewest options first fails soonest.
		g.lg.byValue = g.lg.bound()/lagScale > g.target
	}
	if g.out || g.b.out {
		return false
	}
	return g.dfs()
}

func (g *propagator) dfs() bool {
	s := g.s
	if !g.propagate() {
		return !g.out
	}
	if !g.b.spend() {
		return false
	}
	pick := g.pick()
	if pick < 0 {
		if s.val >= g.target && s.p.Satisfies(s.cur) {
			s.bestVal = s.val
			copy(s.best, s.cur)
			g.target = s.val + 1
		}
		return true
	}
	order := s.opts[pick]
	if g.lg != nil {
		order = g.lg.order[pick]
	}
	for _, o := range order {
		if !g.inDom[s.base[pick]+o] {
			continue
		}
		mark := len(g.trail)
		g.choose(pick, o)
		ok := g.dfs()
		g.undo(mark)
		if !ok {
			return false
		}
		if s.bestVal >= s.ceiling {
			return true
		}
		// The branch was searched through: no choice in it reaches the
		// target (it may have been raised), so the option goes, and what
		// follows from that is looked at.
		g.remove(s.base[pick] + o)
		if !g.propagate() {
			return !g.out
		}
	}
	return true
}

// child is the original search's step into option o of v with the
// propagator following: it reports false when propagation shows no choice
// below obeys more than the best found (out says the Budget ran out).
func (g *propagator) child(v, o int) (ok bool, mark int) {
	mark = len(g.trail)
	if !g.inDom[g.s.base[v]+o] {
		return false, mark
	}
	g.target = g.s.bestVal + 1
	g.choose(v, o)
	if g.failed {
		return false, mark
	}
	return g.propagate(), mark
}

// charge spends units of search work; out of Budget, the branch fails and
// out is set.
func (g *propagator) charge(units int) bool {
	if !g.b.chargeSearch(units) {
		g.out, g.failed = true, true
		return false
	}
	return true
}

// pick is the variable to branch on: the one with the fewest options left
// when one has at most two; else, when the Lagrangian bound at the root
// left room for more than one better weight, the one whose best option is
// worth the most (diving there finds good choices early, and a good choice
// found early is what proves the bound); else the one with the fewest
// options.
func (g *propagator) pick() int {
	s := g.s
	g.scanned += 2 * len(s.comp)
	pick := -1
	for _, v := range s.comp {
		if s.assigned[v] {
			continue
		}
		if pick < 0 || g.domN[v] < g.domN[pick] || g.domN[v] == g.domN[pick] && g.mg[v] > g.mg[pick] {
			pick = v
		}
	}
	if pick < 0 || g.domN[pick] <= 2 || g.lg == nil || !g.lg.byValue {
		return pick
	}
	pick = -1
	for _, v := range s.comp {
		if !s.assigned[v] && (pick < 0 || g.lg.best[v] > g.lg.best[pick]) {
			pick = v
		}
	}
	return pick
}
