package trick

import (
	"fmt"
	"rulesjudge/rules/ability"
	"slices"
)

// Targets named by their combat with the source: "target creature
// blocking or blocked by ~", "target creature it's blocking". Whether such
// a target is legal is checked as the ability is activated and again as it
// resolves (413.2a), both times against the source's own block; the walk
// follows that block only while the source is in play.

// sourceCombatKept reports whether an activated ability whose targets are
// named by their combat with the source keeps its source in play: one
// whose cost sacrifices the source ("{R}, Sacrifice ~: it deals 2 damage
// to target creature it's blocking") would ask of a block the source no
// longer has, which the judge does not follow.
// sacrificed says the cost sacrifices the source.
func sourceCombatKept(parts []ability.Reading, sacrificed bool) error {
	if !sacrificed {
		return nil
	}
	for _, p := range parts {
		if namesSourceCombat(p.Selector.Quality) {
			return fmt.Errorf("the effect %q names its target by its combat with the source, which the cost sacrifices: the judge does not follow the block of a source that has left play", p.Text)
		}
		if err := sourceCombatKept(p.Parts, sacrificed); err != nil {
			return err
		}
	}
	return nil
}

// namesSourceCombat reports whether quality q names a creature by its
// combat with the source.
func namesSourceCombat(q ability.Quality) bool {
	if slices.ContainsFunc(q.Any, namesSourceCombat) {
		return true
	}
	return slices.ContainsFunc(q.Terms, func(t ability.Term) bool {
		return t.Kind == ability.BlockingSelf || t.Kind == ability.BlockedBySelf
	})
}
