package era

import (
	"runtime"
	"slices"
	"testing"

	"rulesjudge/cards"
)

// The built-in file holds the era's whole pool, says it is built in, and
// finds the edition's cards by name with their text.
func TestLoad(t *testing.T) {
	db, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	if db.Len() < 8800 {
		t.Errorf("Len() = %d, want the era's 8,841 cards (a few sharing a name)", db.Len())
	}
	if src := db.Source(); src.File != FileName || !src.Builtin {
		t.Errorf("Source() = %+v, want %s, built in", src, FileName)
	}
	again, _ := Load()
	if again != db {
		t.Error("a second Load read the file again, want the first DB")
	}
	for name, want := range map[string]string{
		"serra angel":   "Flying, vigilance",
		"Holy Strength": "Enchant creature\nEnchanted creature gets +1/+2.",
		"Grizzly Bears": "",
	} {
		c, _, ok := db.Lookup(name)
		if !ok {
			t.Errorf("Lookup(%q): not found", name)
			continue
		}
		if c.OracleText != want {
			t.Errorf("Lookup(%q).OracleText = %q, want %q", name, c.OracleText, want)
		}
	}
	if _, _, ok := db.Lookup("Tarmogoyf"); !ok { // Future Sight, the era's last set
		t.Error("Lookup(Tarmogoyf): not found, want the era's last set in")
	}
	if _, _, ok := db.Lookup("Lightning Helix"); !ok { // Ravnica, within the era
		t.Error("Lookup(Lightning Helix): not found")
	}
	if _, _, ok := db.Lookup("Ajani Goldmane"); ok { // Lorwyn, after the era
		t.Error("Lookup(Ajani Goldmane): found, want only cards first printed up to Future Sight")
	}
	d, err := cards.Derive(mustLookup(t, db, "Serra Angel"), "")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := d.AbilityTexts(), []string{"Flying", "Vigilance"}; !slices.Equal(got, want) {
		t.Errorf("Serra Angel's abilities = %q, want %q", got, want)
	}
}

func mustLookup(t *testing.T, db *cards.DB, name string) cards.Card {
	t.Helper()
	c, _, ok := db.Lookup(name)
	if !ok {
		t.Fatalf("Lookup(%q): not found", name)
	}
	return c
}

// BenchmarkRead decodes the built-in file, as a server does once at start
// and the judge command the first time a request names a card; heap-MB is
// the live heap the DB keeps after a collection.
func BenchmarkRead(b *testing.B) {
	for b.Loop() {
		if _, err := read(); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	db, err := read()
	if err != nil {
		b.Fatal(err)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(db)
	b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/(1<<20), "heap-MB")
}
