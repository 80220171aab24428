package solver

import (
	"cmp"
	"context"
	"errors"
	"slices"
	"sync"
	"time"
)

// Lit is "variable V takes option O".
type Lit struct{ V, O int }

// Variable is one creature; option 0 is always "does not attack/block".
type Variable struct {
	Options int
}

// Constraint is a restriction on how many of some options are chosen:
// when any literal in If is chosen (or always, when If is empty), the number
// of variables choosing a literal in Count must be at least Min (unless it
// is zero and AllowZero) and at most Max (no limit when Max < 0). Count
// lists each literal once (the searches count variables that can still
// add to it); If may repeat one.
type Constraint struct {
	If        []Lit
	Count     []Lit
	Min, Max  int
	AllowZero bool
}

// Conditional adds a Constraint that applies only when one of the literals
// in when is chosen; with none, it can never apply and is left out (an
// empty If would mean "always").
func (p *Problem) Conditional(when []Lit, c Constraint) {
	if len(when) == 0 {
		return
	}
	c.If = when
	p.Cons = append(p.Cons, c)
}

// Requirement is obeyed when any of its literals is chosen, each listed
// once. Weight is how many identical requirements it stands for (0 counts
// as 1).
type Requirement struct {
	Satisfiers []Lit
	Weight     int
}

func (r Requirement) weight() int { return max(r.Weight, 1) }

// Problem is what the solver maximises over.
type Problem struct {
	Vars []Variable
	Cons []Constraint
	Reqs []Requirement
}

// Solution is the solver's answer.
type Solution struct {
	Choice    []int // option per variable
	Obeyed    int   // requirements obeyed by Choice (weighted)
	Undecided []int // variables of components not decided within the budget
	Nodes     int   // search nodes visited
	Work      int   // units of work spent, building and searching
}

// Budget bounds the work of one check: the solver's nodes, and every unit
// of work spent building its Problem (enumerating a creature's options,
// listing the literals a Constraint counts) and weighing options at each
// node. Running out of either is deterministic: the same request with the
// same Budget always runs out at the same place, so the answer
// (Indeterminate, or the best found) depends on the request and the
// configuration only. The deadline and the request's context are only a
// safety net: when one of them stops the work, the check answers
// ErrStopped, never figures that depend on timing.
type Budget struct {
	nodes    int // search nodes allowed
	used     int // search nodes visited
	work     int // units of building work allowed
	spent    int // units of building work spent
	search   int // units of weighing options during the search allowed
	searched int // units of weighing options spent
	deadline time.Time
	ctx      context.Context
	out      bool // nodes or work ran out
	stopped  bool // the deadline passed or the context ended
}

// Limits are a Budget's allowances: search nodes, units of building work
// (what a caller keeps in memory while describing its problem: options,
// literals), and units of weighing options at the search nodes (time only).
type Limits struct {
	Nodes, Work, Search int
}

// NewBudget is the budget of one problem. The deadline, when not zero, and
// ctx are a safety net: past them the work stops and Err says ErrStopped.
func NewBudget(ctx context.Context, l Limits, deadline time.Time) *Budget {
	return &Budget{nodes: l.Nodes, work: l.Work, search: l.Search, deadline: deadline, ctx: ctx}
}

// ErrStopped is Err's answer when the deadline passed, or the context
// ended, before the budget was spent.
var ErrStopped = errors.New("the check was stopped by its deadline before its work budget was spent")

// Out reports whether the nodes or the work ran out (deterministically).
func (b *Budget) Out() bool { return b.out }

// charge spends units of building work (what the check keeps in memory:
// options, literals); it reports false once the Budget is out or the check
// was stopped.
func (b *Budget) Charge(units int) bool { return b.take(&b.spent, b.work, units) }

// chargeSearch spends units of weighing options at a search node (time
// only, nothing kept). Its allowance is ten times the building work's.
func (b *Budget) chargeSearch(units int) bool { return b.take(&b.searched, b.search, units) }

func (b *Budget) take(counter *int, limit, units int) bool {
	if b.out || b.stopped {
		return false
	}
	before := *counter
	*counter += units
	if *counter > limit {
		b.out = true
		return false
	}
	if before>>12 != *counter>>12 { // every 4,096 units, look at the clock
		if !b.deadline.IsZero() && time.Now().After(b.deadline) || b.ctx != nil && b.ctx.Err() != nil {
			b.stopped = true
		}
	}
	return !b.stopped
}

// spend visits one search node.
func (b *Budget) spend() bool {
	if b.out || b.stopped {
		return false
	}
	b.used++
	if b.used > b.nodes {
		b.out = true
		return false
	}
	return b.chargeSearch(1)
}

// err is ErrStopped when the deadline or the context stopped the work.
func (b *Budget) Err() error {
	if b.stopped {
		return ErrStopped
	}
	return nil
}

// satisfies reports whether the complete choice breaks no Constraint.
func (p *Problem) Satisfies(choice []int) bool {
	for _, c := range p.Cons {
		if !c.holds(choice) {
			return false
		}
	}
	return true
}

func (c Constraint) holds(choice []int) bool {
	if len(c.If) > 0 && CountLits(c.If, choice) == 0 {
		return true
	}
	n := CountLits(c.Count, choice)
	if c.Max >= 0 && n > c.Max {
		return false
	}
	return n >= c.Min || (n == 0 && c.AllowZero)
}

func CountLits(lits []Lit, choice []int) int {
	n := 0
	for _, l := range lits {
		if choice[l.V] == l.O {
			n++
		}
	}
	return n
}

// obeyed counts the requirements the choice obeys.
func (p *Problem) ObeyedBy(choice []int) int {
	n := 0
	for _, r := range p.Reqs {
		if CountLits(r.Satisfiers, choice) > 0 {
			n += r.weight()
		}
	}
	return n
}

// solve maximises the requirements obeyed. start, when it breaks no
// Constraint, is the incumbent to beat; the answer keeps start's choice
// wherever nothing better was found.
func (p *Problem) Solve(start []int, b *Budget) Solution {
	best := make([]int, len(p.Vars))
	copy(best, start)
	if !p.Satisfies(best) {
		for i := range best {
			best[i] = 0
		}
	}
	sol := Solution{Choice: best}
	size := 0 // literals newSearch indexes, for each component
	for _, c := range p.Cons {
		size += len(c.If) + len(c.Count)
	}
	for _, r := range p.Reqs {
		size += len(r.Satisfiers)
	}
	// Each component's tables are carved from r: its choice is copied
	// into best before the next component's search starts.
	r := rooms.Get().(*room)
	defer r.release()
	sc := p.settledScratchIn(r)
	constrained := p.constrainedVars(r)
	for _, comp := range p.componentsIn(r) {
		// Out of Budget (building the Problem may have spent it, leaving it
		// incomplete), the component is not searched: it is undecided.
		if !b.Charge(size + len(comp)) {
			sol.Undecided = append(sol.Undecided, comp...)
			continue
		}
		if len(comp) == 1 && !constrained[comp[0]] {
			best[comp[0]] = p.alone(comp[0], best, r) // alone.go: the search's choice, without it
			continue
		}
		if p.settled(comp, best, sc) {
			continue // solveComponent would keep best's choice (settled.go)
		}
		choice, ok := p.solveComponent(comp, best, size, b, r)
		if !ok {
			sol.Undecided = append(sol.Undecided, comp...)
		}
		for _, v := range comp {
			best[v] = choice[v]
		}
	}
	sol.Obeyed = p.ObeyedBy(best)
	sol.Nodes = b.used
	sol.Work = b.spent + b.searched
	return sol
}

// components splits the variables into groups that share no Constraint and
// no Requirement, so each can be solved alone. Variables that no
// Requirement can reward are left out: they keep their incumbent choice.
func (p *Problem) components() [][]int { return p.componentsIn(nil) }

// componentsIn is components in r's memory, when r is not nil.
func (p *Problem) componentsIn(r *room) [][]int {
	n := len(p.Vars)
	ints, bools := r.componentMemory(n) // parent, size and at, then the groups' variables; rewarded, rewardedRoot
	parent := ints[:n:n]
	for i := range parent {
		parent[i] = i
	}
	find := func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	union := func(lits ...[]Lit) {
		first := -1
		for _, ls := range lits {
			for _, l := range ls {
				if first < 0 {
					first = find(l.V)
					continue
				}
				parent[find(l.V)] = first
			}
		}
	}
	rewarded := bools[:n:n]
	for _, r := range p.Reqs {
		union(r.Satisfiers)
		for _, l := range r.Satisfiers {
			rewarded[l.V] = true
		}
	}
	for _, c := range p.Cons {
		union(c.If, c.Count)
	}
	// The groups in the order of their first variable, each in the order
	// of its variables, all parts of one list: per root, its size, then
	// where its group starts in the list (-1 for a group no Requirement
	// rewards).
	size, at := ints[n:2*n:2*n], ints[2*n:3*n:3*n]
	rewardedRoot := bools[n:]
	for v := range p.Vars {
		r := find(v)
		size[r]++
		if rewarded[v] {
			rewardedRoot[r] = true
		}
	}
	total, groups := 0, 0
	for r := range size {
		if size[r] > 0 && rewardedRoot[r] {
			total += size[r]
			groups++
		}
	}
	flat := ints[3*n : 3*n : 3*n+total]
	out := r.groupList(groups)
	for i := range at {
		at[i] = -1
	}
	for v := range p.Vars {
		r := find(v)
		if !rewardedRoot[r] {
			continue
		}
		if at[r] < 0 { // v is the first of its group
			at[r] = len(out)
			out = append(out, flat[len(flat):len(flat):len(flat)+size[r]])
			flat = flat[:len(flat)+size[r]]
		}
		out[at[r]] = append(out[at[r]], v)
	}
	return out
}

// search is the branch and bound over one component.
type search struct {
	p        *Problem
	comp     []int   // the component's variables
	assigned []bool  // per Variable, during the search
	left     int     // unassigned variables of the component
	opts     [][]int // options to try per Variable, best first
	maxGain  []int   // most requirements one option of a Variable can satisfy
	remGain  int     // sum of maxGain over unassigned variables
	byGain   []int   // byGain[g]: unassigned variables whose maxGain is g
	picks    []int   // dfs's stack: at each depth, the viable options of the Variable chosen
	needs    []int   // viable's buffer
	options  []int   // dfs's buffer for viable's options
	cur      []int
	best     []int
	bestVal  int
	ceiling  int         // no choice can obey more than this
	follow   *propagator // when set, prunes dfs (prop.go)

	// Literal (v, o) has index base[v]+o. For each literal: the constraints
	// it triggers, the constraints it counts for, the requirements it
	// satisfies.
	base    []int
	ifOf    [][]int
	countOf [][]int
	reqOf   [][]int
	gainOf  []int   // per literal: the weight of the requirements it satisfies
	potOf   [][]int // per Variable: constraints it could still add to

	// caps are the unconditional "at most Max" constraints that count every
	// rewarding option of the component: past Max-cnt more variables,
	// nothing more can be gained.
	caps []int

	ifCnt  []int // chosen literals in If, per Constraint
	cnt    []int // chosen literals in Count, per Constraint
	pot    []int // unassigned variables that could still add to Count
	satCnt []int // chosen satisfiers per Requirement
	val    int   // requirements obeyed by the current choice

	// intSlab and listSlab are what newSearch carves its tables from
	// (ints, lists): two allocations instead of one per table.
	intSlab  []int
	listSlab [][]int
	// room is where the literals' lists are carved from (carve); nil:
	// each carving makes its own.
	room *room
}

// makeSlabs makes room for newSearch's tables of comp: the ints and the
// lists, each sized to what newSearch takes (byGain's part guessed; ints
// makes its own past the room). They are carved from r when it is not nil.
func (s *search) makeSlabs(comp []int, r *room) {
	p := s.p
	n, nl := len(p.Vars), 0
	for _, x := range p.Vars {
		nl += x.Options
	}
	opts := 0
	for _, v := range comp {
		opts += p.Vars[v].Options
	}
	// cur, best, base, seen, maxGain; ifCnt, cnt, pot; gainOf; satCnt;
	// each Variable's options; comp; byGain.
	ni := 5*n + 1 + 3*len(p.Cons) + nl + len(p.Reqs) + opts + len(comp) + 8
	// ifOf, countOf, reqOf; potOf, opts.
	nls := 3*nl + 2*n
	if r == nil {
		s.intSlab, s.listSlab = make([]int, ni), make([][]int, nls)
		return
	}
	s.intSlab, s.listSlab = r.take(ni, nls)
}

// room is memory newSearch's tables are carved from (makeSlabs), used by
// one component after another of a Solve and kept for the next Solve in
// rooms: a check's small problems then make no tables of their own.
type room struct {
	ints  []int
	lists [][]int
	// cints, cbools and groups are componentsIn's, settled
	// settledScratchIn's; s is the search of one component after another.
	cints    []int
	cbools   []bool
	groups   [][]int
	settled  []int
	assigned []bool
	s        search
	// constrained, gain, worth and seen are alone.go's.
	constrained []bool
	gain, worth []int
	seen        []int
	// lens counts the lengths of the literals' lists before they are
	// carved; flat holds the lists, used up to used (carve).
	lens []int
	flat []int
	used int
	// options and picks are dfs's buffer of viable options and its stack
	// of the options picked (search.options, search.picks), kept from one
	// search to the next.
	options, picks []int
}

// counters is n zeros to count the lengths of lists in before carve: r's
// own when it has that much, or new when r is nil.
func (r *room) counters(n int) []int {
	if r == nil {
		return make([]int, n)
	}
	r.lens = grown(r.lens, n)
	return r.lens
}

// carve gives lists, one after another, the lengths counted in lens: each
// list empty with its capacity cut at its length, its part of one slab
// (r's when it has room left, new otherwise), so that appending the
// entries makes no allocation.
func (r *room) carve(lens []int, lists ...[][]int) {
	total := 0
	for _, k := range lens {
		total += k
	}
	var slab []int
	switch {
	case r == nil:
		slab = make([]int, total)
	case len(r.flat)-r.used >= total:
		slab = r.flat[r.used : r.used+total]
		r.used += total
	default: // the parts handed out before stay in the old slab
		r.flat, r.used = make([]int, max(2*len(r.flat), 2*total)), total
		slab = r.flat[:total]
	}
	i := 0
	for _, l := range lists {
		for j := range l {
			k := lens[i]
			l[j], slab = slab[:0:k], slab[k:]
			i++
		}
	}
}

// componentMemory is componentsIn's memory for n variables: r's, or new
// when r is nil.
func (r *room) componentMemory(n int) ([]int, []bool) {
	if r == nil {
		return make([]int, 4*n), make([]bool, 2*n)
	}
	r.cints, r.cbools = grown(r.cints, 4*n), grown(r.cbools, 2*n)
	return r.cints, r.cbools
}

// groupList is an empty list of room for k groups: r's, or new when r is
// nil.
func (r *room) groupList(k int) [][]int {
	if r == nil {
		return make([][]int, 0, k)
	}
	r.groups = grown(r.groups, k)[:0]
	return r.groups
}

// grown is buf cut to n zero values, or a new slice when buf is too short.
func grown[T any](buf []T, n int) []T {
	if cap(buf) < n {
		return make([]T, n)
	}
	buf = buf[:n]
	clear(buf)
	return buf
}

// rooms keeps rooms between Solves; one past maxRoom is let go instead,
// so that a large problem does not hold its memory for every later one.
var rooms = sync.Pool{New: func() any { return new(room) }}

const maxRoom = 1 << 14

// take is ni zero ints and nl nil lists, the room's own when it has that
// much.
func (r *room) take(ni, nl int) ([]int, [][]int) {
	if cap(r.ints) < ni {
		r.ints = make([]int, ni)
	} else {
		r.ints = r.ints[:ni]
		clear(r.ints)
	}
	if cap(r.lists) < nl {
		r.lists = make([][]int, nl)
	} else {
		r.lists = r.lists[:nl]
		clear(r.lists)
	}
	return r.ints, r.lists
}

// release gives r back to rooms, unless it grew past maxRoom.
func (r *room) release() {
	if cap(r.ints) > maxRoom || cap(r.lists) > maxRoom || cap(r.cints) > maxRoom || cap(r.settled) > maxRoom || cap(r.constrained) > maxRoom || cap(r.flat) > maxRoom {
		return
	}
	// Nothing is cleared: take and grown clear what they hand out, and a
	// pool lets what it holds go within two collections.
	if cap(r.s.options) > cap(r.options) && cap(r.s.options) <= maxRoom {
		r.options = r.s.options
	}
	if cap(r.s.picks) > cap(r.picks) && cap(r.s.picks) <= maxRoom {
		r.picks = r.s.picks
	}
	r.s = search{}
	rooms.Put(r)
}

// ints is a table of k zeros from intSlab, its capacity cut at k.
func (s *search) ints(k int) []int {
	if k > len(s.intSlab) {
		return make([]int, k)
	}
	out := s.intSlab[:k:k]
	s.intSlab = s.intSlab[k:]
	return out
}

// lists is a table of k nil lists from listSlab, its capacity cut at k.
func (s *search) lists(k int) [][]int {
	if k > len(s.listSlab) {
		return make([][]int, k)
	}
	out := s.listSlab[:k:k]
	s.listSlab = s.listSlab[k:]
	return out
}

func newSearch(p *Problem, comp []int, incumbent []int, r *room) *search {
	var s *search
	if r != nil {
		s = &r.s // the last component's search is done with
		if cap(s.options) > cap(r.options) {
			r.options = s.options // dfs's buffers, kept for the next search
		}
		if cap(s.picks) > cap(r.picks) {
			r.picks = s.picks
		}
		*s = search{p: p, assigned: grown(r.assigned, len(p.Vars)), room: r, options: r.options[:0], picks: r.picks[:0]}
		r.assigned, r.used = s.assigned, 0
	} else {
		s = &search{p: p, assigned: make([]bool, len(p.Vars))}
	}
	s.makeSlabs(comp, r)
	s.cur, s.best = s.ints(len(incumbent)), s.ints(len(incumbent))
	copy(s.cur, incumbent)
	copy(s.best, incumbent)
	s.bestVal = p.ObeyedBy(incumbent)
	inComp := make([]bool, len(p.Vars))
	for _, v := range comp {
		inComp[v] = true
	}
	s.base = s.ints(len(p.Vars) + 1)
	for v, x := range p.Vars {
		s.base[v+1] = s.base[v] + x.Options
	}
	// Variables outside the component keep the incumbent's choice: their
	// literals are counted once here and never change.
	fixed := func(l Lit) bool { return !inComp[l.V] }
	s.indexConstraints(fixed, incumbent)
	s.indexRequirements(fixed, incumbent)
	s.orderOptions(comp, incumbent)
	s.ceiling = min(s.val+s.remGain, p.totalWeight())
	for ci, c := range p.Cons {
		if len(c.If) == 0 && c.Max >= 0 && s.coversRewards(ci, comp) {
			s.caps = append(s.caps, ci)
		}
	}
	return s
}

// indexConstraints lists, for each literal, the constraints it triggers and
// counts in, and for each variable the constraints it could still add to;
// the literals of fixed variables are counted now.
func (s *search) indexConstraints(fixed func(Lit) bool, incumbent []int) {
	p := s.p
	nl := s.base[len(p.Vars)]
	s.ifOf = s.lists(nl)
	s.countOf = s.lists(nl)
	s.potOf = s.lists(len(p.Vars))
	s.ifCnt = s.ints(len(p.Cons))
	s.cnt = s.ints(len(p.Cons))
	s.pot = s.ints(len(p.Cons))
	seen := s.ints(len(p.Vars))
	// First each list's length, counted in the lengths of lists over one
	// slab (carve), then the lists written into their parts in the same
	// order as appended one by one.
	lens := s.room.counters(2*nl + len(p.Vars))
	ifLen, countLen, potLen := lens[:nl], lens[nl:2*nl], lens[2*nl:]
	for ci, c := range p.Cons {
		for _, l := range c.If {
			if !fixed(l) {
				ifLen[s.base[l.V]+l.O]++
			} else if incumbent[l.V] == l.O {
				s.ifCnt[ci]++
			}
		}
		for _, l := range c.Count {
			if fixed(l) {
				if incumbent[l.V] == l.O {
					s.cnt[ci]++
				}
				continue
			}
			countLen[s.base[l.V]+l.O]++
			if seen[l.V] != ci+1 { // the variables seen in this constraint are marked ci+1
				seen[l.V] = ci + 1
				s.pot[ci]++
				potLen[l.V]++
			}
		}
	}
	s.room.carve(lens, s.ifOf, s.countOf, s.potOf)
	for ci, c := range p.Cons {
		for _, l := range c.If {
			if !fixed(l) {
				s.ifOf[s.base[l.V]+l.O] = append(s.ifOf[s.base[l.V]+l.O], ci)
			}
		}
		for _, l := range c.Count {
			if fixed(l) {
				continue
			}
			s.countOf[s.base[l.V]+l.O] = append(s.countOf[s.base[l.V]+l.O], ci)
			if seen[l.V] != -(ci + 1) { // marked -(ci+1) this time
				seen[l.V] = -(ci + 1)
				s.potOf[l.V] = append(s.potOf[l.V], ci)
			}
		}
	}
}

// indexRequirements lists, for each literal, the requirements it satisfies
// and their weight; the requirements fixed variables obey are counted now.
func (s *search) indexRequirements(fixed func(Lit) bool, incumbent []int) {
	p := s.p
	nl := s.base[len(p.Vars)]
	s.reqOf = s.lists(nl)
	s.gainOf = s.ints(nl)
	s.satCnt = s.ints(len(p.Reqs))
	reqLen := s.room.counters(nl) // as indexConstraints: the lengths first
	for ri, r := range p.Reqs {
		for _, l := range r.Satisfiers {
			if !fixed(l) {
				reqLen[s.base[l.V]+l.O]++
				s.gainOf[s.base[l.V]+l.O] += r.weight()
			} else if incumbent[l.V] == l.O {
				s.satCnt[ri]++
			}
		}
		if s.satCnt[ri] > 0 {
			s.val += r.weight()
		}
	}
	s.room.carve(reqLen, s.reqOf)
	for ri, r := range p.Reqs {
		for _, l := range r.Satisfiers {
			if !fixed(l) {
				s.reqOf[s.base[l.V]+l.O] = append(s.reqOf[s.base[l.V]+l.O], ri)
			}
		}
	}
}

// orderOptions sets the branching order: options best first, the
// incumbent's first among equals; variables with few options first (the
// fewest-options count found early keeps the others' counting short).
func (s *search) orderOptions(comp []int, incumbent []int) {
	p := s.p
	s.maxGain = s.ints(len(p.Vars))
	s.opts = s.lists(len(p.Vars))
	for _, v := range comp {
		opts := s.ints(p.Vars[v].Options)
		for o := range opts {
			opts[o] = o
			s.maxGain[v] = max(s.maxGain[v], s.gainOf[s.base[v]+o])
		}
		gains := s.gainOf[s.base[v] : s.base[v]+len(opts)]
		inc := incumbent[v]
		// A stable sort: the order of options equal on both keys is kept.
		slices.SortStableFunc(opts, func(x, y int) int {
			if c := cmp.Compare(gains[y], gains[x]); c != 0 {
				return c // the greater gain first
			}
			switch {
			case x == inc && y != inc:
				return -1
			case y == inc && x != inc:
				return 1
			}
			return 0
		})
		s.opts[v] = opts
	}
	s.comp = s.ints(len(comp))
	copy(s.comp, comp)
	slices.SortStableFunc(s.comp, func(x, y int) int { return cmp.Compare(p.Vars[x].Options, p.Vars[y].Options) })
	s.left = len(comp)
	top := 0
	for _, v := range comp {
		s.remGain += s.maxGain[v]
		top = max(top, s.maxGain[v])
	}
	s.byGain = s.ints(top + 1)
	for _, v := range comp {
		s.byGain[s.maxGain[v]]++
	}
	s.intSlab, s.listSlab = nil, nil // what is left is not needed
}

// coversRewards reports whether every option of the component that
// satisfies a Requirement is counted by Constraint ci.
func (s *search) coversRewards(ci int, comp []int) bool {
	for _, v := range comp {
		for o := 0; o < s.p.Vars[v].Options; o++ {
			l := s.base[v] + o
			if len(s.reqOf[l]) > 0 && !slices.Contains(s.countOf[l], ci) {
				return false
			}
		}
	}
	return true
}

// bound is the most requirements the current choice can still reach: each
// unassigned Variable adds at most its best gain, and a cap lets only so
// many more of them (at best the most rewarding ones) add anything.
func (s *search) bound() int {
	b := s.val + s.remGain
	for _, ci := range s.caps {
		k := max(s.p.Cons[ci].Max-s.cnt[ci], 0)
		sum := 0
		for g := len(s.byGain) - 1; g > 0 && k > 0; g-- {
			n := min(s.byGain[g], k)
			sum += n * g
			k -= n
		}
		b = min(b, s.val+sum)
	}
	return b
}

// run searches; it reports false when the Budget ran out first.
func (s *search) run(b *Budget) bool {
	if s.bestVal >= s.ceiling {
		return true // the incumbent already obeys all that can be obeyed
	}
	return s.dfs(0, b)
}

// dfs extends the current choice. It branches on the unassigned Variable
// with the fewest viable options: options that keep every Constraint it
// touches satisfiable and lose no more than the slack between the bound and
// the best choice found (an option losing more can't be part of a better
// choice). A Variable with no viable option prunes the branch at once.
func (s *search) dfs(depth int, b *Budget) bool {
	bound := s.bound()
	if bound <= s.bestVal {
		return true
	}
	if s.left == 0 {
		s.bestVal = s.val
		copy(s.best, s.cur)
		return true
	}
	if !b.spend() {
		return false
	}
	// A better completion loses at most this much against every remaining
	// Variable's best gain (losses are measured against maxGain, so the
	// slack comes from the uncapped bound).
	slack := s.val + s.remGain - s.bestVal - 1
	// The options picked are pushed on one stack for the whole search,
	// this depth's from top: the depths below push theirs past them.
	top := len(s.picks)
	pick, picked := -1, s.picks[top:top]
	// viable's options go into one buffer for the whole search: this loop
	// is done with it before the search goes deeper (picked copies them).
	buf := s.options[:0]
	for _, v := range s.comp {
		if s.assigned[v] {
			continue
		}
		// Counting past the fewest found so far can't make v the pick; one
		// viable option is enough to know it doesn't prune the branch.
		limit := len(s.opts[v])
		if pick >= 0 {
			limit = len(picked)
		}
		buf = s.viable(v, slack, buf[:0], limit, b)
		if b.out || b.stopped {
			return false // the options were not all weighed
		}
		if len(buf) == 0 {
			s.picks = s.picks[:top]
			return true
		}
		if pick < 0 || len(buf) < len(picked) || len(buf) == len(picked) && s.maxGain[v] > s.maxGain[pick] {
			s.picks = append(s.picks[:top], buf...)
			pick, picked = v, s.picks[top:]
		}
	}
	s.options = buf
	for _, o := range picked {
		if g := s.follow; g != nil {
			// The propagator follows, and skips what it shows holds nothing
			// better: the same choices are found in the same order.
			ok, mark := g.child(pick, o)
			if ok {
				ok = s.dfs(depth+1, b)
				if !ok {
					g.undo(mark)
					return false
				}
			}
			g.undo(mark)
			if g.out {
				return false
			}
		} else {
			s.assign(pick, o)
			if !s.dfs(depth+1, b) {
				s.unassign(pick, o)
				return false
			}
			s.unassign(pick, o)
		}
		if s.bestVal >= s.ceiling {
			break
		}
	}
	s.picks = s.picks[:top] // popped (a search cut short leaves its stack)
	return true
}

// viable appends to out the options of v, best first, that lose at most
// slack and keep every Constraint v touches satisfiable; it stops once it
// has found more than limit, or when the Budget runs out (then the list is
// incomplete and the caller must not take it for all). Taking v off the unassigned list lowers the
// potential of every Constraint v could count in whatever option it takes,
// so that part is done once; each option then checks only the constraints
// it triggers or counts in, and those that now need it.
func (s *search) viable(v, slack int, out []int, limit int, b *Budget) []int {
	if !b.chargeSearch(1 + 2*len(s.potOf[v])) {
		return out
	}
	for _, ci := range s.potOf[v] {
		s.pot[ci]--
	}
	needs := s.needs[:0]
	for _, ci := range s.potOf[v] {
		if !s.feasible(ci) {
			needs = append(needs, ci)
		}
	}
	for _, o := range s.opts[v] {
		if len(out) > limit || s.maxGain[v]-s.gainOf[s.base[v]+o] > slack {
			break // options are sorted by gain: the rest lose more
		}
		l := s.base[v] + o
		if !b.chargeSearch(1 + 2*(len(s.countOf[l])+len(s.ifOf[l])) + len(needs)) {
			break
		}
		if s.fits(l, needs) {
			out = append(out, o)
		}
	}
	s.needs = needs
	for _, ci := range s.potOf[v] {
		s.pot[ci]++
	}
	return out
}

// fits reports whether choosing literal l keeps the constraints it touches
// and those in needs satisfiable (with the chooser's potential already
// taken off).
func (s *search) fits(l int, needs []int) bool {
	for _, ci := range s.countOf[l] {
		s.cnt[ci]++
	}
	for _, ci := range s.ifOf[l] {
		s.ifCnt[ci]++
	}
	ok := true
	for _, list := range [3][]int{needs, s.countOf[l], s.ifOf[l]} {
		for _, ci := range list {
			if ok && !s.feasible(ci) {
				ok = false
			}
		}
	}
	for _, ci := range s.countOf[l] {
		s.cnt[ci]--
	}
	for _, ci := range s.ifOf[l] {
		s.ifCnt[ci]--
	}
	return ok
}

// assign chooses option o for v and reports whether every Constraint v
// touches can still be met.
func (s *search) assign(v, o int) bool {
	s.cur[v] = o
	s.assigned[v] = true
	s.left--
	s.remGain -= s.maxGain[v]
	s.byGain[s.maxGain[v]]--
	l := s.base[v] + o
	for _, ci := range s.ifOf[l] {
		s.ifCnt[ci]++
	}
	for _, ci := range s.countOf[l] {
		s.cnt[ci]++
	}
	for _, ci := range s.potOf[v] {
		s.pot[ci]--
	}
	for _, ri := range s.reqOf[l] {
		if s.satCnt[ri] == 0 {
			s.val += s.p.Reqs[ri].weight()
		}
		s.satCnt[ri]++
	}
	ok := true
	for _, list := range [][]int{s.ifOf[l], s.potOf[v]} {
		for _, ci := range list {
			ok = ok && s.feasible(ci)
		}
	}
	return ok
}

func (s *search) unassign(v, o int) {
	s.assigned[v] = false
	s.left++
	s.remGain += s.maxGain[v]
	s.byGain[s.maxGain[v]]++
	l := s.base[v] + o
	for _, ci := range s.ifOf[l] {
		s.ifCnt[ci]--
	}
	for _, ci := range s.countOf[l] {
		s.cnt[ci]--
	}
	for _, ci := range s.potOf[v] {
		s.pot[ci]++
	}
	for _, ri := range s.reqOf[l] {
		s.satCnt[ri]--
		if s.satCnt[ri] == 0 {
			s.val -= s.p.Reqs[ri].weight()
		}
	}
}

// feasible reports whether Constraint ci can still hold given the choices
// made so far.
func (s *search) feasible(ci int) bool {
	c := &s.p.Cons[ci]
	if len(c.If) > 0 && s.ifCnt[ci] == 0 {
		return true // not (yet) in force
	}
	if c.Max >= 0 && s.cnt[ci] > c.Max {
		return false
	}
	if s.cnt[ci] == 0 && c.AllowZero {
		return true
	}
	return s.cnt[ci]+s.pot[ci] >= c.Min
}

// solveComponent decides one component (doc.go, "Three passes"). The
// original search runs first on an eighth of what is left of the Budget;
// most problems end there, with the answer they always had. Then the
// propagating search runs on three quarters of what is left. When it finds a better
// choice, the original search, followed by a propagator that prunes it,
// runs again knowing how much can be obeyed, on a quarter of what is left:
// it finds the same choice as it would have alone (the answers' examples
// do not change), or, when it runs out, the propagating search's choice is
// the answer. When the propagating search runs out, the original search,
// followed, has a quarter of what is left too. It reports false when the
// component is undecided.
func (p *Problem) solveComponent(comp []int, incumbent []int, size int, b *Budget, r *room) ([]int, bool) {
	s := newSearch(p, comp, incumbent, r)
	if s.bestVal >= s.ceiling {
		return s.best, true
	}
	// The original search first, on an eighth: most problems end there.
	first := b.part(originalShare)
	ok := s.run(first)
	b.absorb(first)
	if ok || b.stopped {
		return s.best, ok
	}
	if !b.chargeSearch(size) {
		return s.best, false
	}
	g := newPropagator(s)
	most := b.share(3, 4)
	done := g.exact(most)
	b.absorb(most)
	g.undo(0)
	g.out = false
	if g.lg != nil {
		g.lg.settle(g) // back at the root's domains
	}
	found := append([]int(nil), s.best...)
	if b.stopped || done && s.bestVal == p.ObeyedBy(incumbent) {
		return found, !b.stopped // nothing better than the incumbent, or stopped
	}
	// Again with the original search, followed: the same search and
	// propagator, back at the root.
	obeyed := s.bestVal
	copy(s.best, incumbent)
	copy(s.cur, incumbent)
	s.bestVal = p.ObeyedBy(incumbent)
	if done {
		s.ceiling = obeyed
	}
	g.mirror = true
	s.follow = g
	// A quarter of what is left: when the second pass was done, only the
	// example is at stake; when it ran out, this pass seldom decides.
	rest := b.part(4)
	ok = s.runFollowed(rest)
	b.absorb(rest)
	switch {
	case b.stopped:
		return found, false
	case ok && (!done || s.bestVal == obeyed):
		return s.best, true
	case done:
		return found, true
	}
	// The original search ran out after the propagating search did: the best
	// of the two is kept, undecided.
	if s.bestVal > obeyed {
		return s.best, false
	}
	return found, false
}

// originalShare: the original search first gets 1/originalShare of the
// Budget left (EveryPass changes it to send every problem down every path).
var originalShare = 8

// EveryPass makes the original search's first pass get nothing, so that
// every component goes through the propagating search and the replay, for
// tests that compare those passes with a reference through a whole check;
// the function it returns undoes it. It is not safe while checks run.
func EveryPass() (undo func()) {
	old := originalShare
	originalShare = 1 << 40
	return func() { originalShare = old }
}

// runFollowed is run with the follower propagating first at the root.
func (s *search) runFollowed(b *Budget) bool {
	g := s.follow
	g.b = b
	if s.bestVal >= s.ceiling {
		return true
	}
	g.target = s.bestVal + 1
	for ci := range s.p.Cons {
		g.enqueue(ci)
	}
	if !g.propagate() {
		return !g.out
	}
	return s.dfs(0, b)
}

// part is a Budget drawing on b for one part of what is left of b's nodes
// and search work (1/n of it); running it out does not run b out. absorb
// counts what it spent in b.
func (b *Budget) part(n int) *Budget { return b.share(1, n) }

// share is part for k/n of what is left.
func (b *Budget) share(k, n int) *Budget {
	c := *b
	c.nodes = b.used + (b.nodes-b.used)/n*k
	c.search = b.searched + (b.search-b.searched)/n*k
	return &c
}

func (b *Budget) absorb(c *Budget) {
	b.used, b.searched, b.spent = c.used, c.searched, c.spent
	b.stopped = b.stopped || c.stopped
}
