package ability

import (
	"cmp"
	"go/ast"
	"go/token"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// replacementFiles are the files that declare the replacement and
// prevention statics' keywords: every Keyword constant they declare is a
// replacement, but those of notReplacements.
var replacementFiles = map[string]bool{"prevention.go": true, "damage_statics.go": true}

// notReplacements are the keywords replacementFiles declare that replace
// no damage event: they change who assigns combat damage (310.2e), or
// whether damage can be prevented at all.
var notReplacements = map[string]bool{
	"Unpreventable": true, "AssignToDefendersCreature": true, "AssignAmongDefenders": true, "DefenderAssigns": true,
}

// replacementConstants are the Go names of the Keyword constants that are
// replacement or prevention statics, decided from the source: each
// constant replacementFiles declare (but notReplacements), and each
// constant anywhere named Prevent... or Redirect... that is no effect of
// an activated ability or an instant (effect_kinds.go: the shields), no
// trigger, and no trigger's effect of this turn (its wire name ends "this
// turn": a shield a triggered ability sets up, trigger_events.go).
func replacementConstants(t *testing.T) map[string]Keyword {
	t.Helper()
	out := map[string]Keyword{}
	for k, name := range allKeywordsOfSource(t) {
		if (strings.HasPrefix(name, "Prevent") || strings.HasPrefix(name, "Redirect")) && EffectOf(k) == nil && TriggerOf(k) == nil && !strings.HasSuffix(string(k), "this turn") {
			out[name] = k
		}
	}
	consts := modeConstants(t)
	names, files := sourceFiles(t)
	for _, file := range names {
		if !replacementFiles[file] {
			continue
		}
		for _, d := range files[file].Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, s := range g.Specs {
				v := s.(*ast.ValueSpec)
				if id, ok := v.Type.(*ast.Ident); ok && id.Name == "Keyword" && !notReplacements[v.Names[0].Name] {
					out[v.Names[0].Name] = consts[v.Names[0].Name]
				}
			}
		}
	}
	return out
}

// TestReplacementKinds: every replacement or prevention static the source
// declares has its typed form in kinds.go's replacements table, and the
// table holds nothing else; KindOf tells replacements by that table; every
// replacement reading of the era's lines carries its typed Replacement,
// with the ability's quality on its Selected side (419.6, 419.7).
func TestReplacementKinds(t *testing.T) {
	members := replacementConstants(t)
	if len(members) < 23 {
		t.Fatalf("found %d replacement keywords in the source, want the 23 or more of today", len(members))
	}
	in := map[Keyword]bool{}
	for name, k := range members {
		in[k] = true
		if ReplacementOf(k) == nil {
			t.Errorf("%s (%q) has no typed form in kinds.go's replacements table", name, k)
		}
		if KindOf(k) != Replacement {
			t.Errorf("%s (%q) is of kind %q, want %q", name, k, KindOf(k), Replacement)
		}
	}
	for k, r := range replacements {
		if !in[k] {
			t.Errorf("%q is in kinds.go's replacements table but no replacement keyword of the source", k)
		}
		if r.Event != DamageWouldBeDealt || r.From.Subject == "" || r.To.Subject == "" || r.Damage == "" || r.Mod == "" || r.Amount == "" && r.Mod != NoCombatChange {
			t.Errorf("%q: %+v, want every part", k, *r)
		}
	}
	n := 0
	eachEraParse(t, func(l reading, abs []Ability) {
		for _, a := range abs {
			r := Classify(a)
			if r.Kind != Replacement {
				if r.Replacement != nil {
					t.Errorf("%q: the %s reading %q has a Replacement", l.Text, r.Kind, a.Keyword)
				}
				continue
			}
			n++
			if r.Replacement == nil {
				t.Errorf("%q: the replacement %q has no typed Replacement", l.Text, a.Keyword)
				continue
			}
			side := r.Replacement.From
			if side.Subject != Selected {
				side = r.Replacement.To
			}
			want := a.Quality // the ability's own, else the table's ("creatures you control")
			if table := ReplacementOf(a.Keyword); want.Text == "" {
				want = table.To.Quality
				if table.QualifiesSource() {
					want = table.From.Quality
				}
			}
			if side.Subject == Selected && !reflect.DeepEqual(side.Quality, want) {
				t.Errorf("%q: the replacement's selected side has quality %q, the ability %q", l.Text, side.Quality.Text, a.Quality.Text)
			}
		}
	})
	if n < 40 {
		t.Errorf("%d replacement readings in the era's lines, want the 40 or more of today", n)
	}
}

// The damage step's question "which statics prevent all combat damage
// dealt to their own permanent" (419.7) is answered by the typed form:
// exactly the three wordings of "prevent all [combat] damage that would
// be dealt to ~ [by creatures]".
func TestPreventsAllToItself(t *testing.T) {
	want := map[Keyword]bool{PreventTo: true, PreventCombatToIt: true, PreventToItByCreatures: true}
	for k, r := range replacements {
		if got := r.PreventsAllToItself(); got != want[k] {
			t.Errorf("%q: prevents all to itself %v, want %v (419.7)", k, got, want[k])
		}
	}
	if ReplacementOf(PreventNext).PreventsAllToItself() {
		t.Errorf("a shield (%q) is no static that prevents all to itself (419.7)", PreventNext)
	}
}

// replacementKindTable writes the document's table of replacement and
// prevention statics: each keyword's modification, amount, damage, whose
// damage to whom, with the first card of the era's lines that reads it.
func replacementKindTable(t *testing.T, row func(...string), code func(string) string) {
	t.Helper()
	card := map[Keyword]string{}
	eachEraParse(t, func(l reading, abs []Ability) {
		for _, a := range abs {
			if ReplacementOf(a.Keyword) != nil && card[a.Keyword] == "" {
				card[a.Keyword] = l.Name
			}
		}
	})
	keys := make([]Keyword, 0, len(replacements))
	for k := range replacements {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b Keyword) int {
		x, y := replacements[a], replacements[b]
		return cmp.Or(cmp.Compare(x.Mod, y.Mod), cmp.Compare(x.Amount, y.Amount), cmp.Compare(x.Damage, y.Damage),
			cmp.Compare(x.From.Subject, y.From.Subject), cmp.Compare(x.To.Subject, y.To.Subject), cmp.Compare(a, b))
	})
	row("modification", "amount", "damage", "from", "to", "also", "wire name", "card")
	row("---", "---", "---", "---", "---", "---", "---", "---")
	for _, k := range keys {
		r := replacements[k]
		also := ""
		if r.Either {
			also = "either"
		}
		row(string(r.Mod), string(r.Amount), string(r.Damage), selectorWords(r.From), selectorWords(r.To), also, code(string(k)), cmp.Or(card[k], "(no card of the era's lines)"))
	}
}

// selectorWords names a replacement's side: its subject, "yours" for the
// ones its controller controls.
func selectorWords(s Selector) string {
	if s.Scope.YouControl {
		return string(s.Subject) + ", yours"
	}
	return string(s.Subject)
}
