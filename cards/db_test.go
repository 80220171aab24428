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
