package walk

import (
	"fmt"
	"slices"

	"rulesjudge/rules/game"
	"rulesjudge/rules/trick"
)

// An instant's additional cost of any number of permanents sacrificed
// (trick.AdditionalSacrificeOf): its caster announces it as the spell is
// cast and pays it then (409.1b, 409.1f), with the permanents the trick's
// sacrifice list names, each once, each its own and of the quality the
// cost names; none is a legal choice. The effect counts them as it
// resolves (timesX).

// additionalPayable checks the permanents trick t sacrifices for the
// additional cost of its line.
func (w *walk) additionalPayable(t game.Trick, line trickLine) *game.Violation {
	if line.sacrificed == nil {
		return nil
	}
	if n := len(slices.Compact(slices.Sorted(slices.Values(t.Sacrifice)))); n != len(t.Sacrifice) {
		return &game.Violation{Rule: "409.1f", Objects: []game.ObjectID{t.Player}, Message: fmt.Sprintf("the sacrifice list names a permanent twice: each permanent is sacrificed once to pay \"%s\".", line.sacrificed.Text)}
	}
	c := trick.CostPart{Kind: "sacrifice", Quality: line.sacrificed.Quality, N: len(t.Sacrifice), Text: line.sacrificed.Text}
	return w.sacrificeOK(t, c, line) // trick_costs.go
}

// additionalPaid pays the additional cost as the spell is cast: what the
// trick sacrifices leaves play, and the event says how many.
func (w *walk) additionalPaid(t game.Trick, line trickLine) {
	if line.sacrificed == nil {
		return
	}
	w.event(EventTrick, "409.1b", w.trickObjects(t, line), "%s pays the additional cost \"%s\" of %s, sacrificing %d permanent(s).", t.Player, line.sacrificed.Text, line.name, len(t.Sacrifice))
	for _, id := range t.Sacrifice {
		w.sacrifice(id, line) // trick_costs.go
	}
}
