package cards_test

import (
	"regexp"
	"strings"
	"testing"

	"rulesjudge/cards"
)

var reminderText = regexp.MustCompile(`\s*\([^)]*\)`)

// FuzzDerive reads any oracle text under any name: it never panics, and
// every line that is not blank or reminder text only is accounted for, as
// an ability or as an ignored line, never dropped.
//
//	go test -run '^$' -fuzz '^FuzzDerive$' -fuzztime 30s ./cards
func FuzzDerive(f *testing.F) {
	db, err := cards.LoadFile(testdata)
	if err != nil {
		f.Fatal(err)
	}
	names, _ := db.Names("", 1000)
	for _, n := range names {
		c, _, _ := db.Lookup(n)
		f.Add(c.Name, c.OracleText)
	}
	f.Add("T", "T can't block.\nFlying, reach, lifelink\n(reminder)\n, ,")
	f.Fuzz(func(t *testing.T, name, text string) {
		d, err := cards.Derive(cards.Card{Name: name, TypeLine: "Creature — Test", Power: "1", Toughness: "1", OracleText: text}, "")
		if err != nil {
			if strings.TrimSpace(name) != "" {
				t.Fatalf("Derive(%q, %q): %v", name, text, err)
			}
			return
		}
		lines := 0
		for i, l := range strings.Split(text, "\n") {
			if i > 0 && strings.HasPrefix(strings.TrimSpace(l), "•") {
				continue // a mode belongs to the modal line above it
			}
			if strings.TrimSpace(reminderText.ReplaceAllString(l, "")) != "" {
				lines++
			}
		}
		if got := len(d.Abilities) + len(d.Ignored); got < lines {
			t.Errorf("Derive(%q, %q): %d abilities and %d ignored for %d lines; want every line accounted for", name, text, len(d.Abilities), len(d.Ignored), lines)
		}
	})
}
