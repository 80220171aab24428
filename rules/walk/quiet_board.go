package walk

import (
	"fmt"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/state"
)

// This file lets a step of the walk pass over the search for the triggered
// abilities its game actions trigger (attackStepTriggers,
// blockStepTriggers, damageTriggers) on a quiet board: one whose
// permanents have only abilities no trigger of the walk is (quietAbility:
// evasion, restrictions and requirements on blocks, combat keywords that
// trigger nothing), so that every search finds none. The searches read
// the permanents' abilities and, for the declare blockers step, the
// delayed triggers tricks set up (blockWatches, blocksWatches), which the
// caller asks for none of. With verifyDelta each search passed over is
// made and must find nothing, and change nothing of the walk
// (verifyQuiet).

// quietAbility reports whether a is an ability no trigger of the walk
// searches for: a keyword or rule of combat that triggers nothing
// (provoke, which the declaration of attackers applies itself:
// declareAttackers), giving no ability.
func quietAbility(a *ability.Ability) bool {
	if len(a.Abilities) > 0 {
		return false
	}
	switch a.Keyword {
	case ability.Flying, ability.Trample, ability.Haste, ability.Vigilance, ability.Defender, ability.FirstStrike, ability.DoubleStrike,
		ability.Provoke:
		return true
	}
	return quietRule(ability.StaticOf(a.Keyword))
}

// quietRule reports whether static ability s is a rule of the
// declarations that no trigger searches for: a restriction on blocking or
// being blocked, counted or not, or a requirement to block, none of them
// a trigger.
func quietRule(s *ability.StaticAbility) bool {
	switch {
	case s == nil || s.Cost || s.Unless != ability.NoCondition:
		return false
	case s.Kind == ability.BlockRequired:
		return true
	}
	return (s.Act == ability.ToBlock || s.Act == ability.ToBeBlocked) && s.Restriction()
}

// quietBoard is quiet(b), remembered for the last board found quiet
// (rememberedBoard, followed_board.go): the three steps most often ask it
// of one board, the board the attack's check read, followed in place.
func (w *walk) quietBoard(b *state.Board) bool {
	return w.quietOn.ask(b, quiet, "quiet")
}

// quiet reports whether every ability of every permanent of b is quiet
// (quietAbility): no search for triggers finds one on b.
func quiet(b *state.Board) bool {
	for _, p := range b.Order {
		for i := range p.Readings {
			if !quietAbility(&p.Readings[i]) {
				return false
			}
		}
	}
	return true
}

// verifyQuiet panics when search, a search for triggers passed over on a
// quiet board, finds one, or changes the walk's work or view (tests only:
// verifyDelta).
func (w *walk) verifyQuiet(b *state.Board, search func() []pending) {
	work, view := w.work, w.cache
	if found := search(); len(found) > 0 {
		panic(fmt.Sprintf("quiet board: %d triggers found on\n%s", len(found), boardText(b)))
	}
	if w.work != work || w.cache != view {
		panic(fmt.Sprintf("quiet board: the search changed the walk (work %d, then %d)\n%s", work, w.work, boardText(b)))
	}
}
