package ability

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"sort"
	"strings"
	"testing"
)

// sourceFiles are the package's Go files, tests left out, parsed, by
// file name in name order: the tests that hold a table complete over what
// the source declares or produces read them.
func sourceFiles(t *testing.T) (names []string, files map[string]*ast.File) {
	t.Helper()
	fset := token.NewFileSet()
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	files = map[string]*ast.File{}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, e.Name(), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files[e.Name()] = f
		names = append(names, e.Name())
	}
	sort.Strings(names)
	return names, files
}

// eachEraParse calls f with each line of the era's cards (the snapshot's
// lines) that Parse reads, and its abilities.
func eachEraParse(t *testing.T, f func(l reading, abs []Ability)) {
	t.Helper()
	readGzipLines(t, eraLinesFile, func(b []byte) {
		var l reading
		if err := json.Unmarshal(b, &l); err != nil {
			t.Fatal(err)
		}
		abs, err := Parse(l.Text, l.Name)
		if err != nil {
			return
		}
		f(l, abs)
	})
}
