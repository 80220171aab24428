package httpapi_test

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
)

// The scenario runner is itself tested here, on hand-made cases, so that a
// passing TestScenarios means the scenarios pass and not that the runner
// checks nothing.

func writeFile(t *testing.T, name, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// Two hand-made scenarios whose answers do not depend on how the core
// judges anything subtle: a lone untapped, healthy creature may attack
// (308.2a), and a player without an id is a 422 from validation.
const (
	bearAttacksScenario = `{
  "note": "308.2a: an untapped creature that has been under its controller's control since the turn began can attack.",
  "request": ` + legalAttack + `,
  "want": {"verdict": "legal", "rules": []}
}`
	missingIDScenario = `{
  "note": "422: a player without an id.",
  "endpoint": "/v1/attacks/check",
  "request": {"board": {"active_player": "alice", "players": [{"life": 20}]}},
  "want": {"status": 422, "errors": ["/board/players/0/id"]}
}`
)

func TestRunScenariosOnADirectory(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "README.md"), "# not a scenario\n")
	writeFile(t, filepath.Join(dir, "attacks", "bear-attacks.json"), bearAttacksScenario)
	writeFile(t, filepath.Join(dir, "attacks", "more", "missing-player-id.json"), missingIDScenario)
	runScenarios(t, httpapi.NewServer(httpapi.Config{}, zerolog.Nop()), dir)
}

func TestLoadScenario(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name, rel, content string
		wantEndpoint       string // "" when loading must fail
	}{
		{"folder gives the endpoint", "attacks/a.json", bearAttacksScenario, "/v1/attacks/check"},
		{"nested folder", "attacks/more/a.json", bearAttacksScenario, "/v1/attacks/check"},
		{"blocks folder", "blocks/a.json", bearAttacksScenario, "/v1/blocks/check"},
		{"damage folder", "damage/a.json", bearAttacksScenario, "/v1/damage/check"},
		{"resolve folder", "resolve/a.json", bearAttacksScenario, "/v1/damage/resolve"},
		{"endpoint beats folder", "blocks/a.json", missingIDScenario, "/v1/attacks/check"},
		{"unknown folder, no endpoint", "misc/a.json", bearAttacksScenario, ""},
		{"misspelt want key", "attacks/a.json", strings.Replace(bearAttacksScenario, `"verdict"`, `"verdcit"`, 1), ""},
		{"not JSON", "attacks/a.json", `{`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			file := filepath.Join(dir, tt.name+".json")
			writeFile(t, file, tt.content)
			_, endpoint, err := loadScenario(file, tt.rel)
			if tt.wantEndpoint == "" {
				if err == nil {
					t.Errorf("got endpoint %q, want an error", endpoint)
				}
				return
			}
			if err != nil || endpoint != tt.wantEndpoint {
				t.Errorf("got %q, %v; want %q", endpoint, err, tt.wantEndpoint)
			}
		})
	}
}

// A scenario in a folder whose endpoint is not routed yet fails (404); it
// is not skipped.
func TestScenarioOnUnroutedEndpointFails(t *testing.T) {
	var s scenario
	if err := json.Unmarshal([]byte(bearAttacksScenario), &s); err != nil {
		t.Fatal(err)
	}
	h := httpapi.NewServer(httpapi.Config{}, zerolog.Nop())
	if got := checkScenario(h, s, "/v1/nothing/check"); len(got) == 0 {
		t.Error("a scenario posted to an unrouted endpoint: got no failures, want a status failure")
	}
	if got := checkScenario(h, s, "/v1/attacks/check"); len(got) != 0 {
		t.Errorf("the same scenario on its endpoint: got %q, want no failures", got)
	}
}

func TestCompareAnswer(t *testing.T) {
	const (
		illegal = `{"verdict":"illegal","violations":[{"rule":"308.2a"},{"rule":"308.2a"},{"rule":"502.9b"}],` +
			`"requirements":{"obeyed":0,"maximum":1},"notes":[{"rule":"308.2c"},{"rule":"502.3a"}]}`
		legal   = `{"verdict":"legal","violations":[],"notes":[]}`
		problem = `{"status":422,"errors":[{"pointer":"/a"},{"pointer":"/b"},{"pointer":"/b"}]}`
	)
	ip := func(n int) *int { return &n }
	req := func(o, m int) *struct {
		Obeyed  *int `json:"obeyed"`
		Maximum *int `json:"maximum"`
	} {
		return &struct {
			Obeyed  *int `json:"obeyed"`
			Maximum *int `json:"maximum"`
		}{ip(o), ip(m)}
	}
	tests := []struct {
		name     string
		want     scenarioWant
		status   int
		body     string
		wantFail bool
	}{
		{"all agree, rules in another order", scenarioWant{Verdict: "illegal", Rules: []string{"502.9b", "308.2a", "308.2a"},
			Notes: []string{"502.3a"}, Requirements: req(0, 1)}, 200, illegal, false},
		{"legal with no rules", scenarioWant{Verdict: "legal", Rules: []string{}}, 200, legal, false},
		{"wrong verdict", scenarioWant{Verdict: "legal", Rules: []string{"502.9b", "308.2a", "308.2a"}}, 200, illegal, true},
		{"a repeat missing", scenarioWant{Verdict: "illegal", Rules: []string{"308.2a", "502.9b"}}, 200, illegal, true},
		{"an extra repeat", scenarioWant{Verdict: "illegal", Rules: []string{"308.2a", "308.2a", "308.2a", "502.9b"}}, 200, illegal, true},
		{"legal wanted, violations given", scenarioWant{Verdict: "illegal", Rules: []string{}}, 200, illegal, true},
		{"a note missing", scenarioWant{Verdict: "illegal", Rules: []string{"308.2a", "308.2a", "502.9b"}, Notes: []string{"502.10d"}}, 200, illegal, true},
		{"requirements differ", scenarioWant{Verdict: "illegal", Rules: []string{"308.2a", "308.2a", "502.9b"}, Requirements: req(1, 1)}, 200, illegal, true},
		{"requirements absent", scenarioWant{Verdict: "legal", Rules: []string{}, Requirements: req(0, 0)}, 200, legal, true},
		{"status differs", scenarioWant{Verdict: "legal", Rules: []string{}}, 422, problem, true},
		{"verdict missing from want", scenarioWant{Rules: []string{}}, 200, legal, true},
		{"rules missing from want", scenarioWant{Verdict: "legal"}, 200, legal, true},
		{"error pointers agree as a set", scenarioWant{Status: 422, Errors: []string{"/b", "/a"}}, 422, problem, false},
		{"an error pointer missing", scenarioWant{Status: 422, Errors: []string{"/a"}}, 422, problem, true},
		{"an error pointer extra", scenarioWant{Status: 422, Errors: []string{"/a", "/b", "/c"}}, 422, problem, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := compareAnswer(tt.want, tt.status, []byte(tt.body))
			if (len(got) > 0) != tt.wantFail {
				t.Errorf("failures: got %q, want failing %v", got, tt.wantFail)
			}
		})
	}
}

// exampleServer answers the first post with an example declaration and the
// second with the verdict given, recording what was posted.
type exampleServer struct {
	secondVerdict string
	posts         []map[string]json.RawMessage
}

func (s *exampleServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var body map[string]json.RawMessage
	json.NewDecoder(r.Body).Decode(&body)
	s.posts = append(s.posts, body)
	w.Header().Set("Content-Type", "application/json")
	if len(s.posts) == 1 {
		w.Write([]byte(`{"verdict":"illegal","violations":[{"rule":"500.4"}],"notes":[],` +
			`"requirements":{"obeyed":0,"maximum":1,"example":{"attackers":[{"creature":"giant"}]}}}`))
		return
	}
	w.Write([]byte(`{"verdict":"` + s.secondVerdict + `","violations":[],"notes":[]}`))
}

func TestExampleIsPostedBack(t *testing.T) {
	s := scenario{
		Request: json.RawMessage(`{"board":{"active_player":"alice"},"attackers":[]}`),
		Want:    scenarioWant{Verdict: "illegal", Rules: []string{"500.4"}},
	}
	tests := []struct {
		secondVerdict string
		wantFail      bool
	}{
		{"legal", false},
		{"illegal", true},
		{"indeterminate", true},
	}
	for _, tt := range tests {
		t.Run(tt.secondVerdict, func(t *testing.T) {
			srv := &exampleServer{secondVerdict: tt.secondVerdict}
			got := checkScenario(srv, s, "/v1/attacks/check")
			if (len(got) > 0) != tt.wantFail {
				t.Errorf("failures: got %q, want failing %v", got, tt.wantFail)
			}
			if len(srv.posts) != 2 {
				t.Fatalf("posts: got %d, want 2", len(srv.posts))
			}
			second := srv.posts[1]
			if got, want := string(second["attackers"]), `[{"creature":"giant"}]`; got != want {
				t.Errorf("second post attackers: got %s, want %s", got, want)
			}
			if got, want := string(second["board"]), `{"active_player":"alice"}`; got != want {
				t.Errorf("second post board: got %s, want %s", got, want)
			}
		})
	}
}
