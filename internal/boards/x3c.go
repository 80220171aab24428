package boards

import (
	"fmt"
	"math/rand/v2"
	"sort"

	"rulesjudge/rules"
)

// Triple is a set of three elements of the universe {0 … 3q-1}.
type Triple [3]int

// X3C is an instance of Exact Cover by 3-Sets.
type X3C struct {
	Universe int // 3q elements
	Triples  []Triple
}

// Planted builds an instance with a cover: a random partition of the
// universe into q triples, plus extra random triples, shuffled.
func Planted(r *rand.Rand, q, extra int) X3C {
	n := 3 * q
	perm := r.Perm(n)
	var ts []Triple
	for i := 0; i < q; i++ {
		ts = append(ts, sorted(Triple{perm[3*i], perm[3*i+1], perm[3*i+2]}))
	}
	for i := 0; i < extra; i++ {
		ts = append(ts, randomTriple(r, n))
	}
	r.Shuffle(len(ts), func(i, j int) { ts[i], ts[j] = ts[j], ts[i] })
	return X3C{Universe: n, Triples: ts}
}

// Random builds an instance of m random triples; with m near 2q it usually
// has no cover.
func Random(r *rand.Rand, q, m int) X3C {
	var ts []Triple
	for i := 0; i < m; i++ {
		ts = append(ts, randomTriple(r, 3*q))
	}
	return X3C{Universe: 3 * q, Triples: ts}
}

func randomTriple(r *rand.Rand, n int) Triple {
	p := r.Perm(n)
	return sorted(Triple{p[0], p[1], p[2]})
}

func sorted(t Triple) Triple {
	s := t[:]
	sort.Ints(s)
	return t
}

// ExactCover finds triples covering every element exactly once (Knuth's
// Algorithm X, choosing the element with the fewest candidate triples).
func (x X3C) ExactCover() ([]int, bool) {
	covered := make([]bool, x.Universe)
	used := make([]bool, len(x.Triples))
	byElem := make([][]int, x.Universe)
	for j, t := range x.Triples {
		if t[0] == t[1] || t[1] == t[2] {
			continue
		}
		for _, e := range t {
			byElem[e] = append(byElem[e], j)
		}
	}
	var chosen []int
	var search func() bool
	search = func() bool {
		best, bestN := -1, 1<<30
		for e := 0; e < x.Universe; e++ {
			if covered[e] {
				continue
			}
			n := 0
			for _, j := range byElem[e] {
				if fits(x.Triples[j], covered) {
					n++
				}
			}
			if n < bestN {
				best, bestN = e, n
			}
		}
		if best < 0 {
			return true
		}
		for _, j := range byElem[best] {
			t := x.Triples[j]
			if used[j] || !fits(t, covered) {
				continue
			}
			used[j] = true
			for _, e := range t {
				covered[e] = true
			}
			chosen = append(chosen, j)
			if search() {
				return true
			}
			chosen = chosen[:len(chosen)-1]
			for _, e := range t {
				covered[e] = false
			}
			used[j] = false
		}
		return false
	}
	if search() {
		return chosen, true
	}
	return nil, false
}

func fits(t Triple, covered []bool) bool {
	return !covered[t[0]] && !covered[t[1]] && !covered[t[2]]
}

// Board builds the block declaration of the reduction: bob has a vanilla
// creature e_i for each element; alice attacks with S_j for each triple
// ("can't be blocked except by three or more creatures", one provoke per
// element, targeting that element's creature) and a gate T ("except by |U|
// or more", provoking every e_i but e0). The declaration D0 has every e_i
// block T. D0 is legal exactly when the instance has no exact cover.
func (x X3C) Board() rules.BlockDeclaration {
	var perms []rules.Permanent
	one := 1
	var attackers []rules.Attacker
	for j, t := range x.Triples {
		id := rules.ObjectID(fmt.Sprintf("S%d", j))
		perms = append(perms, rules.Permanent{ID: id, Name: string(id), Controller: "alice", Types: []string{"Creature"}, Power: &one, Toughness: &one, Tapped: true,
			Abilities: []string{"~ can't be blocked except by three or more creatures.", "Provoke", "Provoke", "Provoke"}})
		attackers = append(attackers, rules.Attacker{Creature: id, Provoke: []rules.ObjectID{elem(t[0]), elem(t[1]), elem(t[2])}})
	}
	gate := rules.Attacker{Creature: "T"}
	abilities := []string{fmt.Sprintf("~ can't be blocked except by %d or more creatures.", x.Universe)}
	for i := 1; i < x.Universe; i++ {
		abilities = append(abilities, "Provoke")
		gate.Provoke = append(gate.Provoke, elem(i))
	}
	perms = append(perms, rules.Permanent{ID: "T", Name: "T", Controller: "alice", Types: []string{"Creature"}, Power: &one, Toughness: &one, Tapped: true, Abilities: abilities})
	attackers = append(attackers, gate)
	var blockers []rules.Blocker
	for i := 0; i < x.Universe; i++ {
		perms = append(perms, rules.Permanent{ID: elem(i), Name: string(elem(i)), Controller: "bob", Types: []string{"Creature"}, Power: &one, Toughness: &one})
		blockers = append(blockers, rules.Blocker{Creature: elem(i), Blocking: []rules.ObjectID{"T"}})
	}
	return rules.BlockDeclaration{
		Board:     rules.Board{ActivePlayer: "alice", Players: []rules.Player{{ID: "alice", Life: 20}, {ID: "bob", Life: 20}}, Permanents: perms},
		Attackers: attackers,
		Blockers:  blockers,
	}
}

func elem(i int) rules.ObjectID { return rules.ObjectID(fmt.Sprintf("e%d", i)) }

// Regular builds a random instance in which every element lies in exactly
// k triples (a configuration model: k slots per element, shuffled and cut
// into triples, retried until no triple repeats an element). No element is
// forced and none is free: the hardest of these families for a search.
func Regular(r *rand.Rand, q, k int) X3C {
	n := 3 * q
	for {
		slots := make([]int, 0, n*k)
		for e := 0; e < n; e++ {
			for i := 0; i < k; i++ {
				slots = append(slots, e)
			}
		}
		r.Shuffle(len(slots), func(i, j int) { slots[i], slots[j] = slots[j], slots[i] })
		var ts []Triple
		ok := true
		for i := 0; i+2 < len(slots); i += 3 {
			t := sorted(Triple{slots[i], slots[i+1], slots[i+2]})
			if t[0] == t[1] || t[1] == t[2] {
				ok = false
				break
			}
			ts = append(ts, t)
		}
		if ok {
			return X3C{Universe: n, Triples: ts}
		}
	}
}

// Obstructed builds an instance of m triples over 3q elements (q >= 2) that
// has no exact cover, for a reason only counting shows: the elements are
// coloured, 2q+1 red and q-1 blue, at random, and every triple has two red
// elements and one blue one. A cover would need q triples (3q elements,
// three each), and so q blue elements; there are q-1. Each element lies in
// about as many triples as any other of its colour, so no element is
// forced or free, and nothing in one triple gives the colouring away.
func Obstructed(r *rand.Rand, q, m int) X3C {
	n := 3 * q
	perm := r.Perm(n)
	red, blue := perm[:2*q+1], perm[2*q+1:]
	var ts []Triple
	reds, blues := r.Perm(len(red)), r.Perm(len(blue))
	for len(ts) < m {
		if len(reds) < 2 {
			reds = append(reds, r.Perm(len(red))...)
		}
		if len(blues) < 1 {
			blues = r.Perm(len(blue))
		}
		a, b := red[reds[0]], red[reds[1]]
		if a == b {
			reds = append(reds[1:], reds[0])
			continue
		}
		reds = reds[2:]
		c := blue[blues[0]]
		blues = blues[1:]
		ts = append(ts, sorted(Triple{a, b, c}))
	}
	return X3C{Universe: n, Triples: ts}
}

// Indivisible builds an instance of m random triples over 3q-1 elements,
// each element in about as many triples as any other: no exact cover
// exists, since three does not divide the number of elements, but no
// element shows it.
func Indivisible(r *rand.Rand, q, m int) X3C {
	n := 3*q - 1
	var ts []Triple
	var slots []int
	for len(ts) < m {
		if len(slots) < 3 {
			slots = append(slots, r.Perm(n)...)
		}
		t := sorted(Triple{slots[0], slots[1], slots[2]})
		if t[0] == t[1] || t[1] == t[2] {
			r.Shuffle(len(slots), func(i, j int) { slots[i], slots[j] = slots[j], slots[i] })
			continue
		}
		slots = slots[3:]
		ts = append(ts, t)
	}
	return X3C{Universe: n, Triples: ts}
}
