package walk

import (
	"encoding/json"
	"fmt"
	"rulesjudge/rules/damage"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
	"slices"
)

// This file hands the combat damageSteps reads, to decide whether a
// first-strike step happens (502.2b), to the damage step it begins: the
// combat as read for no step named is the combat of the step it decides,
// and nothing happens between the two, so the step doesn't read the whole
// board and the combat on it again.

// stepCombat is the combat kept for the damage step about to begin, and
// the combat the declare blockers step read, kept until the damage steps
// begin.
type stepCombat struct {
	kept *damage.Combat
	// blockersCombat is the combat declareBlockers read, when the board has not
	// changed since (boardChanges, blockRemoved: the walk's count of its changes
	// and the creatures removed from combat then).
	blockersCombat *damage.Combat
	boardChanges   int
	blockRemoved   []game.PermanentID
}

// keepBlocks keeps c, the combat the declare blockers step read, for the
// damage steps: when nothing changes on the board until they begin (no
// trigger, trick or event), they read the same combat (combatAsBlocked).
func (w *walk) keepBlocks(c *damage.Combat) {
	w.blockersCombat = nil
	if c == nil || c.Err != nil || c.History != nil || wholeReads {
		return
	}
	w.blockersCombat, w.boardChanges, w.blockRemoved = c, 0, slices.Clone(w.inPlayRemoved())
}

// combatAsBlocked is combatNow("") as damageSteps begins: the combat the
// declare blockers step read, its step decided as for no step named, when
// the board has not changed since.
func (w *walk) combatAsBlocked() (*damage.Combat, *state.Board) {
	c := w.blockersCombat
	w.blockersCombat = nil
	if c == nil || w.boardChanges != 0 || w.errs != nil || !slices.Equal(w.blockRemoved, w.inPlayRemoved()) {
		return w.combatNow("")
	}
	var errs game.ErrorList
	c.ResolveStep("", &errs) // the same board: only the step changes
	c.Decl.Step = ""
	if len(errs) > 0 {
		return w.combatNow("")
	}
	if verifyDelta {
		w.verifyKept(c, "")
	}
	return c, c.B
}

// keepCombat keeps c, read by combatNow for no step named, as the combat
// of the damage step about to begin, step (the one c decided). With
// wholeReads nothing is kept: the oracle reads each step's combat anew.
func (w *walk) keepCombat(c *damage.Combat, step game.Step) {
	if c == nil || c.Step != step || c.Err != nil || w.errs != nil || wholeReads {
		return
	}
	c.Decl.Step = step // as combatNow(step) reads it
	w.kept = c
}

// combatOfStep is the combat of the damage step beginning: the one kept
// for it, if any and nothing failed since, else combatNow(step).
func (w *walk) combatOfStep(step game.Step) (*damage.Combat, *state.Board) {
	c := w.kept
	w.kept = nil
	if c == nil || c.Step != step || w.errs != nil {
		return w.combatNow(step)
	}
	if verifyDelta {
		w.verifyKept(c, step)
	}
	return c, c.B
}

// verifyKept panics when the combat kept for step differs from the one
// combatNow(step) reads now: who attacks and blocks whom, the step, and
// every permanent's state, power and toughness and abilities (tests
// only: verifyDelta).
func (w *walk) verifyKept(got *damage.Combat, step game.Step) {
	work, limit, errs := w.work, w.limit, w.errs
	w.limit = 1 << 62 // the check's reading is the test's, not the walk's
	fresh, _ := w.combatNow(step)
	w.work, w.limit, w.errs = work, limit, errs
	if a, b := combatText(fresh), combatText(got); a != b {
		panic(fmt.Sprintf("step combat: read again\n%s\nkept\n%s", a, b))
	}
}

// combatText is a combat as text, pointers followed.
func combatText(c *damage.Combat) string {
	ids := func(ps []*state.Perm) []game.ObjectID {
		out := []game.ObjectID{}
		for _, p := range ps {
			out = append(out, p.ID)
		}
		return out
	}
	removed := []string{}
	for id := range c.Removed {
		removed = append(removed, string(id))
	}
	slices.Sort(removed)
	s := fmt.Sprintf("step %s first %v onlyDS %v attackers %v blockers %v removed %v err %v decl %s\n", c.Step, c.FirstStep, c.OnlyDS,
		ids(c.Attackers), ids(c.Blockers), removed, c.Err, jsonText(c.Decl))
	for _, p := range c.B.Order {
		s += fmt.Sprintf("%s %s %v %v blocked %v by %v blocking %v %s\n", p.ID, jsonText(p.Permanent), p.OnCount, p.Readings,
			c.Blocked[p.ID], ids(c.BlockedBy[p.ID]), ids(c.Blocking[p.ID]), ptText(p.Power)+"/"+ptText(p.Toughness))
	}
	return s
}

func jsonText(v any) string {
	text, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("step combat: %v", err))
	}
	return string(text)
}
