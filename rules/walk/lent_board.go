package walk

import (
	"fmt"
	"slices"

	"rulesjudge/rules/game"
)

// This file lends the walk's permanents to the check of the blockers
// instead of copying them for it: the check, and the declare blockers
// step's combat read on the board it read (combatAsChecked), read the
// walk's board as the declare attackers step leaves it, and neither
// changes it. The walk copies its permanents only when it changes one of
// them after lending them (keepOwn, combat.go: copy on write), so the boards read on
// the lent permanents keep the values they were read from, as they kept
// those of a copy made for them before (ownPermanents). A combat whose
// walk changes no permanent between the declaration of blockers and the
// combat damage (whose board after damage becomes the walk's own,
// adoptPermanents) copies none. With wholeReads the check reads a copy,
// as the oracle; verifyDelta keeps a copy of what was lent and compares
// the lent permanents with it once the walk is done (verifyLent).

// ownPermanents is b with its own copy of the permanents: the board the
// check of the blockers reads with wholeReads.
func ownPermanents(b game.Board) game.Board {
	b.Permanents = slices.Clone(b.Permanents)
	return b
}

// lend is the walk's board for the check of the blockers to read: its
// own permanents, which it copies before it changes one from now on.
func (w *walk) lend() game.Board {
	if wholeReads {
		return ownPermanents(w.board)
	}
	w.lent = true
	if verifyDelta {
		w.lentCopy, w.lentPerms = slices.Clone(w.board.Permanents), w.board.Permanents
	}
	return w.board
}

// verifyLent panics when the permanents lent differ from what they were
// as they were lent: the walk changed one in place (tests only:
// verifyDelta). The values they share with the walk's (counters, power
// and toughness) are compared as the copy made for the check before
// shared them too.
func (w *walk) verifyLent() {
	if w.lentPerms == nil {
		return
	}
	if a, b := jsonText(w.lentCopy), jsonText(w.lentPerms); a != b { // step_combat.go
		panic(fmt.Sprintf("lent board: the permanents lent were\n%s\nthey are now\n%s", a, b))
	}
}
