package httpapi_test

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
)

// TestScenarios posts every case in ../scenarios through the real handler
// and checks the answer against its want (scenarios/README.md).
func TestScenarios(t *testing.T) {
	runScenarios(t, httpapi.NewServer(httpapi.Config{}, zerolog.Nop()), "../scenarios")
}

// scenario is one scenario file.
type scenario struct {
	Note     string          `json:"note"`
	Endpoint string          `json:"endpoint"`
	Request  json.RawMessage `json:"request"`
	Want     scenarioWant    `json:"want"`
}

type scenarioWant struct {
	Status       int      `json:"status"`  // 0: 200
	Verdict      string   `json:"verdict"` // required for a 200
	Rules        []string `json:"rules"`   // required for a 200; a multiset
	Notes        []string `json:"notes"`   // a subset of the answer's notes
	Requirements *struct {
		Obeyed  *int `json:"obeyed"`
		Maximum *int `json:"maximum"`
	} `json:"requirements"`
	Errors []string `json:"errors"` // the exact set of problem pointers
	// StateBased is the multiset of the rules of a resolve answer's
	// state_based entries; Dealt, entries its dealt list must contain.
	StateBased []string `json:"state_based"`
	Dealt      []dealt  `json:"dealt"`
}

type dealt struct {
	Source    string `json:"source"`
	To        string `json:"to"`
	Amount    int    `json:"amount"`
	Prevented int    `json:"prevented"`
}

// answer is the part of a response the scenarios check.
type answer struct {
	Verdict    string    `json:"verdict"`
	Violations []ruleRef `json:"violations"`
	Notes      []ruleRef `json:"notes"`
	// Requirements.Example is kept raw so it can be posted back verbatim.
	Requirements *struct {
		Obeyed  int                        `json:"obeyed"`
		Maximum int                        `json:"maximum"`
		Example map[string]json.RawMessage `json:"example"`
	} `json:"requirements"`
	// Example is a damage check's legal assignment, kept raw too.
	Example    map[string]json.RawMessage `json:"example"`
	StateBased []ruleRef                  `json:"state_based"`
	Dealt      []dealt                    `json:"dealt"`
	Errors     []struct {
		Pointer string `json:"pointer"`
	} `json:"errors"`
}

type ruleRef struct {
	Rule string `json:"rule"`
}

// folderEndpoints gives the endpoint of a scenario without an endpoint.
var folderEndpoints = map[string]string{
	"attacks": "/v1/attacks/check",
	"blocks":  "/v1/blocks/check",
	"damage":  "/v1/damage/check",
	"resolve": "/v1/damage/resolve",
}

// exampleFields names the request field an example declaration replaces.
var exampleFields = map[string]string{
	"/v1/attacks/check":  "attackers",
	"/v1/blocks/check":   "blockers",
	"/v1/damage/check":   "assignments",
	"/v1/damage/resolve": "assignments",
}

// runScenarios runs every *.json file under dir as a subtest named by its
// path relative to dir. It fails when there is none, so a wrong dir cannot
// pass silently.
func runScenarios(t *testing.T, h http.Handler, dir string) {
	t.Helper()
	var files []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".json") {
			files = append(files, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatalf("no scenario files under %s", dir)
	}
	for _, file := range files {
		rel, _ := filepath.Rel(dir, file)
		rel = filepath.ToSlash(rel)
		t.Run(rel, func(t *testing.T) {
			s, endpoint, err := loadScenario(file, rel)
			if err != nil {
				t.Fatal(err)
			}
			if failures := checkScenario(h, s, endpoint); len(failures) > 0 {
				t.Logf("note: %s", s.Note)
				for _, f := range failures {
					t.Error(f)
				}
			}
		})
	}
}

// loadScenario reads a scenario strictly (a misspelt key in want would
// otherwise check nothing) and works out its endpoint. rel is its path from
// the scenarios root, with forward slashes.
func loadScenario(file, rel string) (scenario, string, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return scenario{}, "", err
	}
	var s scenario
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return scenario{}, "", fmt.Errorf("reading the scenario: %v", err)
	}
	endpoint, err := endpointFor(rel, s)
	return s, endpoint, err
}

func endpointFor(rel string, s scenario) (string, error) {
	if s.Endpoint != "" {
		return s.Endpoint, nil
	}
	folder, _, _ := strings.Cut(path.Clean(rel), "/")
	if e, ok := folderEndpoints[folder]; ok {
		return e, nil
	}
	return "", fmt.Errorf("%s: no endpoint, and folder %q has none", rel, folder)
}

// checkScenario posts the scenario's request and returns every way the
// answer differs from its want. When the answer gives an example
// declaration, it posts that too and expects it to be legal.
func checkScenario(h http.Handler, s scenario, endpoint string) []string {
	status, body := post(h, endpoint, s.Request)
	failures := compareAnswer(s.Want, status, body)
	if len(failures) > 0 || status != http.StatusOK {
		return failures
	}
	var got answer
	json.Unmarshal(body, &got) // compareAnswer has decoded it already
	examples := got.Example
	if got.Requirements != nil && got.Requirements.Example != nil {
		examples = got.Requirements.Example
	}
	if examples == nil {
		if got.Verdict == "illegal" && exampleFields[endpoint] == "assignments" {
			return []string{"an illegal damage assignment comes without an example"}
		}
		return nil
	}
	field, ok := exampleFields[endpoint]
	if !ok {
		return []string{fmt.Sprintf("the answer has an example, but %s has no declaration to replace", endpoint)}
	}
	example, ok := examples[field]
	if !ok {
		return []string{fmt.Sprintf("the example has no %q: %s", field, body)}
	}
	var req map[string]json.RawMessage
	if err := json.Unmarshal(s.Request, &req); err != nil {
		return []string{fmt.Sprintf("request is not an object: %v", err)}
	}
	req[field] = example
	again, _ := json.Marshal(req)
	status, body = post(h, endpoint, again)
	var ex answer
	if err := json.Unmarshal(body, &ex); status != http.StatusOK || err != nil || ex.Verdict != "legal" {
		return []string{fmt.Sprintf("the example %s = %s: got %d %s, want 200 and verdict legal", field, example, status, body)}
	}
	return nil
}

func post(h http.Handler, endpoint string, body []byte) (int, []byte) {
	req := httptest.NewRequest(http.MethodPost, endpoint, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Code, rec.Body.Bytes()
}

// compareAnswer returns every way a response differs from want, including
// a want that scenarios/README.md does not allow.
func compareAnswer(want scenarioWant, status int, body []byte) []string {
	var failures []string
	fail := func(format string, args ...any) { failures = append(failures, fmt.Sprintf(format, args...)) }

	wantStatus := cmp.Or(want.Status, http.StatusOK)
	if wantStatus == http.StatusOK && (want.Verdict == "" || want.Rules == nil) {
		fail("scenario: want.verdict and want.rules are required for a 200")
	}
	if want.Requirements != nil && (want.Requirements.Obeyed == nil || want.Requirements.Maximum == nil) {
		fail("scenario: want.requirements needs both obeyed and maximum")
	}
	if status != wantStatus {
		fail("status: got %d, want %d; body %s", status, wantStatus, body)
		return failures
	}
	var got answer
	if err := json.Unmarshal(body, &got); err != nil {
		fail("body is not an answer: %v: %s", err, body)
		return failures
	}

	if wantStatus == http.StatusOK {
		if got.Verdict != want.Verdict {
			fail("verdict: got %q, want %q", got.Verdict, want.Verdict)
		}
		gotRules := rulesOf(got.Violations)
		if !slices.Equal(gotRules, slices.Sorted(slices.Values(want.Rules))) {
			fail("violated rules: got %q, want %q; body %s", gotRules, want.Rules, body)
		}
		gotNotes := rulesOf(got.Notes)
		for _, n := range want.Notes {
			if !slices.Contains(gotNotes, n) {
				fail("notes: got %q, want them to include %q", gotNotes, n)
			}
		}
		if want.StateBased != nil {
			if got, want := rulesOf(got.StateBased), slices.Sorted(slices.Values(want.StateBased)); !slices.Equal(got, want) {
				fail("state-based effects: got %q, want %q; body %s", got, want, body)
			}
		}
		for _, d := range want.Dealt {
			if !slices.Contains(got.Dealt, d) {
				fail("dealt: got %+v, want it to include %+v", got.Dealt, d)
			}
		}
		if wr := want.Requirements; wr != nil && wr.Obeyed != nil && wr.Maximum != nil {
			switch gr := got.Requirements; {
			case gr == nil:
				fail("requirements: got none, want obeyed %d, maximum %d", *wr.Obeyed, *wr.Maximum)
			case gr.Obeyed != *wr.Obeyed || gr.Maximum != *wr.Maximum:
				fail("requirements: got obeyed %d, maximum %d; want %d, %d", gr.Obeyed, gr.Maximum, *wr.Obeyed, *wr.Maximum)
			}
		}
	}

	if want.Errors != nil {
		var gotPointers []string
		for _, e := range got.Errors {
			gotPointers = append(gotPointers, e.Pointer)
		}
		gotSet := slices.Compact(slices.Sorted(slices.Values(gotPointers)))
		wantSet := slices.Compact(slices.Sorted(slices.Values(want.Errors)))
		if !slices.Equal(gotSet, wantSet) {
			fail("error pointers: got %q, want %q; body %s", gotSet, wantSet, body)
		}
	}
	return failures
}

func rulesOf(refs []ruleRef) []string {
	out := make([]string, 0, len(refs))
	for _, r := range refs {
		out = append(out, r.Rule)
	}
	slices.Sort(out)
	return out
}
