package rules

import (
	"sync"

	"rulesjudge/rules/solver"
)

// blockWork is the memory a requirement search of blockers works in
// (blockPlan.requirements): its lists are cut to the length each search
// needs and grown when they are too short, and it is kept between checks
// in blockWorks, so that a typical check makes none of them. Nothing a
// search answers points into it: the example, the violations and the
// summary are made of their own memory.
type blockWork struct {
	search      blockSearch
	scratch     optionScratch
	attackOrder []int // each attacker's place in the attack, by its index on the board
	reqs        []blockRequirement
	concerning  [][]int
	held        []int
	anyReqs     []int
	proposed    []proposal
	vars        []solver.Variable
	creatures   []*perm
	options     [][]blockOption
	start       []int
	pairs       []pairState
	optChunk    []blockOption // the last chunk optionList carved from
	found       []satisfier
	count       []int
	sats        []solver.Lit
	solverReqs  []solver.Requirement
	// taking, naming, all, namingCount and namingLits are the count
	// lists of addRestrictions.
	taking, naming []([]solver.Lit)
	all            []solver.Lit
	namingCount    []int
	namingLits     []solver.Lit
}

// proposal is what the declaration proposes for one creature
// (addVariables).
type proposal struct {
	named    []*perm
	declared bool
}

// satisfier is an option obeying requirement ri (addRequirements).
type satisfier struct {
	ri  int
	lit solver.Lit
}

var blockWorks = sync.Pool{New: func() any { return new(blockWork) }}

// maxKeptWork is the most entries of one list a blockWork keeps for the
// next check: one a large board grew past it is let go, so that a large
// search does not hold its memory for every later check.
const maxKeptWork = 1 << 12

// reuse is buf cut to n zero values, or a new slice when buf is too short.
func reuse[T any](buf []T, n int) []T {
	if cap(buf) < n {
		return make([]T, n)
	}
	buf = buf[:n]
	clear(buf)
	return buf
}

// spare is buf emptied with room for n, or a new empty slice when buf is
// too short, for a list that is appended to: its old entries are written
// over, not cleared.
func spare[T any](buf []T, n int) []T {
	if cap(buf) < n {
		return make([]T, 0, n)
	}
	return buf[:0]
}

// keep is what release keeps of a list: nothing when it grew too long,
// else the list emptied. Its old entries stay until written over: each
// list is cleared as it is handed out again (reuse) or is appended to
// (spare), and what a pool holds is let go within two collections
// (sync.Pool), so they keep no board alive for long.
func keep[T any](buf []T) []T {
	if cap(buf) > maxKeptWork {
		return nil
	}
	return buf[:0]
}

// release keeps the lists s grew in w and gives w back to blockWorks.
func (w *blockWork) release(s *blockSearch) {
	if s != nil {
		w.concerning, w.held, w.anyReqs = s.concerning, s.held, s.anyReqs
		w.vars, w.creatures, w.options, w.start = s.prob.Vars, s.creatures, s.options, s.start
		w.pairs, w.solverReqs = s.pairs, s.prob.Reqs
	}
	w.search = blockSearch{}
	sc := &w.scratch
	sc.legal, sc.others, sc.one, sc.cur, sc.outs, sc.taken = keep(sc.legal), keep(sc.others), keep(sc.one), keep(sc.cur), keep(sc.outs), keep(sc.taken)
	sc.chunk, sc.slab = keep(sc.chunk), nil
	w.attackOrder, w.reqs, w.concerning, w.held, w.anyReqs = keep(w.attackOrder), keep(w.reqs), keep(w.concerning), keep(w.held), keep(w.anyReqs)
	w.proposed, w.vars, w.creatures, w.options, w.start = keep(w.proposed), keep(w.vars), keep(w.creatures), keep(w.options), keep(w.start)
	w.pairs, w.optChunk, w.found, w.count, w.sats, w.solverReqs = keep(w.pairs), keep(w.optChunk), keep(w.found), keep(w.count), keep(w.sats), keep(w.solverReqs)
	w.taking, w.naming, w.all, w.namingCount, w.namingLits = keep(w.taking), keep(w.naming), keep(w.all), keep(w.namingCount), keep(w.namingLits)
	blockWorks.Put(w)
}
