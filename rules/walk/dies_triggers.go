package walk

import (
	"fmt"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The leaves-play triggers of ability/dies_triggers.go: which trigger, on
// what (dies_effects.go applies them). A creature put into a graveyard
// from play triggers its own "when ~ is put into a graveyard from play"
// and every "whenever a
// [quality] creature is put into a graveyard from play" of the permanents
// in play just before it left, with their characteristics then (410.10d):
// a permanent that leaves at the same time still triggers. They wait for
// the next time a player would receive priority (410.2): after the
// state-based effects of that moment, before the combat goes on to its
// next step; each resolves, then the state-based effects are checked again
// (420.3).

// hasDiesTrigger reports whether one of ids has a leaves-play trigger on
// board b, or a permanent of b has one on any creature, so that the walk
// reads the combat before they leave only then.
func hasDiesTrigger(b *state.Board, ids []game.ObjectID) bool {
	for _, id := range ids {
		if p := b.Perms[id]; p != nil && hasTriggerWhere(p, diesOwn) {
			return true
		}
	}
	return len(ids) > 0 && hasAnyDiesTrigger(b)
}

// hasAnyDiesTrigger reports whether a permanent of b has a trigger on any
// creature put into a graveyard.
func hasAnyDiesTrigger(b *state.Board) bool {
	for _, p := range b.Order {
		if hasTriggerWhere(p, diesAny) {
			return true
		}
	}
	return false
}

// diesWatches reports whether the trigger ab of src, on the board just
// before dead left play, triggers on it: a creature then, of the quality,
// not src for "another", controlled by src's controller for "you
// control", the one src was attached to for "enchanted / equipped
// creature".
func diesWatches(src *state.Perm, ab ability.Ability, dead *state.Perm) bool {
	switch {
	case !dead.IsCreature() || !state.Holds(ab.Quality, dead):
		return false
	case ab.Scope.Other && dead.ID == src.ID:
		return false
	case ab.Scope.YouControl && dead.Controller != src.Controller:
		return false
	case ab.Scope.Attached && src.AttachedTo != dead.ID:
		// An Aura's or Equipment's trigger on the creature it was
		// attached to just before that creature left.
		return false
	}
	return true
}

// anyDiesNotes notes, for a damage step resolved alone, the triggers of
// the board's permanents on the creatures its damage put into a graveyard
// (410.10d): the board afterwards doesn't show their effect.
func anyDiesNotes(b *state.Board, events []game.StateBasedEvent) []game.Note {
	if !hasAnyDiesTrigger(b) {
		return nil
	}
	var n []game.Note
	for _, e := range events {
		dead := b.Perms[e.Object]
		if dead == nil || e.Event != "destroyed" && e.Event != "put into its owner's graveyard" {
			continue
		}
		for _, src := range b.Order {
			for _, ab := range creaturesTriggers(src, ability.PutIntoGraveyard, ability.AnyRecipient, ability.NoRefinement) {
				if diesWatches(src, ab, dead) {
					n = append(n, game.Note{Rule: "410.10d", Objects: []game.ObjectID{src.ID, dead.ID}, Message: fmt.Sprintf("%s's ability \"%s\" triggers as %s is put into a graveyard; the board afterwards doesn't show its effect (POST /v1/combat/resolve walks the combat with it).", src.Label(), ab.Text, dead.Label())})
				}
			}
		}
	}
	return n
}
