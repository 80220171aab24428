package walk

import (
	"slices"
	"strings"

	"rulesjudge/rules/game"
	"rulesjudge/rules/trick"
)

// "Activate only if ~ blocked or was blocked by a blue creature this
// turn" (408.1a): the source blocked, or was blocked by, a creature of
// that color in this combat (the turn's one combat the walk walks), the
// creature's color as it is now, or as it last was in play (402.6).

// combatWithColor checks the restriction of line on src.
func (w *walk) combatWithColor(line trickLine, src *game.Permanent, illegal func(string, ...any) *game.Violation) *game.Violation {
	color := ""
	for _, s := range line.reading.Timing {
		if c, ok := trick.CombatWithColor(s); ok {
			color = c
		}
	}
	if w.passed(DeclareBlockersStep) {
		for _, b := range w.d.Blockers {
			var others []game.ObjectID
			switch {
			case b.Creature == src.ID:
				others = b.Blocking
			case slices.Contains(b.Blocking, src.ID):
				others = []game.ObjectID{b.Creature}
			}
			if slices.ContainsFunc(others, func(id game.ObjectID) bool { return w.hasColorNowOrLast(id, color) }) {
				return nil
			}
		}
	}
	return illegal("may be activated only if %s blocked or was blocked by a %s creature this turn; it has not.", w.name(src.ID), color)
}

// hasColorNowOrLast reports whether id is of color, as it is now or, gone,
// as it last was.
func (w *walk) hasColorNowOrLast(id game.ObjectID, color string) bool {
	p := w.view().Perms[id]
	if p == nil {
		q, ok := w.lastKnown(id) // source_last_known.go
		if !ok {
			return false
		}
		p = q
	}
	return slices.ContainsFunc(p.Colors, func(c string) bool { return strings.EqualFold(c, color) })
}
