package game

import (
	"fmt"
	"slices"
	"strconv"
)

// errorList accumulates field errors in the order they are found.
type ErrorList []FieldError

func (l *ErrorList) Add(at Path, format string, args ...any) {
	*l = append(*l, FieldError{Path: at, Detail: fmt.Sprintf(format, args...)})
}

func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return InputError(l)
}

// path builds a Path from its steps.
func At(steps ...any) Path { return Path(steps) }

func RuleLess(a, b RuleID) bool { return CompareRules(a, b) < 0 }

// sortFindings orders violations or notes by CompareFindings, stably. A
// check's few findings are sorted in place, each rule number split once
// (ruleKey) instead of at each comparison; more, by slices.SortStableFunc.
func SortFindings(v []Violation) {
	if len(v) > maxKeyedFindings {
		slices.SortStableFunc(v, CompareFindings)
		return
	}
	var keys [maxKeyedFindings]ruleKey
	for i := range v {
		keys[i] = newRuleKey(v[i].Rule)
	}
	// Insertion sort, which is stable: each finding goes before the ones
	// before it that order after it, and no further.
	for i := 1; i < len(v); i++ {
		for j := i; j > 0 && compareKeyed(&v[j], &v[j-1], keys[j], keys[j-1]) < 0; j-- {
			v[j], v[j-1] = v[j-1], v[j]
			keys[j], keys[j-1] = keys[j-1], keys[j]
		}
	}
}

// maxKeyedFindings is how many findings SortFindings sorts by their keys.
const maxKeyedFindings = 24

// compareKeyed is CompareFindings of a and b, whose rule numbers split as
// ka and kb.
func compareKeyed(a, b *Violation, ka, kb ruleKey) int {
	if a.Rule != b.Rule {
		if c := ka.compare(kb); c != 0 {
			return c
		}
	}
	return compareAfterRule(*a, *b)
}

// objects lists ids once each, in the order given.
func Objects(ids ...ObjectID) []ObjectID {
	out := make([]ObjectID, 0, len(ids))
	for _, id := range ids {
		dup := false
		for _, o := range out {
			dup = dup || o == id
		}
		if !dup {
			out = append(out, id)
		}
	}
	return out
}

// requirementCount says "1 requirement" or "3 requirements".
func RequirementCount(n int) string {
	return strconv.Itoa(n) + " " + Plural(n, "requirement", "requirements")
}

func Plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
