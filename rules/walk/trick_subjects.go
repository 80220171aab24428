package walk

import (
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
)

// Whom a trick's effect affects beyond one target: the player using it
// ("~ deals 1 damage to you"), the creatures it selects ("each creature
// without flying"). Damage one effect deals to several is dealt at once
// by its source (trickDamage), then the state-based effects are checked.

// present are the ids of to still on the board (a permanent or a player).
func (w *walk) present(to []game.ObjectID) []game.ObjectID {
	var out []game.ObjectID
	for _, id := range to {
		if w.permanent(id) != nil || w.isPlayer(id) {
			out = append(out, id)
		}
	}
	return out
}

// An effect may name several targets ("two target creatures", "X target
// creatures", "any number of target creatures"): its caster announces
// how many, then chooses them, never the same one twice (409.1c); the
// targets list gives them in the order the text names them, each effect's
// in a row.

// slotSize is how many targets effect p names: one for a target, its
// number for several ("two"), the trick's x for "X target creatures", -1
// for "any number", 0 for none.
func slotSize(p ability.Reading, x *int) int {
	switch p.Selector.Subject {
	case ability.Targeted, ability.AnyOne:
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

// slotOrder are the effects of slots in the text's order.
func slotOrder(slots map[int][]game.ObjectID) []int {
	var out []int
	for i := range slots {
		out = append(out, i)
	}
	slices.Sort(out)
	return out
}

// xTargets reports whether a reading names X targets: the trick gives
// how many in x.
func xTargets(r ability.Reading) bool {
	return slices.ContainsFunc(r.Parts, func(p ability.Reading) bool {
		return p.Selector.Subject == ability.SeveralTargeted && p.Selector.Targets == ability.XTargets
	})
}
