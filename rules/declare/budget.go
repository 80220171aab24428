package declare

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
	return solver.NewBudget(ctx, solver.Limits{Nodes: opt.budget(), Work: opt.WorkLimit(), Search: 10 * opt.WorkLimit()}, opt.Deadline)
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

func (o Options) WorkLimit() int {
	if o.WorkBudget <= 0 {
		return DefaultWorkBudget
	}
	return o.WorkBudget
}
