package cards_test

import (
	"slices"
	"strings"
	"testing"

	"rulesjudge/cards"
	"rulesjudge/rules"
)

// TestTranslations reads each row's Oracle example as a card's text and
// expects the row's edition wording: as an ability, with a note citing the
// rule it lands on, when the judge reads it; in the ignored line's reason
// otherwise.
func TestTranslations(t *testing.T) {
	rows := cards.Translations()
	// The rule each row's example lands on; "" for a line the combat judge
	// does not read (the row only changes the words shown).
	wantRule := map[string]string{
		"Reach":  "502.4b", // Giant Spider's text in this edition
		"Menace": "500.3",  // "can't be blocked except by two or more creatures"
		// The era's written-out lifelink, a trigger the walk applies.
		"Lifelink": "410.2",
		// The era's written-out deathtouch (Typhoid Rats), a trigger the walk applies.
		"Deathtouch": "410.2",
		"~ can block an additional creature each combat.": "309.2a",
		"~ attacks each combat if able.":                  "500.2",
		"Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you.": "308.2d",
		"Target player discards a card from their hand.":                                                                   "",
		"When ~ enters the battlefield, draw a card.":                                                                      "",
		"Put target creature card from a graveyard onto the battlefield under your control.":                               "",
		"Destroy all creatures on the battlefield.":                                                                        "",
		"When ~ dies, draw a card.":                                                                                        "",
	}
	if len(rows) != len(wantRule) {
		t.Fatalf("got %d rows in the table, want %d: give each new row a case here", len(rows), len(wantRule))
	}
	const name = "Test Card"
	for _, row := range rows {
		t.Run(row.Oracle, func(t *testing.T) {
			rule, ok := wantRule[row.Oracle]
			if !ok {
				t.Fatalf("no case for row %q", row.Oracle)
			}
			c := cards.Card{Name: name, TypeLine: "Creature — Test", Power: "1", Toughness: "1",
				OracleText: strings.ReplaceAll(row.Oracle, "~", name)}
			d, err := cards.Derive(c, "")
			if err != nil {
				t.Fatal(err)
			}
			then := strings.ReplaceAll(row.Then, "~", name)
			if rule == "" {
				if len(d.Ignored) != 1 || !strings.Contains(d.Ignored[0].Reason, then) {
					t.Errorf("got ignored %+v, want one line whose reason gives %q", d.Ignored, then)
				}
				if len(d.Abilities) != 0 || len(d.Notes) != 0 {
					t.Errorf("got abilities %+v and notes %+v, want none", d.Abilities, d.Notes)
				}
				return
			}
			if len(d.Abilities) != 1 || d.Abilities[0].Text != then || d.Abilities[0].Rule != rule {
				t.Fatalf("got abilities %+v, want %q under %s", d.Abilities, then, rule)
			}
			if len(d.Notes) != 1 || d.Notes[0].Rule != rule || !strings.Contains(d.Notes[0].Message, row.Why) {
				t.Errorf("got notes %+v, want one citing %s and saying %q", d.Notes, rule, row.Why)
			}
			if _, err := rules.ParseAbility(then, name); err != nil {
				t.Errorf("the edition wording %q: got %v, want the judge to read it", then, err)
			}
		})
	}
}

// TestReadOracle pins how oracle text is cut into abilities: one per line,
// keyword lines split at commas, reminder text dropped, the card's name as
// its reference to itself, later keywords and unread lines ignored with
// their reason.
func TestReadOracle(t *testing.T) {
	tests := []struct {
		name, oracle string
		abilities    []string // want: the abilities' texts
		rules        []string
		ignored      []string // want: the ignored lines
		reason       string   // want: words of the last ignored line's reason
	}{
		// 502.4, 502.2: a keyword line is split at its commas.
		{"Ekundu Griffin", "Flying, first strike", []string{"Flying", "First strike"}, []string{"502.4", "502.2"}, nil, ""},
		// ... or at its semicolons, reminder text dropped first (502.10).
		{"Pikemen", "First strike; banding (Any creatures with banding, and up to one without, can attack in a band.)",
			[]string{"First strike", "Banding"}, []string{"502.2", "502.10"}, nil, ""},
		// Reminder text is dropped; a line of reminder text only is nothing.
		{"Bog Wraith", "Swampwalk (This creature can't be blocked as long as defending player controls a Swamp.)", []string{"Swampwalk"}, []string{"502.6"}, nil, ""},
		{"Island", "({T}: Add {U}.)", nil, nil, nil, ""},
		// "Protection from black, from red" is one keyword (502.7).
		{"Knight", "Protection from black, from red", []string{"Protection from black, from red"}, []string{"502.7"}, nil, ""},
		// A defender with reach: both parts, reach translated (502.4b).
		{"Wall of Vines", "Defender, reach", []string{"Defender", "Wall of Vines can block as though it had flying."}, []string{"502.41", "502.4b"}, nil, ""},
		// "This creature" is the card, written with its name.
		{"Goblin Raider", "This creature can't block.", []string{"Goblin Raider can't block."}, []string{"500.3"}, nil, ""},
		// A name with a comma stays whole; a one-letter name does not eat "can't".
		{"Lu Xun, Scholar General", "Lu Xun, Scholar General can't be blocked by Walls.", []string{"Lu Xun, Scholar General can't be blocked by Walls."}, []string{"500.3"}, nil, ""},
		{"T", "T can't be blocked except by three or more creatures.", []string{"T can't be blocked except by three or more creatures."}, []string{"500.3"}, nil, ""},
		// Deathtouch is this edition's written-out trigger, as Typhoid Rats printed it (410.2).
		{"Typhoid Rats", "Deathtouch (Any amount of damage this deals to a creature is enough to destroy it.)", []string{"Whenever Typhoid Rats deals damage to a creature, destroy that creature."}, []string{"410.2"}, nil, ""},
		// Later keywords without counterpart are ignored, saying so.
		// Lifelink is this edition's written-out trigger (410.2).
		{"Vampire", "Flying, lifelink", []string{"Flying", "Whenever Vampire deals damage, you gain that much life."}, []string{"502.4", "410.2"}, nil, ""},
		{"Guard", "Ward {2}", nil, nil, []string{"Ward {2}"}, "later edition"},
		{"Sneak", "Intimidate", nil, nil, []string{"Intimidate"}, "later edition"},
		{"Troll", "Hexproof", nil, nil, []string{"Hexproof"}, "later edition"},
		// An Aura's lines are read: what it may enchant (420.5d) and what it
		// gives the creature it enchants (418.5a), applied once the request
		// says what it is attached to (attached_to).
		{"Lure", "Enchant creature\nAll creatures able to block enchanted creature do so.",
			[]string{"Enchant creature", "All creatures able to block enchanted creature do so."}, []string{"420.5d", "418.5a"}, nil, ""},
		// A line the combat judge does not read, with the line.
		{"Llanowar Elves", "{T}: Add {G}.", nil, nil, []string{"{T}: Add {G}."}, "not an ability the combat judge reads"},
		// An activated ability whose costs have a comma is one line, and a
		// modal one takes its bulleted modes with it: never a cost ("{X}")
		// or a mode reported as a line of its own.
		{"Healer", "{X}, {T}: Choose one —\n• Prevent the next X damage that would be dealt to target creature this turn.\n• You gain X life.",
			nil, nil, []string{"{X}, {T}: Choose one — • Prevent the next X damage that would be dealt to target creature this turn. • You gain X life."}, "not an ability the combat judge reads"},
		{"Smith", "{1}, Sacrifice Smith: Smith deals 1 damage to target creature", nil, nil, []string{"{1}, Sacrifice Smith: Smith deals 1 damage to target creature"}, "not an ability the combat judge reads"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := cards.Derive(cards.Card{Name: tt.name, TypeLine: "Creature — Test", Power: "1", Toughness: "1", OracleText: tt.oracle}, "")
			if err != nil {
				t.Fatal(err)
			}
			var gotRules []string
			for _, a := range d.Abilities {
				gotRules = append(gotRules, a.Rule)
			}
			if got := d.AbilityTexts(); !slices.Equal(got, tt.abilities) && !(len(got) == 0 && len(tt.abilities) == 0) {
				t.Errorf("abilities: got %q, want %q", got, tt.abilities)
			}
			if !slices.Equal(gotRules, tt.rules) {
				t.Errorf("rules: got %v, want %v", gotRules, tt.rules)
			}
			var gotIgnored []string
			for _, ig := range d.Ignored {
				gotIgnored = append(gotIgnored, ig.Text)
			}
			if !slices.Equal(gotIgnored, tt.ignored) {
				t.Errorf("ignored: got %q, want %q", gotIgnored, tt.ignored)
			}
			if tt.reason != "" {
				last := ""
				if len(d.Ignored) > 0 {
					last = d.Ignored[len(d.Ignored)-1].Reason
				}
				if !strings.Contains(last, tt.reason) {
					t.Errorf("reason of the last ignored line: got %q, want it to say %q", last, tt.reason)
				}
			}
		})
	}
}

// An ability's oracle is its line as the card prints it: reminder text
// kept, the card's short name for itself kept; a keyword of a keyword line
// is the keyword alone.
func TestAbilityOracleIsThePrintedLine(t *testing.T) {
	for _, c := range []struct {
		name, text, oracle, rule string
	}{
		{"Giant Spider", "Reach (This creature can block creatures with flying.)", "Reach (This creature can block creatures with flying.)", "502.4b"},
		{"Serra Angel", "Flying, vigilance", "Flying", "502.4"},
		{"Kobold Taskmaster", "Other red Kobold creatures you control get +1/+0. (reminder)", "Other red Kobold creatures you control get +1/+0. (reminder)", ""},
	} {
		d, err := cards.Derive(cards.Card{Name: c.name, TypeLine: "Creature — Test", Power: "1", Toughness: "1", OracleText: c.text}, "")
		if err != nil || len(d.Abilities) == 0 {
			t.Fatalf("%s: %v, %+v", c.name, err, d)
		}
		if a := d.Abilities[0]; a.Oracle != c.oracle || (c.rule != "" && a.Rule != c.rule) {
			t.Errorf("%s: oracle %q rule %s, want %q rule %s", c.name, a.Oracle, a.Rule, c.oracle, c.rule)
		}
	}
}
