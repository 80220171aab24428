package damage

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"rulesjudge/rules/ability"
	"rulesjudge/rules/state"
)

// Deal skips modify on a quiet board (no permanent modifiesDamage, no
// shield): every static modify and its steps read on a source, a
// recipient or anywhere on the board must make its permanent a modifier,
// or an event on a board with it would be dealt unmodified. They are
// protection (502.7e), damage that can't be prevented, and every
// replacement and prevention static of ability's table (419.6, 419.7).
func TestEveryDamageEventModifierIsSeen(t *testing.T) {
	read := append([]ability.Keyword{ability.Protection, ability.Unpreventable}, ability.ReplacementKeywords()...)
	if len(read) < 20 {
		t.Fatalf("%d statics that modify damage, want the 20 or more of today", len(read))
	}
	for _, k := range read {
		p := &state.Perm{Readings: []ability.Ability{{Keyword: ability.Flying}, {Keyword: k}}}
		if !modifiesDamage(p) {
			t.Errorf("a permanent with %q is not seen as modifying damage events: Deal would skip it (419.6, 419.7)", k)
		}
	}
	if p := (&state.Perm{Readings: []ability.Ability{{Keyword: ability.Flying}, {Keyword: ability.Trample}}}); modifiesDamage(p) {
		t.Errorf("flying and trample modify no damage event, yet the permanent is seen as a modifier (310.4)")
	}
}

// Every replacement and prevention static of ability's table has a
// meaning here (fail closed: a static the card view lists as understood
// is applied): the damage step asks for its modification and amount
// (applying, first), and its selectors name a subject selectsSource and
// selectsRecipient know. The test reads this package's source for what is
// asked and known, and ability's for the constants' values, so a wording
// added with a new modification or subject fails here until the damage
// step gives it a meaning.
func TestEveryReplacementHasAMeaning(t *testing.T) {
	values := abilityConstants(t)
	asked, sources, recipients := map[[2]string]bool{}, map[string]bool{}, map[string]bool{}
	for _, f := range packageFiles(t, ".") {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok && (sel.Sel.Name == "applying" || sel.Sel.Name == "first") && len(n.Args) >= 3 {
					asked[[2]string{values[name(n.Args[1])], values[name(n.Args[2])]}] = true
				}
			case *ast.FuncDecl:
				known := map[string]map[string]bool{"selectsSource": sources, "selectsRecipient": recipients}[n.Name.Name]
				if known == nil {
					return true
				}
				ast.Inspect(n.Body, func(c ast.Node) bool {
					if cc, ok := c.(*ast.CaseClause); ok {
						for _, x := range cc.List {
							known[values[name(x)]] = true
						}
					}
					return true
				})
			}
			return true
		})
	}
	if len(asked) < 8 || len(sources) < 4 || len(recipients) < 5 {
		t.Fatalf("read %d modifications asked, %d source and %d recipient subjects: the scan of the source is broken", len(asked), len(sources), len(recipients))
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

// The damage step reads the replacement and prevention statics by their
// typed form only: no file of it names one by its keyword (wire name), so
// what a static does is what its table row says (419.6, 419.7).
func TestStaticsReadByTheirTypedForm(t *testing.T) {
	values := abilityConstants(t)
	isReplacement := map[string]bool{}
	for _, k := range ability.ReplacementKeywords() {
		isReplacement[string(k)] = true
	}
	for _, f := range packageFiles(t, ".") {
		ast.Inspect(f, func(n ast.Node) bool {
			if x, ok := n.(ast.Expr); ok {
				if v, ok := values[name(x)]; ok && isReplacement[v] {
					t.Errorf("rules/damage names the replacement static ability.%s: ask its typed form (ability.ReplacementOf) instead (419.6, 419.7)", name(x))
				}
			}
			return true
		})
	}
}

// name is the name an expression ability.Name selects, "" for another.
func name(x ast.Expr) string {
	if sel, ok := x.(*ast.SelectorExpr); ok {
		if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "ability" {
			return sel.Sel.Name
		}
	}
	return ""
}

// abilityConstants are the string constants of package ability, by name.
func abilityConstants(t *testing.T) map[string]string {
	out := map[string]string{}
	for _, f := range packageFiles(t, "../ability") {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, id := range vs.Names {
					if i < len(vs.Values) {
						if lit, ok := vs.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
							out[id.Name], _ = strconv.Unquote(lit.Value)
						}
					}
				}
			}
		}
	}
	return out
}

// packageFiles parses the Go files of dir but its tests.
func packageFiles(t *testing.T, dir string) []*ast.File {
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(names) == 0 {
		t.Fatalf("no Go files in %s: %v", dir, err)
	}
	var out []*ast.File
	fset := token.NewFileSet()
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
