package ability

import (
	"cmp"
	"encoding/json"
	"go/ast"
	"slices"
	"strings"
	"testing"
)

// producedModes are the Keyword constants the package's source gives a
// reading as its Mode ("Mode: PreventNext" in a production), each with the
// file that does.
func producedModes(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	names, files := sourceFiles(t)
	for _, name := range names {
		f := files[name]
		ast.Inspect(f, func(n ast.Node) bool {
			kv, ok := n.(*ast.KeyValueExpr)
			if !ok {
				return true
			}
			if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Mode" {
				if v, ok := kv.Value.(*ast.Ident); ok {
					out[v.Name] = name
				}
			}
			return true
		})
	}
	return out
}

// modeConstants are the Keyword constants of the package's source, by
// their Go names.
func modeConstants(t *testing.T) map[string]Keyword {
	t.Helper()
	out := map[string]Keyword{}
	for k, name := range allKeywordsOfSource(t) {
		out[name] = k
	}
	return out
}

// TestEffectKinds: every effect a production makes has its action, amount
// and duration in effect_kinds.go's table; a mode added without one fails
// here. Every effect reading of the era's lines (the activated abilities'
// and the instants' ReadEffect reads) carries its typed Effect.
func TestEffectKinds(t *testing.T) {
	consts := modeConstants(t)
	produced := producedModes(t)
	if len(produced) < 50 {
		t.Fatalf("found %d modes the productions give, want the 50 or more of today", len(produced))
	}
	for name, file := range produced {
		k, ok := consts[name]
		if !ok {
			continue // a variable, not a constant: the production's own choice
		}
		if EffectOf(k) == nil && TriggerOf(k) == nil && KindOf(k) != Replacement && !staticModes[k] {
			t.Errorf("%s (%q, made in %s) has no action in effect_kinds.go's table", name, k, file)
		}
	}
	for k, e := range effects {
		if e.Action == "" || e.Duration == "" && e.Action != KeywordGrant && e.Action != KeywordLoss {
			t.Errorf("%q: action %q, duration %q, want both", k, e.Action, e.Duration)
		}
	}
	// Every effect of the effect rows' examples and of the era's lines.
	var check func(rs []Reading, line string) int
	check = func(rs []Reading, line string) int {
		n := 0
		for _, r := range rs {
			if r.Kind == EffectKind {
				n++
				if r.Effect == nil {
					t.Errorf("%q: the effect %q (%s) has no typed Effect", line, r.Text, r.Mode)
				} else if r.Effect.Action != EffectOf(r.Mode).Action || r.X != (r.Effect.Amount == XGiven) {
					t.Errorf("%q: the effect %q has %+v, want its mode's with X %v", line, r.Text, *r.Effect, r.X)
				} else if r.Duration != "" && r.Duration != r.Effect.Duration {
					t.Errorf("%q: the effect %q (%s) lasts %q, its typed Effect %q", line, r.Text, r.Mode, r.Duration, r.Effect.Duration)
				}
			}
			if r.Effect != nil && r.Kind != EffectKind {
				t.Errorf("%q: the %s reading %q has an Effect", line, r.Kind, r.Text)
			}
			n += check(r.Parts, line)
		}
		return n
	}
	for _, row := range effectRows {
		r, err := ReadEffect(row.Example, row.Card)
		if err != nil {
			t.Errorf("effect row %q: its example %q: %v", row.Pattern, row.Example, err)
			continue
		}
		if check(r.Parts, row.Example) == 0 {
			t.Errorf("effect row %q: its example %q reads no effect", row.Pattern, row.Example)
		}
	}
	n := 0
	readGzipLines(t, eraLinesFile, func(b []byte) {
		var l reading
		if err := json.Unmarshal(b, &l); err != nil {
			t.Fatal(err)
		}
		if r, err := ReadEffect(l.Text, l.Name); err == nil {
			n += check(r.Parts, l.Text)
		}
	})
	if n < 1000 {
		t.Errorf("%d effects in the era's lines, want over 1,000", n)
	}
}

// staticModes are the modes productions give that are no effect of a
// trick: the abilities a grant gives ("gains protection from red").
var staticModes = map[Keyword]bool{Protection: true}

// effectKindTable writes the document's table of effects: each effect
// mode's action, the source of its amount, its duration, whether it waits
// or is chosen, with the first card of the era's lines that reads it (or
// its effect row's card).
func effectKindTable(t *testing.T, row func(...string), code func(string) string) {
	t.Helper()
	card := map[Keyword]string{}
	var note func(rs []Reading, name string)
	note = func(rs []Reading, name string) {
		for _, r := range rs {
			if r.Effect != nil && card[r.Mode] == "" {
				card[r.Mode] = name
			}
			note(r.Parts, name)
		}
	}
	readGzipLines(t, eraLinesFile, func(b []byte) {
		var l reading
		if err := json.Unmarshal(b, &l); err != nil {
			t.Fatal(err)
		}
		if r, err := ReadEffect(l.Text, l.Name); err == nil {
			note(r.Parts, l.Name)
		}
		if abs, err := Parse(l.Text, l.Name); err == nil { // the effects of triggered abilities
			noteAbilities(card, abs, l.Name)
		}
	})
	for _, row := range effectRows {
		if r, err := ReadEffect(row.Example, row.Card); err == nil {
			note(r.Parts, row.Card)
		}
	}
	keys := make([]Keyword, 0, len(effects))
	for k := range effects {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b Keyword) int {
		x, y := effects[a], effects[b]
		return cmp.Or(cmp.Compare(x.Action, y.Action), cmp.Compare(x.Amount, y.Amount), cmp.Compare(x.Duration, y.Duration), cmp.Compare(a, b))
	})
	row("action", "amount", "duration", "also", "wire name", "card")
	row("---", "---", "---", "---", "---", "---")
	for _, k := range keys {
		e := effects[k]
		var also []string
		if e.Delayed {
			also = append(also, "delayed")
		}
		if e.Chosen {
			also = append(also, "chosen")
		}
		if e.Whom != "" {
			also = append(also, "on "+string(e.Whom))
		}
		also = append(also, effectDistinctions(e)...)
		row(string(e.Action), string(e.Amount), cmp.Or(string(e.Duration), "while in play"), strings.Join(also, ", "), code(string(k)), cmp.Or(card[k], "(no card of the era's lines)"))
	}
}

// noteAbilities notes name as the card of each effect mode among abs and
// the abilities they hold (a trigger's effects, a grant's triggers), unless
// another card has it.
func noteAbilities(card map[Keyword]string, abs []Ability, name string) {
	for _, a := range abs {
		if EffectOf(a.Keyword) != nil && card[a.Keyword] == "" {
			card[a.Keyword] = name
		}
		noteAbilities(card, a.Abilities, name)
	}
}

// effectDistinctions are the words of the typed fields that tell effect
// e apart from another of its action, amount and duration, for the
// grammar document.
func effectDistinctions(e *Effect) []string {
	var out []string
	for _, f := range []struct {
		on   bool
		word string
	}{
		{e.By != "", "by " + string(e.By)},
		{e.Against != "" && !e.Except, "against " + string(e.Against)},
		{e.Except, "except against " + string(e.Against)},
		{e.EachPlayer, "each player"},
		{e.DealtBy, "dealt by"},
		{e.CombatOnly, "combat damage"},
		{e.From != "", "from " + string(e.From)},
		{e.Instead, "instead"},
		{e.KeepsTypes, "keeps its types"},
		{e.FromHand, "from the hand"},
		{e.UpTo, "up to"},
		{e.Unless, "unless paid"},
		{e.Optional, "optional"},
		{e.NoRegeneration, "no regeneration"},
		{e.Plus != "", "and " + string(e.Plus)},
		{e.NamedKind, "counters of a kind named"},
		{e.At != "", "at " + string(e.At)},
		{e.If != "", "if " + string(e.If)},
		{e.IfYouDo, "if you do"},
		{e.IfControlsNone != "", "if " + string(e.IfControlsNone) + " controls none"},
	} {
		if f.on {
			out = append(out, f.word)
		}
	}
	return out
}
