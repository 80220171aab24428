package rules_test

import (
	"go/ast"
	"go/importer"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// maxFileCycle bounds the files of one package of the core that all refer
// to each other (issue 25: no package holds a cycle of more than 8 files),
// measured as ../shared/tools/shape does: a file refers to another when it
// names something declared there.
const maxFileCycle = 8

// TestFileCyclesStaySmall: in every package of the core a reader can start
// at the bottom and climb, reading no more than a few files at once. In
// rules/ability the bottom is grammar.go, subtypes.go and ability.go, the
// top table.go and reader.go. rules/walk is layered: the combat core
// (combat.go, derived_patch.go, step_combat.go, checked_board.go), then
// the triggers with destruction and the state-based effects they recurse
// with, then the trick effects, then the steps and the judge on top; a
// helper a lower file needs lives in that file's layer or below
// (trick_line.go, target_slots.go, steps_passed.go, declared_choices.go),
// never in the feature that first used it.
func TestFileCyclesStaySmall(t *testing.T) {
	dirs := []string{"."}
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() {
			dirs = append(dirs, e.Name())
		}
	}
	for _, dir := range dirs {
		refers, ok := fileReferences(t, dir)
		if !ok {
			continue
		}
		for _, cycle := range fileCycles(refers) {
			if len(cycle) > maxFileCycle {
				t.Errorf("rules/%s: %d files refer to each other, want at most %d: %v", dir, len(cycle), maxFileCycle, cycle)
			}
		}
	}
}

// fileReferences are, for the package in dir, the files each of its files
// names something of; false when dir holds no Go package.
func fileReferences(t *testing.T, dir string) (map[string]map[string]bool, bool) {
	t.Helper()
	fset := token.NewFileSet()
	files := goFiles(t, fset, dir)
	if len(files) == 0 {
		return nil, false
	}
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	pkg, err := conf.Check(filepath.ToSlash(filepath.Join("rulesjudge/rules", dir)), fset, files, info)
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
	return refers, true
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
