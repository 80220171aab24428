package httpapi_test

import (
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The edge calls the rules core through one door, package rules: at most
// two of its files may import a package under rules/ directly, the views
// that show the ability language itself (meaning.go: a line's meaning, as
// in GET /v1/cards/{name}; reference.go: the wordings the judge reads).
// Tests are not counted.
func TestCallsTheRulesDoor(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", "{{.Dir}}\n{{join .GoFiles \"\\n\"}}", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) < 2 {
		t.Fatalf("go list named no file of httpapi: %q", out)
	}
	dir, files := lines[0], lines[1:]
	var importing []string
	for _, f := range files {
		file, err := parser.ParseFile(token.NewFileSet(), filepath.Join(dir, f), nil, parser.ImportsOnly)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, imp := range file.Imports {
			if p, _ := strconv.Unquote(imp.Path.Value); strings.HasPrefix(p, "rulesjudge/rules/") {
				importing = append(importing, f+" ("+p+")")
				break
			}
		}
	}
	if len(importing) > 2 {
		t.Errorf("%d files of httpapi import a package under rules/: %v; at most two views may, the rest call package rules", len(importing), importing)
	}
}
