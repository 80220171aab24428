package httpapi_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
	"rulesjudge/scenarios"
)

// The fuzz targets below are seeded from scenarios/ and check properties,
// not only that nothing panics. CI runs each for a few seconds (.ci/run); a
// longer run is, for one of them:
//
//	go test -run='^$' -fuzz='^FuzzBlocksCheck$' -fuzztime=10m ./httpapi
//
// An input that fails is written under testdata/fuzz/<target>/ and from
// then on runs with every go test.

// fuzzConfig bounds the solver by nodes only, never by the clock, so that
// an answer does not depend on the machine's speed or load.
var fuzzConfig = httpapi.Config{NodeBudget: 50_000, SolverTimeout: time.Hour}

// fuzzServer is the handler under fuzzing, one per fuzzing process.
var fuzzServer = httpapi.NewServer(fuzzConfig, zerolog.Nop())

// exampleField names the request field an example declaration replaces.
var exampleField = map[string]string{
	"/v1/attacks/check":  "attackers",
	"/v1/blocks/check":   "blockers",
	"/v1/damage/check":   "assignments",
	"/v1/damage/resolve": "assignments",
}

// malformedSeeds are bodies that are not requests, to start the fuzzer off
// on the decoder's error paths.
var malformedSeeds = []string{
	``, `{`, `[]`, `null`, `{"board": null}`, `{"board": {}}`, `{"board": {"players": [{}]}}`,
	`{"board": {"active_player": "a", "players": [{"id": "a"}], "permanents": [{"id": "x", "controller": "a", "power": 1e400}]}}`,
	`{"attackers": [{"creature": "x", "provoke": ["a", 1]}]}`, `{"board": [[[[[[[[]]]]]]]]}`,
	"{\"board\": {\"active_player\": \"\xff\xfe\"}}", `{"board":{}} {}`,
}

// seedFromScenarios adds the request of every scenario posted to endpoint
// (every scenario for "") and the malformed bodies.
func seedFromScenarios(f *testing.F, endpoint string) {
	f.Helper()
	files, err := scenarios.Files(scenarioFS, ".")
	if err != nil {
		f.Fatal(err)
	}
	for _, file := range files {
		s, e, err := scenarios.Load(scenarioFS, file)
		if err != nil {
			f.Fatal(err)
		}
		if endpoint == "" || e == endpoint {
			f.Add([]byte(s.Request))
		}
	}
	for _, b := range malformedSeeds {
		f.Add([]byte(b))
	}
}

func FuzzAttacksCheck(f *testing.F)  { fuzzEndpoint(f, "/v1/attacks/check") }
func FuzzBlocksCheck(f *testing.F)   { fuzzEndpoint(f, "/v1/blocks/check") }
func FuzzDamageCheck(f *testing.F)   { fuzzEndpoint(f, "/v1/damage/check") }
func FuzzDamageResolve(f *testing.F) { fuzzEndpoint(f, "/v1/damage/resolve") }

// fuzzEndpoint posts any body to a check endpoint through the whole HTTP
// handler and checks that:
//
//   - the answer is a verdict (200) or a problem the client caused (4xx),
//     never a 5xx;
//   - the same request, with the same request id, gets the same bytes;
//   - an example declaration in the answer, posted in place of the
//     request's own, is judged legal;
//   - a legal declaration stays legal when the board's permanents are
//     listed in another order.
func fuzzEndpoint(f *testing.F, endpoint string) {
	seedFromScenarios(f, endpoint)
	f.Fuzz(func(t *testing.T, body []byte) {
		status, answer := fuzzPost(endpoint, body)
		if status >= 500 || status < 200 || status >= 300 && status < 400 {
			t.Fatalf("%s: got %d %s, want 200 or a 4xx\nbody: %s", endpoint, status, answer, body)
		}
		status2, answer2 := fuzzPost(endpoint, body)
		if status2 != status || !bytes.Equal(answer, answer2) {
			t.Fatalf("%s: the same request answered twice:\n%d %s\n%d %s\nbody: %s", endpoint, status, answer, status2, answer2, body)
		}
		if status != http.StatusOK {
			return
		}
		var got fuzzAnswer
		if err := json.Unmarshal(answer, &got); err != nil || got.Verdict == "" {
			t.Fatalf("%s: a 200 that is not a verdict: %s (%v)", endpoint, answer, err)
		}

		if ex := got.example(); ex != nil && got.Verdict != "indeterminate" {
			field := exampleField[endpoint]
			decl, ok := ex[field]
			if !ok {
				t.Fatalf("%s: the example %s has no %q", endpoint, ex, field)
			}
			again := withRequestField(t, body, field, decl)
			if v := judgedVerdict(t, endpoint, again); v != "legal" {
				t.Fatalf("%s: the answer's example %s = %s is judged %s, want legal\nbody: %s\nanswer: %s", endpoint, field, decl, v, body, answer)
			}
		}

		if got.Verdict == "legal" && !timestampOrdered(body) {
			for _, order := range []string{"reversed", "rotated"} {
				again, ok := reorderPermanents(t, body, order)
				if !ok {
					break
				}
				if v := judgedVerdict(t, endpoint, again); v != "legal" {
					t.Fatalf("%s: legal, but with the permanents %s it is %s\nbody: %s\nreordered: %s", endpoint, order, v, body, again)
				}
			}
		}
	})
}

// fuzzAnswer is the part of an answer the properties read.
type fuzzAnswer struct {
	Verdict      string `json:"verdict"`
	Requirements *struct {
		Example map[string]json.RawMessage `json:"example"`
	} `json:"requirements"`
	Example map[string]json.RawMessage `json:"example"`
}

func (v fuzzAnswer) example() map[string]json.RawMessage {
	if v.Requirements != nil && v.Requirements.Example != nil {
		return v.Requirements.Example
	}
	return v.Example
}

func fuzzPost(endpoint string, body []byte) (int, []byte) {
	req := httptest.NewRequest(http.MethodPost, endpoint, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Request-Id", "fuzz")
	rec := httptest.NewRecorder()
	fuzzServer.ServeHTTP(rec, req)
	return rec.Code, rec.Body.Bytes()
}

// judgedVerdict posts body and returns its verdict, or the status when it
// is not a 200.
func judgedVerdict(t *testing.T, endpoint string, body []byte) string {
	t.Helper()
	status, answer := fuzzPost(endpoint, body)
	var v fuzzAnswer
	if status != http.StatusOK || json.Unmarshal(answer, &v) != nil {
		return http.StatusText(status) + ": " + string(answer)
	}
	return v.Verdict
}

// withField returns the request body with one top-level field replaced.
func withRequestField(t *testing.T, body []byte, field string, value json.RawMessage) []byte {
	t.Helper()
	var req map[string]json.RawMessage
	if err := json.Unmarshal(body, &req); err != nil {
		t.Fatalf("a request answered 200 is not an object: %v", err)
	}
	req[field] = value
	out, err := json.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// timestampOrdered says whether a board holds effects that give, take away
// or set characteristics ("Blue creatures have flying.", "All creatures
// lose flying."): the order of its permanents is then their timestamps'
// (418.5), and reordering them may rightly change the verdict.
func timestampOrdered(body []byte) bool {
	var req struct {
		Board struct {
			Permanents []struct {
				Abilities []string        `json:"abilities"`
				Card      json.RawMessage `json:"card"`
			} `json:"permanents"`
		} `json:"board"`
	}
	if json.Unmarshal(body, &req) != nil {
		return false
	}
	for _, p := range req.Board.Permanents {
		text := strings.ToLower(strings.Join(p.Abilities, "\n") + string(p.Card))
		for _, w := range []string{" have ", " has ", " lose", " gain", " become", " get "} {
			if strings.Contains(text, w) {
				return true
			}
		}
	}
	return false
}

// reorderPermanents lists the board's permanents reversed or rotated by
// one; false when there are fewer than two.
func reorderPermanents(t *testing.T, body []byte, order string) ([]byte, bool) {
	t.Helper()
	var req, board map[string]json.RawMessage
	var perms []json.RawMessage
	if json.Unmarshal(body, &req) != nil || json.Unmarshal(req["board"], &board) != nil ||
		json.Unmarshal(board["permanents"], &perms) != nil || len(perms) < 2 {
		return nil, false
	}
	if order == "reversed" {
		slices.Reverse(perms)
	} else {
		perms = append(perms[1:], perms[0])
	}
	var err error
	if board["permanents"], err = json.Marshal(perms); err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(board)
	if err != nil {
		t.Fatal(err)
	}
	return withRequestField(t, body, "board", b), true
}

// FuzzDecode feeds the decoder and validator any body, read as each kind of
// request. A body it refuses is the client's fault (400, 413, 415, 422),
// never an internal error; a body it accepts is read the same when written
// back and read again.
func FuzzDecode(f *testing.F) {
	seedFromScenarios(f, "")
	f.Fuzz(func(t *testing.T, body []byte) {
		fuzzDecode[httpapi.AttackCheckRequest](t, body)
		fuzzDecode[httpapi.BlockCheckRequest](t, body)
		fuzzDecode[httpapi.DamageCheckRequest](t, body)
	})
}

func fuzzDecode[T any](t *testing.T, body []byte) {
	t.Helper()
	v, err := httpapi.Decode[T](fuzzConfig, body)
	if err != nil {
		if p := httpapi.ProblemFor(err, "fuzz"); p.Status < 400 || p.Status >= 500 {
			t.Fatalf("decoding %T: got %d %+v, want a 4xx problem\nbody: %s", v, p.Status, p, body)
		}
		return
	}
	first := canonicalJSON(t, v)
	w, err := httpapi.Decode[T](fuzzConfig, first)
	if err != nil {
		t.Fatalf("decoding %T written back: %v\nbody: %s\nwritten back: %s", v, err, body, first)
	}
	if second := canonicalJSON(t, w); !bytes.Equal(first, second) {
		t.Fatalf("%T read, written and read again differs:\n%s\n%s\nbody: %s", v, first, second, body)
	}
}

// canonical writes v as JSON, without escaping HTML characters (so that the
// body does not grow past a limit).
func canonicalJSON(t *testing.T, v any) []byte {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}
