package walk_test

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// maxFileCycle bounds the files of this package that all refer to each
// other (issue 25: no package of the core holds a cycle of more than 8
// files), measured as ../shared/tools/shape does: a file refers to another
// when it names something declared there.
const maxFileCycle = 8

// TestFileCyclesStaySmall: the walk's files are layered, a lower layer
// never naming a higher one: the combat core (combat.go, derived_patch.go,
// step_combat.go, checked_board.go), then the triggers with destruction and
// the state-based effects they recurse with, then the trick effects, then
// the steps and the judge on top. A helper a lower file needs lives in that
// file's layer or below (trick_line.go, target_slots.go, steps_passed.go,
// declared_choices.go), never in the feature that first used it.
func TestFileCyclesStaySmall(t *testing.T) {
	fset := token.NewFileSet()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, n := range names {
		if strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, n, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	pkg, err := conf.Check("rulesjudge/rules/walk", fset, files, info)
	if err != nil {
		t.Fatal(err)
	}
	fileOf := func(p token.Pos) string { return fset.Position(p).Filename }
	refers := map[string]map[string]bool{}
	link := func(from, to string) {
		if from != to && strings.HasSuffix(to, ".go") && !strings.HasSuffix(to, "_test.go") {
			if refers[from] == nil {
				refers[from] = map[string]bool{}
			}
			refers[from][to] = true
		}
	}
	for id, obj := range info.Uses {
		if obj != nil && obj.Pkg() == pkg {
			link(fileOf(id.Pos()), fileOf(obj.Pos()))
		}
	}
	for sel, s := range info.Selections {
		if s.Obj().Pkg() == pkg {
			link(fileOf(sel.Sel.Pos()), fileOf(s.Obj().Pos()))
		}
	}
	for _, cycle := range fileCycles(refers) {
		if len(cycle) > maxFileCycle {
			t.Errorf("%d files refer to each other, want at most %d: %v", len(cycle), maxFileCycle, cycle)
		}
	}
}

// fileCycles are the sets of files that all reach each other (Tarjan's
// strongly connected components).
func fileCycles(refers map[string]map[string]bool) [][]string {
	index, low, onStack := map[string]int{}, map[string]int{}, map[string]bool{}
	var stack []string
	var out [][]string
	var visit func(v string)
	visit = func(v string) {
		index[v], low[v] = len(index), len(index)
		stack, onStack[v] = append(stack, v), true
		for w := range refers[v] {
			if _, seen := index[w]; !seen {
				visit(w)
				low[v] = min(low[v], low[w])
			} else if onStack[w] {
				low[v] = min(low[v], index[w])
			}
		}
		if low[v] == index[v] {
			var c []string
			for {
				w := stack[len(stack)-1]
				stack, onStack[w] = stack[:len(stack)-1], false
				c = append(c, filepath.Base(w))
				if w == v {
					break
				}
			}
			slices.Sort(c)
			out = append(out, c)
		}
	}
	for v := range refers {
		if _, seen := index[v]; !seen {
			visit(v)
		}
	}
	return out
}
