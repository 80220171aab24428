package walk

import (
	"rulesjudge/rules/game"
	"slices"
)

// inCombat reports whether a creature is an attacking (or blocking)
// creature now: declared so, the declaration made already, and not
// removed from combat.
func (w *walk) inCombat(id game.ObjectID, attacking bool) bool {
	if slices.Contains(w.removed, id) || !w.inPlay(id) {
		return false
	}
	if attacking {
		return w.passed(DeclareAttackersStep) && slices.ContainsFunc(w.d.Attackers, func(a game.Attacker) bool { return a.Creature == id })
	}
	return w.passed(DeclareBlockersStep) && slices.ContainsFunc(w.d.Blockers, func(b game.Blocker) bool { return b.Creature == id })
}

// passed reports whether the walk has begun step s.
func (w *walk) passed(s game.Step) bool {
	if slices.Index(trickPoints, s) <= slices.Index(trickPoints, w.from) {
		return true // the board shows the combat after s already
	}
	return slices.ContainsFunc(w.steps, func(c CombatStep) bool { return c.Name == s }) ||
		(s == DeclareAttackersStep || s == DeclareBlockersStep) && w.damageBegun()
}

// damageBegun reports whether a combat damage step or the end of combat
// has begun.
func (w *walk) damageBegun() bool {
	return slices.ContainsFunc(w.steps, func(c CombatStep) bool {
		return c.Name == game.FirstStrikeStep || c.Name == game.RegularStep || c.Name == EndOfCombatStep
	})
}

// blocks reports whether blocker was declared blocking attacker.
func (w *walk) blocks(blocker, attacker game.ObjectID) bool {
	return slices.ContainsFunc(w.d.Blockers, func(b game.Blocker) bool { return b.Creature == blocker && slices.Contains(b.Blocking, attacker) })
}
