package rules_test

import (
	"os/exec"
	"strings"
	"testing"
)

// The rules core must import nothing outside the standard library.
func TestImportsOnlyStandardLibrary(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	pkgs := strings.Fields(string(out))
	if len(pkgs) == 0 || pkgs[len(pkgs)-1] != "rulesjudge/rules" {
		t.Fatalf("go list -deps listed %v, want it to end with rulesjudge/rules", pkgs)
	}
	for _, p := range pkgs {
		if p != "rulesjudge/rules" {
			t.Errorf("rules imports %s, want only the standard library", p)
		}
	}
}
