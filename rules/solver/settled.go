package solver

// settledScratch holds what settled needs, made once per Solve (in one
// allocation) and reused from one component to the next.
type settledScratch struct {
	inComp []int // per Variable: 1 while its component is asked about
	base   []int // literal (v, o) has index base[v]+o, as in search
	gain   []int // per literal
}

func (p *Problem) newSettledScratch() settledScratch { return p.settledScratchIn(nil) }

// settledScratchIn is newSettledScratch in r's memory, when r is not nil.
func (p *Problem) settledScratchIn(r *room) settledScratch {
	n := len(p.Vars)
	nl := 0
	for _, x := range p.Vars {
		nl += x.Options
	}
	var buf []int
	if r == nil {
		buf = make([]int, 2*n+1+nl)
	} else {
		r.settled = grown(r.settled, 2*n+1+nl)
		buf = r.settled
	}
	sc := settledScratch{inComp: buf[:n:n], base: buf[n : 2*n+1 : 2*n+1], gain: buf[2*n+1:]}
	for v, x := range p.Vars {
		sc.base[v+1] = sc.base[v] + x.Options
	}
	return sc
}

// settled tells, without building a search, whether newSearch for comp
// would find the incumbent already at its ceiling (bestVal >= ceiling), so
// that solveComponent would keep the incumbent's choice and return at once:
// it works out the same ceiling, min(val+remGain, the total weight), from
// the same sums (indexRequirements' val and gainOf, orderOptions'
// maxGain). Most components of a typical board are one creature with
// nothing better to do; their tables are never made.
func (p *Problem) settled(comp []int, incumbent []int, sc settledScratch) bool {
	for _, v := range comp {
		sc.inComp[v] = 1
		clear(sc.gain[sc.base[v]:sc.base[v+1]])
	}
	val := 0 // the weight of the requirements the fixed variables obey
	for _, r := range p.Reqs {
		sat := false
		for _, l := range r.Satisfiers {
			if sc.inComp[l.V] == 1 {
				sc.gain[sc.base[l.V]+l.O] += r.weight()
			} else if incumbent[l.V] == l.O {
				sat = true
			}
		}
		if sat {
			val += r.weight()
		}
	}
	rem := 0 // the most each variable of comp could add, summed
	for _, v := range comp {
		most := 0
		for _, g := range sc.gain[sc.base[v]:sc.base[v+1]] {
			most = max(most, g)
		}
		rem += most
		sc.inComp[v] = 0
	}
	return p.ObeyedBy(incumbent) >= min(val+rem, p.totalWeight())
}

// totalWeight is the weight of all the Requirements: what a choice that
// obeys every one of them obeys.
func (p *Problem) totalWeight() int {
	n := 0
	for _, r := range p.Reqs {
		n += r.weight()
	}
	return n
}
