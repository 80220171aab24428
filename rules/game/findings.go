package game

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Verdict is the judge's answer to a proposed action.
type Verdict string

// The three verdicts.
const (
	Legal   Verdict = "legal"
	Illegal Verdict = "illegal"
	// Indeterminate means the search for the most requirements that can be
	// obeyed ran out of its budget before it could decide.
	Indeterminate Verdict = "indeterminate"
)

// Violation is one reason an action is illegal. Notes share the same shape:
// a consequence of the action, with the rule it follows from.
type Violation struct {
	Rule    RuleID
	Objects []ObjectID
	Message string
}

// Note is something that follows from an action under the rules.
type Note = Violation

// RequirementSummary says how many requirements (500.1) a proposal obeys and
// the most that a declaration breaking no restriction can obey (500.4, 500.5).
// Both figures are counted over declarations that break no restriction: when
// the proposal breaks one (any violation other than 500.4), it is no such
// declaration, BreaksRestriction is set and Obeyed is not a figure to report.
// Otherwise Obeyed <= Maximum.
type RequirementSummary struct {
	Obeyed            int
	BreaksRestriction bool
	Maximum           int
	// Example is a declaration that breaks no restriction and obeys Maximum
	// requirements. For attacks only Attackers is set; for blocks, Blockers.
	Example *Declaration
	// Undecided lists the creatures of the groups the search could not decide
	// within its budget: the verdict is Indeterminate, or, when a better
	// declaration was found anyway, Maximum is only the best found.
	Undecided []ObjectID
	// Nodes is how many search nodes the solver visited, and Work the units
	// of work the check spent in all (for metrics and tuning the budgets).
	Nodes int
	Work  int
}

// Declaration is an example declaration of attackers or of blockers, or a
// combat damage assignment.
type Declaration struct {
	Attackers   []Attacker
	Blockers    []Blocker
	Assignments []Assignment
}

// Judgement is the complete answer to a check.
type Judgement struct {
	Verdict      Verdict
	Violations   []Violation
	Requirements *RequirementSummary
	Notes        []Note
	// Example is, for an illegal combat damage assignment, a legal one.
	Example *Declaration
	// Derived lists the permanents whose characteristics the board's
	// effects or counters changed, as the judge used them.
	Derived []Derived
}

// Derived is a permanent's characteristics once the board's effects and
// its counters apply (418.5a), and where each change came from.
type Derived struct {
	Permanent        PermanentID
	Power, Toughness *int
	// Abilities are the abilities it has that it was given, and Lost the
	// ones taken away, each with the permanent whose effect did it.
	Abilities, Lost []DerivedAbility
	// Changes says where each change of power and toughness came from:
	// "+2/+2: Giant Might", "+1/+1 counters x2".
	Changes []string
}

// DerivedAbility is an ability given or taken away, and by what.
type DerivedAbility struct {
	Text string
	From PermanentID
}

// FieldError is one problem with the input that prevents judging it, at
// Path in the request.
type FieldError struct {
	Path   Path
	Detail string
}

// Path locates a field of a request, the way the core's types name it:
// each step is a field's name (a string, in the request's own words:
// "board", "permanents", "abilities") or a position in a list (an int), as
// in {"board", "permanents", 2, "abilities", 0}. The HTTP edge writes it as
// a JSON Pointer; the core knows nothing of that syntax.
type Path []any

// String writes the path for people: board.permanents[2].abilities[0].
func (p Path) String() string {
	var b strings.Builder
	for _, step := range p {
		switch v := step.(type) {
		case int:
			fmt.Fprintf(&b, "[%d]", v)
		default:
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			fmt.Fprint(&b, v)
		}
	}
	return b.String()
}

// InputError collects every FieldError found in one request.
type InputError []FieldError

func (e InputError) Error() string {
	if len(e) == 1 {
		return e[0].Path.String() + ": " + e[0].Detail
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d problems:", len(e))
	for _, fe := range e {
		fmt.Fprintf(&b, " %s: %s;", fe.Path, fe.Detail)
	}
	return strings.TrimSuffix(b.String(), ";")
}

// CompareRules orders rule numbers numerically: 309.2a before 310.2,
// 502.9b before 502.10b. It returns -1, 0 or +1.
func CompareRules(a, b RuleID) int {
	if a == b {
		return 0 // findings of one rule, the most a sort compares
	}
	am, an, arest, aok := splitPlainRule(string(a))
	bm, bn, brest, bok := splitPlainRule(string(b))
	if !aok || !bok {
		am, an, arest = splitRule(a)
		bm, bn, brest = splitRule(b)
	}
	if c := cmp.Compare(am, bm); c != 0 {
		return c
	}
	if c := cmp.Compare(an, bn); c != 0 {
		return c
	}
	for arest != "" && brest != "" { // the letters, character by character
		ra, na := utf8.DecodeRuneInString(arest)
		rb, nb := utf8.DecodeRuneInString(brest)
		if c := cmp.Compare(ra, rb); c != 0 {
			return c
		}
		arest, brest = arest[na:], brest[nb:]
	}
	return cmp.Compare(len(arest), len(brest))
}

// splitRule splits "502.10b" into 502, 10 and "b"; a part that is not a
// number is 0.
func splitRule(r RuleID) (major, minor int, letters string) {
	s := string(r)
	majorText, rest, _ := strings.Cut(s, ".")
	major, _ = strconv.Atoi(majorText)
	i := 0
	for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
		i++
	}
	minor, _ = strconv.Atoi(rest[:i])
	return major, minor, rest[i:]
}

// splitPlainRule is splitRule for a rule number written plainly, in one
// pass: digits, a dot, digits, then anything (the letters), each number of
// at most nine digits. ok is false for any other text, which splitRule
// splits (a sign, a number too long, no dot): a sort compares the same
// rule numbers many times.
func splitPlainRule(s string) (major, minor int, letters string, ok bool) {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		major = major*10 + int(s[i]-'0')
		i++
	}
	if i == 0 || i > 9 || i == len(s) || s[i] != '.' {
		return 0, 0, "", false
	}
	i++
	j := i
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		minor = minor*10 + int(s[j]-'0')
		j++
	}
	if j-i > 9 {
		return 0, 0, "", false
	}
	return major, minor, s[j:], true
}

// CompareFindings orders violations or notes deterministically: by rule
// number (502.9b before 502.10a), then by the objects they name, then by
// message. It is the one order of findings: the HTTP edge sorts the notes
// it adds by it too.
func CompareFindings(a, b Violation) int {
	if c := CompareRules(a.Rule, b.Rule); c != 0 {
		return c
	}
	if c := compareJoined(a.Objects, b.Objects); c != 0 {
		return c
	}
	return strings.Compare(a.Message, b.Message)
}

// compareJoined compares the ids of a and b each joined with NULs, without
// joining them: findings are compared many times in a sort.
func compareJoined(a, b []ObjectID) int {
	var ai, aj, bi, bj int
	for {
		ca, aok := joinedByte(a, &ai, &aj)
		cb, bok := joinedByte(b, &bi, &bj)
		switch {
		case !aok || !bok:
			return cmp.Compare(b2i(aok), b2i(bok))
		case ca != cb:
			return cmp.Compare(ca, cb)
		}
	}
}

// joinedByte is the next byte of ids joined with NULs, from element i,
// byte j, and false at its end.
func joinedByte(ids []ObjectID, i, j *int) (byte, bool) {
	if *i >= len(ids) {
		return 0, false
	}
	if id := ids[*i]; *j < len(id) {
		*j++
		return id[*j-1], true
	}
	*i, *j = *i+1, 0
	if *i == len(ids) {
		return 0, false
	}
	return 0, true // the separator
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
