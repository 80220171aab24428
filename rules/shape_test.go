package rules_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Issue 17: the rules core keeps functions a reader can hold in mind: none
// over 80 lines or of cyclomatic complexity 25 (1 + each if, for, case,
// && and ||), tables (variables) aside.
func TestFunctionsStaySmall(t *testing.T) {
	const maxLines, maxComplexity = 80, 25
	var files []string
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, path := range files {
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			lines := fset.Position(fn.End()).Line - fset.Position(fn.Pos()).Line + 1
			if c := complexity(fn); lines > maxLines || c > maxComplexity {
				t.Errorf("%s: %s has %d lines and complexity %d; want at most %d and %d", fset.Position(fn.Pos()), fn.Name.Name, lines, c, maxLines, maxComplexity)
			}
		}
	}
}

// complexity is gocyclo's measure: 1, plus 1 for each if, for, range,
// case clause, select case, && and ||.
func complexity(fn *ast.FuncDecl) int {
	c := 1
	ast.Inspect(fn, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IfStmt, *ast.ForStmt, *ast.RangeStmt:
			c++
		case *ast.CaseClause:
			if n.List != nil {
				c++
			}
		case *ast.CommClause:
			if n.Comm != nil {
				c++
			}
		case *ast.BinaryExpr:
			if n.Op == token.LAND || n.Op == token.LOR {
				c++
			}
		}
		return true
	})
	return c
}
