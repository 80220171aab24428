package httpapi_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// citation finds a rule number the core puts in a violation or a note:
// `Rule: "502.4b"` or `add("502.4b", ...`. Rows of the wording table
// (lines with Pattern:) name the rule an ability belongs to, not a verdict.
var citation = regexp.MustCompile(`(?:Rule: |add\()"([0-9]{3}\.[0-9]+[a-z]?)"`)

// citedRules lists every rule number the core can cite.
func citedRules(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("../rules/*.go")
	if err != nil {
		t.Fatal(err)
	}
	set := map[string]bool{}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(data), "\n") {
			if strings.Contains(line, "Pattern:") {
				continue
			}
			for _, m := range citation.FindAllStringSubmatch(line, -1) {
				set[m[1]] = true
			}
		}
	}
	var out []string
	for r := range set {
		out = append(out, r)
	}
	sort.Strings(out)
	return out
}

// Every rule the judge can cite has a scenario that expects it, as a
// violation or as a note.
func TestEveryCitedRuleHasAScenario(t *testing.T) {
	files, err := filepath.Glob("../scenarios/*/*.json")
	if err != nil {
		t.Fatal(err)
	}
	covered := map[string]bool{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var s struct {
			Want struct {
				Rules []string `json:"rules"`
				Notes []string `json:"notes"`
			} `json:"want"`
		}
		if err := json.Unmarshal(data, &s); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, r := range append(s.Want.Rules, s.Want.Notes...) {
			covered[r] = true
		}
	}
	cited := citedRules(t)
	if len(cited) < 20 {
		t.Fatalf("found %d cited rules in ../rules, want at least 20: %v", len(cited), cited)
	}
	for _, r := range cited {
		if !covered[r] {
			t.Errorf("rule %s can be cited by the judge but no scenario expects it", r)
		}
	}
}
