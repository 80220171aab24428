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

// sortFindings orders violations or notes by CompareFindings.
func SortFindings(v []Violation) { slices.SortStableFunc(v, CompareFindings) }

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
