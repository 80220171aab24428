package cards_test

import (
	"os/exec"
	"strings"
	"testing"
)

// Package cards imports the standard library and, of the rules core, only
// the ability language (rules/ability, and the bounded cache it keeps its
// readings in, rules/bounded), nothing else: no HTTP, no
// third-party code, and not the judge (rules) nor the game's words
// (rules/game): cards reads a card's lines in the language, and the judge
// is the edge's to call. (The rules core checks its own imports; cards'
// tests may import more.)
func TestImportsOnlyStandardLibraryAndAbilityLanguage(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	pkgs := strings.Fields(string(out))
	if len(pkgs) == 0 || pkgs[len(pkgs)-1] != "rulesjudge/cards" {
		t.Fatalf("go list -deps listed %v, want rulesjudge/cards last", pkgs)
	}
	want := []string{"rulesjudge/rules/bounded", "rulesjudge/rules/ability", "rulesjudge/cards"}
	if strings.Join(pkgs, " ") != strings.Join(want, " ") {
		t.Errorf("cards depends on %v, want only the standard library and %v", pkgs, want)
	}
}
