package rules_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"rulesjudge/rules/ability"
)

// Issue 26: the replacement and prevention statics (419.6, 419.7) are read
// by their typed form (ability.ReplacementEffect) and by it alone: no
// package of the core but the ability language, and not the edge, names
// one by its keyword (its wire name), so what a static does is what its
// row of ability's table says.
func TestReplacementStaticsReadByTheirTypedForm(t *testing.T) {
	isReplacement := map[string]bool{}
	for _, k := range ability.ReplacementKeywords() {
		isReplacement[string(k)] = true
	}
	coreNames(t, func(at token.Position, name, value string) {
		if isReplacement[value] {
			t.Errorf("%s names the replacement static ability.%s: ask its typed form (ability.ReplacementOf) instead (419.6, 419.7)", at, name)
		}
	})
}

// coreNames calls fn with each constant of package ability (its name and
// value) that a file of the core but the ability language, or of the
// edge, names, tests aside; it fails when the scan finds too few to be
// reading them.
func coreNames(t *testing.T, fn func(at token.Position, name, value string)) {
	t.Helper()
	values := abilityConstants(t)
	dirs, err := filepath.Glob("*")
	if err != nil {
		t.Fatal(err)
	}
	dirs = append(dirs, ".", "../httpapi")
	fset := token.NewFileSet()
	named := 0
	for _, dir := range dirs {
		if st, err := os.Stat(dir); err != nil || !st.IsDir() || dir == "ability" || dir == "testdata" {
			continue
		}
		for _, f := range goFiles(t, fset, dir) {
			ast.Inspect(f, func(n ast.Node) bool {
				if x, ok := n.(ast.Expr); ok {
					if v, ok := values[abilityName(x)]; ok {
						named++
						fn(fset.Position(x.Pos()), abilityName(x), v)
					}
				}
				return true
			})
		}
	}
	if named < 500 {
		t.Fatalf("the core names %d constants of package ability, want the 500 or more of today: the scan is broken", named)
	}
}

// Every replacement and prevention static of ability's table has a
// meaning in the damage step (fail closed: a static the card view lists
// as understood is applied): the step asks for its modification and
// amount (applying, first), and its selectors name a subject
// selectsSource and selectsRecipient know. The test reads the damage
// package's source for what is asked and known, so a wording added with a
// new modification or subject fails here until the damage step gives it a
// meaning (419.6, 419.7).
func TestEveryReplacementHasAMeaning(t *testing.T) {
	values := abilityConstants(t)
	asked, sources, recipients := map[[2]string]bool{}, map[string]bool{}, map[string]bool{}
	for _, f := range goFiles(t, token.NewFileSet(), "damage") {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok && (sel.Sel.Name == "applying" || sel.Sel.Name == "first") && len(n.Args) >= 3 {
					asked[[2]string{values[abilityName(n.Args[1])], values[abilityName(n.Args[2])]}] = true
				}
			case *ast.FuncDecl:
				known := map[string]map[string]bool{"selectsSource": sources, "selectsRecipient": recipients}[n.Name.Name]
				if known == nil {
					return true
				}
				ast.Inspect(n.Body, func(c ast.Node) bool {
					if cc, ok := c.(*ast.CaseClause); ok {
						for _, x := range cc.List {
							known[values[abilityName(x)]] = true
						}
					}
					return true
				})
			}
			return true
		})
	}
	if len(asked) < 8 || len(sources) < 4 || len(recipients) < 5 {
		t.Fatalf("read %d modifications asked, %d source and %d recipient subjects: the scan of rules/damage is broken", len(asked), len(sources), len(recipients))
	}
	for _, k := range ability.ReplacementKeywords() {
		r := ability.ReplacementOf(k)
		if r.Mod == ability.NoCombatChange {
			continue // spells' damage: no damage the judge deals (419.7a)
		}
		if !asked[[2]string{string(r.Mod), string(r.Amount)}] {
			t.Errorf("%q: the damage step applies no %q of %q damage (419.6, 419.7)", k, r.Mod, r.Amount)
		}
		if !sources[string(r.From.Subject)] {
			t.Errorf("%q: the damage step selects no source %q (419.6, 419.7)", k, r.From.Subject)
		}
		if !recipients[string(r.To.Subject)] {
			t.Errorf("%q: the damage step selects no recipient %q (419.6, 419.7)", k, r.To.Subject)
		}
	}
}

// abilityName is the name an expression ability.Name selects, "" for
// another.
func abilityName(x ast.Expr) string {
	if sel, ok := x.(*ast.SelectorExpr); ok {
		if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "ability" {
			return sel.Sel.Name
		}
	}
	return ""
}

// abilityConstants are the string constants of package ability, by name.
func abilityConstants(t *testing.T) map[string]string {
	return abilityConstantsOf(t, func(*ast.ValueSpec) bool { return true })
}

// abilityConstantsOf are the string constants of package ability whose
// declaration is, by name.
func abilityConstantsOf(t *testing.T, is func(*ast.ValueSpec) bool) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, f := range goFiles(t, token.NewFileSet(), "ability") {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				if !is(vs) {
					continue
				}
				for i, id := range vs.Names {
					if i >= len(vs.Values) {
						continue
					}
					if lit, ok := vs.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
						out[id.Name], _ = strconv.Unquote(lit.Value)
					}
				}
			}
		}
	}
	if len(out) < 400 {
		t.Fatalf("read %d string constants of package ability, want the 400 or more of today", len(out))
	}
	return out
}

// goFiles parses the Go files of dir but its tests.
func goFiles(t *testing.T, fset *token.FileSet, dir string) []*ast.File {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var out []*ast.File
	for _, n := range names {
		if strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, n, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, f)
	}
	return out
}
