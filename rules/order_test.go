package rules_test

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"rulesjudge/rules"
)

// TestCompareRules pins the order of rule numbers: numeric by section and
// rule, then by the letters (309.2a before 310.2, 502.9b before 502.10b).
func TestCompareRules(t *testing.T) {
	for _, c := range []struct {
		a, b rules.RuleID
		want int
	}{
		{"309.2a", "310.2", -1},
		{"502.9b", "502.10b", -1},
		{"502.10b", "502.10b", 0},
		{"502.10b", "502.10a", 1},
		{"502.10", "502.10a", -1},
		{"500.3", "500.3", 0},
		{"500", "500.0", 0},
		{"420.5c", "420.5", 1},
	} {
		if got := rules.CompareRules(c.a, c.b); got != c.want {
			t.Errorf("CompareRules(%s, %s): got %d, want %d", c.a, c.b, got, c.want)
		}
	}
}

// TestOrderAsKeys holds CompareRules and CompareFindings to the order they
// had when written with allocated keys (ruleKeyOrder, joined objects): the
// same on random rule numbers and object lists, NULs and odd letters in.
func TestOrderAsKeys(t *testing.T) {
	r := rand.New(rand.NewPCG(16, 16))
	pick := func(s string) string {
		var b strings.Builder
		for range r.IntN(4) {
			b.WriteByte(s[r.IntN(len(s))])
		}
		return b.String()
	}
	rule := func() rules.RuleID {
		return rules.RuleID(pick("5019x") + pick(".") + pick("0129") + pick("abé\xff"))
	}
	ids := func() []rules.ObjectID {
		var out []rules.ObjectID
		for range r.IntN(3) {
			out = append(out, rules.ObjectID(pick("ab\x00")))
		}
		return out
	}
	for range 20_000 {
		a := rules.Violation{Rule: rule(), Objects: ids(), Message: pick("xy")}
		b := rules.Violation{Rule: rule(), Objects: ids(), Message: pick("xy")}
		if got, want := rules.CompareRules(a.Rule, b.Rule), slices.Compare(ruleKeyOrder(a.Rule), ruleKeyOrder(b.Rule)); got != want {
			t.Fatalf("CompareRules(%q, %q): got %d, want %d", a.Rule, b.Rule, got, want)
		}
		want := slices.Compare(ruleKeyOrder(a.Rule), ruleKeyOrder(b.Rule))
		if want == 0 {
			want = strings.Compare(joined(a.Objects), joined(b.Objects))
		}
		if want == 0 {
			want = strings.Compare(a.Message, b.Message)
		}
		if got := rules.CompareFindings(a, b); got != want {
			t.Fatalf("CompareFindings(%q, %q): got %d, want %d", a, b, got, want)
		}
	}
}

// ruleKeyOrder splits "502.10b" into {502, 10, 'b'}.
func ruleKeyOrder(r rules.RuleID) []int {
	major, rest, _ := strings.Cut(string(r), ".")
	n, _ := strconv.Atoi(major)
	key := []int{n}
	i := 0
	for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
		i++
	}
	n, _ = strconv.Atoi(rest[:i])
	key = append(key, n)
	for _, c := range rest[i:] {
		key = append(key, int(c))
	}
	return key
}

func joined(ids []rules.ObjectID) string {
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = string(id)
	}
	return strings.Join(s, "\x00")
}
