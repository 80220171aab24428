package rules_test

import (
	"go/ast"
	"go/token"
	"os"
	"path/filepath"
	"testing"

	"rulesjudge/rules/ability"
)

// Issue 26: the triggered abilities, and the delayed triggers effects
// make, are read by their typed form (ability.Trigger: the event, whose
// event it is, the recipient, the other creature named, the refinement)
// and by it alone: no package of the core but the ability language, and
// not the edge, names one by its keyword (its wire name), so which event a
// trigger waits for is what its row of ability's table says (410.1, 404.4).
func TestTriggersReadByTheirTypedForm(t *testing.T) {
	values := abilityConstants(t)
	isTrigger := map[string]bool{}
	for _, k := range ability.TriggerKeywords() {
		isTrigger[string(k)] = true
	}
	if len(isTrigger) < 50 {
		t.Fatalf("ability's table has %d triggers, want the 50 or more of today", len(isTrigger))
	}
	dirs, err := filepath.Glob("*")
	if err != nil {
		t.Fatal(err)
	}
	dirs = append(dirs, ".", "../httpapi")
	fset := token.NewFileSet()
	named := 0 // the constants of ability named, to show the scan reads them
	for _, dir := range dirs {
		if st, err := os.Stat(dir); err != nil || !st.IsDir() || dir == "ability" || dir == "testdata" {
			continue
		}
		for _, f := range goFiles(t, fset, dir) {
			ast.Inspect(f, func(n ast.Node) bool {
				x, ok := n.(ast.Expr)
				if !ok {
					return true
				}
				if _, ok := values[abilityName(x)]; ok {
					named++
				}
				if isTrigger[values[abilityName(x)]] {
					t.Errorf("%s names the trigger ability.%s: ask its typed form (ability.TriggerOf, a reading's Trigger) instead (410.1, 404.4)", fset.Position(x.Pos()), abilityName(x))
				}
				return true
			})
		}
	}
	if named < 500 {
		t.Fatalf("the core names %d constants of package ability, want the 500 or more of today: the scan is broken", named)
	}
}
