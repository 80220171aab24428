package cards

import (
	"compress/gzip"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"rulesjudge/rules/ability"
)

// abilityLinesFile is the input of package ability's snapshot of the era's
// readings (rules/ability/reading_snapshot_test.go): every text the card
// reader asks the ability reader to read, for every line of every face of
// every card of the era's pool, with the name it is read for. Package
// ability may not import this one, so the lines are written here once and
// kept beside the snapshot.
const abilityLinesFile = "../rules/ability/testdata/era-lines.jsonl.gz"

// quotedAbility is a quoted ability in a line.
var quotedAbility = regexp.MustCompile(`"[^"]*"|“[^”]*”`)

// eraPoolFile is the era's whole card pool shared beside the repository.
const eraPoolFile = "../../shared/cards/era-pool.json.gz"

// abilityLine is one text the card reader reads, for a permanent named Name.
type abilityLine struct {
	Name string `json:"name"`
	Text string `json:"text"`
}

// TestWriteAbilityLines writes abilityLinesFile when ABILITY_LINES_WRITE=1:
// each line as readOracle and readAbility make it (reminder text dropped,
// the card's references to itself written "~", a keyword line split, the
// Oracle wording translated, the name written back, a choice given its
// stand-in), and each quoted ability of a line as splitQuoted reads it on
// its own. A later keyword's line is not read, so not written.
func TestWriteAbilityLines(t *testing.T) {
	if os.Getenv("ABILITY_LINES_WRITE") != "1" {
		t.Skip("set ABILITY_LINES_WRITE=1 to write " + abilityLinesFile)
	}
	f, err := os.Open(eraPoolFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var pool []Card
	if err := json.NewDecoder(zr).Decode(&pool); err != nil {
		t.Fatal(err)
	}
	seen := map[abilityLine]bool{}
	var out []abilityLine
	add := func(l abilityLine) {
		if !seen[l] {
			seen[l] = true
			out = append(out, l)
		}
	}
	for _, c := range pool {
		faces := []Face{{Name: c.Name, OracleText: c.OracleText}}
		if len(c.CardFaces) > 0 {
			faces = c.CardFaces
		}
		for _, face := range faces {
			for _, line := range oracleLines(face.OracleText) {
				s := strings.TrimSpace(reminder.ReplaceAllString(line, ""))
				if s == "" {
					continue
				}
				for _, part := range keywordParts(selfReference(s, face.Name)) {
					if _, ok := laterKeyword(part); ok {
						continue
					}
					then, _ := translate(part)
					read := withName(then, face.Name)
					if kind := ability.ChoiceKind(read); kind != "" {
						if standIn, err := ability.WithChoice(read, choiceStandIns[kind]); err == nil {
							read = standIn
						}
					}
					add(abilityLine{face.Name, read})
					for _, q := range quotedAbility.FindAllString(then, -1) {
						add(abilityLine{face.Name, withName(strings.TrimSpace(strings.Trim(q, `"“”`)), face.Name)})
					}
				}
			}
		}
	}
	if err := os.MkdirAll(filepath.Dir(abilityLinesFile), 0o755); err != nil {
		t.Fatal(err)
	}
	w, err := os.Create(abilityLinesFile)
	if err != nil {
		t.Fatal(err)
	}
	zw := gzip.NewWriter(w)
	enc := json.NewEncoder(zw)
	for _, l := range out {
		if err := enc.Encode(l); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %d lines of %d cards to %s", len(out), len(pool), abilityLinesFile)
}
