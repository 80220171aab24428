package rules_test

import (
	"os/exec"
	"strings"
	"testing"
)

// The rules core must import nothing outside the standard library but its
// own packages (rules/solver; only rules/solver may one day take a solver
// library, and then this test names it).
func TestImportsOnlyStandardLibrary(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", "./...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	pkgs := strings.Fields(string(out))
	if len(pkgs) == 0 {
		t.Fatal("go list -deps listed no package of the rules core")
	}
	for _, p := range pkgs {
		if p != "rulesjudge/rules" && !strings.HasPrefix(p, "rulesjudge/rules/") {
			t.Errorf("the rules core imports %s, want only the standard library and its own packages", p)
		}
	}
}
