package walk

import (
	"fmt"
	"rulesjudge/rules/declare"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
	"slices"
)

// This file gives a combat walk, as its first view, the board the attack's
// check read: ResolveCombat checks the declaration of attackers on the
// board as the request gives it, and the walk begins on that same board,
// so it need not derive it again (walk.rebaseCounts). Checking attackers
// changes nothing on the board it reads (no ability is activated by the
// attack before the combat is read: resolveCombat, blockPlan do that on
// boards of their own).

// ownPermanents is b with its own copy of the permanents, as the walk's
// view needs: the walk patches its view's permanents in place
// (derived_patch.go), which must not be the request's.
func ownPermanents(b game.Board) game.Board {
	b.Permanents = slices.Clone(b.Permanents)
	return b
}

// newWalkRead is newWalk beginning with the board the attack's check
// read, when there is one (plan not nil: the check read the board
// without errors) and it is the walk's board (ownPermanents). With
// wholeReads the walk reads its board anew, as the oracle.
func newWalkRead(d CombatDeclaration, plan *declare.AttackPlan) *walk {
	if plan == nil || plan.B == nil || wholeReads {
		return newWalk(d)
	}
	w := &walk{d: d, lost: map[game.PlayerID]game.RuleID{}, stage: EndOfCombatStep, from: BeginningOfCombatStep}
	w.wide = true // no state-based check made yet
	w.board = cloneBoard(d.Board)
	if verifyDelta {
		verifyFirstView(w, plan.B)
	}
	w.rebaseOn(plan.B, nil)
	return w
}

// verifyFirstView panics when the board the attack's check read differs
// from the walk's board read anew in any permanent's state, power and
// toughness or abilities (tests only: verifyDelta).
func verifyFirstView(w *walk, got *state.Board) {
	fresh, errs := state.NewBoard(w.snapshot())
	if len(errs) > 0 {
		panic(fmt.Sprintf("first view: the board read anew has errors: %v", errs.Err()))
	}
	if a, b := boardText(fresh), boardText(got); a != b {
		panic(fmt.Sprintf("first view: read anew\n%s\nread by the attack's check\n%s", a, b))
	}
}

// boardText is a derived board as text, pointers followed.
func boardText(b *state.Board) string {
	s := fmt.Sprintf("shed %d players %s\n", len(b.Shed), jsonText(b.Players))
	for _, p := range b.Order {
		s += fmt.Sprintf("%s %s %v %v %d %v %s\n", p.ID, jsonText(p.Permanent), p.OnCount, p.Readings, len(p.Conditional), p.Counted,
			ptText(p.Power)+"/"+ptText(p.Toughness))
	}
	return s
}
