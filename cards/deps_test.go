package cards_test

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// Package cards imports the standard library and the rules core, nothing
// else: no HTTP, no third-party code. (The rules core checks its own.)
func TestImportsOnlyStandardLibraryAndRules(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	pkgs := strings.Fields(string(out))
	if !slices.Equal(pkgs, []string{"rulesjudge/rules", "rulesjudge/cards"}) {
		t.Errorf("cards depends on %v, want only the standard library and rulesjudge/rules", pkgs)
	}
}
