package walk

import (
	"fmt"
	"rulesjudge/rules/damage"
	"rulesjudge/rules/declare"
	"rulesjudge/rules/game"
	"rulesjudge/rules/state"
	"slices"
	"sync"
)

// A check of one step judges the combat as the walk (ResolveCombat) would
// find it at that step: the request's board is the board as combat began,
// and what the steps before the one judged do to it is done first, by the
// walk's own code. /v1/blocks/check judges the blockers after the declare
// attackers step (provoke's untap, "whenever ~ attacks" triggers);
// /v1/damage/check and /v1/damage/resolve judge a combat damage step after
// the declare attackers and declare blockers steps (flanking, rampage,
// bushido, "blocks" and "becomes blocked" triggers, the delayed "destroy at
// end of combat" triggers set up). A request whose board already shows some
// of that says so with BoardAfter, and nothing is done twice.

// boardAfterDefault is the BoardAfter of a request that leaves it out:
// the board as combat began, except in the regular combat damage step of a
// combat that had a first-strike step, whose board is the one that step
// left (what /v1/damage/resolve answers for it), so it shows both declare
// steps and the first-strike damage already.
func boardAfterDefault(regularAfterFirst bool) game.Step {
	if regularAfterFirst {
		return game.FirstStrikeStep
	}
	return BeginningOfCombatStep
}

// checkBoardAfter checks a request's BoardAfter: one of the points of the
// combat before the step judged (judged is DeclareBlockersStep for a check
// of blockers, else the combat damage step), and, for the regular step of a
// combat that had a first-strike step, only the board that step left: the
// judge does not walk a first-strike step whose choices the request doesn't
// hold.
func checkBoardAfter(errs *game.ErrorList, after game.Step, judged game.Step, regularAfterFirst bool) {
	at := game.At("board_after")
	switch {
	case after == "":
	case judged == DeclareBlockersStep && after != BeginningOfCombatStep && after != DeclareAttackersStep:
		errs.Add(at, "%q is not a point of the combat before blockers are declared; use %q (the board as combat began, the default) or %q (the board once the declare attackers step's triggers resolved)", after, BeginningOfCombatStep, DeclareAttackersStep)
	case judged == DeclareBlockersStep:
	case regularAfterFirst && after != game.FirstStrikeStep:
		errs.Add(at, "the regular combat damage step of a combat that had a first-strike step is judged on the board that step left (the board /v1/damage/resolve answers for it): leave board_after out or give %q", game.FirstStrikeStep)
	case after == game.FirstStrikeStep && !regularAfterFirst:
		errs.Add(at, "%q is the board after a first-strike combat damage step, for judging the regular step that follows one; this request judges the first combat damage step", game.FirstStrikeStep)
	case after != BeginningOfCombatStep && after != DeclareAttackersStep && after != DeclareBlockersStep && after != game.FirstStrikeStep:
		errs.Add(at, "%q is not a point of the combat; use %q, %q, %q or %q", after, BeginningOfCombatStep, DeclareAttackersStep, DeclareBlockersStep, game.FirstStrikeStep)
	}
}

// attackStepActs reports whether the declare attackers step would change
// anything a later step reads, on board b with the attack plan resolved:
// a triggered ability, provoke untapping its target, or an attacker that
// becomes tapped on a board where some ability reads whether a permanent is
// tapped. Otherwise the walk, which would only tap the attackers, is not
// run: a check costs nothing more.
func attackStepActs(d CombatDeclaration, b *state.Board, attack *declare.AttackPlan) bool {
	probe := newProbe(d)
	found := len(probe.attackStepTriggers(b, attack.Player)) > 0
	probe.release()
	if found {
		return true
	}
	tapping := false
	for i, a := range attack.Decl {
		p := attack.Attackers[i]
		if p == nil {
			continue
		}
		for _, t := range a.Provoke {
			if c := b.Perms[t]; c != nil && c.Tapped && declare.Provokes(p, c, attack.Player[p.ID]) {
				return true
			}
		}
		tapping = tapping || !p.Tapped
	}
	return tapping && readsTapped(d.Board)
}

// blockStepActs reports whether the declare blockers step triggers any
// ability, on the combat c as the request declares it.
func blockStepActs(d CombatDeclaration, c *damage.Combat) bool {
	probe := newProbe(d)
	defer probe.release()
	return len(probe.blockStepTriggers(c)) > 0
}

// probes are walks that never run: a check asks one which triggers a step
// would find (attackStepActs, blockStepActs) and gives it back, so that a
// check makes no walk (a large value) of its own.
var probes = sync.Pool{New: func() any { return new(walk) }}

// newProbe is a walk of d that never runs, from probes.
func newProbe(d CombatDeclaration) *walk {
	w := probes.Get().(*walk)
	*w = walk{d: d}
	return w
}

// release gives a probe back (probes), holding nothing of its check: the
// triggers it found are dropped with it.
func (w *walk) release() {
	*w = walk{}
	probes.Put(w)
}

// readsTapped reports whether an ability on the board mentions tapped or
// untapped permanents (a quality, a condition): tapping the attackers may
// then change what it does.
func readsTapped(b game.Board) bool {
	for _, p := range b.Permanents {
		for _, a := range p.Abilities {
			if state.ContainsFold(a, "tapped") {
				return true
			}
		}
	}
	return false
}

// walkBefore walks d's combat from the board as combat began (from is
// BeginningOfCombatStep) or once the declare attackers step resolved (from
// is DeclareAttackersStep) through the step before judged: the declare
// attackers step for a check of blockers (judged DeclareBlockersStep), both
// declare steps for a combat damage step. The request was read and found
// valid on its own board first.
func walkBefore(d CombatDeclaration, from, judged game.Step, limit int) (*walk, error) {
	w := newWalk(d)
	w.limit, w.from = limit, from
	if from == BeginningOfCombatStep {
		w.beginningOfCombat() // trick.go: the request's tricks there, if any
		if !w.stopped {
			w.declareAttackers()
			w.tricksAt(DeclareAttackersStep)
		}
	} else {
		// The attackers' tapping is behind it: state-based effects are
		// checked once the next trigger resolves, as after the walk's own
		// declare attackers step (420.3).
		w.dirty = true
		w.upkeepResolvedFirst() // upkeep_effects.go: the board never shows them
		w.pointStep(from)       // trick_checks.go: the tricks at the point the board shows
	}
	if judged != DeclareBlockersStep && !w.over && !w.stopped && (from == BeginningOfCombatStep || from == DeclareAttackersStep) {
		w.declareBlockers(nil, nil)
		w.tricksAt(DeclareBlockersStep)
	}
	return w, w.fail()
}

// notesBefore names what the walk did before the step judged: each
// triggered ability that resolved with its effect, provoke's untap, a
// default choice (the order of triggers, 410.3), the state-based effects
// that followed (420.5) and the creatures they removed. The declarations
// themselves and the attackers' tapping are no news.
func (w *walk) notesBefore() []game.Note {
	var out []game.Note
	for _, s := range w.steps {
		when := map[game.Step]string{BeginningOfCombatStep: "At the beginning of combat, before attackers are declared",
			DeclareAttackersStep: "In the declare attackers step, before blockers are declared",
			DeclareBlockersStep:  "In the declare blockers step, before combat damage",
			game.FirstStrikeStep: "After first-strike combat damage, before the regular combat damage step"}[s.Name]
		for _, e := range s.Events {
			switch {
			case e.Kind == EventDeclared,
				e.Kind == EventTapped && (e.Rule == "308.2c" || e.Rule == "502.14"):
				continue
			case e.Kind == EventRemoved && slices.Contains(w.d.RemovedFromCombat, e.Objects[0]):
				continue // the request's own removal
			}
			// A default choice (410.3) says so in its message.
			out = append(out, game.Note{Rule: e.Rule, Objects: e.Objects, Message: fmt.Sprintf("%s: %s", when, e.Message)})
		}
	}
	return out
}

// damageStep is a combat damage step to judge: its plan on the board the
// steps before it left, the walk that led there (nil when none ran), what
// that walk did, and the assignments of creatures that left play on it.
type damageStep struct {
	plan   *damage.DamagePlan
	walk   *walk
	before []game.Note
	left   []game.Violation
	// shed are the notes on Auras put into the graveyard for protection
	// (502.7c) on the board as given, before any step was walked.
	shed []game.Note
	// stopped is the illegal verdict of a trick that may not be used
	// before the step (trick_checks.go); nil otherwise.
	stopped *game.Judgement
}

// newDamageStep reads a request for one combat damage step on its own
// board, then, unless BoardAfter says the board shows them already, walks
// the declare attackers step (when it would change anything) and the
// declare blockers step (when it triggers anything), and reads the
// request again on the board they leave.
func newDamageStep(d game.DamageDeclaration) (*damageStep, error) {
	b, errs := state.NewBoard(d.Board)
	c, more := damage.ReadCombat(b, d)
	errs = append(errs, more...)
	plan, more := damage.ResolveAssignments(c, d.Assignments)
	errs = append(errs, more...)
	regularAfterFirst := c.Step == game.RegularStep && c.FirstStep
	checkBoardAfter(&errs, d.BoardAfter, c.Step, regularAfterFirst)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	from := d.BoardAfter
	if from == "" {
		from = boardAfterDefault(regularAfterFirst)
	}
	last := DeclareBlockersStep
	if regularAfterFirst {
		last = game.FirstStrikeStep
	}
	checkTrickWindow(&errs, d.Board, d.Tricks, from, last) // trick_checks.go
	checkResolvedOn(&errs, d.Board, d.Resolved)            // upkeep_effects.go
	if err := errs.Err(); err != nil {
		return nil, err
	}
	s := &damageStep{plan: plan, shed: append(b.ShedNotes(), ownTriggerNotes(d.Board)...)} // own_triggers.go: of the board as given
	combat := CombatDeclaration{Board: d.Board, Attackers: d.Attackers, Blockers: d.Blockers, RemovedFromCombat: d.RemovedFromCombat, Tricks: d.Tricks, Resolved: d.Resolved}
	switch {
	case len(d.Tricks) > 0 || len(d.Resolved) > 0: // the tricks are used from the point the board shows
	case from == BeginningOfCombatStep && hasCombatBeginTrigger(d.Board): // combat_begin_triggers.go
	case from == BeginningOfCombatStep && attackStepActs(combat, b, c.Attack):
	case from == BeginningOfCombatStep || from == DeclareAttackersStep:
		if !blockStepActs(combat, c) {
			return s, nil
		}
		from = DeclareAttackersStep // attacking would only tap the attackers
	default:
		return s, nil
	}
	w, err := walkBefore(combat, from, c.Step, declare.DefaultWorkBudget/4)
	if err != nil {
		return nil, err
	}
	if w.stopped {
		j := w.stoppedByTrick()
		s.stopped = &j
		return s, nil
	}
	w.unblockedPrevented() // unblocked_prevention.go: as the step's damage is dealt
	now, _ := w.combatNow(d.Step)
	if err := w.fail(); err != nil {
		return nil, err
	}
	plan, errs, left := w.resolveChoices(now, d.Assignments)
	if err := errs.Err(); err != nil {
		return nil, err
	}
	s.plan, s.walk, s.before, s.left = plan, w, w.notesBefore(), left
	return s, nil
}

// judge judges the step's assignment, with the notes on what the steps
// before it did.
func (s *damageStep) judge() (game.Judgement, []game.Assignment) {
	if s.stopped != nil {
		return *s.stopped, nil
	}
	j, full := judgeDamage(s.plan, s.left)
	j.Derived = s.plan.B.Derived()
	j.Notes = append(j.Notes, s.before...)
	j.Notes = append(j.Notes, s.shed...)
	game.SortFindings(j.Notes)
	return j, full
}
