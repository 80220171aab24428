package rules_test

import (
	"os/exec"
	"slices"
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

// Which package of the core may import which: each package imports only
// those below it, so that a reader can start at the bottom (game: the
// game's words; bounded: the cache of readings; ability: the ability
// language; solver: the search; trick: the tricks the judge applies;
// state: the board and its continuous effects; declare: attacks and
// blocks; damage: combat damage; walk: the combat walked step by step) and
// climb to rules, the one door the edge calls. A new package under rules/
// is refused here until it is given its place.
var mayImport = map[string][]string{
	"rulesjudge/rules/game":    {},
	"rulesjudge/rules/bounded": {},
	"rulesjudge/rules/ability": {"rulesjudge/rules/bounded"},
	"rulesjudge/rules/solver":  {},
	"rulesjudge/rules/trick":   {"rulesjudge/rules/game", "rulesjudge/rules/ability"},
	"rulesjudge/rules/state":   {"rulesjudge/rules/game", "rulesjudge/rules/bounded", "rulesjudge/rules/ability", "rulesjudge/rules/trick"},
	"rulesjudge/rules/declare": {"rulesjudge/rules/game", "rulesjudge/rules/ability", "rulesjudge/rules/solver", "rulesjudge/rules/state"},
	"rulesjudge/rules/damage":  {"rulesjudge/rules/game", "rulesjudge/rules/ability", "rulesjudge/rules/state", "rulesjudge/rules/declare"},
	"rulesjudge/rules/walk":    {"rulesjudge/rules/game", "rulesjudge/rules/ability", "rulesjudge/rules/trick", "rulesjudge/rules/state", "rulesjudge/rules/declare", "rulesjudge/rules/damage"},
	"rulesjudge/rules":         {"rulesjudge/rules/game", "rulesjudge/rules/bounded", "rulesjudge/rules/ability", "rulesjudge/rules/solver", "rulesjudge/rules/trick", "rulesjudge/rules/state", "rulesjudge/rules/declare", "rulesjudge/rules/damage", "rulesjudge/rules/walk"},
}

func TestPackagesImportOnlyThoseBelow(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", "./...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	seen := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		pkg, imports := fields[0], fields[1:]
		allowed, ok := mayImport[pkg]
		if !ok {
			t.Errorf("%s has no place in mayImport: say which packages of the core it may import", pkg)
			continue
		}
		seen++
		for _, imp := range imports {
			if strings.HasPrefix(imp, "rulesjudge/") && !slices.Contains(allowed, imp) {
				t.Errorf("%s imports %s; it may import only %v", pkg, imp, allowed)
			}
		}
	}
	if seen != len(mayImport) {
		t.Errorf("go list named %d of the %d packages of mayImport", seen, len(mayImport))
	}
}
