package walk

import (
	"rulesjudge/rules/damage"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// This file gives the declare blockers step of a combat walk the board the
// check of its blockers read (ResolveCombat), instead of reading the
// walk's board again: nothing happens on the board between the check and
// the step. The check changes the board it reads in one way only: it
// activates the abilities that hold while a creature attacks, or against
// the player it attacks, and the lords' "attacking you" (declare.
// ResolveBlockers), which reading the combat activates again, and twice
// would be too much. On a board where no permanent has an ability that
// holds only under such a condition, activating changes nothing, and the
// board checked is the board the step would read.

// combatAsChecked is combatNow(game.RegularStep) as the declare blockers
// step begins: read on checked, the board the check of the blockers read
// (a board of its own, ownPermanents), when it can be (unconditional), or
// on the walk's board read again. The read is counted as combatNow counts
// it, so that the walk's limit refuses the same combats. With wholeReads
// the walk reads its board again, as the oracle.
func (w *walk) combatAsChecked(checked *state.Board) *damage.Combat {
	if checked == nil || wholeReads || w.errs != nil || !unconditional(checked) {
		c, _ := w.combatNow(game.RegularStep)
		return c
	}
	c, _ := w.combatOn(checked, nil, game.RegularStep)
	if verifyDelta {
		w.verifyKept(c, game.RegularStep) // step_combat.go
	}
	return c
}

// unconditional reports whether no permanent of b has an ability that
// holds only under a condition (state.Perm.Conditional): activating the
// attack or the blocks on b changes none of its abilities.
func unconditional(b *state.Board) bool {
	for _, p := range b.Order {
		if len(p.Conditional) > 0 {
			return false
		}
	}
	return true
}
