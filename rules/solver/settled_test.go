package solver

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// settled says yes exactly when newSearch would find the incumbent at its
// ceiling (solveComponent's first return), for every component of
// thousands of random problems, from random incumbents: Solve skipping a
// settled component gives the same answer as searching it.
func TestSettledAgrees(t *testing.T) {
	r := rand.New(rand.NewPCG(2006, 11))
	yes, no := 0, 0
	for i := 0; i < 20000; i++ {
		p := randomProblemOf(r, 1+r.IntN(8))
		start := make([]int, len(p.Vars))
		for v := range start {
			start[v] = r.IntN(p.Vars[v].Options)
		}
		sc := p.newSettledScratch()
		for _, comp := range p.components() {
			s := newSearch(&p, comp, start, nil)
			got, want := p.settled(comp, start, sc), s.bestVal >= s.ceiling
			if got != want {
				t.Fatalf("Problem %d, component %v: got settled %v, want %v (bestVal %d, ceiling %d)\n%+v\nstart %v", i, comp, got, want, s.bestVal, s.ceiling, p, start)
			}
			if got {
				yes++
			} else {
				no++
			}
		}
	}
	if yes == 0 || no == 0 {
		t.Fatalf("got %d settled and %d unsettled components, want some of each", yes, no)
	}
}

// componentsByMaps is components as it was written first, with maps and a
// sort: the groups in the order of their first variable.
func componentsByMaps(p *Problem) [][]int {
	parent := make([]int, len(p.Vars))
	for i := range parent {
		parent[i] = i
	}
	find := func(x int) int {
		for parent[x] != x {
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
				if r := find(l.V); r != first {
					parent[r] = first
				}
			}
		}
	}
	rewarded := map[int]bool{}
	for _, r := range p.Reqs {
		union(r.Satisfiers)
		for _, l := range r.Satisfiers {
			rewarded[l.V] = true
		}
	}
	for _, c := range p.Cons {
		union(c.If, c.Count)
	}
	groups, hasReq := map[int][]int{}, map[int]bool{}
	for v := range p.Vars {
		r := find(v)
		groups[r] = append(groups[r], v)
		hasReq[r] = hasReq[r] || rewarded[v]
	}
	var out [][]int
	for r, g := range groups {
		if hasReq[r] {
			out = append(out, g)
		}
	}
	slices.SortFunc(out, func(a, b []int) int { return a[0] - b[0] })
	return out
}

// components gives the groups the first version gave, in the same order,
// on thousands of random problems.
func TestComponentsAgree(t *testing.T) {
	r := rand.New(rand.NewPCG(2006, 12))
	for i := 0; i < 20000; i++ {
		p := randomProblemOf(r, 1+r.IntN(10))
		got, want := p.components(), componentsByMaps(&p)
		if len(got) != len(want) {
			t.Fatalf("Problem %d: got %v, want %v", i, got, want)
		}
		for k := range got {
			if !slices.Equal(got[k], want[k]) {
				t.Fatalf("Problem %d: got %v, want %v", i, got, want)
			}
		}
	}
}
