package cards_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"rulesjudge/cards"
	"rulesjudge/rules"
)

// testdata is the hand-written card file of the tests: cards of the judged
// edition's era in Scryfall's format, with today's Oracle wording.
const testdata = "../testdata/cards.json"

func loadTestdata(t testing.TB) *cards.DB {
	t.Helper()
	db, err := cards.LoadFile(testdata)
	if err != nil {
		t.Fatal(err)
	}
	return db
}

func intp(n int) *int { return &n }

func eqInt(a, b *int) bool { return a == nil && b == nil || a != nil && b != nil && *a == *b }

// TestDeriveTestdata reads cards of the test file as the judge should: the
// characteristics from type_line, colors, power and toughness, and the
// abilities in this edition's words.
func TestDeriveTestdata(t *testing.T) {
	db := loadTestdata(t)
	tests := []struct {
		name                   string
		super, types, subtypes []string
		colors                 []string
		power, toughness       *int
		abilities              []string
		ignored                int
		notes                  int
	}{
		{"Serra Angel", []string{}, []string{"Creature"}, []string{"Angel"}, []string{"White"}, intp(4), intp(4), []string{"Flying", "Vigilance"}, 0, 0},
		{"Juggernaut", []string{}, []string{"Artifact", "Creature"}, []string{"Juggernaut"}, []string{}, intp(5), intp(3),
			[]string{"Juggernaut attacks each turn if able.", "Juggernaut can't be blocked by Walls."}, 0, 1},
		{"Giant Spider", []string{}, []string{"Creature"}, []string{"Spider"}, []string{"Green"}, intp(2), intp(4),
			[]string{"Giant Spider can block as though it had flying."}, 0, 1},
		{"Two-Headed Dragon", []string{}, []string{"Creature"}, []string{"Dragon"}, []string{"Red"}, intp(4), intp(4),
			[]string{"Flying", "Two-Headed Dragon can't be blocked except by two or more creatures.", "Two-Headed Dragon can block an additional creature."}, 1, 2},
		{"Palace Guard", []string{}, []string{"Creature"}, []string{"Human", "Soldier"}, []string{"White"}, intp(1), intp(4),
			[]string{"Palace Guard can block any number of creatures."}, 0, 0},
		{"Lu Xun, Scholar General", []string{"Legendary"}, []string{"Creature"}, []string{"Human", "Advisor"}, []string{"Blue"}, intp(1), intp(3),
			[]string{"Horsemanship"}, 1, 0},
		{"Island", []string{"Basic"}, []string{"Land"}, []string{"Island"}, []string{}, nil, nil, []string{}, 0, 0},
		{"Lure", []string{}, []string{"Enchantment"}, []string{"Aura"}, []string{"Green"}, nil, nil,
			[]string{"Enchant creature", "All creatures able to block enchanted creature do so."}, 0, 0},
		// A power of "*" is no number; the line that defines it is read
		// (418.5a: the judge counts when the permanent gives none).
		{"Nightmare", []string{}, []string{"Creature"}, []string{"Nightmare", "Horse"}, []string{"Black"}, nil, intp(4),
			[]string{"Flying", "Nightmare's power is equal to the number of Swamps you control."}, 0, 0},
		{"Wolves of the Hunt", []string{}, []string{"Creature"}, []string{"Wolf"}, []string{"Green"}, intp(1), intp(1),
			[]string{"Bands with other creatures named Wolves of the Hunt"}, 2, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, face, ok := db.Lookup(tt.name)
			if !ok {
				t.Fatalf("%q is not in %s", tt.name, testdata)
			}
			d, err := cards.Derive(c, face)
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range []struct {
				what      string
				got, want []string
			}{
				{"supertypes", d.Supertypes, tt.super}, {"types", d.Types, tt.types}, {"subtypes", d.Subtypes, tt.subtypes},
				{"colors", d.Colors, tt.colors}, {"abilities", d.AbilityTexts(), tt.abilities},
			} {
				if !slices.Equal(f.got, f.want) {
					t.Errorf("%s: got %q, want %q", f.what, f.got, f.want)
				}
			}
			if !eqInt(d.Power, tt.power) || !eqInt(d.Toughness, tt.toughness) {
				t.Errorf("power/toughness: got %v/%v (printed %q/%q), want %v/%v", d.Power, d.Toughness, d.PrintedPower, d.PrintedToughness, tt.power, tt.toughness)
			}
			if len(d.Ignored) != tt.ignored || len(d.Notes) != tt.notes {
				t.Errorf("got %d ignored %+v and %d notes %+v, want %d and %d", len(d.Ignored), d.Ignored, len(d.Notes), d.Notes, tt.ignored, tt.notes)
			}
		})
	}
}

// TestDeriveFaces: a card with several faces is read from the face in play.
func TestDeriveFaces(t *testing.T) {
	db := loadTestdata(t)
	flip, _, _ := db.Lookup("Akki Lavarunner // Tok-Tok, Volcano Born")
	tests := []struct {
		face, wantName string
		wantSuper      []string
		power          int
		abilities      []string
	}{
		{"", "Akki Lavarunner", []string{}, 1, []string{"Haste"}}, // the first face when none is named
		{"akki lavarunner", "Akki Lavarunner", []string{}, 1, []string{"Haste"}},
		{"Tok-Tok, Volcano Born", "Tok-Tok, Volcano Born", []string{"Legendary"}, 2,
			[]string{"Protection from red", "If a red source would deal damage to a player, it deals that much damage plus 1 to that player instead."}},
	}
	for _, tt := range tests {
		d, err := cards.Derive(flip, tt.face)
		if err != nil {
			t.Fatalf("face %q: %v", tt.face, err)
		}
		if d.Name != tt.wantName || d.Face != tt.wantName || !slices.Equal(d.Supertypes, tt.wantSuper) || *d.Power != tt.power ||
			!slices.Equal(d.AbilityTexts(), tt.abilities) || !slices.Equal(d.Colors, []string{"Red"}) {
			t.Errorf("face %q: got %s %v P%d %q %v, want %s %v P%d %q [Red]", tt.face, d.Name, d.Supertypes, *d.Power, d.AbilityTexts(), d.Colors,
				tt.wantName, tt.wantSuper, tt.power, tt.abilities)
		}
		if !slices.Equal(d.Faces, []string{"Akki Lavarunner", "Tok-Tok, Volcano Born"}) {
			t.Errorf("faces: got %q", d.Faces)
		}
	}

	// A face's name finds the card and that face.
	c, face, ok := db.Lookup("TOK-TOK, VOLCANO BORN")
	if !ok || c.Name != flip.Name || face != "Tok-Tok, Volcano Born" {
		t.Errorf("Lookup(face name): got %q face %q %v, want the flip card, face Tok-Tok, Volcano Born", c.Name, face, ok)
	}

	var errs cards.Errors
	if _, err := cards.Derive(flip, "Tok-Tok"); !errors.As(err, &errs) || !strings.Contains(err.Error(), `its faces are "Akki Lavarunner", "Tok-Tok, Volcano Born"`) {
		t.Errorf("an unknown face: got %v, want an error listing the faces", err)
	}
	angel, _, _ := db.Lookup("Serra Angel")
	if _, err := cards.Derive(angel, "Front"); err == nil || !strings.Contains(err.Error(), "one face") {
		t.Errorf("a face of a one-faced card: got %v, want an error", err)
	}
}

// TestDeriveErrors: what a card object can get wrong, each with its field.
func TestDeriveErrors(t *testing.T) {
	_, err := cards.Derive(cards.Card{Name: "Odd", TypeLine: "Creature — Bear", Power: "2", Toughness: "2", Colors: []string{"G", "P", "Green"}}, "")
	var errs cards.Errors
	if !errors.As(err, &errs) || len(errs) != 2 || errs[0].Field != "/colors/1" || errs[1].Field != "/colors/2" {
		t.Fatalf("got %v, want errors at /colors/1 and /colors/2", err)
	}
	_, err = cards.Derive(cards.Card{TypeLine: "Creature — Bear"}, "")
	if !errors.As(err, &errs) || len(errs) != 1 || errs[0].Field != "/name" {
		t.Errorf("a card without a name: got %v, want an error at /name", err)
	}
}

func TestParseTypeLine(t *testing.T) {
	tests := []struct {
		line                   string
		super, types, subtypes []string
	}{
		{"Creature — Angel", []string{}, []string{"Creature"}, []string{"Angel"}},
		{"Legendary Artifact Creature — Human Knight", []string{"Legendary"}, []string{"Artifact", "Creature"}, []string{"Human", "Knight"}},
		{"Basic Snow Land — Island", []string{"Basic", "Snow"}, []string{"Land"}, []string{"Island"}},
		{"World Enchantment", []string{"World"}, []string{"Enchantment"}, []string{}},
		{"", []string{}, []string{}, []string{}},
	}
	for _, tt := range tests {
		s, ty, sub := cards.ParseTypeLine(tt.line)
		if !slices.Equal(s, tt.super) || !slices.Equal(ty, tt.types) || !slices.Equal(sub, tt.subtypes) {
			t.Errorf("%q: got %q %q %q, want %q %q %q", tt.line, s, ty, sub, tt.super, tt.types, tt.subtypes)
		}
	}
}

// TestCitedRulesAreCatalogued: every rule a card's ability or note cites is
// one GET /v1/rules lists.
func TestCitedRulesAreCatalogued(t *testing.T) {
	db := loadTestdata(t)
	names, _ := db.Names("", 1000)
	for _, n := range names {
		c, face, _ := db.Lookup(n)
		d, err := cards.Derive(c, face)
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		for _, a := range d.Abilities {
			if _, ok := rules.LookupRule(rules.RuleID(a.Rule)); !ok || a.Rule == "" {
				t.Errorf("%s: ability %q cites %q, which the rule catalog does not list", n, a.Text, a.Rule)
			}
		}
		for _, note := range d.Notes {
			if _, ok := rules.LookupRule(rules.RuleID(note.Rule)); !ok {
				t.Errorf("%s: note %q cites %q, which the rule catalog does not list", n, note.Message, note.Rule)
			}
		}
	}
}

// TestPrintedPowerAndToughness: a printed value is read as Scryfall writes
// it. An integer is a number; Scryfall's other forms ("*", "1+*", "2-*",
// "1.5", "∞", an augment's "+2") are no number, and the permanent must give
// one; white space around a value is no form of Scryfall's and an error
// naming the field.
func TestPrintedPowerAndToughness(t *testing.T) {
	tests := []struct {
		printed string
		want    *int
		err     bool
	}{
		{"2", intp(2), false},
		{"0", intp(0), false},
		{"-1", intp(-1), false},
		{"13", intp(13), false},
		{"*", nil, false},
		{"1+*", nil, false},
		{"2-*", nil, false},
		{"7-*", nil, false},
		{"1.5", nil, false},
		{"∞", nil, false},
		{"+2", nil, false},
		{"", nil, false},
		{" 2 ", nil, true},
		{"2 ", nil, true},
		{" 2", nil, true},
		{"\t*", nil, true},
	}
	for _, tt := range tests {
		for _, field := range []string{"power", "toughness"} {
			c := cards.Card{Name: "Bear", TypeLine: "Creature — Bear", Power: "2", Toughness: "2"}
			if field == "power" {
				c.Power = tt.printed
			} else {
				c.Toughness = tt.printed
			}
			d, err := cards.Derive(c, "")
			if tt.err {
				var errs cards.Errors
				if !errors.As(err, &errs) || len(errs) != 1 || errs[0].Field != "/"+field || !strings.Contains(errs[0].Detail, "white space") {
					t.Errorf("%s %q: got %v, want an error at /%s about white space", field, tt.printed, err, field)
				}
				continue
			}
			if err != nil {
				t.Errorf("%s %q: got %v, want no error", field, tt.printed, err)
				continue
			}
			got := d.Power
			if field == "toughness" {
				got = d.Toughness
			}
			if !eqInt(got, tt.want) {
				t.Errorf("%s %q: got %v, want %v", field, tt.printed, got, tt.want)
			}
		}
	}
	// A face's value is pointed at in its face.
	flip := cards.Card{Name: "A // B", Layout: "flip", CardFaces: []cards.Face{
		{Name: "A", TypeLine: "Creature — Goblin", Power: "1", Toughness: "1"},
		{Name: "B", TypeLine: "Creature — Goblin", Power: "3 ", Toughness: "3"}}}
	var errs cards.Errors
	if _, err := cards.Derive(flip, "B"); !errors.As(err, &errs) || len(errs) != 1 || errs[0].Field != "/card_faces/1/power" {
		t.Errorf("a face's power with white space: got %v, want an error at /card_faces/1/power", err)
	}
}

// A legend's text names it by the part of its name before the comma: the
// line is read as being about the card itself. The card is made up.
func TestLegendShortName(t *testing.T) {
	c := cards.Card{Name: "Testaro, First to Test", TypeLine: "Legendary Creature — Spirit", Power: "2", Toughness: "3", Colors: []string{"W"},
		OracleText: "Testaro can't attack unless a creature with greater power also attacks."}
	d, err := cards.Derive(c, "")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Testaro, First to Test can't attack unless a creature with greater power also attacks."}
	if got := d.AbilityTexts(); !slices.Equal(got, want) || len(d.Ignored) != 0 {
		t.Errorf("got %q, ignored %+v; want %q, nothing ignored", got, d.Ignored, want)
	}
}
