// Package solver maximises how many requirements a choice obeys without
// breaking a restriction, knowing nothing of Magic.
//
// A Problem has variables (a creature, in the rules core), each taking one
// of its options (option 0 is "does nothing": not attacking, not
// blocking); constraints that count how many variables choose some options
// (caps, minimums, minimums that apply only when some option is chosen);
// and requirements, each obeyed when any of its options is chosen, with a
// weight for identical copies. Solve finds a choice that breaks no
// constraint and obeys the most weight, starting from an incumbent (the
// proposal) that it keeps wherever nothing better exists.
//
// The search is exact, over one group of variables that constrain each
// other (a component) at a time. A Budget bounds it by counts, never by
// time: nodes,
// units of building work that the caller charges while describing its
// problem, and units of weighing options at the nodes. When a count runs
// out before a group is decided, the group is reported undecided rather
// than guessed, and the same problem under the same limits always ends the
// same way. A deadline and a context are only a safety net: past them the
// work stops and Err answers ErrStopped.
//
// # Three passes
//
// Each component goes through up to three passes on one Budget
// (solveComponent), each allowed a share of what is left:
//
//  1. the original branch and bound (search.dfs), on an eighth: an upper
//     bound on the weight still obeyable (each variable's best gain,
//     tightened by caps), branching on the variable with the fewest viable
//     options. Most problems end here, with the answer they always had;
//  2. the propagating search (prop.go), on three quarters: domains of options kept
//     consistent after every choice, two bounds, learning from branches
//     searched through (an option whose branch held nothing better is
//     taken out of its domain, and what follows from that is propagated);
//  3. when the second pass found a better choice, the original search
//     again, knowing how much can be obeyed and pruned at every node by the
//     same propagation, on a quarter: it finds the very choice it would have
//     found alone, so that the example of an answer does not depend on which
//     pass proved it; when it runs out, the second pass's choice is the
//     answer, still exact. When the second pass ran out, this pass has a
//     quarter of what is left too, and the component may stay undecided.
//
// Each pass only ever prunes choices that can't obey more than the best
// found, so the maximum is the same whichever pass proves it; a test
// compares every pass with brute force and the third with the original
// search alone.
//
// # Propagation
//
// A Constraint in force that has reached its Max takes its counted options
// out of every other domain; one that can no longer reach Min fails the
// branch or, when it may stay at zero and nothing counts yet, takes its
// counted options out ("can't be blocked except by three or more" with one
// of its three possible blockers gone); one that needs every variable that
// can still count forces them to. An option that would bring a conditional
// Constraint into force where it could not hold is taken out. A variable
// left with one option takes it. Branching is on the variable with the
// fewest options left while one has two or fewer; else, when the root's
// Lagrangian bound (below) leaves room for more than one better weight, on
// the one whose best option is worth most under its prices (a good choice
// found early is what proves the bound), and otherwise again on the fewest
// options (when only "is there a better choice at all" is asked, failing
// soonest is what pays).
//
// # The bound
//
// Two bounds prune the propagating search; both are sound for any partial
// choice, so pruning never loses the maximum. The first is the smaller of
// the sum of each variable's best gain left and the weight of the
// requirements not yet obeyed that some option left could still obey.
// The second is a Lagrangian relaxation (lagrange.go), the dual of the
// linear relaxation of the maximisation: every requirement gets a price
// between 0 and its weight, every cap ("at most Max") a price, and every
// minimum a price per variable it concerns, written as a linear inequality
// ("the others count at least Min-1 when this one counts", for "at least
// Min or none"; "at least Min, or Min-1 besides this one", for a minimum in
// force when a variable takes an If option). The bound is what the prices
// collect plus, for each variable, the best value of an option left:
// its requirements' weights less their prices, less the prices of the caps
// it counts in, plus or minus those of the minimums. Whatever the prices,
// no choice obeys more (a counting argument: each obeyed requirement is
// paid once, each cap's room and each minimum's slack is non-negative),
// so prices are fitted once per component by 60 subgradient steps at the
// root and then kept; the sums are in integers (prices in 1/64), so the
// bound is exact arithmetic, not rounding. It tracks the domains
// incrementally, and options whose value loses more than the bound's
// slack are taken out.
//
// On the hardness reduction's boards (Exact Cover by 3-Sets,
// internal/boards) propagation does the work of an exact-cover search with
// the fewest-candidates rule: no element left uncovered, a triple chosen
// by one element forces its other two. On dense boards the Lagrangian
// bound is close to the maximum (dense 40x40: 49.05 against 49) and the
// branching finds the maximum early. Counting arguments that need
// integrality (three does not divide the number of elements; a colouring
// where every triple has two red and one blue) are beyond a linear bound:
// the propagating search refutes them by search, up to 168 elements within
// the default budget.
//
// The rules core (package rules) describes declarations of attackers and
// blockers to it under 500.5 and reads its answer back under 500.4; another
// algorithm or a solver library can replace this one behind Problem.Solve.
// It imports only the standard library.
package solver
