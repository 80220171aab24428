package ability

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"testing"
)

// The snapshots hold the reader to what it read before a change: every
// reading of every line of the era's cards, and of every wording of the
// catalog (GET /v1/abilities), with its whole meaning. A reading that
// changes is a fix (with its scenario) or a regression; go test
// ./rules/ability -run TestSnapshot -update-readings rewrites them, and the
// diff of the files says which lines changed.
var updateReadings = flag.Bool("update-readings", false, "rewrite the reading snapshots in testdata")

const (
	// eraLinesFile is the input: each text the card reader asks this
	// package to read, with the card's name, for every line of every card
	// of ../shared/cards/era-pool.json.gz. It is written by package cards
	// (ABILITY_LINES_WRITE=1 go test ./cards -run TestWriteAbilityLines),
	// as this package may not import that one.
	eraLinesFile    = "testdata/era-lines.jsonl.gz"
	eraReadingsFile = "testdata/era-readings.jsonl.gz"
	catalogFile     = "testdata/catalog-readings.jsonl.gz"
)

// reading is what Parse made of one text: the abilities and what they mean
// (Describe, Fact), or the error and whether it is ErrUnrecognised.
type reading struct {
	Name         string    `json:"name,omitempty"`
	Text         string    `json:"text"`
	Pattern      string    `json:"pattern,omitempty"` // a catalog wording's
	Rule         string    `json:"rule,omitempty"`
	Abilities    []Ability `json:"abilities,omitempty"`
	Meanings     []Meaning `json:"meanings,omitempty"`
	Facts        []string  `json:"facts,omitempty"`
	Error        string    `json:"error,omitempty"`
	Unrecognised bool      `json:"unrecognised,omitempty"`
}

func readingOf(text, name string) reading {
	r := reading{Name: name, Text: text}
	abs, err := Parse(text, name)
	if err != nil {
		r.Error, r.Unrecognised = err.Error(), errors.Is(err, ErrUnrecognised)
		return r
	}
	r.Abilities = abs
	for _, a := range abs {
		r.Meanings = append(r.Meanings, Describe(a))
		r.Facts = append(r.Facts, snapshotFactNames[a.Fact()])
	}
	return r
}

// snapshotFactNames are the names the snapshot gives the facts a line
// needs: the request fields that gave them when the snapshot was first
// written, kept so that the snapshot holds still.
var snapshotFactNames = map[Fact]string{
	FactHand:                 "players[].hand",
	FactGraveyard:            "players[].graveyard",
	FactCreatureSpellsCast:   "players[].creature_spells_cast",
	FactCastOrPlayedLastTurn: "players[].cast_or_played_last_turn",
	FactSkippedDraw:          "players[].skipped_draw",
	FactKicked:               "permanents[].kicked",
	FactKickersPaid:          "permanents[].kickers_paid",
	FactChosen:               "permanents[].chosen",
	FactEnteredThisTurn:      "permanents[].entered_this_turn",
	FactAttackedLastTurn:     "permanents[].attacked_last_turn",
	FactEffectIgnored:        "permanents[].effect_ignored",
	FactPhasedIn:             "permanents[].phased_in",
}

// TestSnapshotEraReadings: every line of the era's cards reads as it did.
func TestSnapshotEraReadings(t *testing.T) {
	var lines []reading
	readGzipLines(t, eraLinesFile, func(b []byte) {
		var l reading
		if err := json.Unmarshal(b, &l); err != nil {
			t.Fatal(err)
		}
		lines = append(lines, l)
	})
	if len(lines) < 10000 {
		t.Fatalf("%s holds %d lines, want the era's whole pool (over 10,000)", eraLinesFile, len(lines))
	}
	got := make([][]byte, len(lines))
	for i, l := range lines {
		r := readingOf(l.Text, l.Name)
		checkKinds(t, r.Abilities)
		got[i] = encodeReading(t, r)
	}
	compareSnapshot(t, eraReadingsFile, got)
}

// TestSnapshotCatalog: every wording of the catalog, in its order, reads
// its example as it did.
func TestSnapshotCatalog(t *testing.T) {
	var got [][]byte
	for _, w := range Wordings() {
		r := readingOf(w.Example, "")
		checkKinds(t, r.Abilities)
		r.Pattern, r.Rule = w.Pattern, w.Rule
		got = append(got, encodeReading(t, r))
	}
	compareSnapshot(t, catalogFile, got)
}

func encodeReading(t *testing.T, r reading) []byte {
	t.Helper()
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func readGzipLines(t *testing.T, file string, each func([]byte)) {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(zr)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		each(bytes.Clone(sc.Bytes()))
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
}

// compareSnapshot compares got, line by line, with the snapshot in file,
// or rewrites the file under -update-readings.
func compareSnapshot(t *testing.T, file string, got [][]byte) {
	t.Helper()
	if *updateReadings {
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
		for _, b := range got {
			zw.Write(b)
			zw.Write([]byte{'\n'})
		}
		if err := zw.Close(); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	var want [][]byte
	readGzipLines(t, file, func(b []byte) { want = append(want, b) })
	if len(want) != len(got) {
		t.Errorf("%s: %d readings, the reader made %d", file, len(want), len(got))
	}
	changed := 0
	for i := range min(len(want), len(got)) {
		if !bytes.Equal(want[i], got[i]) {
			changed++
			if changed <= 20 {
				t.Errorf("reading %d changed:\nwas %s\nnow %s", i, want[i], got[i])
			}
		}
	}
	if changed > 0 {
		t.Errorf("%s: %d of %d readings changed", file, changed, len(got))
	}
	t.Logf("%s: %d readings compared, %d changed", file, min(len(want), len(got)), changed)
}
