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
// The search is exact: a branch and bound over one group of variables that
// constrain each other at a time, pruned by an upper bound on the weight
// still obeyable (tightened by caps) and branching on the variable with the
// fewest viable options. A Budget bounds it by counts, never by time: nodes,
// units of building work that the caller charges while describing its
// problem, and units of weighing options at the nodes. When a count runs
// out before a group is decided, the group is reported undecided rather
// than guessed, and the same problem under the same limits always ends the
// same way. A deadline and a context are only a safety net: past them the
// work stops and Err answers ErrStopped.
//
// The rules core (package rules) describes declarations of attackers and
// blockers to it under 500.5 and reads its answer back under 500.4; another
// algorithm or a solver library can replace this one behind Problem.Solve.
// It imports only the standard library.
package solver
