package walk

import (
	"slices"

	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// A trick's source that has left play since the trick was used (its cost
// sacrificed it: "{R}, Sacrifice ~: It deals 2 damage to target creature
// it's blocking"): the ability exists apart from it, and what it asks of
// its source it reads from the source's last known information (402.6):
// its characteristics as it last was in play (what protection a target
// has from it, 502.7), and its combat as it left: a creature blocking it,
// or one it was blocking, as declared, unless it had been removed from
// combat before it left.

// lastKnown is permanent id as it last was on the request's board, when
// the walk's board no longer holds it.
func (w *walk) lastKnown(id game.ObjectID) (*state.Perm, bool) {
	if w.inPlay(id) {
		return nil, false
	}
	for _, p := range w.d.Board.Permanents {
		if p.ID == id {
			return &state.Perm{Permanent: p}, true
		}
	}
	return nil, false
}

// sourceInCombat reports whether a trick's source id is attacking (or
// blocking), or, gone from play, was as it left (402.6): declared so and
// not removed from combat before.
func (w *walk) sourceInCombat(id game.ObjectID, attacking bool) bool {
	if w.inCombat(id, attacking) {
		return true
	}
	if _, gone := w.lastKnown(id); !gone || slices.Contains(w.removed, id) {
		return false
	}
	if attacking {
		return w.passed(DeclareAttackersStep) && slices.ContainsFunc(w.d.Attackers, func(a game.Attacker) bool { return a.Creature == id })
	}
	return w.passed(DeclareBlockersStep) && slices.ContainsFunc(w.d.Blockers, func(b game.Blocker) bool { return b.Creature == id })
}

// toughnessBelowSourcePower reports whether p's toughness is less than
// the power of trick tr's source, as it is now or as it last was.
func (w *walk) toughnessBelowSourcePower(tr game.Trick, p *state.Perm) bool {
	src := w.view().Perms[tr.Source]
	if src == nil {
		q, ok := w.lastKnown(tr.Source)
		if !ok {
			return false
		}
		src = q
	}
	return src.Power != nil && p.Toughness != nil && *p.Toughness < *src.Power
}
