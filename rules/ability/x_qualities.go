package ability

// A quality whose number is X: "Target creature with power X or less
// can't be blocked this turn." (Minamo Sightbender). The term keeps the
// word "x" until a trick gives X (walk: trick_targets.go writes it in);
// unresolved, it holds for nothing.

// XWord is the Word of a power or toughness term whose number is X.
const XWord = "x"

// UnresolvedX reports whether t is a power or toughness term whose number
// is an X not given.
func UnresolvedX(t Term) bool {
	switch t.Kind {
	case PowerAtLeast, PowerAtMost, ToughnessAtLeast, ToughnessAtMost:
		return t.Word == XWord
	}
	return false
}

// UsesX reports whether q has a term whose number is X.
func UsesX(q Quality) bool {
	for _, alt := range q.Any {
		if UsesX(alt) {
			return true
		}
	}
	for _, t := range q.Terms {
		if UnresolvedX(t) {
			return true
		}
	}
	return false
}

// WithX is q with the X of its terms set to x.
func WithX(q Quality, x int) Quality {
	if !UsesX(q) {
		return q
	}
	out := q
	out.Any = nil
	for _, alt := range q.Any {
		out.Any = append(out.Any, WithX(alt, x))
	}
	out.Terms = nil
	for _, t := range q.Terms {
		if UnresolvedX(t) {
			t.Word, t.N = "", x
		}
		out.Terms = append(out.Terms, t)
	}
	return out
}
