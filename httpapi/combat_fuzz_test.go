package httpapi_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"testing"
)

// FuzzCombatResolve posts any body to /v1/combat/resolve through the whole
// HTTP handler: the answer is a verdict (200) or a problem the client
// caused (4xx), never a 5xx; the same request gets the same bytes; a
// legal walk has its outcome and board, an illegal or indeterminate one
// neither.
func FuzzCombatResolve(f *testing.F) {
	const endpoint = "/v1/combat/resolve"
	seedFromScenarios(f, endpoint)
	f.Fuzz(func(t *testing.T, body []byte) {
		status, answer := fuzzPost(endpoint, body)
		if status >= 500 || status < 200 || status >= 300 && status < 400 {
			t.Fatalf("got %d %s, want 200 or a 4xx\nbody: %s", status, answer, body)
		}
		status2, answer2 := fuzzPost(endpoint, body)
		if status2 != status || !bytes.Equal(answer, answer2) {
			t.Fatalf("the same request answered twice:\n%d %s\n%d %s\nbody: %s", status, answer, status2, answer2, body)
		}
		if status != http.StatusOK {
			return
		}
		var got struct {
			Verdict string          `json:"verdict"`
			Steps   []any           `json:"steps"`
			Outcome json.RawMessage `json:"outcome"`
			Board   json.RawMessage `json:"board"`
		}
		if err := json.Unmarshal(answer, &got); err != nil || got.Verdict == "" || got.Steps == nil {
			t.Fatalf("a 200 that is not a walk: %s (%v)", answer, err)
		}
		if (got.Verdict == "legal") != (got.Outcome != nil && got.Board != nil) {
			t.Fatalf("verdict %s with outcome %s and board %s; want both exactly when legal\nbody: %s", got.Verdict, got.Outcome, got.Board, body)
		}
	})
}
