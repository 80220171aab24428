package cards_test

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"rulesjudge/cards"
)

func TestTestdataHasTheEra(t *testing.T) {
	db := loadTestdata(t)
	if db.Len() < 30 {
		t.Errorf("got %d cards in %s, want at least 30", db.Len(), testdata)
	}
	for _, name := range []string{"Serra Angel", "Grizzly Bears", "Lure", "Mogg Flunkies", "Juggernaut", "Stalking Tiger",
		"Giant Spider", "Palace Guard", "Two-Headed Dragon", "Benalish Hero", "Wolves of the Hunt", "Wall of Stone",
		"Craw Wurm", "White Knight", "Akki Lavarunner // Tok-Tok, Volcano Born", "Fire // Ice"} {
		if _, _, ok := db.Lookup(name); !ok {
			t.Errorf("%q: not in %s", name, testdata)
		}
	}
}

func TestLookup(t *testing.T) {
	db := loadTestdata(t)
	for _, name := range []string{"Serra Angel", "serra angel", "  SERRA   ANGEL ", "Suq’Ata Lancer", "suq'ata lancer", "Fire", "fire // ice"} {
		if _, _, ok := db.Lookup(name); !ok {
			t.Errorf("Lookup(%q): got nothing, want a card", name)
		}
	}
	if c, face, _ := db.Lookup("ice"); c.Name != "Fire // Ice" || face != "Ice" {
		t.Errorf("Lookup(ice): got %q face %q, want Fire // Ice, face Ice", c.Name, face)
	}
	if _, _, ok := db.Lookup("Sera Angel"); ok {
		t.Error("Lookup(Sera Angel): got a card, want none")
	}
}

func TestSuggest(t *testing.T) {
	db := loadTestdata(t)
	tests := []struct {
		name string
		want string // the first suggestion
	}{
		{"Sera Angel", "Serra Angel"},    // a typing mistake
		{"serra", "Serra Angel"},         // the start of a name
		{"Grizly Bear", "Grizzly Bears"}, // two mistakes
		{"Two Headed Dragon", "Two-Headed Dragon"},
	}
	for _, tt := range tests {
		got := db.Suggest(tt.name, 3)
		if len(got) == 0 || got[0] != tt.want {
			t.Errorf("Suggest(%q): got %q, want %q first", tt.name, got, tt.want)
		}
	}
	if got := db.Suggest("Xyzzy Plugh Frobozz", 3); len(got) != 0 {
		t.Errorf("Suggest(nonsense): got %q, want nothing", got)
	}
}

func TestNames(t *testing.T) {
	db := loadTestdata(t)
	got, total := db.Names("s", 3)
	if total < 5 || len(got) != 3 || !slices.IsSorted(got) {
		t.Errorf(`Names("s", 3): got %q of %d, want 3 sorted names of at least 5`, got, total)
	}
	for _, n := range got {
		if !strings.HasPrefix(strings.ToLower(n), "s") {
			t.Errorf(`Names("s"): got %q`, n)
		}
	}
	all, total := db.Names("", 1000)
	if len(all) != total || total < db.Len() || !slices.Contains(all, "Tok-Tok, Volcano Born") {
		t.Errorf(`Names(""): got %d of %d, want every name and face name`, len(all), total)
	}
	if got, total := db.Names("zzz", 10); len(got) != 0 || total != 0 {
		t.Errorf(`Names("zzz"): got %q, %d; want none`, got, total)
	}
}

func TestLoad(t *testing.T) {
	tests := []struct {
		name, file, wantErr string
		wantLen             int
	}{
		{"not an array", `{"object": "list"}`, "not a JSON array", 0},
		{"empty", `[]`, "no cards", 0},
		{"not JSON", `[{"name": "A"`, "card 0", 0},
		{"wrong type", `[{"name": "A", "power": 2}]`, "card 0", 0},
		{"trailing data", `[{"name": "A"}] [`, "after the array", 0},
		// Unknown fields are skipped; art series are left out; a card beats
		// a token of its name; the first of two cards keeps the name.
		{"ok", `[{"object": "card", "name": "Soldier", "layout": "token", "type_line": "Token Creature — Soldier", "prices": {"usd": null}},
			{"name": "A // A", "layout": "art_series"},
			{"name": "Soldier", "layout": "normal", "type_line": "Creature — Soldier", "image_uris": {"small": "x"}},
			{"name": "Soldier", "layout": "normal", "type_line": "Creature — Human Soldier"}]`, "", 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			db, err := cards.Load(strings.NewReader(tt.file))
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("got %v, want an error saying %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if db.Len() != tt.wantLen {
				t.Errorf("Len: got %d, want %d", db.Len(), tt.wantLen)
			}
			if c, _, _ := db.Lookup("soldier"); c.TypeLine != "Creature — Soldier" {
				t.Errorf("Lookup(soldier): got %q, want the first card, not the token", c.TypeLine)
			}
		})
	}
}

func TestLoadFileGzip(t *testing.T) {
	data, err := os.ReadFile(testdata)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write(data)
	zw.Close()
	name := filepath.Join(t.TempDir(), "cards.json.gz")
	if err := os.WriteFile(name, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	db, err := cards.LoadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if want := loadTestdata(t).Len(); db.Len() != want {
		t.Errorf("got %d cards, want %d", db.Len(), want)
	}
}

// A file over another: a name finds the top file's card when it has one
// (its text wins, whole, faces included), else the base's; Names and Len
// count both; Layers says how many cards each gives.
func TestOver(t *testing.T) {
	load := func(js string, file string) *cards.DB {
		t.Helper()
		db, err := cards.LoadSource(strings.NewReader(js), cards.Source{File: file, Builtin: file == "base"})
		if err != nil {
			t.Fatal(err)
		}
		return db
	}
	base := load(`[{"name": "Two-Headed Dragon", "oracle_text": "old"}, {"name": "Grizzly Bears"},
		{"name": "Fire // Ice", "card_faces": [{"name": "Fire"}, {"name": "Ice", "oracle_text": "old"}]}]`, "base")
	top := load(`[{"name": "Two-Headed Dragon", "oracle_text": "new"}, {"name": "Fencing Ace"}, {"name": "Ice"}]`, "top")
	db := top.Over(base)
	if c, _, _ := db.Lookup("two-headed dragon"); c.OracleText != "new" {
		t.Errorf("Lookup(Two-Headed Dragon): got %q, want the top file's text", c.OracleText)
	}
	for _, name := range []string{"Grizzly Bears", "Fencing Ace"} {
		if _, _, ok := db.Lookup(name); !ok {
			t.Errorf("Lookup(%q): got nothing, want the card of either file", name)
		}
	}
	// The top file has a card named as a face of Fire // Ice: the base's
	// card is left out whole, its other face too.
	if _, _, ok := db.Lookup("Fire"); ok {
		t.Error("Lookup(Fire): got the base's Fire // Ice, want it left out, since the top file has a card named Ice")
	}
	if got, want := db.Len(), 4; got != want {
		t.Errorf("Len() = %d, want %d", got, want)
	}
	if names, total := db.Names("", 10); total != 4 || names[0] != "Fencing Ace" {
		t.Errorf("Names() = %q (%d), want the 4 names of both, sorted", names, total)
	}
	want := []cards.Layer{{Source: cards.Source{File: "top"}, Cards: 3}, {Source: cards.Source{File: "base", Builtin: true}, Cards: 1}}
	if got := db.Layers(); !slices.Equal(got, want) {
		t.Errorf("Layers() = %+v, want %+v", got, want)
	}
	if db.Source().File != "top" || top.Len() != 3 || base.Len() != 3 {
		t.Errorf("Source() = %+v, top %d, base %d cards: want top's source and both files unchanged", db.Source(), top.Len(), base.Len())
	}
}
