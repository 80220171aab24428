package walk

import (
	"fmt"
	"slices"
	"strings"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/damage"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// This file lets the check of the blockers read the board the attack's
// check read, with the attackers tapped (blocksBoard), and lets the
// state-based effects a combat damage step checks
// (420.3) derive the board that follows the damage from the board the
// damage was dealt on (state.Board.Follow), instead of reading it again
// pass by pass, when no ability of that board can begin to apply as
// permanents leave it: every ability is local (derived_patch.go: no count,
// condition or quality of another permanent's power) and none gives or
// takes abilities. state.Board.Follow shows the rest (no effect changed
// any permanent). The board so derived is counted in the walk's work as
// the board read again, so that the walk's limit refuses the same
// combats; with wholeReads the board is read again, as the oracle, and
// verifyDelta compares each board so derived with the board read again.

// followDamage sets c, the combat of a damage step, to derive the boards
// its state-based effects read again from the board before, when it can,
// and to tell, without deriving it, a board on which the check would
// change nothing (damage.Combat.Unchanged): settled is then that board,
// not derived, counted as the board read. kept says the step's board is
// not the board as read (keepStrikeHistory changed its abilities): then
// each board is read again.
func (w *walk) followDamage(c *damage.Combat, kept bool, settled *seenBoard) {
	if wholeReads || kept || !w.isolatedBoard(c.B) {
		return
	}
	c.Follow = func(prev *state.Board, in game.Board) (*state.Board, bool) {
		b, ok := prev.Follow(in)
		if ok && verifyDelta {
			verifyFollowed(b, in)
		}
		return b, ok
	}
	c.Unchanged = func(prev *state.Board, in game.Board) bool {
		if !prev.Follows(in) {
			return false
		}
		*settled = followedSeen(prev, in)
		w.spendUnits(settled.units())
		if verifyDelta {
			verifyUnchanged(settled, prev, in)
		}
		return true
	}
}

// verifyUnchanged panics when s, the board Follow would derive from prev
// for in, not derived, has other permanents than in read again (through
// Follow, and whole), is not counted as in read whole, or when a
// state-based check would change anything on in read whole: a creature
// with toughness 0 or less, or with lethal damage and not indestructible
// (no shield, attachment or shed Aura: Follow's inert board has none).
// Tests only: verifyDelta.
func verifyUnchanged(s *seenBoard, prev *state.Board, in game.Board) {
	b, ok := prev.Follow(in)
	if !ok {
		panic("unchanged board: Follows said Follow derives the board, and it doesn't")
	}
	verifyFollowed(b, in)
	if a, b := boardText(s.board()), boardText(b); a[strings.Index(a, "\n"):] != b[strings.Index(b, "\n"):] {
		panic(fmt.Sprintf("unchanged board: the board kept\n%s\nthe board followed\n%s", a, b))
	}
	fresh, _ := state.NewBoard(in)
	if s.units() != boardUnits(fresh) {
		panic(fmt.Sprintf("unchanged board: %d units counted, %d read again", s.units(), boardUnits(fresh)))
	}
	for _, p := range fresh.Order {
		if p.IsCreature() && p.Toughness != nil && (*p.Toughness <= 0 || p.Damage >= *p.Toughness && !p.Has(ability.Indestructible)) {
			panic(fmt.Sprintf("unchanged board: the check would put %s into its owner's graveyard\n%s", p.ID, boardText(fresh)))
		}
	}
	if len(fresh.Shed) > 0 || slices.ContainsFunc(in.Permanents, func(p game.Permanent) bool { return p.AttachedTo != "" || len(p.Shields) > 0 }) {
		panic(fmt.Sprintf("unchanged board: the check would shed or detach\n%s", boardText(fresh)))
	}
}

// isolated reports whether no ability of b can begin to apply to a
// permanent as others leave b or become tapped: each is local
// (localAbility), none gives or takes abilities, and none speaks of
// tapped permanents.
func isolated(b *state.Board) bool {
	for _, p := range b.Order {
		for i := range p.Readings {
			if a := &p.Readings[i]; state.ChangesAbilities(a) || !localAbility(a) || abilityReadsTapped(a) {
				return false
			}
		}
	}
	return true
}

// isolatedBoard is isolated(b), remembered for the last board found
// isolated (rememberedBoard): the check of the blockers reads the board
// the attack's check read, followed in place, and the damage step's
// combat is read on it too, so most walks ask it of one board twice.
func (w *walk) isolatedBoard(b *state.Board) bool {
	return w.isolatedOn.ask(b, isolated, "isolated")
}

// verifyFollowed panics when got, a board derived by Follow, differs from
// in read again (tests only: verifyDelta).
func verifyFollowed(got *state.Board, in game.Board) {
	fresh, errs := state.NewBoard(in)
	if len(errs) > 0 {
		panic(fmt.Sprintf("followed board: the board read again has errors: %v", errs.Err()))
	}
	if a, b := boardText(fresh), boardText(got); a != b {
		panic(fmt.Sprintf("followed board: read again\n%s\nfollowed\n%s", a, b))
	}
}

// abilityReadsTapped reports whether a, or an ability it gives, speaks of tapped
// or untapped permanents.
func abilityReadsTapped(a *ability.Ability) bool {
	if ability.UsesTerm(a.Quality, ability.Tapped) || ability.UsesTerm(a.When.Quality, ability.Tapped) {
		return true
	}
	for k := range a.Abilities {
		if abilityReadsTapped(&a.Abilities[k]) {
			return true
		}
	}
	return false
}

// blocksBoard is the board the check of the blockers reads, in (the
// walk's board as the declare attackers step leaves it, its own
// permanents): derived from attack, the board the attack's check read,
// when in differs from it only in the attackers tapped (state.Board.Follow)
// and no ability of it could tell; else read whole. given says the walk
// gives attack up (first_view.go: firstViewLeft): attack itself becomes
// the board that follows it (state.Board.FollowInPlace), when it can.
func (w *walk) blocksBoard(attack *state.Board, in game.Board, given bool) (*state.Board, game.ErrorList) {
	if attack != nil && !wholeReads && !readsTapped(in) && w.isolatedBoard(attack) { // combat_progress.go: no line says tapped
		if given && attack.FollowInPlace(in) {
			if verifyDelta {
				verifyFollowed(attack, in)
			}
			return attack, nil
		}
		if b, ok := attack.Follow(in); ok {
			if verifyDelta {
				verifyFollowed(b, in)
			}
			return b, nil
		}
	}
	return state.NewBoard(in)
}
