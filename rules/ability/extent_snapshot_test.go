package ability

import (
	"encoding/json"
	"testing"
)

// eraExtentsFile holds ExtentOf of every line of the era's cards (the
// lines of eraLinesFile, in its order): how far into a combat each could
// reach, which the core's caveats rest on.
const eraExtentsFile = "testdata/era-extents.jsonl.gz"

// TestSnapshotEraExtents: every line of the era's cards reaches as far as
// it did (-update-readings rewrites the snapshot).
func TestSnapshotEraExtents(t *testing.T) {
	var got [][]byte
	readGzipLines(t, eraLinesFile, func(b []byte) {
		var l struct{ Name, Text string }
		if err := json.Unmarshal(b, &l); err != nil {
			t.Fatal(err)
		}
		e := ExtentOf(l.Text, l.Name)
		out, err := json.Marshal(struct {
			Text      string `json:"text"`
			Form      Kind   `json:"form"`
			From      Moment `json:"from,omitempty"`
			Zones     Zones  `json:"zones,omitempty"`
			ZonesFrom Moment `json:"zones_from,omitempty"`
			Why       string `json:"why,omitempty"`
		}{l.Text, e.Form, e.From, e.Zones, e.ZonesFrom, e.Why})
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, out)
	})
	if len(got) < 10000 {
		t.Fatalf("%s holds %d lines, want the era's whole pool (over 10,000)", eraLinesFile, len(got))
	}
	compareSnapshot(t, eraExtentsFile, got)
}
