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
// them after lending them (keepOwn: copy on write), so the boards read on
// the lent permanents keep the values they were read from, as they kept
// those of a copy made for them before (ownPermanents). A combat whose
// walk changes no permanent between the declaration of blockers and the
// combat damage (whose board after damage becomes the walk's own,
// adoptPermanents) copies none. With wholeReads the check reads a copy,
// as the oracle; verifyDelta keeps a copy of what was lent and compares
// the lent permanents with it once the walk is done (verifyLent).

// lentBoard is what the walk knows of its permanents lent.
type lentBoard struct {
	// lent says the walk's permanents are read by a board of the check
	// of the blockers: the walk copies them before it changes one.
	lent bool
	// lentCopy and lentPerms are, with verifyDelta only, a copy of the
	// permanents lent, as they were, and the lent permanents themselves.
	lentCopy, lentPerms []game.Permanent
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

// keepOwn gives the walk its own copy of its permanents when they are
// lent, before it changes one of them or the list: the lent ones keep
// the values the boards read on them were read from.
func (w *walk) keepOwn() {
	if w.lent {
		w.board.Permanents = slices.Clone(w.board.Permanents)
		w.lent = false
	}
}

// adoptPermanents makes ps, a list no board the walk read holds as its
// own (the damage code's board after damage), the walk's permanents.
func (w *walk) adoptPermanents(ps []game.Permanent) {
	w.board.Permanents, w.lent = ps, false
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
	if a, b := jsonText(w.lentCopy), jsonText(w.lentPerms); a != b {
		panic(fmt.Sprintf("lent board: the permanents lent were\n%s\nthey are now\n%s", a, b))
	}
}
