package httpapi

// Hooks for the tests of the HTTP conventions (conditional.go, problemtypes.go).

// ProblemKinds maps every kind of problem the server can answer to its
// status.
func ProblemKinds() map[string]int {
	kinds := map[string]int{}
	for _, c := range codes {
		kinds[c.kind] = c.status
	}
	return kinds
}
