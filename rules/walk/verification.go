package walk

// Switches for the tests that hold the walk's shortcuts (derived_patch.go,
// first_view.go, step_combat.go) to the walk that reads everything again,
// and a count of its work for the benchmarks. The server never sets them.

// VerifyDelta makes the combat walk compare each patch of its derived
// board, and each state-based check it skips, with the whole board read
// again (derived_patch.go); it returns a function that turns it off.
func VerifyDelta() (off func()) {
	verifyDelta = true
	return func() { verifyDelta = false }
}

// WalkWork is the units of work walking d whole counts against the walk's
// limit (BenchmarkWalkTriggers), with no limit.
func WalkWork(d CombatDeclaration) int {
	w := newWalk(d)
	w.limit = 1 << 40
	w.declareAttackers()
	w.declareBlockers(nil, nil)
	w.damageSteps()
	w.endOfCombat()
	return w.work
}

// WholeReads makes the combat walk read the whole board again after every
// change, as it did before derived_patch.go; it returns a function that
// turns it off.
func WholeReads() (off func()) {
	wholeReads = true
	return func() { wholeReads = false }
}
