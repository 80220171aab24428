package rules

import (
	"context"
	"rulesjudge/rules/solver"
	"time"
)

// DefaultNodeBudget is the number of search nodes the requirement solver may
// visit for one check before it answers Indeterminate. Measured on the
// generated families (internal/boards): every board the solver decides
// needed at most about 65,000 nodes (a 20-by-20 dense block board), the
// hardness reduction's boards need about one node per element, and the
// boards that needed more were not decided within 10,000,000 either. At 1
// to 5 µs a node this caps a check near half a second.
const DefaultNodeBudget = 100_000

// DefaultWorkBudget is the units of work one check may spend building its
// problem: enumerating the ways a creature may block, listing the literals
// of its constraints and requirements (one unit is roughly one literal,
// kept in memory). Weighing the options at the search nodes has ten times
// as many units (time only). Past either, the creatures not yet settled are
// left undecided (Indeterminate). Together with the node budget they bound
// a check's CPU and memory whatever the board (README, Limits).
const DefaultWorkBudget = 2_000_000

// ErrStopped is the error of a check whose deadline passed, or whose
// context ended, before its work budget was spent: its figures would
// depend on timing, so none are given.
var ErrStopped = solver.ErrStopped

// newBudget is the solver's budget for one check under opt: building the
// problem may spend the work budget, weighing options at the search nodes
// ten times as much.
func newBudget(ctx context.Context, opt Options) *solver.Budget {
	return solver.NewBudget(ctx, solver.Limits{Nodes: opt.budget(), Work: opt.workBudget(), Search: 10 * opt.workBudget()}, opt.Deadline)
}

// Options tunes a check.
type Options struct {
	// NodeBudget caps the requirement solver's search (0: DefaultNodeBudget).
	NodeBudget int
	// WorkBudget caps the other work of a check (0: DefaultWorkBudget).
	WorkBudget int
	// Deadline, when not zero, is a safety net: a check still working then
	// stops and answers ErrStopped.
	Deadline time.Time
}

func (o Options) budget() int {
	if o.NodeBudget <= 0 {
		return DefaultNodeBudget
	}
	return o.NodeBudget
}

func (o Options) workBudget() int {
	if o.WorkBudget <= 0 {
		return DefaultWorkBudget
	}
	return o.WorkBudget
}

// CheckAttacks judges a proposed declaration of attackers (308.2, 500.2).
// The error, when not nil, is an InputError listing every field that keeps
// the request from being judged; an illegal declaration is not an error.
func CheckAttacks(ctx context.Context, d AttackDeclaration, opt Options) (Judgement, error) {
	j, plan, err := checkAttackDeclaration(ctx, d, opt)
	if err == nil && j.Verdict == Legal {
		j.Notes = append(j.Notes, attackTriggerNotes(plan)...) // combat_notes.go
		sortFindings(j.Notes)
	}
	return j, err
}

// checkAttackDeclaration is CheckAttacks without the notes on triggers,
// which ResolveCombat applies instead.
func checkAttackDeclaration(ctx context.Context, d AttackDeclaration, opt Options) (Judgement, *attackPlan, error) {
	b, errs := newBoard(d.Board)
	plan, more := resolveAttackers(b, d.Attackers, false)
	errs = append(errs, more...)
	if d.CostsPaid != nil {
		inRange(&errs, path("costs_paid"), "mana paid", *d.CostsPaid, 0)
		plan.paid = d.CostsPaid
	}
	if d.Sacrificed != nil {
		plan.sacrificed = []ObjectID{}
		for i, id := range d.Sacrificed {
			if b.perms[id] == nil {
				errs.add(path("sacrificed", i), "no permanent with id %q on the board", id)
			}
			plan.sacrificed = append(plan.sacrificed, id)
		}
	}
	if err := errs.err(); err != nil {
		return Judgement{}, nil, err
	}
	j, err := checkAttacks(ctx, plan, opt)
	j.Derived = b.derived()
	addNotes(&j, b.shedNotes())
	return j, plan, err
}

// CheckBlocks judges a proposed declaration of blockers (309.2, 500.3)
// against attackers taken as declared: who may block whom (309.2a), evasion
// (501, 502), restrictions and requirements with their maximisation (500.3,
// 500.4, 500.5), bands (502.10e). The board is the board as combat began
// (unless d.BoardAfter says it shows the declare attackers step already):
// the declare attackers step is walked first, as ResolveCombat walks it,
// and the blockers are judged on the board it leaves, with a note for each
// trigger it resolved (combat_progress.go). The error, when not nil, is an
// InputError.
func CheckBlocks(ctx context.Context, d BlockDeclaration, opt Options) (Judgement, error) {
	b, plan, errs := readBlockDeclaration(d)
	checkBoardAfter(&errs, d.BoardAfter, DeclareBlockersStep, false)
	if err := errs.err(); err != nil {
		return Judgement{}, err
	}
	shed := b.shedNotes() // of the board as given: a walk's board no longer has the Aura
	var before []Note
	if combat := (CombatDeclaration{Board: d.Board, Attackers: d.Attackers, Blockers: d.Blockers}); d.BoardAfter != DeclareAttackersStep && attackStepActs(combat, b, plan.attack) {
		w, err := walkBefore(combat, BeginningOfCombatStep, DeclareBlockersStep, opt.workBudget()/4)
		if err != nil {
			return Judgement{}, err
		}
		before = w.notesBefore()
		d.Board, d.Attackers = w.board, w.attackersInPlay()
		if b, plan, errs = readBlockDeclaration(d); len(errs) > 0 {
			return Judgement{}, errs.err()
		}
	}
	j, err := judgeBlocks(ctx, b, plan, opt)
	if err == nil && j.Verdict == Legal {
		j.Notes = append(j.Notes, blockTriggerNotes(b, d)...) // combat_notes.go
	}
	j.Notes = append(j.Notes, before...)
	j.Notes = append(j.Notes, shed...)
	sortFindings(j.Notes)
	return j, err
}

// checkBlockDeclaration is CheckBlocks on a board that shows the declare
// attackers step already, without the notes on triggers, which
// ResolveCombat applies instead; it returns the board it read, for those
// notes.
func checkBlockDeclaration(ctx context.Context, d BlockDeclaration, opt Options) (Judgement, *board, error) {
	b, plan, errs := readBlockDeclaration(d)
	if err := errs.err(); err != nil {
		return Judgement{}, nil, err
	}
	j, err := judgeBlocks(ctx, b, plan, opt)
	addNotes(&j, b.shedNotes())
	return j, b, err
}

// readBlockDeclaration reads a declaration of blockers on its board.
func readBlockDeclaration(d BlockDeclaration) (*board, *blockPlan, errorList) {
	b, errs := newBoard(d.Board)
	attack, more := resolveAttackers(b, d.Attackers, false)
	errs = append(errs, more...)
	plan, more := resolveBlockers(b, attack, d.Blockers)
	errs = append(errs, more...)
	if d.CostsPaid != nil {
		inRange(&errs, path("costs_paid"), "mana paid", *d.CostsPaid, 0)
		plan.paid = d.CostsPaid
	}
	if d.LifePaid != nil {
		inRange(&errs, path("life_paid"), "life paid", *d.LifePaid, 0)
		plan.lifePaid = d.LifePaid
	}
	return b, plan, errs
}

// judgeBlocks judges a declaration of blockers read on board b.
func judgeBlocks(ctx context.Context, b *board, plan *blockPlan, opt Options) (Judgement, error) {
	j, err := checkBlocks(ctx, plan, opt)
	j.Derived = b.derived()
	return j, err
}

// CheckDamage judges one combat damage step's assignment (310.2, 502.2b,
// 502.9, 502.10h). An illegal assignment comes with a legal Example. The
// board is the board as combat began (unless d.BoardAfter says otherwise):
// the declare attackers and declare blockers steps are walked first, as
// ResolveCombat walks them, and the step is judged on the board they leave,
// with a note for each trigger they resolved (combat_progress.go).
func CheckDamage(d DamageDeclaration) (Judgement, error) {
	s, err := newDamageStep(d)
	if err != nil {
		return Judgement{}, err
	}
	j, _ := s.judge()
	return j, nil
}

// ResolveDamage judges an assignment and, when it is legal, deals the
// damage all at once (310.4) and applies state-based effects (420.3, 420.5),
// returning the board afterwards. Like CheckDamage, it judges the step on
// the board the steps before it leave.
func ResolveDamage(d DamageDeclaration) (Resolution, error) {
	s, err := newDamageStep(d)
	if err != nil {
		return Resolution{}, err
	}
	j, full := s.judge()
	r := Resolution{Judgement: j}
	if j.Verdict == Legal {
		var notes []Note
		var after Board
		plan := s.plan
		r.Dealt, r.StateBased, after, notes, r.RemovedFromCombat = resolveDamage(plan, full)
		if plan.err != nil {
			return Resolution{}, plan.err // the board after damage can't be read (statebased.go)
		}
		if s.walk != nil {
			// The walk's board keeps a counted value as what it adds to
			// the count; the answer gives it as the request would.
			s.walk.board.Permanents, s.walk.board.Players = after.Permanents, after.Players
			after = s.walk.givenCounts()
		}
		r.Board = &after
		r.Notes = append(r.Notes, notes...)
		r.Notes = append(r.Notes, damageTriggerNotes(plan.b, r.Dealt)...) // combat_notes.go
		sortFindings(r.Notes)
	}
	return r, nil
}

// addNotes adds notes on the board judged, whatever the verdict: what
// happened before the action (an Aura shed, 502.7c) stays true when the
// action is illegal.
func addNotes(j *Judgement, n []Note) {
	if len(n) == 0 {
		return
	}
	j.Notes = append(j.Notes, n...)
	sortFindings(j.Notes)
}

// judgement assembles the answer to a check from the violations found, the
// requirement summary and the creatures the solver left undecided. notes is
// asked for only when the action is legal: an illegal action is undone and
// nothing follows from it (422.1).
func judgement(v []Violation, req *RequirementSummary, undecided []ObjectID, notes func() []Note) Judgement {
	j := Judgement{Violations: v, Requirements: req}
	switch {
	case len(v) > 0:
		j.Verdict = Illegal
	case len(undecided) > 0:
		j.Verdict = Indeterminate
		j.Notes = []Note{{Rule: "500.4", Objects: undecided,
			Message: "The search for a declaration obeying more requirements ran out of its budget before it could decide these creatures; the verdict is left open."}}
	default:
		j.Verdict = Legal
		j.Notes = notes()
	}
	sortFindings(j.Violations)
	sortFindings(j.Notes)
	if j.Violations == nil {
		j.Violations = []Violation{}
	}
	return j
}

// summarize turns the solver's answer into the requirement summary. obeyed
// is the proposal's own count; when the proposal breaks a restriction, it is
// no candidate for the maximum, and the summary says so. When the search was cut short, the summary
// lists the creatures it could not settle (its Maximum is then only the
// best found); they leave the verdict open only when no better declaration
// was found. It reports whether a better declaration exists.
func summarize(obeyed int, sol solver.Solution, restrictionsMet bool, ids []ObjectID, example *Declaration) (sum *RequirementSummary, undecided []ObjectID, better bool) {
	sum = &RequirementSummary{Obeyed: obeyed, Maximum: sol.Obeyed, Example: example, Nodes: sol.Nodes, Work: sol.Work,
		BreaksRestriction: !restrictionsMet}
	if restrictionsMet {
		sum.Maximum = max(sol.Obeyed, obeyed)
	}
	for _, v := range sol.Undecided {
		sum.Undecided = append(sum.Undecided, ids[v])
	}
	if sol.Obeyed > obeyed {
		return sum, nil, true
	}
	return sum, sum.Undecided, false
}
