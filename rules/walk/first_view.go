package walk

import (
	"fmt"
	"maps"
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
// boards of their own). The check reads the request's permanents
// themselves, which the walk never changes; the view takes its own copy
// of them only when the walk patches it (ownView, view_copy.go): copy
// on write, so that a walk whose first view is read again whole copies the
// permanents once, for its own board (cloneBoard).

// newWalkRead is newWalk beginning with the board the attack's check
// read, when there is one (plan not nil: the check read the board
// without errors) on the request's permanents (ownView copies them when
// the walk first patches it). With wholeReads the walk reads its board
// anew, as the oracle.
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
	w.defendFromCheck(plan)
	return w
}

// defendFromCheck gives the walk, as who each attacker attacks on its
// first view, what the attack's check resolved on that same board
// (walk.defenders), when the view is the check's board and the check read
// the walk's declaration of attackers: the check found every attacker, so
// resolving them again, with those gone kept as gone, finds the same
// players.
func (w *walk) defendFromCheck(plan *declare.AttackPlan) {
	if w.cache != plan.B || len(plan.Decl) != len(w.d.Attackers) || len(plan.Decl) > 0 && &plan.Decl[0] != &w.d.Attackers[0] {
		return
	}
	if verifyDelta {
		again, _ := declare.ResolveAttackers(plan.B, w.d.Attackers, true)
		if !maps.Equal(again.Player, plan.Player) {
			panic(fmt.Sprintf("first view: the check's defenders %v, resolved again %v", plan.Player, again.Player))
		}
	}
	w.defendersOn, w.defendersOf = plan.B, plan.Player
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

// firstViewLeft reports whether the walk holds nothing more of b, its
// first view, the board the attack's check read: its view is another
// board now (the attackers tapped: walk.changed), and all it did was
// declare the attackers and tap them or untap a creature provoked, in the
// declare attackers step, its only step so far (no trigger, trick or
// state-based effect that may keep a permanent of b). The check of the
// blockers may then make b the board that follows it (blocksBoard).
func (w *walk) firstViewLeft(b *state.Board) bool {
	if b == nil || w.cache == b || len(w.steps) != 1 || w.steps[0].Name != DeclareAttackersStep || len(w.waiting) > 0 {
		return false
	}
	for _, e := range w.steps[0].Events {
		if e.Kind != EventDeclared && e.Kind != EventTapped {
			return false
		}
	}
	return true
}

// attackOn is plan, the attack's check resolved, as the attackers decl
// resolved on b, when plan was resolved on b (b is the first view
// followed in place: blocksBoard) and decl is the declaration it
// resolved: the same permanents, attacking the same players. Else nil:
// the check of the blockers resolves them on its board.
func attackOn(plan *declare.AttackPlan, b *state.Board, decl []game.Attacker) *declare.AttackPlan {
	if plan == nil || plan.B != b || plan.Paid != nil || plan.Sacrificed != nil || len(plan.Decl) != len(decl) || len(decl) == 0 || &plan.Decl[0] != &decl[0] {
		return nil
	}
	if verifyDelta {
		again, errs := declare.ResolveAttackers(b, decl, false)
		if len(errs) > 0 || !maps.Equal(again.Player, plan.Player) || !slices.Equal(again.Attackers, plan.Attackers) {
			panic(fmt.Sprintf("first view: the check's attack %v %v, resolved again %v %v (%v)", plan.Player, declare.IdsOf(plan.Attackers), again.Player, declare.IdsOf(again.Attackers), errs))
		}
	}
	return plan
}
