package rules

import (
	"math/rand/v2"
	"testing"
)

// randomProblem builds a small problem with every kind of constraint the
// checks use: caps, minimums that allow zero, conditional minimums ("can't
// attack alone"), and requirements with one or several holders.
func randomProblem(r *rand.Rand) problem {
	var p problem
	n := 1 + r.IntN(6)
	for v := 0; v < n; v++ {
		p.vars = append(p.vars, variable{id: ObjectID(rune('a' + v)), options: 1 + r.IntN(4)})
	}
	someLits := func(skip int) []lit {
		var out []lit
		for v, x := range p.vars {
			for o := 1; o < x.options; o++ {
				if v != skip && r.IntN(3) > 0 {
					out = append(out, lit{v, o})
				}
			}
		}
		return out
	}
	for k := r.IntN(4); k > 0; k-- {
		switch r.IntN(4) {
		case 0: // a cap
			p.cons = append(p.cons, constraint{Count: someLits(-1), Max: r.IntN(3)})
		case 1: // "except by N or more"
			p.cons = append(p.cons, constraint{Count: someLits(-1), Min: 2 + r.IntN(2), Max: -1, AllowZero: true})
		case 2: // "can't attack alone"
			v := r.IntN(n)
			var self []lit
			for o := 1; o < p.vars[v].options; o++ {
				self = append(self, lit{v, o})
			}
			p.conditional(self, constraint{Count: someLits(v), Min: 1 + r.IntN(2), Max: -1})
		case 3: // "by more than one"
			p.cons = append(p.cons, constraint{Count: someLits(-1), Max: 1})
		}
	}
	for k := r.IntN(6); k > 0; k-- {
		var sat []lit
		if r.IntN(3) == 0 {
			sat = someLits(-1) // "must be blocked": any holder
		} else {
			v := r.IntN(n)
			for o := 1; o < p.vars[v].options; o++ {
				if r.IntN(2) == 0 {
					sat = append(sat, lit{v, o})
				}
			}
		}
		p.reqs = append(p.reqs, requirement{Satisfiers: sat, Weight: 1 + r.IntN(2)*r.IntN(3)}) // identical copies weigh more
	}
	return p
}

// bruteForce enumerates every choice and returns the most requirements a
// choice breaking no constraint obeys.
func bruteForce(p problem) int {
	choice := make([]int, len(p.vars))
	best := -1
	var walk func(v int)
	walk = func(v int) {
		if v == len(p.vars) {
			if p.satisfies(choice) {
				best = max(best, p.obeyed(choice))
			}
			return
		}
		for o := 0; o < p.vars[v].options; o++ {
			choice[v] = o
			walk(v + 1)
		}
	}
	walk(0)
	return best
}

// The solver's maximum equals brute force on thousands of random small
// problems, from a random incumbent, and its choice breaks no constraint
// and obeys what it claims.
func TestSolverAgreesWithBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(2006, 10))
	for i := 0; i < 20000; i++ {
		p := randomProblem(r)
		start := make([]int, len(p.vars))
		for v := range start {
			start[v] = r.IntN(p.vars[v].options)
		}
		want := bruteForce(p)
		sol := p.solve(start, &budget{nodes: 1 << 30, work: 1 << 40, search: 1 << 40})
		if len(sol.undecided) > 0 {
			t.Fatalf("problem %d: undecided with an unlimited budget", i)
		}
		if sol.obeyed != want {
			t.Fatalf("problem %d: solver %d, brute force %d\n%+v\nstart %v choice %v", i, sol.obeyed, want, p, start, sol.choice)
		}
		if !p.satisfies(sol.choice) || p.obeyed(sol.choice) != sol.obeyed {
			t.Fatalf("problem %d: choice %v breaks a constraint or obeys %d, not %d", i, sol.choice, p.obeyed(sol.choice), sol.obeyed)
		}
	}
}
