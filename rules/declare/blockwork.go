package declare

import (
	"sync"

	"rulesjudge/rules/solver"
	"rulesjudge/rules/state"
)

// blockWork is the memory a requirement search of blockers works in
// (blockPlan.requirements): its lists are cut to the length each search
// needs and grown when they are too short, and it is kept between checks
// in blockWorks, so that a typical check makes none of them. Nothing a
// search answers points into it: the example, the violations and the
// summary are made of their own memory.
type blockWork struct {
	search      blockSearch // its lists kept, emptied, between searches (release)
	scratch     optionScratch
	attackOrder []int // each attacker's place in the attack, by its index on the board
	proposed    []proposal
	optChunk    []blockOption // the last chunk optionList carved from
	found       []satisfier
	count       []int
	sats        []solver.Lit
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
	named    []*state.Perm
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

// release empties the lists of w and of its search, keeping their memory,
// lets go of what points to the board searched, and gives w back to
// blockWorks.
func (w *blockWork) release() {
	s := &w.search
	*s = blockSearch{reqs: keep(s.reqs), concerning: keep(s.concerning), held: keep(s.held), anyReqs: keep(s.anyReqs),
		prob:      solver.Problem{Vars: keep(s.prob.Vars), Reqs: keep(s.prob.Reqs), Cons: keep(s.prob.Cons)},
		creatures: keep(s.creatures), options: keep(s.options), start: keep(s.start), pairs: keep(s.pairs)}
	sc := &w.scratch
	sc.legal, sc.others, sc.one, sc.cur, sc.outs, sc.taken = keep(sc.legal), keep(sc.others), keep(sc.one), keep(sc.cur), keep(sc.outs), keep(sc.taken)
	sc.chunk, sc.slab = keep(sc.chunk), nil
	w.attackOrder, w.proposed, w.optChunk = keep(w.attackOrder), keep(w.proposed), keep(w.optChunk)
	w.found, w.count, w.sats = keep(w.found), keep(w.count), keep(w.sats)
	w.taking, w.naming, w.all, w.namingCount, w.namingLits = keep(w.taking), keep(w.naming), keep(w.all), keep(w.namingCount), keep(w.namingLits)
	blockWorks.Put(w)
}

// optionScratch holds the buffers requirementOptions and obeyingFirst use
// for each creature in turn, kept from one creature to the next and from
// one check to the next (blockWork) instead of made again for each; and the
// slab the options they list are carved from.
type optionScratch struct {
	legal, others []*state.Perm
	one           blockOption
	cur           blockOption
	outs          []blockOption // requirementOptions' answer, kept for the next creature's
	taken         []int         // by index on the board; all zero between uses
	slab          []*state.Perm // what is left of chunk
	chunk         []*state.Perm // the last slab allocated, carved again by the next search
}

// option is a copy of cur, its capacity cut at its length, carved from a
// slab of optionSlab attackers shared by the check's options (an option is
// never appended to in place: sameOption, idsOf and the solver only read).
func (sc *optionScratch) option(cur blockOption) blockOption {
	n := len(cur)
	if sc.slab == nil && cap(sc.chunk) > 0 {
		sc.slab = sc.chunk[:cap(sc.chunk)] // the last check's chunk, written over
	}
	if n > len(sc.slab) {
		if n > optionSlab {
			return append(blockOption(nil), cur...)
		}
		sc.slab = make([]*state.Perm, optionSlab)
		sc.chunk = sc.slab
	}
	set := sc.slab[:n:n]
	sc.slab = sc.slab[n:]
	copy(set, cur)
	return set
}

// optionSlab is how many attackers optionScratch.option allocates at once.
const optionSlab = 64
