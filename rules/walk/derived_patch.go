package walk

import (
	"fmt"
	"math"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/damage"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// This file keeps a combat walk's derived board (walk.view) across the
// events that change one permanent's own power and toughness: a boost
// until end of turn (walk.boost) and a +1/+1 counter (walk.addCounter),
// the effect of most combat triggers. On a local board (localBoard) such
// an event changes the derived characteristics of that permanent alone,
// so the walk derives that permanent again (patch) instead of the whole
// board, and the state-based check that follows the trigger (420.3) looks
// at what changed (settled) instead of reading every permanent: the walk's
// cost grows with its triggers, not with triggers times permanents. Every
// other change (a permanent tapped, removed or leaving play, a player's
// life, a shield) goes through walk.changed, which reads the whole board
// again as before.

// walkDelta is what the walk knows of the changes since the last full
// check of state-based effects.
type walkDelta struct {
	// local is whether the view's board (cache) is local (localBoard),
	// once localAsked (localView).
	local, localAsked bool
	// wide is whether something changed since the last full check that is
	// not a patch of one permanent's power and toughness (or no full check
	// was made yet): the next check reads the whole board.
	wide bool
	// touched are the permanents patched since the last full check.
	touched []game.ObjectID
	// at indexes the walk's permanents by id (walk.permanent); labels the
	// labels of the request's permanents (walk.name).
	at     map[game.ObjectID]int
	labels map[game.ObjectID]string
}

// triggerUnits is the work of one triggered ability resolving beside the
// boards it reads: its effect on an object, the event reporting it, the
// state-based check of what it changed. Measured against reading a board
// (BenchmarkWalkTriggers: about 10 µs a trigger, about 1 µs a permanent
// with its abilities), it counts as reading ten permanents.
const triggerUnits = 10

// localBoard reports whether a change of one permanent's own power,
// toughness or counters changes, once the board is derived again, only
// that permanent's power and toughness: no effect on the board reads
// another permanent's power or toughness (a quality "with power 2 or
// less"), counts permanents (Scion of the Wild, a boost for each), holds
// under a condition, changes types or colors, or sets power and toughness
// by its own count; and no Aura was shed as the board was read. The
// passes newBoard skips on such a board (rareAbilities) are those that
// could; the rest read abilities and types, which such a change leaves.
func localBoard(b *state.Board) bool {
	if len(b.Shed) > 0 {
		return false
	}
	for _, p := range b.Order {
		if p.Rare != 0 || len(p.Conditional) > 0 || p.TypeSet != nil || p.Counted != [2]bool{} {
			return false
		}
		for i := range p.Readings {
			if !localAbility(&p.Readings[i]) {
				return false
			}
		}
	}
	return true
}

// localView is whether the view's board (cache, not nil) is local,
// asked the first time a change is to be patched or a check found settled
// on it, before any patch: a walk whose triggers change no power or
// toughness never asks.
func (w *walk) localView() bool {
	if !w.localAsked {
		w.local, w.localAsked = localBoard(w.cache), true
	}
	return w.local
}

// localAbility reports whether a, and every ability it gives, reads no
// power, toughness or count of another permanent (localBoard).
func localAbility(a *ability.Ability) bool {
	if s := ability.StaticOf(a.Keyword); s != nil && s.Counted {
		return false // counted as it applies (kinds.go)
	}
	if a.Condition != ability.Always || !localQuality(a.Quality) || !localQuality(a.When.Quality) {
		return false
	}
	for k := range a.Abilities {
		if !localAbility(&a.Abilities[k]) {
			return false
		}
	}
	return true
}

// localQuality reports whether a quality speaks only of what a change of
// power, toughness or counters leaves: colors, types, keywords, tapped,
// combat states.
func localQuality(q ability.Quality) bool {
	for _, t := range q.Terms {
		switch t.Kind {
		case ability.Color, ability.CardType, ability.Supertype, ability.Subtype, ability.Colorless, ability.Multicolored, ability.Monocolored,
			ability.WithKeyword, ability.Tapped, ability.Everything, ability.Unblocked, ability.AuraAttached, ability.AttackingState, ability.BlockingState:
		default:
			return false
		}
	}
	for _, a := range q.Any {
		if !localQuality(a) {
			return false
		}
	}
	return true
}

// changedOn says that permanent id's own power, toughness or counters
// changed on the walk's board: the view keeps its board with id derived
// again when it is local, and reads the whole board again otherwise.
func (w *walk) changedOn(id game.ObjectID) {
	w.boardChanges++ // step_combat.go
	switch {
	case wholeReads:
		w.changed()
		return
	case w.cache == nil:
		// The next view reads the board as it is now, change included.
	case w.localView() && w.patch(id):
	default:
		w.changed()
		return
	}
	w.dirty = true
	w.touched = append(w.touched, id)
}

// patch derives permanent id of the view's board again from the walk's
// board: its given values and counters, then its power and toughness
// (setPowerToughness). It reports false, leaving the view to be read
// again whole, when it can't: the permanent is not the view's, or a value
// is out of its range (the whole reading reports it).
func (w *walk) patch(id game.ObjectID) bool {
	b, q := w.cache, w.permanent(id)
	ownView(b, w.d.Board.Permanents) // view_copy.go: copy on write of the request's permanents
	p := b.Perms[id]
	if p == nil || q == nil || p.Index >= len(b.Board.Permanents) || p.Given != &b.Board.Permanents[p.Index] {
		return false
	}
	if q.Power != nil && !state.WithinRange(*q.Power, -state.MaxNumber) || q.Toughness != nil && !state.WithinRange(*q.Toughness, -state.MaxNumber) {
		return false
	}
	for _, n := range q.Counters {
		if !state.WithinRange(n, 0) {
			return false
		}
	}
	b.Board.Permanents[p.Index] = *q
	p.Counters = q.Counters
	b.SetPowerToughness(p)
	w.spendUnits(1 + len(p.Readings))
	if verifyDelta {
		w.verifyPatch()
	}
	return true
}

// settled reports whether the check of state-based effects the walk is to
// make is known to find none, so that it need not be made: since the last
// full check (which left none applying) only the touched permanents'
// power and toughness changed, on a local board, and none of them is a
// creature with toughness 0 or less or lethal damage (420.5b, 420.5c).
// That full check reported no indestructible creature with lethal damage
// either (the check reports one each time it is made): otherwise the
// board had one, and the check is made.
func (w *walk) settled() bool {
	if w.wide || w.errs != nil || wholeReads {
		return false
	}
	b := w.view()
	if w.errs != nil || !w.localView() {
		return false
	}
	for _, id := range w.touched {
		w.spendUnits(1)
		p := b.Perms[id]
		if p == nil {
			return false
		}
		if p.IsCreature() && p.Toughness != nil && (*p.Toughness <= 0 || p.Damage >= *p.Toughness) {
			return false
		}
	}
	if verifyDelta {
		w.verifySettled()
	}
	w.touched = w.touched[:0] // checked: the board is as after a full check
	return true
}

// checked says a full check of state-based effects left none applying:
// the changes are counted afresh. spared says it reported an
// indestructible creature with lethal damage, which every check reports
// again: the next check is made in full too.
func (w *walk) checked(spared bool) {
	w.wide, w.touched = spared, w.touched[:0]
}

// boardUnits is the work of reading a board: a unit for the board, each
// permanent and each of its abilities.
func boardUnits(b *state.Board) int {
	units := 1
	for _, p := range b.Order {
		units += 1 + len(p.Readings)
	}
	return units
}

// spendUnits counts units of work, refusing the walk past its limit.
func (w *walk) spendUnits(units int) {
	w.work += units
	if w.work > w.limit && w.errs == nil {
		w.errs = game.InputError{{Path: game.At(), Detail: fmt.Sprintf("walking this combat needs more than %d units of work, the most one request may spend (each triggered ability that resolves, and each board read again, counts): give fewer permanents, abilities, triggers or blockers", w.limit)}}
	}
}

// wholeReads makes the walk read the whole board again after every
// change and check state-based effects in full each time, as it did
// before this file: the oracle TestDerivedPatchAgrees compares the walk
// with (tests only: export_test.go).
var wholeReads bool

// verifyDelta makes every patch and every check found settled compare
// themselves with the whole board read again (tests only: export_test.go).
var verifyDelta bool

// verifyPatch panics when the view's board, patched, differs from the
// walk's board read again in any permanent's power and toughness or
// abilities.
func (w *walk) verifyPatch() {
	fresh, errs := state.NewBoard(w.snapshot())
	if len(errs) > 0 {
		panic(fmt.Sprintf("derived patch: the board read again has errors: %v", errs.Err()))
	}
	got := w.cache
	if len(fresh.Order) != len(got.Order) {
		panic(fmt.Sprintf("derived patch: %d permanents read again, %d patched", len(fresh.Order), len(got.Order)))
	}
	for i, p := range fresh.Order {
		q := got.Order[i]
		if p.ID != q.ID || !samePtr(p.Power, q.Power) || !samePtr(p.Toughness, q.Toughness) || len(p.Readings) != len(q.Readings) ||
			fmt.Sprint(p.Record().Pt) != fmt.Sprint(q.Record().Pt) {
			panic(fmt.Sprintf("derived patch: %s is %s/%s %d abilities %v read again, %s/%s %d abilities %v patched", p.ID,
				ptText(p.Power), ptText(p.Toughness), len(p.Readings), p.Record().Pt, ptText(q.Power), ptText(q.Toughness), len(q.Readings), q.Record().Pt))
		}
	}
}

// verifySettled panics when the full check of state-based effects finds
// one where settled found none.
func (w *walk) verifySettled() {
	work, limit := w.work, w.limit
	w.limit = math.MaxInt // the check's reading is the test's, not the walk's
	defer func() { w.work, w.limit = work, limit }()
	c, _ := w.combatNow(game.RegularStep)
	if c.Err != nil || w.errs != nil {
		panic(fmt.Sprintf("derived patch: the full check's board has errors: %v %v", c.Err, w.errs))
	}
	_, events, _, notes, removed := damage.ResolveDamage(&damage.DamagePlan{Combat: c, Given: map[game.ObjectID]game.Assignment{}}, nil)
	for _, e := range events {
		if e.Player != "" && w.lost[e.Player] != "" {
			continue // reported already
		}
		panic(fmt.Sprintf("derived patch: settled, and the full check finds %+v", e))
	}
	if len(notes) > 0 || len(removed) > 0 || c.Err != nil {
		panic(fmt.Sprintf("derived patch: settled, and the full check finds %v %v %v", notes, removed, c.Err))
	}
}

func samePtr(a, b *int) bool { return a == nil && b == nil || a != nil && b != nil && *a == *b }

func ptText(v *int) string {
	if v == nil {
		return "-"
	}
	return fmt.Sprint(*v)
}
