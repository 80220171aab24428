package walk

import (
	"fmt"
	"slices"
	"strings"

	"rulesjudge/rules/game"
	"rulesjudge/rules/trick"
)

// An instant that says when it may be cast ("Cast this spell only during
// combat after blockers are declared.") may be cast only then: a
// restriction on playing it (408.1a), checked at the trick's point. Every
// point of the combat where a trick is used is during combat; the
// declare blockers step's point is the only one after blockers are
// declared and before combat damage.

// castPoints are the points of the combat each window allows.
var castPoints = map[trick.CastWindow][]game.Step{
	trick.AfterBlockers:      {DeclareBlockersStep, game.FirstStrikeStep, game.RegularStep, EndOfCombatStep},
	trick.BeforeBlockers:     {BeginningOfCombatStep, DeclareAttackersStep},
	trick.InDeclareBlockers:  {DeclareBlockersStep},
	trick.InDeclareAttackers: {DeclareAttackersStep},
	trick.DuringCombat:       trickPoints,
	trick.BeforeCombatDamage: {BeginningOfCombatStep, DeclareAttackersStep, DeclareBlockersStep},
	trick.AfterCombat:        nil,
}

// castOutsideWindow is the violation of an instant cast at a point its
// restriction does not allow; nil when none.
func (w *walk) castOutsideWindow(t game.Trick, line trickLine) *game.Violation {
	for k, win := range line.cast.windows {
		if !slices.Contains(castPoints[win], t.At) {
			return &game.Violation{Rule: "408.1a", Objects: []game.ObjectID{t.Player}, Message: fmt.Sprintf("%s can't cast %s at the %s point: it may be cast only as its text says, \"%s\"", t.Player, line.name, t.At, strings.TrimSpace(line.cast.said[k]))}
		}
	}
	return nil
}
