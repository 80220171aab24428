package ability

import (
	"compress/gzip"
	"encoding/json"
	"errors"
	"os"
	"regexp"
	"strings"
	"testing"
)

// Every effect's example reads as its own mode.
func TestEffectExamples(t *testing.T) {
	for _, row := range effectRows {
		r, err := ReadEffect(row.Example, "")
		if err != nil {
			t.Errorf("%s: %v", row.Pattern, err)
			continue
		}
		if r.Kind != Spell || len(r.Parts) != 1 {
			t.Errorf("%s: %+v, want one effect of a spell", row.Pattern, r)
			continue
		}
		if m := row.g.match(normalize(row.Example, "")); m == nil {
			t.Errorf("%s: its example is not read by its own production", row.Pattern)
		}
	}
}

// The effects of tricks, typed: what each does, to whom, for how long;
// an activated ability's cost and the restriction on activating it.
func TestReadEffect(t *testing.T) {
	for _, tt := range []struct {
		text, name string
		kind       Kind
		cost       string
		mode       Keyword
		subject    Subject
		quality    string
		duration   Duration
		n, p, tgh  int
		timing     int
	}{
		{"{R}: Shivan Dragon gets +1/+0 until end of turn.", "Shivan Dragon", Activated, "{r}", PumpUntilEndOfTurn, Itself, "", UntilEndOfTurn, 0, 1, 0, 0},
		{"{B}: Regenerate Drudge Skeletons.", "Drudge Skeletons", Activated, "{b}", Regenerate, Itself, "", ThisTurn, 0, 0, 0, 0},
		{"{W}: Prevent the next 1 damage that would be dealt to any target this turn.", "Samite Healer", Activated, "{w}", PreventNext, AnyOne, "", ThisTurn, 1, 0, 0, 0},
		{"{T}: Heavy Ballista deals 2 damage to target attacking or blocking creature.", "Heavy Ballista", Activated, "{t}", DealsDamageTo, Targeted, "attacking or blocking creature", Once, 2, 0, 0, 0},
		{"{1}{U}: Target creature gains flying until end of turn.", "", Activated, "{1}{u}", GainsUntilEndOfTurn, Targeted, "creature", UntilEndOfTurn, 0, 0, 0, 0},
		{"{R}, {T}: Target creature can't block this turn.", "", Activated, "{r}, {t}", CantBlockThisTurn, Targeted, "creature", ThisTurn, 0, 0, 0, 0},
		{"{G}: Wild Dogs gets +1/+1 until end of turn. Activate only once each turn.", "Wild Dogs", Activated, "{g}", PumpUntilEndOfTurn, Itself, "", UntilEndOfTurn, 0, 1, 1, 1},
		{"Sacrifice a creature: Target creature gets +2/+2 until end of turn.", "", Activated, "sacrifice a creature", PumpUntilEndOfTurn, Targeted, "creature", UntilEndOfTurn, 0, 2, 2, 0},
		{"Target creature gets +3/+3 until end of turn.", "Giant Growth", Spell, "", PumpUntilEndOfTurn, Targeted, "creature", UntilEndOfTurn, 0, 3, 3, 0},
		{"Creatures you control get +1/+1 until end of turn.", "", Spell, "", PumpUntilEndOfTurn, Selected, "creatures", UntilEndOfTurn, 0, 1, 1, 0},
		{"Target blocking creature gets +2/+2 until end of turn.", "", Spell, "", PumpUntilEndOfTurn, Targeted, "blocking creature", UntilEndOfTurn, 0, 2, 2, 0},
		{"Prevent all combat damage that would be dealt this turn.", "Fog", Spell, "", PreventCombatDamage, Each, "", ThisTurn, 0, 0, 0, 0},
		{"Enchanted creature gets +2/+2 until end of turn.", "", Spell, "", PumpUntilEndOfTurn, Attached, "", UntilEndOfTurn, 0, 2, 2, 0},
	} {
		r, err := ReadEffect(tt.text, tt.name)
		if err != nil {
			t.Errorf("ReadEffect(%q): %v", tt.text, err)
			continue
		}
		if r.Kind != tt.kind || r.Cost != tt.cost || len(r.Timing) != tt.timing || len(r.Parts) != 1 {
			t.Errorf("ReadEffect(%q) = %s costing %q, %d timings, %d effects; want %s costing %q, %d timings, one effect", tt.text, r.Kind, r.Cost, len(r.Timing), len(r.Parts), tt.kind, tt.cost, tt.timing)
			continue
		}
		e := r.Parts[0]
		if e.Kind != EffectKind || e.Mode != tt.mode || e.Selector.Subject != tt.subject || e.Selector.Quality.Text != tt.quality ||
			e.Duration != tt.duration || e.N != tt.n || e.Power != tt.p || e.Toughness != tt.tgh {
			t.Errorf("ReadEffect(%q): effect %s %q to %s %q for %q, N %d, %+d/%+d", tt.text, e.Kind, e.Mode, e.Selector.Subject, e.Selector.Quality.Text, e.Duration, e.N, e.Power, e.Toughness)
		}
	}
}

// A sentence is read whole or not at all: the error names the words left
// over. Parse does not read these lines: the judge applies no trick yet,
// and reports them as not understood.
func TestReadEffectFailsClosed(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"{R}: ~ gets +1/+0 until end of turn and deals 1 damage to you.", `the words "and deals 1 damage to you" after "~ gets +1/+0 until end of turn" are not read`},
		{"Target creature gains flying and flanking until your next turn.", "not read"},
		{"Target creature gets +1/+1 until end of turn. Activate only once each turn.", "said of an activated ability"},
		{"{1}: Target creature gains protection from the color of your choice until end of turn.", "not a"},
		{"Draw a card.", "unrecognised effect"},
	} {
		_, err := ReadEffect(tt.text, "")
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ReadEffect(%q) = %v, want an error saying %q", tt.text, err, tt.want)
		}
	}
	for _, text := range []string{"{R}: ~ gets +1/+0 until end of turn.", "Target creature gets +3/+3 until end of turn.", "{B}: Regenerate ~."} {
		if _, err := Parse(text, ""); !errors.Is(err, ErrUnrecognised) {
			t.Errorf("Parse(%q) = %v: the judge would read a trick it does not apply", text, err)
		}
	}
}

// TestTricksRead measures the effect grammar on the era's combat tricks,
// found as ../shared/cards/tricks.py finds them: the activated abilities
// and instants whose effect changes a combat. It reports how many read.
func TestTricksRead(t *testing.T) {
	const pool = "../../../shared/cards/era-pool.json.gz"
	f, err := os.Open(pool)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s: %v (CI runs this test)", pool, err)
		}
		t.Skipf("%s: %v", pool, err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	type face struct {
		Name       string `json:"name"`
		TypeLine   string `json:"type_line"`
		OracleText string `json:"oracle_text"`
	}
	var cards []struct {
		face
		CardFaces []face `json:"card_faces"`
	}
	if err := json.NewDecoder(zr).Decode(&cards); err != nil {
		t.Fatal(err)
	}
	effect := regexp.MustCompile(`(?i)(gets? [+-]\d+/[+-]\d+ until end of turn|gains? (flying|first strike|double strike|trample|banding|` +
		`vigilance|haste|protection|shadow|fear|\w+walk)|prevent (the next \d+|all combat) damage|` +
		`damage to target (attacking|blocking|attacking or blocking) creature|\bregenerate\b|remove .* from combat|` +
		`(tap|untap) target creature|can't block|blocks? .* this turn if able|return target (attacking|blocking) creature)`)
	activated := regexp.MustCompile(`^[^"]*?\{[^}]+\}[^:"]*:|^[^"]*?\bSacrifice [^:"]*:`)
	reminder := regexp.MustCompile(`\s*\([^)]*\)`)
	read, total := map[string]int{}, map[string]int{}
	for _, c := range cards {
		faces := c.CardFaces
		if len(faces) == 0 {
			faces = []face{c.face}
		}
		for _, f := range faces {
			if f.TypeLine == "" {
				f.TypeLine = c.TypeLine
			}
			for _, line := range strings.Split(f.OracleText, "\n") {
				if !effect.MatchString(line) {
					continue
				}
				kind := ""
				switch {
				case strings.Contains(f.TypeLine, "Instant") && !strings.Contains(f.TypeLine, "Creature"):
					kind = "instant"
				case activated.MatchString(line) &&
					(strings.Contains(f.TypeLine, "Creature") || strings.Contains(f.TypeLine, "Artifact") || strings.Contains(f.TypeLine, "Enchantment") || strings.Contains(f.TypeLine, "Land")):
					kind = "activated"
				default:
					continue
				}
				total[kind]++
				if _, err := ReadEffect(strings.TrimSpace(reminder.ReplaceAllString(line, "")), f.Name); err == nil {
					read[kind]++
				}
			}
		}
	}
	if total["activated"] < 500 || total["instant"] < 100 {
		t.Fatalf("found %d activated and %d instant tricks: is the pool whole?", total["activated"], total["instant"])
	}
	if read["activated"] == 0 || read["instant"] == 0 {
		t.Errorf("the effect grammar reads no trick")
	}
	t.Logf("combat tricks the effect grammar reads: activated %d/%d, instants %d/%d", read["activated"], total["activated"], read["instant"], total["instant"])
}
