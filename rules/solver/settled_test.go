package solver

import (
	"math/rand/v2"
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
			s := newSearch(&p, comp, start)
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
