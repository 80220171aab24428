package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/trick"
)

// slotSize is how many targets effect p names: one for a target, its
// number for several ("two"), the trick's x for "X target creatures", -1
// for "any number", 0 for none.
func slotSize(p ability.Reading, x *int) int {
	if trick.NamesCard(p) {
		return 0 // a card not on the board: the trick names it in enters (entering.go)
	}
	switch p.Selector.Subject {
	case ability.Targeted, ability.AnyOne, ability.TargetPlayersCreatures: // players_creatures.go
		return 1
	case ability.SeveralTargeted:
		switch p.Selector.Targets {
		case ability.AnyNumber:
			return -1
		case ability.XTargets:
			if x == nil {
				return 0
			}
			return *x
		}
		return p.Selector.Targets
	}
	return 0
}

// wantTargets is how many targets a reading names: n, or at least n when
// one of its effects names any number.
func wantTargets(r ability.Reading, x *int) (n int, atLeast bool) {
	for _, p := range r.Parts {
		switch k := slotSize(p, x); {
		case k < 0:
			atLeast = true
		default:
			n += k
		}
	}
	return n, atLeast
}

// targetSlots pairs each effect that names targets with those given for
// it, in the order the text names them; "any number" takes what the
// others leave.
func targetSlots(r ability.Reading, targets []game.ObjectID, x *int) map[int][]game.ObjectID {
	fixed, _ := wantTargets(r, x)
	out, k := map[int][]game.ObjectID{}, 0
	for i, p := range r.Parts {
		n := slotSize(p, x)
		if n < 0 {
			n = max(len(targets)-fixed, 0)
		}
		if n == 0 && p.Selector.Subject != ability.SeveralTargeted {
			continue
		}
		end := min(k+n, len(targets))
		out[i] = targets[k:end]
		k = end
	}
	return out
}
