package rules

import (
	"rulesjudge/rules/ability"
	"slices"
)

// rebaseCounts makes a combat walk follow, from step to step, the count
// of a characteristic-setting ability whose value the request gives
// (Battle Squadron written as a 3/3): the value given holds on the board
// as given, and a creature destroyed in the first-strike damage step, or
// a life total changed, changes the count in the regular step (418.5a:
// the ability is applied whenever the value is determined). The value
// given is kept as what it adds to the count on the board as given; the
// board then counts it again each time it is read. A value whose count
// cannot be made (a hand not given) is left as given.
func (w *walk) rebaseCounts() {
	b, errs := newBoard(w.snapshot())
	if len(errs) > 0 {
		return // the walk reports them
	}
	for i := range w.board.Permanents {
		q := &w.board.Permanents[i]
		p := b.perms[q.ID]
		if p == nil {
			continue
		}
		for _, a := range p.abilities {
			k, v := 0, q.Power
			switch a.Keyword {
			case ability.DefinesPower:
			case ability.DefinesToughness:
				k, v = 1, q.Toughness
			default:
				continue
			}
			if v == nil || p.counted[k] || q.OnCount[k] {
				continue
			}
			n, ok := b.definedCount(p, a)
			if !ok {
				continue
			}
			*v -= n // cloneBoard gave the walk its own value
			q.OnCount[k] = true
		}
	}
}

// givenCounts is the walk's board as the request would give it: a value
// rebaseCounts kept as what it adds to a count is given again as the
// value the count makes on the board now.
func (w *walk) givenCounts() Board {
	out := w.board
	b, errs := newBoard(w.snapshot())
	if len(errs) > 0 {
		return out
	}
	out.Permanents = slices.Clone(w.board.Permanents)
	for i := range out.Permanents {
		q := &out.Permanents[i]
		p := b.perms[q.ID]
		if p == nil || !q.OnCount[0] && !q.OnCount[1] {
			continue
		}
		for _, a := range p.abilities {
			k, v := 0, &q.Power
			switch a.Keyword {
			case ability.DefinesPower:
			case ability.DefinesToughness:
				k, v = 1, &q.Toughness
			default:
				continue
			}
			if !q.OnCount[k] || *v == nil {
				continue
			}
			if n, ok := b.definedCount(p, a); ok {
				given := **v + n
				*v = &given
			}
		}
		q.OnCount = [2]bool{}
	}
	return out
}
