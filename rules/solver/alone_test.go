package solver

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"
)

// alone makes, for every component of one Variable that no Constraint
// names, the choice the search makes (solveComponent), for thousands of
// random problems from random incumbents: Solve deciding such a component
// without a search gives the same answer as searching it.
func TestAloneAgrees(t *testing.T) {
	r := rand.New(rand.NewPCG(2006, 12))
	var room room
	decided, changed := 0, 0
	for i := 0; i < 20000; i++ {
		p := randomProblemOf(r, 1+r.IntN(8))
		start := make([]int, len(p.Vars))
		for v := range start {
			start[v] = r.IntN(p.Vars[v].Options)
		}
		if !p.Satisfies(start) {
			continue // Solve starts from no choice at all then
		}
		constrained := p.constrainedVars(&room)
		for _, comp := range p.components() {
			if len(comp) != 1 || constrained[comp[0]] {
				continue
			}
			v := comp[0]
			b := NewBudget(context.Background(), Limits{Nodes: 1 << 20, Work: 1 << 24, Search: 1 << 24}, time.Time{})
			want, ok := p.solveComponent(comp, start, 0, b, nil)
			if !ok {
				t.Fatalf("Problem %d: the search of component %v ran out", i, comp)
			}
			if got := p.alone(v, start, &room); got != want[v] {
				t.Fatalf("Problem %d, variable %d, start %v: got option %d, want %d\n%+v", i, v, start, got, want[v], p)
			}
			decided++
			if want[v] != start[v] {
				changed++
			}
		}
	}
	t.Logf("decided %d, changed %d", decided, changed)
	if decided == 0 || changed == 0 {
		t.Fatalf("decided %d components, %d of them away from the start; want some of each", decided, changed)
	}
}
