package httpapi_test

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// citation finds a rule number written in the core's code. Rows of the
// wording table (lines with Pattern: or kw() name the rule an ability
// belongs to, not a verdict, and are skipped.
var citation = regexp.MustCompile(`"([0-9]{3}\.[0-9]+[a-z]?)"`)

// coreDirs are the packages of rules/ whose code cites rules in verdicts,
// notes and events: the door and the packages below it (not the ability
// table, the solver or the game's words).
var coreDirs = []string{".", "state", "trick", "declare", "damage", "walk"}

// citedRules lists every rule number the core can cite.
func citedRules(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, dir := range coreDirs {
		more, err := filepath.Glob(filepath.Join("..", "rules", dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, more...)
	}
	set := map[string]bool{}
	for _, f := range files {
		// catalog.go lists the rules (GET /v1/rules); it cites none.
		if strings.HasSuffix(f, "_test.go") || filepath.Base(f) == "catalog.go" {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(data), "\n") {
			if strings.Contains(line, "Pattern:") || strings.Contains(line, "kw(") {
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
