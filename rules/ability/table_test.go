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
// (table.go for the readers' tables and the Auras' own triggers,
// effect_table.go for the effects). A file's init that assigns a list of
// rows or of keywords would make that order depend on the files' names,
// as init functions run in the order the files are given to the compiler
// (issue 26). An init may still set a function variable (a reader a row
// calls back into).
func TestRowListsAssembledInOnePlace(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") || name == "table.go" || name == "effect_table.go" {
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
			checked++
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				as, ok := n.(*ast.AssignStmt)
				if !ok {
					return true
				}
				for i, lhs := range as.Lhs {
					id, ok := lhs.(*ast.Ident)
					if !ok || i >= len(as.Rhs) {
						continue
					}
					if _, isFunc := as.Rhs[i].(*ast.FuncLit); isFunc {
						continue
					}
					if rhs, isIdent := as.Rhs[i].(*ast.Ident); isIdent && !strings.HasSuffix(rhs.Name, "Rows") {
						continue // a function named: a reader called back into
					}
					t.Errorf("%s: init assigns %s: list rows in table.go or effect_table.go, in the order they are tried", fset.Position(as.Pos()), id.Name)
				}
				return true
			})
		}
	}
	if checked == 0 {
		t.Fatal("no init function found outside table.go and effect_table.go: nothing was checked (the test would not see a new one either)")
	}
}
