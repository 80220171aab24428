package solver

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// randomProblem builds a small Problem with every kind of Constraint the
// checks use: caps, minimums that allow zero, conditional minimums ("can't
// attack alone"), and requirements with one or several holders.
func randomProblem(r *rand.Rand) Problem { return randomProblemOf(r, 6) }

// randomProblemOf is randomProblem with up to most variables.
func randomProblemOf(r *rand.Rand, most int) Problem {
	var p Problem
	n := 1 + r.IntN(most)
	for v := 0; v < n; v++ {
		p.Vars = append(p.Vars, Variable{Options: 1 + r.IntN(4)})
	}
	someLits := func(skip int) []Lit {
		var out []Lit
		for v, x := range p.Vars {
			for o := 1; o < x.Options; o++ {
				if v != skip && r.IntN(3) > 0 {
					out = append(out, Lit{v, o})
				}
			}
		}
		return out
	}
	for k := r.IntN(4); k > 0; k-- {
		switch r.IntN(4) {
		case 0: // a cap
			p.Cons = append(p.Cons, Constraint{Count: someLits(-1), Max: r.IntN(3)})
		case 1: // "except by N or more"
			p.Cons = append(p.Cons, Constraint{Count: someLits(-1), Min: 2 + r.IntN(2), Max: -1, AllowZero: true})
		case 2: // "can't attack alone"
			v := r.IntN(n)
			var self []Lit
			for o := 1; o < p.Vars[v].Options; o++ {
				self = append(self, Lit{v, o})
			}
			if r.IntN(3) == 0 {
				self = append(self, self...) // two copies of the ability share one constraint
			}
			p.Conditional(self, Constraint{Count: someLits(v), Min: 1 + r.IntN(2), Max: -1})
		case 3: // "by more than one"
			p.Cons = append(p.Cons, Constraint{Count: someLits(-1), Max: 1})
		}
	}
	for k := r.IntN(6); k > 0; k-- {
		var sat []Lit
		if r.IntN(3) == 0 {
			sat = someLits(-1) // "must be blocked": any holder
		} else {
			v := r.IntN(n)
			for o := 1; o < p.Vars[v].Options; o++ {
				if r.IntN(2) == 0 {
					sat = append(sat, Lit{v, o})
				}
			}
		}
		p.Reqs = append(p.Reqs, Requirement{Satisfiers: sat, Weight: 1 + r.IntN(2)*r.IntN(3)}) // identical copies weigh more
	}
	return p
}

// bruteForce enumerates every choice and returns the most requirements a
// choice breaking no Constraint obeys.
func bruteForce(p Problem) int {
	choice := make([]int, len(p.Vars))
	best := -1
	var walk func(v int)
	walk = func(v int) {
		if v == len(p.Vars) {
			if p.Satisfies(choice) {
				best = max(best, p.ObeyedBy(choice))
			}
			return
		}
		for o := 0; o < p.Vars[v].Options; o++ {
			choice[v] = o
			walk(v + 1)
		}
	}
	walk(0)
	return best
}

// The solver's maximum equals brute force on thousands of random small
// problems, from a random incumbent, and its choice breaks no Constraint
// and obeys what it claims.
func TestSolverAgreesWithBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(2006, 10))
	for i := 0; i < 20000; i++ {
		p := randomProblem(r)
		start := make([]int, len(p.Vars))
		for v := range start {
			start[v] = r.IntN(p.Vars[v].Options)
		}
		want := bruteForce(p)
		sol := p.Solve(start, &Budget{nodes: 1 << 30, work: 1 << 40, search: 1 << 40})
		if len(sol.Undecided) > 0 {
			t.Fatalf("Problem %d: undecided with an unlimited Budget", i)
		}
		if sol.Obeyed != want {
			t.Fatalf("Problem %d: solver %d, brute force %d\n%+v\nstart %v choice %v", i, sol.Obeyed, want, p, start, sol.Choice)
		}
		if !p.Satisfies(sol.Choice) || p.ObeyedBy(sol.Choice) != sol.Obeyed {
			t.Fatalf("Problem %d: choice %v breaks a Constraint or obeys %d, not %d", i, sol.Choice, p.ObeyedBy(sol.Choice), sol.Obeyed)
		}
	}
}

// originalSolve is Solve as it was before the propagating search: the
// original branch and bound alone on each component.
func originalSolve(p *Problem, start []int) []int {
	best := append([]int(nil), start...)
	if !p.Satisfies(best) {
		clear(best)
	}
	for _, comp := range p.components() {
		s := newSearch(p, comp, best, nil)
		if !s.run(&Budget{nodes: 1 << 30, work: 1 << 40, search: 1 << 40}) {
			panic("undecided")
		}
		for _, v := range comp {
			best[v] = s.best[v]
		}
	}
	return best
}

// The propagating search alone finds the maximum brute force finds, and
// Solve answers exactly the choice the original search alone answers (the
// examples in the answers do not change), on problems with up to eight
// variables.
func TestPropagationAgreesWithBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(2026, 11))
	for i := 0; i < 6000; i++ {
		p := randomProblemOf(r, 8)
		start := make([]int, len(p.Vars))
		for v := range start {
			start[v] = r.IntN(p.Vars[v].Options)
		}
		want := bruteForce(p)
		incumbent := append([]int(nil), start...)
		if !p.Satisfies(incumbent) {
			clear(incumbent)
		}
		got := p.ObeyedBy(incumbent)
		for _, comp := range p.components() {
			s := newSearch(&p, comp, incumbent, nil)
			if !newPropagator(s).exact(&Budget{nodes: 1 << 30, work: 1 << 40, search: 1 << 40}) {
				t.Fatalf("Problem %d: undecided with an unlimited Budget", i)
			}
			copy(incumbent, s.best)
			got = s.bestVal
		}
		if p.ObeyedBy(incumbent) != want || !p.Satisfies(incumbent) {
			t.Fatalf("Problem %d: propagating search %d (%d), brute force %d\n%+v\nstart %v choice %v", i, p.ObeyedBy(incumbent), got, want, p, start, incumbent)
		}
		// Every component goes through the propagating search and the
		// replay, the original search getting nothing first.
		undo := EveryPass()
		sol := p.Solve(start, &Budget{nodes: 1 << 30, work: 1 << 40, search: 1 << 40})
		undo()
		if orig := originalSolve(&p, start); !slices.Equal(sol.Choice, orig) || len(sol.Undecided) > 0 {
			t.Fatalf("Problem %d: Solve chose %v (undecided %v), the original search %v\n%+v\nstart %v", i, sol.Choice, sol.Undecided, orig, p, start)
		}
	}
}
