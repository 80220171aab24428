package solver

// A component of one Variable that no Constraint names is decided without
// a search: each of its options is worth the Requirements it obeys that no
// other Variable's choice obeys already, and the choice is the one the
// search would make (solveComponent): the incumbent's when no option is
// worth more, else the first, in the order the search tries them
// (orderOptions: the greatest weight of Requirements obeyed first,
// counting those obeyed already; then the lowest option), of the options
// worth the most. The search keeps a new choice only when it is worth more
// than every one tried before it, so that is the first it meets.

// constrainedVars marks the Variables some Constraint names, in r's
// memory.
func (p *Problem) constrainedVars(r *room) []bool {
	r.constrained = grown(r.constrained, len(p.Vars))
	for _, c := range p.Cons {
		for _, l := range c.If {
			r.constrained[l.V] = true
		}
		for _, l := range c.Count {
			r.constrained[l.V] = true
		}
	}
	return r.constrained
}

// alone is the choice of Variable v, alone in its component and named by
// no Constraint, with every other Variable's choice as in incumbent.
func (p *Problem) alone(v int, incumbent []int, r *room) int {
	k := p.Vars[v].Options
	r.gain, r.worth, r.seen = grown(r.gain, k), grown(r.worth, k), grown(r.seen, k)
	gain, worth, seen := r.gain, r.worth, r.seen // per option; seen: the last Requirement counted, plus one
	for ri, req := range p.Reqs {
		obeyed := false // by another Variable's choice
		for _, l := range req.Satisfiers {
			if l.V != v && incumbent[l.V] == l.O {
				obeyed = true
				break
			}
		}
		for _, l := range req.Satisfiers {
			if l.V != v || seen[l.O] == ri+1 {
				continue
			}
			seen[l.O] = ri + 1
			gain[l.O] += req.weight()
			if !obeyed {
				worth[l.O] += req.weight()
			}
		}
	}
	choice := incumbent[v]
	for o := range k {
		if worth[o] > worth[choice] || worth[o] == worth[choice] && choice != incumbent[v] && gain[o] > gain[choice] {
			choice = o
		}
	}
	return choice
}
