package ability

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestRowListsAssembledInOnePlace: the order in which the reader tries
// its rows decides which wording wins, so it is written in one place
// (table.go for the readers' tables, the Auras' own triggers and the
// readers the rows call back into; effect_table.go for the effects). An
// init in any other file would make what the package holds depend on the
// files' names, as init functions run in the order the files are given to
// the compiler (issue 26), so there is none.
func TestRowListsAssembledInOnePlace(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	assembled := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Name.Name != "init" || fn.Recv != nil {
				continue
			}
			if name == "table.go" || name == "effect_table.go" {
				assembled++
				continue
			}
			t.Errorf("%s: an init outside table.go and effect_table.go: assemble rows, lists and the readers rows call back into there, in the order they are tried", fset.Position(fn.Pos()))
		}
	}
	if assembled != 2 {
		t.Fatalf("found %d init functions in table.go and effect_table.go, want 2: the test no longer sees where the package is assembled", assembled)
	}
}
