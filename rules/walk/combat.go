package walk

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/damage"
	"rulesjudge/rules/declare"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
)

// The steps of a combat walk-through beside the two combat damage steps
// (FirstStrikeStep, RegularStep): their names in CombatResolution.Steps,
// and where a CombatEvent may happen.
const (
	DeclareAttackersStep game.Step = "declare_attackers"
	DeclareBlockersStep  game.Step = "declare_blockers"
	EndOfCombatStep      game.Step = "end_of_combat"
)

// BeginningOfCombatStep names the board as combat began, before attackers
// are declared: the BoardAfter that walks every step before the one judged.
const BeginningOfCombatStep game.Step = "beginning_of_combat"

// What a CombatEvent does to its object.
const (
	LeavesPlay        = "leaves_play"         // the permanent leaves play (306.2)
	RemovedFromCombat = "removed_from_combat" // an effect removes the creature from combat (306.2)
	ShieldAdded       = "shield"              // a shield is set up on a permanent or player (a Samite Healer, a regeneration)
)

// CombatEvent is something the request says happens before a step of the
// combat, beside what the walk works out itself.
type CombatEvent struct {
	// Before is the step it happens before: FirstStrikeStep, RegularStep or
	// EndOfCombatStep. When no creature has first strike or double strike
	// once the events before FirstStrikeStep have happened, those before
	// RegularStep happen too before the combat damage step begins (and may
	// make it a first-strike step, 502.2b).
	Before game.Step
	// Kind is LeavesPlay, RemovedFromCombat or ShieldAdded.
	Kind   string
	Object game.PermanentID // a permanent; for ShieldAdded, a permanent or a player
	// Shield is the shield ShieldAdded sets up on Object, in the form of
	// the board's shields; nil for the other kinds.
	Shield *game.Shield
}

// CombatDeclaration is a whole combat to walk through: the board at the
// beginning of combat (attackers not yet tapped), the attackers and the
// blockers declared, and what the request says of the rest.
type CombatDeclaration struct {
	Board     game.Board
	Attackers []game.Attacker
	Blockers  []game.Blocker
	// RemovedFromCombat are removed from combat once blockers are declared
	// and their triggers have resolved, before the first combat damage step.
	RemovedFromCombat []game.PermanentID
	// Choices are the combat damage assignments chosen in each damage step
	// (FirstStrikeStep, RegularStep); a creature with a choice and no
	// assignment there gets the walk's default, which its step reports.
	Choices map[game.Step][]game.Assignment
	Events  []CombatEvent
	// May are the answers to the optional effects of triggered abilities
	// (may_choices.go); a line left out gets the walk's default.
	May []MayChoice
	// Flips are the outcomes of the coin flips of triggered abilities
	// (coin_flips.go); a flip left out stops the walk with a 422.
	Flips []FlipChoice
	// Targets are the targets of triggered abilities with one that isn't
	// optional (trigger_targets.go).
	Targets []TargetChoice
	// Sacrifices are the permanents players choose to sacrifice as
	// triggered abilities resolve (board_steps.go).
	Sacrifices []SacrificeChoice
	// Tricks are the activated abilities and instants players use at
	// points of the combat (trick.go), in the order they are used.
	Tricks []game.Trick
	// Resolved are the upkeep triggers that resolved before the combat,
	// with their choices and targets (upkeep_effects.go).
	Resolved []game.ResolvedTrigger
}

// The kinds of StepEvent.
const (
	EventDeclared  = "declared"            // an attacker or blocker is declared, or an attacker is unblocked
	EventTapped    = "tapped"              // tapped or untapped by the declaration or provoke
	EventTrigger   = "trigger"             // a triggered ability resolves, with its effect
	EventDelayed   = "delayed"             // a delayed triggered ability resolves (or fails)
	EventChoice    = "choice"              // a choice the request left open, made by default
	EventAssigned  = "assigned"            // how a creature assigns its combat damage
	EventDamage    = "damage"              // combat damage dealt (or prevented)
	EventStateBase = "state_based"         // a state-based effect
	EventLeft      = "left_play"           // the request's event: a permanent leaves play
	EventRemoved   = "removed_from_combat" // removed from combat
	EventShield    = "shield"              // the request's event: a shield is set up
	EventGameOver  = "game_over"           // a player lost; combat stops
	// EventTrick (trick_line.go): a trick used, its costs paid, and what it does.
)

// StepEvent is one thing that happened in a step of the walk.
type StepEvent struct {
	Kind    string
	Rule    game.RuleID
	Objects []game.ObjectID
	Message string
	// Amount is the damage dealt of a damage event.
	Amount int
	// Default says that a choice the request left open was made by the
	// walk's documented default.
	Default bool
}

// CombatStep is one step of the combat and what happened in it.
type CombatStep struct {
	Name   game.Step
	Events []StepEvent
}

// CombatResolution is a walked combat: the declarations' judgement and,
// when they were legal, each step and the outcome.
type CombatResolution struct {
	game.Judgement
	// Stage is where the verdict was found: DeclareAttackersStep (the
	// attack's check), DeclareBlockersStep (the blocks' check), a combat
	// damage step (a choice of assignment), or EndOfCombatStep (the walk
	// went through). The judgement's example, if any, is of that stage.
	Stage game.Step
	Steps []CombatStep
	// Destroyed are the permanents the combat destroyed or put into a
	// graveyard, in the order it did.
	Destroyed []game.PermanentID
	// Life is each player's life total afterwards.
	Life map[game.PlayerID]int
	// RemovedFromCombat are the creatures removed from combat (the
	// request's removals and events).
	RemovedFromCombat []game.PermanentID
	// Board is the board after combat; nil when the walk stopped at an
	// illegal declaration or choice.
	Board *game.Board
}

// attackersInPlay are the declared attackers still in play after the
// declare attackers step (a trigger there may have killed one), and
// still the active player's (control_change.go: one another player gained
// control of is removed from combat).
func (w *walk) attackersInPlay() []game.Attacker {
	gone := func(a game.Attacker) bool { return !w.inPlay(a.Creature) || w.controlChanged(a.Creature) }
	if !slices.ContainsFunc(w.d.Attackers, gone) {
		return w.d.Attackers[:len(w.d.Attackers):len(w.d.Attackers)] // all of them: the declaration itself, which no one appends to
	}
	return slices.DeleteFunc(slices.Clone(w.d.Attackers), gone)
}

// checkShieldEvent checks event i, a shield set up between steps: on a
// permanent or a player of the board, a shield as the board's shields are.
func checkShieldEvent(errs *game.ErrorList, in game.Board, i int, e CombatEvent) {
	ids := &state.Board{Perms: map[game.ObjectID]*state.Perm{}, PlayersByID: map[game.ObjectID]*game.Player{}}
	for k := range in.Permanents {
		ids.Perms[in.Permanents[k].ID] = &state.Perm{Permanent: in.Permanents[k], Given: &in.Permanents[k]}
	}
	for k := range in.Players {
		ids.PlayersByID[in.Players[k].ID] = &in.Players[k]
	}
	_, permanent := ids.Perms[e.Object]
	switch {
	case !permanent && ids.PlayersByID[e.Object] == nil:
		errs.Add(game.At("events", i, "object"), "no permanent or player with id %q on the board", e.Object)
	case e.Shield == nil:
		errs.Add(game.At("events", i, "shield"), "a %q event needs the shield it sets up", ShieldAdded)
	default:
		ids.CheckShield(errs, game.At("events", i, "shield"), e.Object, permanent, *e.Shield)
	}
}

// declared reports whether id is a declared attacker or blocker.
func declared(d CombatDeclaration, id game.ObjectID) bool {
	return slices.ContainsFunc(d.Attackers, func(a game.Attacker) bool { return a.Creature == id }) ||
		slices.ContainsFunc(d.Blockers, func(b game.Blocker) bool { return b.Creature == id })
}

// walk is the state of a combat being walked through. board is the
// request's board brought up to date: power and toughness given include
// the effects until end of turn the walk applied (they are not effects of
// permanents on the board), counters and damage as they are now.
type walk struct {
	d         CombatDeclaration
	ids       []game.ObjectID // room for the events' objects (report): one list for many events
	board     game.Board
	judgement game.Judgement
	removed   []game.PermanentID // removed from combat, in order
	applied   []game.Step        // the steps whose events were applied
	// struckFirst are the creatures that assigned combat damage in the
	// first-strike step; nil when the combat had none.
	struckFirst map[game.ObjectID]bool
	// struckDouble are those of them that had double strike then.
	struckDouble map[game.ObjectID]bool
	delayed      []delayedDestroy
	waiting      []pending // triggered, not yet on the stack (state_based.go)
	steps        []CombatStep
	destroyed    []game.PermanentID
	lost         map[game.PlayerID]game.RuleID // players who lost, by the rule
	over         bool                          // a player lost the game: combat goes no further
	errs         error                         // an input error found on the way
	trickNo      int                           // the request's index of the trick being used (tricksAt)
	stopped      bool                          // an illegal assignment stopped the walk
	stage        game.Step                     // where the walk ended: EndOfCombatStep, or the step of an illegal assignment
	cache        *state.Board                  // view's board, nil once the board changed
	dirty        bool                          // something changed that a state-based effect may follow from
	work         int                           // units of work spent reading boards and resolving triggers
	limit        int                           // the most units the walk may spend
	walkDelta                                  // the changes since the last full state-based check (derived_patch.go)
	stepCombat                                 // the combat damageSteps read for the step it begins (step_combat.go)
	settledBoard                               // the board a damage step's state-based effects left, as read (checked_board.go)
	// lent says the walk's permanents are lent to the check of the
	// blockers (lent_board.go): the walk copies them before it changes
	// one (keepOwn). lentCopy and lentPerms are, with verifyDelta only, a
	// copy of the permanents lent, as they were, and the lent permanents
	// themselves (verifyLent).
	lent                bool
	lentCopy, lentPerms []game.Permanent
	// isolatedOn and quietOn remember the last boards found isolated
	// (isolatedBoard) and quiet (quietBoard).
	isolatedOn, quietOn rememberedBoard
	// combatBegins is whether the request's board has a
	// beginning-of-combat trigger (beginsCombat): 0 not asked yet, 1 no,
	// 2 yes.
	combatBegins int8
	// from is the point of the combat the walk's board shows as it
	// begins: BeginningOfCombatStep but for a check whose board shows
	// more (combat_progress.go).
	from game.Step
	// watches are the delayed triggers tricks created that wait for a
	// permanent to leave play this turn; later the notes of what happens
	// after the combat walked (delayed_effects.go).
	watches []leaveWatch
	// blockWatches: delayed triggers on a creature becoming blocked
	// (block_watches.go).
	blockWatches []blockWatch
	// blocksWatches: delayed triggers on any creature blocking
	// (turn_triggers.go).
	blocksWatches []blocksWatch

	later []game.Note
	// uses is how many times the trick resolving now has been used this
	// turn, this use included.
	uses int
	// entered are the permanents each effect of the trick resolving put
	// into play, by the effect's index (entering.go).
	entered map[int][]game.ObjectID
	// unblockedPreventions: what made the turn's prevention of combat damage by
	// unblocked creatures; unblockedStopped, the creatures it stopped
	// (unblocked_prevention.go).
	unblockedPreventions []string
	unblockedStopped     map[game.ObjectID]bool
	// animated are the base power and toughness the permanents made
	// creatures this turn were given (animation.go).
	animated map[game.ObjectID][2]int
	// turnedUp is the permanent the trick resolving turned face up
	// (own_triggers.go); "" when none.
	turnedUp game.ObjectID
	// defendersOf is what defenders answered on the view defendersOn: a
	// view is read again after every change but a patch of power and
	// toughness, which moves no attacker to another player.
	defendersOn *state.Board
	defendersOf map[game.ObjectID]game.PlayerID
	// noSpells are the players who can't cast spells this turn, each
	// with the ability that says so (defender_effects.go).
	noSpells map[game.PlayerID]string
	// combatPumps are the pumps lasting until end of combat, by creature
	// (until_end_of_combat.go).
	combatPumps map[game.ObjectID][2]int
	// powersLeft are the powers the creatures a trick destroyed had as
	// they left play, their last known information (life_by_power.go).
	powersLeft map[game.ObjectID]int
	// whileTapped are the effects lasting while their source remains
	// tapped (tapped_source_effects.go).
	whileTapped []whileTapped
}

// delayedDestroy is a "destroy that creature at end of combat" waiting for
// end of combat (404.4).
type delayedDestroy struct {
	source, target game.ObjectID
	text           string
	// form is what it does, the typed form of an effect of
	// ability/trigger_events.go; the zero Effect destroys. power and
	// toughness are a counter's kind.
	form             ability.Effect
	power, toughness int
	// act, when set, is what it does (end_of_combat_effects.go).
	act func()
}

func newWalk(d CombatDeclaration) *walk {
	w := &walk{d: d, lost: map[game.PlayerID]game.RuleID{}, stage: EndOfCombatStep, from: BeginningOfCombatStep}
	w.wide = true // no state-based check made yet
	w.board = cloneBoard(d.Board)
	w.rebaseCounts() // entering.go
	return w
}

// cloneBoard copies a board deeply enough that the walk may change power,
// toughness, counters, tapped and damage.
func cloneBoard(in game.Board) game.Board {
	// The permanents copied at once, then given values of their own.
	out := game.Board{ActivePlayer: in.ActivePlayer, Players: slices.Clone(in.Players), Permanents: make([]game.Permanent, len(in.Permanents))}
	copy(out.Permanents, in.Permanents)
	// The walk's own power and toughness values, in one allocation.
	values := make([]int, 0, 2*len(in.Permanents))
	own := func(v *int) *int {
		if v == nil {
			return nil
		}
		values = append(values, *v)
		return &values[len(values)-1]
	}
	for i := range out.Permanents {
		q := &out.Permanents[i]
		q.Power, q.Toughness = own(q.Power), own(q.Toughness)
		if q.Counters != nil {
			counters := make(map[string]int, len(q.Counters))
			for k, n := range q.Counters {
				counters[k] = n
			}
			q.Counters = counters
		}
	}
	return out
}

func (w *walk) fail() error {
	return w.errs
}

// step starts a new step of the walk. Its events go in the room the
// step before left unused, when it left any (the step before gets no more
// events: it keeps none of that room), so that a walk's events take one
// allocation or few; the first step makes room for the whole walk's
// (eventsPerWalk).
func (w *walk) step(name game.Step) {
	var events []StepEvent
	if len(w.steps) == 0 {
		w.steps = make([]CombatStep, 0, 6) // beginning of combat, declare attackers and blockers, two damage steps, end of combat
		events = make([]StepEvent, 0, w.eventsPerWalk())
	} else {
		prev := &w.steps[len(w.steps)-1]
		n := len(prev.Events)
		events = prev.Events[n:n:cap(prev.Events)]
		prev.Events = prev.Events[:n:n]
	}
	w.steps = append(w.steps, CombatStep{Name: name, Events: events})
}

// eventsPerWalk is room for a walk's events made at once: about four for
// each creature declared (declared and tapped as it attacks, its
// assignment and the damage it deals), and a few more.
func (w *walk) eventsPerWalk() int {
	return min(4*(len(w.d.Attackers)+len(w.d.Blockers))+8, 256)
}

// event adds an event to the current step.
func (w *walk) event(kind string, rule game.RuleID, objs []game.ObjectID, format string, args ...any) {
	w.report(kind, rule, objs, eventText(format, args))
}

// report adds an event whose message is written already to the current
// step: event without its format, for the events every walk reports
// (no argument to box, no format to read).
func (w *walk) report(kind string, rule game.RuleID, objs []game.ObjectID, message string) {
	cur := &w.steps[len(w.steps)-1]
	cur.Events = append(cur.Events, StepEvent{Kind: kind, Rule: rule, Objects: w.objects(objs), Message: message})
}

// objects is game.Objects(objs...) (ids once each, in the order given),
// in the room the walk keeps for its events' objects: a list of its own,
// which no append reaches.
func (w *walk) objects(objs []game.ObjectID) []game.ObjectID {
	if len(objs) == 0 {
		return []game.ObjectID{}
	}
	if cap(w.ids)-len(w.ids) < len(objs) {
		w.ids = make([]game.ObjectID, 0, max(64, len(objs)))
	}
	start := len(w.ids)
	for _, id := range objs {
		if !slices.Contains(w.ids[start:], id) {
			w.ids = append(w.ids, id)
		}
	}
	return w.ids[start:len(w.ids):len(w.ids)]
}

// lastEvent is the event just added, to mark it.
func (w *walk) lastEvent() *StepEvent {
	cur := &w.steps[len(w.steps)-1]
	return &cur.Events[len(cur.Events)-1]
}

// smallBoard is the most permanents a walk finds by id in a search of
// its board's list rather than in an index it makes (walk.permanent,
// walk.name): a search of that few costs less than making the index.
const smallBoard = 16

// permanent finds a permanent of the walk's board, nil when it is gone.
// The index of the walk's permanents by id is made again when it misses
// or points at another permanent (the list changed); a small board is
// searched instead.
func (w *walk) permanent(id game.ObjectID) *game.Permanent {
	w.keepOwn() // lent_board.go: the caller may change it
	return w.found(id)
}

// rememberedBoard is the last board a question of the whole board
// (isolated, quiet) was answered yes of. A board with no ability that
// holds under a condition (unconditional) gains none as a combat is read
// on it, and following it keeps its abilities (state.Board.Follow): the
// answer holds for as long as the walk holds the board, but for the
// abilities keepStrikeHistory gives, which forget it.
// verifyDelta compares each answer remembered with the question asked
// again.
// Its question is asked in remembered_board.go.
type rememberedBoard struct{ on *state.Board }

// keepOwn gives the walk its own copy of its permanents when they are
// lent (lent_board.go), before it changes one of them or the list: the
// lent ones keep the values the boards read on them were read from.
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

// inPlay reports whether permanent id is on the walk's board: permanent
// for a caller that changes nothing, which leaves lent permanents lent
// (lent_board.go).
func (w *walk) inPlay(id game.ObjectID) bool { return w.found(id) != nil }

// found is permanent without copying lent permanents: for inPlay and
// permanent only.
func (w *walk) found(id game.ObjectID) *game.Permanent {
	if len(w.board.Permanents) <= smallBoard {
		for i := range w.board.Permanents { // the first of an id twice
			if w.board.Permanents[i].ID == id {
				return &w.board.Permanents[i]
			}
		}
		return nil
	}
	if i, ok := w.at[id]; ok && i < len(w.board.Permanents) && w.board.Permanents[i].ID == id {
		return &w.board.Permanents[i]
	}
	w.at = make(map[game.ObjectID]int, len(w.board.Permanents))
	for i := len(w.board.Permanents) - 1; i >= 0; i-- { // the first of an id twice, as a search would find
		w.at[w.board.Permanents[i].ID] = i
	}
	if i, ok := w.at[id]; ok {
		return &w.board.Permanents[i]
	}
	return nil
}

// view reads the walk's board as the judge sees it (abilities, the
// board's effects, counters). The board was valid at the start; a change
// that makes it invalid (a number out of range) is kept as the walk's
// input error.
func (w *walk) view() *state.Board {
	if w.cache != nil {
		return w.cache
	}
	b, errs := state.NewBoard(w.snapshot())
	if err := errs.Err(); err != nil && w.errs == nil {
		w.errs = err
	}
	w.spend(b)
	w.cache, w.localAsked = b, false // localView
	return b
}

// changed says the walk's board changed: the view is read again, and
// state-based effects are checked at the next opportunity.
func (w *walk) changed() {
	w.cache, w.dirty, w.wide = nil, true, true
	w.boardChanges++ // step_combat.go
}

// spend counts the work of reading a board: a unit for the board, each
// permanent and each of its abilities. A walk whose boards and triggered
// abilities would need more than its limit (a quarter of the work budget
// of a check) is refused, as a request over a limit (spendUnits).
func (w *walk) spend(b *state.Board) {
	w.spendUnits(boardUnits(b))
}

// inPlayRemoved lists the creatures removed from combat still in play.
func (w *walk) inPlayRemoved() []game.PermanentID {
	var out []game.PermanentID
	for _, id := range w.removed {
		if w.inPlay(id) {
			out = append(out, id)
		}
	}
	return out
}

// snapshot is the walk's board with its own copy of the permanents, for
// newBoard: the walk changes its permanents in place, and a board read
// before must keep the values it was read from.
func (w *walk) snapshot() game.Board {
	s := w.board
	s.Permanents = slices.Clone(w.board.Permanents)
	return s
}

// combatNow reads who attacks and blocks whom on the board now.
func (w *walk) combatNow(step game.Step) (*damage.Combat, *state.Board) {
	b, errs := state.NewBoard(w.snapshot())
	return w.combatOn(b, errs, step)
}

// combatOn is combatNow on b, the walk's board now as read (with errs).
func (w *walk) combatOn(b *state.Board, errs game.ErrorList, step game.Step) (*damage.Combat, *state.Board) {
	return w.combatOnAttacked(b, errs, step, nil)
}

// combatOnAttacked is combatOn with the walk's attackers resolved on b
// already, when attack is not nil (damage.ReadCombatAttacked).
func (w *walk) combatOnAttacked(b *state.Board, errs game.ErrorList, step game.Step, attack *declare.AttackPlan) (*damage.Combat, *state.Board) {
	w.spend(b)
	// In the declare attackers step no creature blocks yet: what resolves
	// there sees no blocking creature, and no attacker blocked or
	// unblocked (309.2f).
	blockers, before := w.d.Blockers, len(w.steps) > 0 && w.steps[len(w.steps)-1].Name == DeclareAttackersStep
	if before {
		blockers = nil
	}
	c, more := damage.ReadCombatAttacked(b, game.DamageDeclaration{Board: w.board, Attackers: w.d.Attackers, Blockers: blockers,
		RemovedFromCombat: w.inPlayRemoved(), Step: step}, attack)
	c.BeforeBlocks = before
	c.Read = w.spend // the boards the state-based effects read again count too
	if err := append(errs, more...).Err(); err != nil && w.errs == nil {
		w.errs = err
	}
	return c, b
}

// boost gives a permanent +p/+t until end of turn: an effect of no
// permanent on the board, so part of the power and toughness given.
func (w *walk) boost(id game.ObjectID, p, t int) bool {
	q := w.permanent(id)
	if q == nil {
		return false
	}
	state.OnCountFrom(q) // entering.go: a value its own ability counts
	if q.Power == nil || q.Toughness == nil {
		return false
	}
	np, nt := *q.Power+p, *q.Toughness+t
	q.Power, q.Toughness = &np, &nt
	w.changedOn(id)
	return true
}

// addCounter puts a +1/+1 counter on a permanent.
func (w *walk) addCounter(id game.ObjectID) bool {
	q := w.permanent(id)
	if q == nil {
		return false
	}
	if q.Counters == nil {
		q.Counters = map[string]int{}
	}
	q.Counters["+1/+1"]++
	w.changedOn(id)
	return true
}

// remove takes a permanent off the walk's board.
func (w *walk) remove(id game.ObjectID) {
	w.keepOwn() // lent_board.go
	w.board.Permanents = slices.DeleteFunc(w.board.Permanents, func(p game.Permanent) bool { return p.ID == id })
	w.changed()
}

// intoGraveyard takes the permanents ids off the walk's board into their
// owners' graveyards: destroyed, sacrificed, or put there by a
// state-based effect.
func (w *walk) intoGraveyard(ids ...game.ObjectID) {
	var gone []game.Permanent
	for _, id := range ids {
		if p := w.permanent(id); p != nil {
			gone = append(gone, *p)
		}
		w.remove(id)
	}
	w.board.Players = game.IntoGraveyards(w.board.Players, gone...)
	w.destroyed = append(w.destroyed, ids...)
}

// pt writes a creature's power and toughness as the judge sees them now.
func (w *walk) pt(id game.ObjectID) string {
	p := w.view().Perms[id]
	if p == nil || p.Power == nil || p.Toughness == nil {
		return "gone"
	}
	return strconv.Itoa(*p.Power) + "/" + strconv.Itoa(*p.Toughness)
}

// name is a permanent's or player's label on the original board: on a
// small board, found by a search of its list until labels are added
// (entering.go, own_triggers.go make the index).
func (w *walk) name(id game.ObjectID) string {
	if w.labels == nil && id != "" && len(w.d.Board.Permanents) <= smallBoard {
		for i := range w.d.Board.Permanents { // the first of an id twice
			if p := &w.d.Board.Permanents[i]; p.ID == id {
				return cmp.Or(p.Name, string(p.ID))
			}
		}
		return string(id)
	}
	if w.labels == nil {
		w.labels = make(map[game.ObjectID]string, len(w.d.Board.Permanents))
		for i := len(w.d.Board.Permanents) - 1; i >= 0; i-- { // the first of an id twice
			if p := w.d.Board.Permanents[i]; p.Name != "" {
				w.labels[p.ID] = p.Name
			} else {
				w.labels[p.ID] = string(p.ID)
			}
		}
	}
	if n, ok := w.labels[id]; ok {
		return n
	}
	return string(id)
}

// pending is a triggered ability waiting to resolve.
type pending struct {
	controller game.PlayerID
	source     game.ObjectID
	resolve    func()
	// other and text, when set, are the creature a trigger of another
	// permanent is for and the ability's text (triggers_walk.go).
	other game.ObjectID
	text  string
}

// effectContext is what a trigger's effect may refer to beside its own
// creature: the defending player, and the damage dealt.
type effectContext struct {
	defender game.PlayerID
	amount   int
	other    game.ObjectID // the creature "that creature" names, if any
	// recipients, when not nil, are the creatures the damage of the
	// effect goes to, found by the trigger (attack_triggers.go).
	recipients []game.ObjectID
	// dealer, when not nil, is the creature that deals the effect's
	// damage in place of the trigger's source (attached_creature_damage.go).
	dealer *state.Perm
}

// player changes a player's life and poison counters, returning the
// changed figure (life when life changes, else poison).
func (w *walk) player(id game.PlayerID, life, poison int) int {
	for i := range w.board.Players {
		if p := &w.board.Players[i]; p.ID == id {
			p.Life, p.Poison = p.Life+life, p.Poison+poison
			w.changed()
			if poison != 0 {
				return p.Poison
			}
			return p.Life
		}
	}
	return 0
}

// defenders maps each attacker to the player it attacks.
func (w *walk) defenders() map[game.ObjectID]game.PlayerID {
	b := w.view()
	if b == w.defendersOn && b != nil {
		return w.defendersOf // the same view: the same attackers, players and permanents
	}
	plan, _ := declare.ResolveAttackers(b, w.d.Attackers, true)
	w.defendersOn, w.defendersOf = b, plan.Player
	return plan.Player
}

// triggerOrder reports the order in which several triggered abilities
// resolve, a choice the request can't make: the walk's default.
func (w *walk) triggerOrder(ts []pending) {
	var ids []game.ObjectID
	players := map[game.PlayerID]bool{}
	for _, t := range ts {
		ids = append(ids, t.source)
		players[t.controller] = true
	}
	msg := fmt.Sprintf("%d triggered abilities resolve in the order of the declarations and of the abilities on each card; their controller may choose another order (the walk's default).", len(ts))
	if len(players) > 1 {
		msg = fmt.Sprintf("%d triggered abilities: the active player's go on the stack first, so the other players' resolve first; each player's own resolve in the order of the declarations and of the abilities on each card (the walk's default order).", len(ts))
	}
	w.event(EventChoice, "410.3", ids, "%s", msg)
	w.lastEvent().Default = true
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// readAgain keeps the input error of a board the state-based effects read
// again (a number past its bound), and reports whether there was none.
func (w *walk) readAgain(c *damage.Combat) bool {
	if c.Err != nil && w.errs == nil {
		w.errs = c.Err
	}
	return w.errs == nil
}

// settle applies the state-based effects of permanents attached to one
// that left play: an Aura is put into its owner's graveyard (420.5d), an
// Equipment becomes unattached and stays (420.5k).
func (w *walk) settle() {
	w.keepOwn() // lent_board.go: it may unattach one in place
	for changed := true; changed; {
		changed = false
		for i := range w.board.Permanents {
			p := &w.board.Permanents[i]
			if p.AttachedTo == "" || w.inPlay(p.AttachedTo) {
				continue
			}
			changed = true
			if !state.HasWord(p.Subtypes, "aura") {
				w.event(EventStateBase, "420.5k", []game.ObjectID{p.ID, p.AttachedTo}, "%s: unattached, as %s has left play; it stays in play.", w.name(p.ID), w.name(p.AttachedTo))
				p.AttachedTo = ""
				w.changed()
				continue
			}
			id := p.ID
			w.event(EventStateBase, "420.5d", []game.ObjectID{id, p.AttachedTo}, "%s: put into its owner's graveyard, as %s, which it enchanted, has left play.", w.name(id), w.name(p.AttachedTo))
			w.intoGraveyard(id)
			break // the list changed under the loop
		}
	}
}

// resolution is the answer of a walk that went through.
func (w *walk) resolution() CombatResolution {
	r := CombatResolution{Judgement: w.judgement, Stage: w.stage, Steps: w.steps, Destroyed: w.destroyed, Life: map[game.PlayerID]int{}, RemovedFromCombat: w.removed}
	if r.Destroyed == nil {
		r.Destroyed = []game.PermanentID{}
	}
	if r.RemovedFromCombat == nil {
		r.RemovedFromCombat = []game.PermanentID{}
	}
	for _, p := range w.board.Players {
		r.Life[p.ID] = p.Life
	}
	if !w.stopped {
		b := w.givenCounts() // entering.go
		r.Board = &b
	}
	return r
}

// removeFromCombat removes a creature from combat (306.2), as the request
// says.
func (w *walk) removeFromCombat(id game.ObjectID, by string) {
	if !w.inPlay(id) {
		return
	}
	for _, r := range w.removed {
		if r == id {
			return
		}
	}
	w.removed = append(w.removed, id)
	w.event(EventRemoved, "306.2", []game.ObjectID{id}, "%s is removed from combat (%s): it no longer attacks or blocks and deals and is dealt no combat damage.", w.name(id), by)
}

// rebaseCounts makes a combat walk follow, from step to step, the count
// of a characteristic-setting ability whose value the request gives
// (Battle Squadron written as a 3/3): the value given holds on the board
// as given, and a creature destroyed in the first-strike damage step, or
// a life total changed, changes the count in the regular step (418.5a:
// the ability is applied whenever the value is determined). The value
// given is kept as what it adds to the count on the board as given; the
// board then counts it again each time it is read. A value whose count
// cannot be made (a hand not given) is left as given.
func (w *walk) rebaseCounts() {
	b, errs := state.NewBoard(w.snapshot())
	w.rebaseOn(b, errs)
}

// rebaseOn is rebaseCounts on b, the walk's board as it begins, read with
// errs.
func (w *walk) rebaseOn(b *state.Board, errs game.ErrorList) {
	if len(errs) > 0 {
		return // the walk reports them
	}
	w.keepOwn() // lent_board.go: it changes values in place
	rebased := false
	defer func() {
		if !rebased { // the board read is the walk's board: its first view, counted once the limit is set
			w.work += boardUnits(b)
			w.cache, w.localAsked = b, false // localView
		}
	}()
	if !slices.ContainsFunc(b.Order, definesOwnPT) {
		return // no count to rebase: the loop below would find none
	}
	for i := range w.board.Permanents {
		q := &w.board.Permanents[i]
		p := b.Perms[q.ID]
		if p == nil {
			continue
		}
		for _, a := range p.Readings {
			k, ok := state.DefinedCharacteristic(&a)
			if !ok {
				continue
			}
			v := [2]*int{q.Power, q.Toughness}[k]
			if v == nil || p.Counted[k] || q.OnCount[k] {
				continue
			}
			n, ok := b.DefinedCount(p, a)
			if !ok {
				continue
			}
			*v -= n // cloneBoard gave the walk its own value
			q.OnCount[k] = true
			rebased = true
		}
	}
}

// definesOwnPT reports whether p has a characteristic-setting ability
// of its power or toughness (rebaseOn).
func definesOwnPT(p *state.Perm) bool {
	for i := range p.Readings { // by index: an Ability is a large value to copy
		if _, ok := state.DefinedCharacteristic(&p.Readings[i]); ok {
			return true
		}
	}
	return false
}

// givenCounts is the walk's board as the request would give it: a value
// rebaseCounts kept as what it adds to a count is given again as the
// value the count makes on the board now.
func (w *walk) givenCounts() game.Board {
	out := w.board
	if !slices.ContainsFunc(w.board.Permanents, func(q game.Permanent) bool { return q.OnCount != [2]bool{} }) {
		return out // no count to give again: the walk's board itself, which the walk, done, changes no more
	}
	b := w.cache // the view, when it is of the board now
	if b == nil {
		var errs game.ErrorList
		if b, errs = state.NewBoard(w.snapshot()); len(errs) > 0 {
			return out
		}
	}
	out.Permanents = slices.Clone(w.board.Permanents)
	for i := range out.Permanents {
		q := &out.Permanents[i]
		p := b.Perms[q.ID]
		if p == nil || !q.OnCount[0] && !q.OnCount[1] {
			continue
		}
		for _, a := range p.Readings {
			k, ok := state.DefinedCharacteristic(&a)
			if !ok {
				continue
			}
			v := [2]**int{&q.Power, &q.Toughness}[k]
			if !q.OnCount[k] || *v == nil {
				continue
			}
			if n, ok := b.DefinedCount(p, a); ok {
				given := **v + n
				*v = &given
			}
		}
		q.OnCount = [2]bool{}
	}
	return out
}

// names lists the labels of ids, "a, b and c".
func (w *walk) names(ids []game.ObjectID) string {
	out := ""
	for i, id := range ids {
		switch {
		case i == 0:
		case i == len(ids)-1:
			out += " and "
		default:
			out += ", "
		}
		out += w.name(id)
	}
	return out
}

// gain gives a permanent abilities until end of turn: they are among its
// abilities from now on (the board after combat shows them).
func (w *walk) gain(id game.ObjectID, texts ...string) {
	p := w.permanent(id)
	if p == nil {
		return
	}
	p.Abilities = append(slices.Clone(withoutLosses(p.Abilities, texts)), texts...) // keyword_loss.go
	w.changed()
}

// controlChanged reports whether declared attacker id is controlled now
// by a player other than the active player: a trick gave another player
// control of it, which removed it from combat (306.2).
func (w *walk) controlChanged(id game.ObjectID) bool {
	p := w.found(id) // read only: lent permanents stay lent (lent_board.go)
	return p != nil && p.Controller != w.board.ActivePlayer
}
