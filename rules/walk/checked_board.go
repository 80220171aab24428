package walk

import (
	"fmt"
	"iter"
	"maps"
	"slices"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/damage"
	"rulesjudge/rules/declare"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// This file lets a combat walk use a board it has read already where it
// would read its board again, when nothing changed between the two
// readings, so that a walk derives its board fewer times:
//   - the declare blockers step reads its combat on the board the check
//     of the blockers read (combatAsChecked);
//   - the state-based effects of a damage step tell that no creature they
//     put into a graveyard has a leaves-play trigger from the board the
//     step read (noneDiesOn);
//   - the end of combat step tells that no permanent has an "at end of
//     combat" ability from the board the damage step's state-based effects
//     read last (noEndOfCombatTrigger), and that no pump lasting until end
//     of combat ends from that board too (endViewSeen).
// Those boards were read for a combat, which changes a derived board in
// one way: it activates the abilities that hold only while a creature
// attacks or blocks, or against the player it attacks, and the lords'
// "attacking you" (declare.ResolveBlockers, damage.ReadCombat); activated
// twice they would count twice, and the view has none of them. On a board
// where no permanent has an ability that holds only under a condition
// (unconditional) activating changes no ability, so such a board has the
// abilities of the board read again. Each read saved is counted in the
// walk's work as the read it replaces, so that the walk's limit refuses
// the same combats; with wholeReads nothing is saved, and verifyDelta
// compares each use with the board read again.

// combatAsChecked is combatNow(game.RegularStep) as the declare blockers
// step begins: read on checked, the board the check of the blockers read
// (on the walk's permanents lent to it: lent_board.go), when it can be (unconditional), or
// on the walk's board read again. The read is counted as combatNow counts
// it, so that the walk's limit refuses the same combats. With wholeReads
// the walk reads its board again, as the oracle.
func (w *walk) combatAsChecked(checked *state.Board, attack *declare.AttackPlan) *damage.Combat {
	if checked == nil || wholeReads || w.errs != nil || !unconditional(checked) {
		c, _ := w.combatNow(game.RegularStep)
		return c
	}
	c, _ := w.combatOnAttacked(checked, nil, game.RegularStep, w.checkedAttack(checked, attack))
	if verifyDelta {
		w.verifyKept(c, game.RegularStep) // step_combat.go
	}
	return c
}

// checkedAttack is attack, the attackers the check of the blockers
// resolved on checked, for the combat the declare blockers step reads on
// checked: when it resolved the walk's declaration itself (every attacker
// still in play: walk.attackersInPlay), and no cost to attack was paid
// or sacrifice made. Else nil: the combat resolves them again. Resolving
// them again, gone ones allowed, finds the same (verifyDelta checks).
func (w *walk) checkedAttack(checked *state.Board, attack *declare.AttackPlan) *declare.AttackPlan {
	if attack == nil || attack.B != checked || attack.Paid != nil || attack.Sacrificed != nil || len(attack.Decl) != len(w.d.Attackers) || len(attack.Decl) == 0 || &attack.Decl[0] != &w.d.Attackers[0] {
		return nil
	}
	if verifyDelta {
		again, errs := declare.ResolveAttackers(checked, w.d.Attackers, true)
		if len(errs) > 0 || !maps.Equal(again.Player, attack.Player) || !slices.Equal(again.Attackers, attack.Attackers) || len(again.Decl) != len(attack.Decl) {
			panic(fmt.Sprintf("checked attack: the check's %v %v, resolved again %v %v (%v)", attack.Player, declare.IdsOf(attack.Attackers), again.Player, declare.IdsOf(again.Attackers), errs))
		}
	}
	return attack
}

// unconditional reports whether no permanent of b has an ability that
// holds only under a condition (state.Perm.Conditional): activating the
// attack or the blocks on b changes none of its abilities.
func unconditional(b *state.Board) bool {
	for _, p := range b.Order {
		if len(p.Conditional) > 0 {
			return false
		}
	}
	return true
}

// noneDiesOn reports whether lookBack may answer from seen, without
// reading the view, that none of ids has a leaves-play trigger: the view
// is not at hand, seen has the abilities it would read (sameAbilities),
// and none of ids has one there. The read it saves is counted as the view
// counts it (a unit for each permanent and ability, the same on both).
// When one has, lookBack reads the view as before: what the trigger does
// may look at it.
func (w *walk) noneDiesOn(seen *state.Board, ids []game.ObjectID) bool {
	if w.cache != nil || !w.sameAbilities(seen) || hasDiesTrigger(seen, ids) {
		return false
	}
	w.spend(seen)
	if verifyDelta {
		w.verifySeen(seen)
	}
	return true
}

// sameAbilities reports whether seen, a reading of the walk's board as it
// is now for its combat (combatNow), has the abilities a view would read:
// reading the combat activates only the abilities that hold under a
// condition, and seen has none (unconditional). (Its power and toughness
// may differ: a snow count that changes as its creature attacks.)
func (w *walk) sameAbilities(seen *state.Board) bool {
	return seen != nil && !wholeReads && w.errs == nil && unconditional(seen)
}

// verifySeen panics when seen differs from the view read anew in its
// permanents or any permanent's abilities (tests only: verifyDelta).
func (w *walk) verifySeen(seen *state.Board) {
	fresh, errs := state.NewBoard(w.snapshot())
	if len(errs) > 0 {
		panic(fmt.Sprintf("seen board: the board read anew has errors: %v", errs.Err()))
	}
	abilities := func(b *state.Board) string {
		s := ""
		for _, p := range b.Order {
			s += fmt.Sprintf("%s %v\n", p.ID, p.Readings)
		}
		return s
	}
	if a, b := abilities(fresh), abilities(seen); a != b || boardUnits(fresh) != boardUnits(seen) {
		panic(fmt.Sprintf("seen board: read anew\n%s\nseen\n%s", a, b))
	}
}

// settledBoard is the board a combat damage step's state-based effects
// read last, and found none more applying (420.3): the walk's board as the
// step leaves it. It is kept, with the walk's count of its changes then,
// for the end of combat step to tell from it that the board has no "at end
// of combat" trigger, when nothing happened since.
type settledBoard struct {
	afterDamage        seenBoard
	afterDamageChanges int32 // with atEnd in one word: the walk's size counts
	// atEnd says afterDamage is the board noEndOfCombatTrigger answered
	// from, kept for the end of combat step's last look at the view
	// (endViewSeen), not the damage step's any more.
	atEnd bool
}

// seenBoard is a board the state-based effects read: b itself, read or
// derived, when perms is nil; else the board state.Board.Follow would
// derive from b for a board of the permanents perms (perhaps none), not
// derived (damage.Combat.Unchanged: its permanents are b's, with perms'
// damage and tapped state, in perms' order). None when b is nil.
type seenBoard struct {
	b     *state.Board
	perms []game.Permanent
}

// followedSeen is the board Follow would derive from prev for in, not
// derived.
func followedSeen(prev *state.Board, in game.Board) seenBoard {
	if in.Permanents == nil {
		return seenBoard{b: prev, perms: []game.Permanent{}}
	}
	return seenBoard{b: prev, perms: in.Permanents}
}

// each yields the board's permanents in order.
func (s *seenBoard) each() iter.Seq[*state.Perm] {
	return func(yield func(*state.Perm) bool) {
		if s.perms == nil {
			for _, p := range s.b.Order {
				if !yield(p) {
					return
				}
			}
			return
		}
		j := 0 // perms are b's, in b's order (state.Board.Follows)
		for i := range s.perms {
			for j < len(s.b.Order) && s.b.Order[j].ID != s.perms[i].ID {
				j++
			}
			if j == len(s.b.Order) || !yield(s.b.Order[j]) {
				return
			}
			j++
		}
	}
}

// units is the board's count in the walk's work, as boardUnits counts
// it: the same for the board not derived, whose permanents have b's
// abilities.
func (s *seenBoard) units() int {
	if s.perms == nil {
		return boardUnits(s.b)
	}
	units := 1
	for p := range s.each() {
		units += 1 + len(p.Readings)
	}
	return units
}

// board is the board itself, derived when it was not, with b's players
// (tests only: verifyDelta, which compares its permanents and abilities).
func (s *seenBoard) board() *state.Board {
	if s.perms == nil {
		return s.b
	}
	b, ok := s.b.Follow(game.Board{ActivePlayer: s.b.ActivePlayer, Players: s.b.Players, Permanents: s.perms})
	if !ok {
		panic("seen board: Follows said Follow derives the board, and it doesn't")
	}
	return b
}

// keepSettled keeps b, the last board the damage step's state-based
// effects read (none when they read none again: nothing left play), as
// the walk's board now.
func (w *walk) keepSettled(b seenBoard) {
	w.afterDamage, w.afterDamageChanges, w.atEnd = b, int32(w.boardChanges), false
}

// settledUnits reports whether s, a board kept as the walk's board now,
// has the abilities a view would read, as sameAbilities does, and no
// permanent with an ability of keywords none; units are then s.units(),
// counted in the same pass over s.
func (w *walk) settledUnits(s *seenBoard, none ...ability.Keyword) (units int, ok bool) {
	if s.b == nil || wholeReads || w.errs != nil {
		return 0, false
	}
	units = 1
	for p := range s.each() {
		if len(p.Conditional) > 0 {
			return 0, false
		}
		for _, k := range none {
			if p.Has(k) {
				return 0, false
			}
		}
		units += 1 + len(p.Readings)
	}
	return units, true
}

// noEndOfCombatTrigger reports whether the end of combat step may tell,
// without reading the view, that no permanent has an "at end of combat"
// ability: the board a damage step settled is the walk's board now
// (nothing changed since), has the abilities a view would read
// (sameAbilities) and none such. Nothing else in the step would read the
// view either: no delayed trigger waits (the caller's), no trick is used
// then. The read it saves is counted as the view counts it.
func (w *walk) noEndOfCombatTrigger() bool {
	b := w.afterDamage
	w.afterDamage = seenBoard{}
	if w.atEnd || w.cache != nil || w.boardChanges != int(w.afterDamageChanges) ||
		slices.ContainsFunc(w.d.Tricks, func(t game.Trick) bool { return t.At == EndOfCombatStep }) {
		return false
	}
	units, ok := w.settledUnits(&b, endOfCombatKeywords...)
	if !ok {
		return false
	}
	w.spendUnits(units)
	if verifyDelta {
		w.verifySeen(b.board())
	}
	w.afterDamage, w.atEnd = b, true
	return true
}

// endViewSeen reports whether the end of combat step, ending the pumps
// that lasted until end of combat (combatPumpsEnd) when there are none,
// may do without reading the view: the board noEndOfCombatTrigger
// answered from is still the walk's board (nothing changed since) and has
// the abilities a view would read. The read it saves is counted as the
// view counts it.
func (w *walk) endViewSeen() bool {
	b := w.afterDamage
	if !w.atEnd {
		b = seenBoard{}
	}
	w.afterDamage, w.atEnd = seenBoard{}, false
	if w.cache != nil || w.boardChanges != int(w.afterDamageChanges) {
		return false
	}
	units, ok := w.settledUnits(&b)
	if !ok {
		return false
	}
	w.spendUnits(units)
	if verifyDelta {
		w.verifySeen(b.board())
	}
	return true
}
