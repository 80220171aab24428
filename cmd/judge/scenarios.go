package main

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// The scenario runner below checks answers as httpapi/scenarios_test.go
// does (scenarios/README.md defines the format); keep the two in step.

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
	Errors     []string `json:"errors"`      // the exact set of problem pointers
	StateBased []string `json:"state_based"` // the multiset of state_based rules
	Dealt      []dealt  `json:"dealt"`       // entries the dealt list must contain
}

type dealt struct {
	Source    string `json:"source"`
	To        string `json:"to"`
	Amount    int    `json:"amount"`
	Prevented int    `json:"prevented"`
}

// scenarioAnswer is the part of an answer the scenarios check.
type scenarioAnswer struct {
	Verdict    string    `json:"verdict"`
	Violations []ruleRef `json:"violations"`
	Notes      []ruleRef `json:"notes"`
	// The examples are kept raw so they can be posted back verbatim.
	Requirements *struct {
		Obeyed  int                        `json:"obeyed"`
		Maximum int                        `json:"maximum"`
		Example map[string]json.RawMessage `json:"example"`
	} `json:"requirements"`
	Example    map[string]json.RawMessage `json:"example"`
	StateBased []ruleRef                  `json:"state_based"`
	Dealt      []dealt                    `json:"dealt"`
	Title      string                     `json:"title"`
	Detail     string                     `json:"detail"`
	Errors     []struct {
		Pointer string `json:"pointer"`
		Detail  string `json:"detail"`
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

// errTransport marks a failure to reach the judge, which ends the run.
var errTransport = errors.New("the judge could not be reached")

// runScenarios runs every *.json file under dir (or the file dir), prints
// a line per disagreement and a closing count, and returns the exit status.
func runScenarios(ctx context.Context, j judge, dir string, stdout, stderr io.Writer) int {
	root, files, err := scenarioFiles(dir)
	if err != nil {
		fmt.Fprintf(stderr, "judge scenarios: %v\n", err)
		return exitBadInput
	}
	passed, failed := 0, 0
	for _, file := range files {
		rel, _ := filepath.Rel(root, file)
		rel = filepath.ToSlash(rel)
		failures, err := runScenario(ctx, j, file, rel)
		if err != nil {
			fmt.Fprintf(stderr, "judge scenarios: %s: %v\n", rel, err)
			return exitFailure
		}
		if len(failures) == 0 {
			passed++
			continue
		}
		failed++
		for _, f := range failures {
			fmt.Fprintf(stdout, "FAIL %s: %s\n", rel, f)
		}
	}
	fmt.Fprintf(stdout, "%d passed, %d failed\n", passed, failed)
	if failed > 0 {
		return exitIllegal
	}
	return exitLegal
}

// scenarioFiles lists the scenario files under dir, or dir itself when it
// is a file, and the root their names and folders are read from: dir, or
// its parent when dir is itself a folder such as blocks/ (so that
// "judge scenarios scenarios/blocks" knows the endpoint). It is an error
// to find none, so that a wrong dir cannot pass silently.
func scenarioFiles(dir string) (root string, files []string, err error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", nil, err
	}
	info, err := os.Stat(abs)
	if err != nil {
		return "", nil, err
	}
	root = abs
	if !info.IsDir() {
		root = filepath.Dir(abs)
	}
	if _, ok := folderEndpoints[filepath.Base(root)]; ok {
		root = filepath.Dir(root)
	}
	err = filepath.WalkDir(abs, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".json") {
			files = append(files, p)
		}
		return err
	})
	if err != nil {
		return "", nil, err
	}
	if len(files) == 0 {
		return "", nil, fmt.Errorf("no scenario files (*.json) under %s", dir)
	}
	return root, files, nil
}

// runScenario returns every way the answer to one scenario differs from its
// want; an error means the judge could not be reached.
func runScenario(ctx context.Context, j judge, file, rel string) ([]string, error) {
	s, endpoint, err := loadScenario(file, rel)
	if err != nil {
		return []string{err.Error()}, nil
	}
	return checkScenario(ctx, j, s, endpoint)
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
	if s.Endpoint != "" {
		return s, s.Endpoint, nil
	}
	folder, _, _ := strings.Cut(path.Clean(rel), "/")
	if e, ok := folderEndpoints[folder]; ok {
		return s, e, nil
	}
	return scenario{}, "", fmt.Errorf("no endpoint, and folder %q has none", folder)
}

// checkScenario posts the scenario's request and returns every way the
// answer differs from its want. When the answer gives an example
// declaration, it posts that too and expects it to be legal.
func checkScenario(ctx context.Context, j judge, s scenario, endpoint string) ([]string, error) {
	ans, err := j.post(ctx, endpoint, s.Request)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errTransport, err)
	}
	failures := compareAnswer(s.Want, ans)
	if len(failures) > 0 || ans.status != http.StatusOK {
		return failures, nil
	}
	var got scenarioAnswer
	json.Unmarshal(ans.body, &got) // compareAnswer has decoded it already
	examples := got.Example
	if got.Requirements != nil && got.Requirements.Example != nil {
		examples = got.Requirements.Example
	}
	if examples == nil {
		if got.Verdict == "illegal" && exampleFields[endpoint] == "assignments" {
			return []string{"example: an illegal damage assignment comes without one"}, nil
		}
		return nil, nil
	}
	field, ok := exampleFields[endpoint]
	if !ok {
		return []string{fmt.Sprintf("example: the answer has one, but %s has no declaration to replace", endpoint)}, nil
	}
	example, ok := examples[field]
	if !ok {
		return []string{fmt.Sprintf("example: it has no %q", field)}, nil
	}
	var req map[string]json.RawMessage
	if err := json.Unmarshal(s.Request, &req); err != nil {
		return []string{fmt.Sprintf("request is not an object: %v", err)}, nil
	}
	req[field] = example
	again, _ := json.Marshal(req)
	ans, err = j.post(ctx, endpoint, again)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errTransport, err)
	}
	var ex scenarioAnswer
	if err := json.Unmarshal(ans.body, &ex); ans.status != http.StatusOK || err != nil || ex.Verdict != "legal" {
		return []string{fmt.Sprintf("example: %s = %s: got %d %s, want 200 and verdict legal", field, example, ans.status, cmp.Or(ex.Verdict, "(no verdict)"))}, nil
	}
	return nil, nil
}

// compareAnswer returns every way an answer differs from want, including
// a want that scenarios/README.md does not allow.
func compareAnswer(want scenarioWant, ans answer) []string {
	var failures []string
	fail := func(format string, args ...any) { failures = append(failures, fmt.Sprintf(format, args...)) }

	wantStatus := cmp.Or(want.Status, http.StatusOK)
	if wantStatus == http.StatusOK && (want.Verdict == "" || want.Rules == nil) {
		fail("scenario: want.verdict and want.rules are required for a 200")
	}
	if want.Requirements != nil && (want.Requirements.Obeyed == nil || want.Requirements.Maximum == nil) {
		fail("scenario: want.requirements needs both obeyed and maximum")
	}
	var got scenarioAnswer
	decodeErr := json.Unmarshal(ans.body, &got)
	if ans.status != wantStatus {
		msg := fmt.Sprintf("status: got %d, want %d", ans.status, wantStatus)
		if decodeErr == nil && got.Title != "" {
			msg += fmt.Sprintf(" (%s: %s", got.Title, got.Detail)
			for _, e := range got.Errors {
				msg += fmt.Sprintf("; %s: %s", cmp.Or(e.Pointer, "(body)"), e.Detail)
			}
			msg += ")"
		}
		fail("%s", msg)
		return failures
	}
	if decodeErr != nil {
		fail("body is not an answer: %v: %s", decodeErr, bytes.TrimSpace(ans.body))
		return failures
	}

	if wantStatus == http.StatusOK {
		if got.Verdict != want.Verdict {
			fail("verdict: got %s, want %s", got.Verdict, want.Verdict)
		}
		gotRules := rulesOf(got.Violations)
		if wantRules := slices.Sorted(slices.Values(want.Rules)); !slices.Equal(gotRules, wantRules) {
			fail("rules: got %v, want %v", gotRules, wantRules)
		}
		gotNotes := rulesOf(got.Notes)
		for _, n := range want.Notes {
			if !slices.Contains(gotNotes, n) {
				fail("notes: got %v, want them to include %s", gotNotes, n)
			}
		}
		if want.StateBased != nil {
			if got, want := rulesOf(got.StateBased), slices.Sorted(slices.Values(want.StateBased)); !slices.Equal(got, want) {
				fail("state-based effects: got %v, want %v", got, want)
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
			fail("error pointers: got %q, want %q", gotSet, wantSet)
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
