package cards_test

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// Package cards imports the standard library and the rules core (rules and
// its packages), nothing
// else: no HTTP, no third-party code. (The rules core checks its own.)
func TestImportsOnlyStandardLibraryAndRules(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	pkgs := strings.Fields(string(out))
	if len(pkgs) == 0 || pkgs[len(pkgs)-1] != "rulesjudge/cards" || !slices.Contains(pkgs, "rulesjudge/rules") {
		t.Fatalf("go list -deps listed %v, want rulesjudge/rules and then rulesjudge/cards", pkgs)
	}
	for _, p := range pkgs {
		if p != "rulesjudge/cards" && p != "rulesjudge/rules" && !strings.HasPrefix(p, "rulesjudge/rules/") {
			t.Errorf("cards depends on %s, want only the standard library and the rules core", p)
		}
	}
}
