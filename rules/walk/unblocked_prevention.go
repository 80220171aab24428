package walk

import (
	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/trick"
)

// Combat damage prevented for every unblocked creature this turn
// (trick.PreventsByUnblocked, Snag): a prevention effect looks at each
// combat damage event as it happens (419.7), so the walk keeps the effect
// for the turn and, as each combat damage step begins, gives each
// attacking creature unblocked then the prevention of the combat damage
// it would deal: one unblocked only once blockers are declared after the
// spell resolved, or put into play attacking later, is stopped too; a
// blocked creature never is, even with its blockers gone (309.2).

// preventByUnblocked resolves the effect: kept for the turn, applied as
// combat damage is dealt.
func (w *walk) preventByUnblocked(t game.Trick, line trickLine) {
	what := w.usedName(t, line)
	w.unblockedPreventions = append(w.unblockedPreventions, what)
	w.event(EventTrick, "419.7", []game.ObjectID{t.Player}, "%s resolves: all combat damage that unblocked creatures would deal this turn is prevented (a creature is seen unblocked or not as its combat damage is dealt).", what)
}

// unblockedPrevented applies the turn's effects as a combat damage step
// begins: each attacking creature unblocked now, not yet stopped, gains
// the prevention of the combat damage it would deal.
func (w *walk) unblockedPrevented() {
	if len(w.unblockedPreventions) == 0 || !w.passed(DeclareBlockersStep) {
		return
	}
	for _, p := range w.view().Order {
		if !p.IsCreature() || !w.inCombat(p.ID, true) || w.declaredBlocked(p.ID) || w.unblockedStopped[p.ID] {
			continue
		}
		if w.unblockedStopped == nil {
			w.unblockedStopped = map[game.ObjectID]bool{}
		}
		w.unblockedStopped[p.ID] = true
		w.gain(p.ID, "Prevent all combat damage that would be dealt by ~.")
		w.kept = nil // the combat read for the step had it not (step_combat.go)
		w.event(EventTrick, "419.7", []game.ObjectID{p.ID}, "%s: %s is unblocked as combat damage is dealt: all combat damage it would deal this turn is prevented.", w.unblockedPreventions[0], w.name(p.ID))
	}
}

// resolvedForTurn resolves an effect of a trick that holds for the turn
// rather than for what it names as it resolves; false for any other.
func (w *walk) resolvedForTurn(t game.Trick, line trickLine, e ability.Reading) bool {
	if !trick.PreventsByUnblocked(e) {
		return false
	}
	w.preventByUnblocked(t, line)
	return true
}
