package ability

import (
	"cmp"
	"encoding/json"
	"go/ast"
	"go/token"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// triggerKeywordsOfSource are the Keyword constants of the package's
// source whose wire name is a trigger's, "when ...", "whenever ...", "at
// ...": each one the grammar can produce.
func triggerKeywordsOfSource(t *testing.T) map[Keyword]string {
	t.Helper()
	out := map[Keyword]string{}
	for k, name := range allKeywordsOfSource(t) {
		if strings.HasPrefix(string(k), "when ") || strings.HasPrefix(string(k), "whenever ") || strings.HasPrefix(string(k), "at ") {
			out[k] = name
		}
	}
	return out
}

// allKeywordsOfSource are the Keyword constants of the package's source,
// each with its Go name.
func allKeywordsOfSource(t *testing.T) map[Keyword]string {
	t.Helper()
	out := map[Keyword]string{}
	_, files := sourceFiles(t)
	for _, f := range files {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, s := range g.Specs {
				v := s.(*ast.ValueSpec)
				if id, ok := v.Type.(*ast.Ident); !ok || id.Name != "Keyword" || len(v.Values) != 1 {
					continue
				}
				lit, ok := v.Values[0].(*ast.BasicLit)
				if !ok {
					continue
				}
				k, err := strconv.Unquote(lit.Value)
				if err != nil {
					t.Fatal(err)
				}
				out[Keyword(k)] = v.Names[0].Name
			}
		}
	}
	return out
}

// TestTriggerKinds: every triggered keyword the grammar can produce has an
// event and a subject; a When constant added without one fails here.
func TestTriggerKinds(t *testing.T) {
	source := triggerKeywordsOfSource(t)
	if len(source) < 60 {
		t.Fatalf("found %d trigger keywords in the source, want the 60 or more of today", len(source))
	}
	// The triggers effects make (a spell's "when that creature dies this
	// turn, ..."), each on the reading of its effect row's example.
	made := map[Keyword]*Trigger{}
	var collect func(rs []Reading)
	collect = func(rs []Reading) {
		for _, r := range rs {
			if r.Trigger != nil {
				made[r.Mode] = r.Trigger
			}
			collect(r.Parts)
		}
	}
	for _, row := range effectRows {
		if r, err := ReadEffect(row.Example, row.Card); err == nil {
			collect(r.Parts)
		}
	}
	for k, name := range source {
		tr := TriggerOf(k)
		if tr == nil {
			tr = made[k]
		}
		if tr == nil {
			t.Errorf("%s (%q) has no trigger event and subject in kinds.go's table, nor on the reading of its effect row's example", name, k)
			continue
		}
		if tr.Event == "" || tr.Whose.Subject == "" {
			t.Errorf("%s (%q): event %q of %q, want both", name, k, tr.Event, tr.Whose.Subject)
		}
	}
	for k := range triggers {
		if _, ok := source[k]; !ok {
			t.Errorf("the table has %q, which is no trigger constant of the source", k)
		}
	}
	// Every reading of the era's cards and of the catalog that is a
	// triggered ability, or gives one, has its trigger on its reading.
	var check func(a Ability, line string)
	check = func(a Ability, line string) {
		r := Classify(a)
		if r.Kind == Triggered && (r.Trigger == nil || r.Trigger.Event == "" || r.Selector.Subject != r.Trigger.Whose.Subject) {
			t.Errorf("%q: the triggered reading %q has trigger %+v and selector %q", line, a.Keyword, r.Trigger, r.Selector.Subject)
		}
		for _, p := range a.Abilities {
			check(p, line)
		}
	}
	n := 0
	eachEraParse(t, func(l reading, abs []Ability) {
		for _, a := range abs {
			if TriggerOf(a.Keyword) != nil {
				n++
			}
			check(a, l.Text)
		}
	})
	if n < 100 {
		t.Errorf("%d triggered readings in the era's lines, want over 100", n)
	}
	for _, w := range Wordings() {
		abs, _ := Parse(w.Example, "")
		for _, a := range abs {
			check(a, w.Example)
		}
	}
}

// Each trigger event and whose event it is, on an era wording.
func TestTriggerOf(t *testing.T) {
	for _, tt := range []struct {
		text    string
		event   Event
		whose   Subject
		quality string // whose quality, for Selected
		to      Recipient
		other   Other
		refine  Refinement
	}{
		{"Whenever ~ attacks, ~ gets +1/+0 until end of turn.", Attacks, Itself, "", "", "", ""},
		{"Whenever ~ attacks alone, it gets +1/+1 until end of turn.", Attacks, Itself, "", "", "", Alone},
		{"Whenever ~ blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat.", BlocksOrBecomesBlocked, Itself, "", "", ByCreature, ""},
		{"Whenever ~ deals combat damage to a player, put a +1/+1 counter on it.", DealsCombatDamage, Itself, "", ToPlayer, "", ""},
		{"Whenever enchanted creature attacks or blocks, its controller loses 3 life.", AttacksOrBlocks, Attached, "", "", "", ""},
		{"Whenever a creature attacks, ~ deals 1 damage to it.", Attacks, Selected, "creature", "", "", ""},
		{"Whenever a creature without flying attacks you, ~ deals 1 damage to it.", Attacks, Selected, "creature without flying", ToYou, "", ""},
		{"Whenever a creature blocks a creature with lesser power, destroy the attacking creature.", Blocks, Selected, "", "", ByLesserPower, ""},
		{"Whenever ~ is dealt combat damage, you gain that much life.", IsDealtCombatDamage, Itself, "", "", "", ""},
	} {
		rs, err := Read(tt.text, "")
		if err != nil || len(rs) != 1 {
			t.Errorf("Read(%q): %v", tt.text, err)
			continue
		}
		r := rs[0]
		tr := r.Trigger
		if r.Kind != Triggered || tr == nil {
			t.Errorf("Read(%q): kind %s, trigger %v", tt.text, r.Kind, tr)
			continue
		}
		if tr.Event != tt.event || tr.Whose.Subject != tt.whose || r.Selector.Subject != tt.whose || tr.Whose.Quality.Text != tt.quality ||
			tr.To != tt.to || tr.Other != tt.other || tr.Refine != tt.refine {
			t.Errorf("Read(%q): %s of %s %q to %q by %q %q, want %s of %s %q to %q by %q %q", tt.text, tr.Event, tr.Whose.Subject, tr.Whose.Quality.Text,
				tr.To, tr.Other, tr.Refine, tt.event, tt.whose, tt.quality, tt.to, tt.other, tt.refine)
		}
	}
}

// triggerTable writes the document's table of trigger events: each
// triggered keyword's event, whose event it is, its recipient, the other
// creature it names and its refinement, with the first card of the era's
// lines that reads it (or, for a trigger an effect makes, its effect row's
// card).
func triggerTable(t *testing.T, row func(...string), code func(string) string) {
	t.Helper()
	card := map[Keyword]string{}
	typed := map[Keyword]*Trigger{}
	var note func(a Ability, name string)
	note = func(a Ability, name string) {
		if tr := TriggerOf(a.Keyword); tr != nil && card[a.Keyword] == "" {
			card[a.Keyword], typed[a.Keyword] = name, tr
		}
		for _, p := range a.Abilities {
			note(p, name)
		}
	}
	readGzipLines(t, eraLinesFile, func(b []byte) {
		var l reading
		if err := json.Unmarshal(b, &l); err != nil {
			t.Fatal(err)
		}
		abs, _ := Parse(l.Text, l.Name)
		for _, a := range abs {
			note(a, l.Name)
		}
	})
	var made func(rs []Reading, name string)
	made = func(rs []Reading, name string) {
		for _, r := range rs {
			if r.Trigger != nil && card[r.Mode] == "" {
				card[r.Mode], typed[r.Mode] = name+" (an effect's)", r.Trigger
			}
			made(r.Parts, name)
		}
	}
	for _, r := range effectRows {
		if rd, err := ReadEffect(r.Example, r.Card); err == nil {
			made(rd.Parts, r.Card)
		}
	}
	for k, tr := range triggers {
		if typed[k] == nil {
			typed[k] = tr
		}
	}
	keys := make([]Keyword, 0, len(typed))
	for k := range typed {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b Keyword) int {
		x, y := typed[a], typed[b]
		return cmp.Or(cmp.Compare(x.Event, y.Event), cmp.Compare(x.Whose.Subject, y.Whose.Subject), cmp.Compare(x.To, y.To),
			cmp.Compare(x.Other, y.Other), cmp.Compare(x.Refine, y.Refine), cmp.Compare(a, b))
	})
	row("event", "whose", "to", "other creature", "refinement", "wire name", "card")
	row("---", "---", "---", "---", "---", "---", "---")
	for _, k := range keys {
		tr := typed[k]
		row(string(tr.Event), string(tr.Whose.Subject), string(tr.To), string(tr.Other), string(tr.Refine), code(string(k)), cmp.Or(card[k], "(no card of the era's lines)"))
	}
}
