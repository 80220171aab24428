package rules_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"rulesjudge/rules"
)

// Every rule number written in the core's code (verdicts, notes, the
// ability table) is in the catalog that GET /v1/rules serves.
func TestEveryRuleInCodeIsInTheCatalog(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	more, err := filepath.Glob("*/*.go") // rules/ability's table, rules/solver
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, more...)
	number := regexp.MustCompile(`"([0-9]{3}\.[0-9]+[a-z]?)"`)
	seen := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || filepath.Base(f) == "catalog.go" {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range number.FindAllStringSubmatch(string(data), -1) {
			seen++
			if _, ok := rules.LookupRule(rules.RuleID(m[1])); !ok {
				t.Errorf("%s cites %s, which is not in the catalog", f, m[1])
			}
		}
	}
	if seen < 50 {
		t.Errorf("found %d rule numbers in the code, want many more", seen)
	}
	for _, r := range rules.Rules() {
		if r.Title == "" || r.Summary == "" {
			t.Errorf("%s: title %q, summary %q; want both", r.Number, r.Title, r.Summary)
		}
	}
}

// The loader reads the seeds' three layouts: one rule per line (000), blank
// lines between rules (000), several rules run together on one line (002,
// 003), and it doesn't take "see rule 212.3d" for the start of rule 212.3d.
func TestParseRulesTextSeeds(t *testing.T) {
	tests := []struct {
		file   string
		rule   rules.RuleID
		prefix string
	}{
		{"000_*.txt", "420.5h", "A player with ten or more poison counters loses the game."},
		{"000_*.txt", "500.4", "A restriction conflicts with a proposed set of attackers or blockers if it isn’t being followed."},
		{"000_*.txt", "502.9d", "Assigning damage from a creature with trample considers only the actual toughness"},
		{"000_*.txt", "502.5b", "A creature with haste can attack"},
		{"002_*.txt", "420.2", "State-based effects are always active"},
		{"002_*.txt", "500.4", "A restriction conflicts"},
		{"003_*.txt", "502.29a", "Provoke is a triggered ability."},
		{"003_*.txt", "502.10e", "If an attacking creature becomes blocked by a creature"},
	}
	for _, tt := range tests {
		paths, _ := filepath.Glob(filepath.Join("..", "..", "shared", "rules", "seeds", tt.file))
		if len(paths) == 0 && os.Getenv("CI") != "true" {
			t.Skip("../shared/rules/seeds is not beside this checkout")
		}
		if len(paths) != 1 {
			t.Fatalf("seed %s: found %v", tt.file, paths)
		}
		f, err := os.Open(paths[0])
		if err != nil {
			t.Fatal(err)
		}
		got, err := rules.ParseRulesText(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(got[tt.rule], tt.prefix) {
			t.Errorf("%s: rule %s = %q, want it to start %q", tt.file, tt.rule, got[tt.rule], tt.prefix)
		}
	}
}

func TestParseRulesTextCrossReferences(t *testing.T) {
	in := "502.5b A creature with haste can attack. (See rule 212.3d.) 502.5c Multiple instances are redundant.\n\n500.1. Some effects restrict attacks."
	got, err := rules.ParseRulesText(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	want := map[rules.RuleID]string{
		"502.5b": "A creature with haste can attack. (See rule 212.3d.)",
		"502.5c": "Multiple instances are redundant.",
		"500.1":  "Some effects restrict attacks.",
	}
	if len(got) != len(want) {
		t.Errorf("got %d rules %v, want %d", len(got), got, len(want))
	}
	for id, w := range want {
		if got[id] != w {
			t.Errorf("rule %s = %q, want %q", id, got[id], w)
		}
	}
}
