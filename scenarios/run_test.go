package scenarios_test

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"rulesjudge/scenarios"
)

// The runner is tested here on hand-made cases, against a fake judge, so
// that a passing TestScenarios (httpapi) or "judge scenarios" means the
// scenarios pass and not that the runner checks nothing.

// Two hand-made scenarios: a lone untapped, healthy creature may attack
// (308.2a), and a player without an id is a 422 from validation.
const (
	bearAttacksRequest  = `{"board": {"active_player": "alice"}, "attackers": [{"creature": "bear"}]}`
	bearAttacksScenario = `{
  "note": "308.2a: an untapped creature that has been under its controller's control since the turn began can attack.",
  "request": ` + bearAttacksRequest + `,
  "want": {"verdict": "legal", "rules": []}
}`
	missingIDRequest  = `{"board": {"active_player": "alice", "players": [{"life": 20}]}}`
	missingIDScenario = `{
  "note": "422: a player without an id.",
  "endpoint": "/v1/attacks/check",
  "request": ` + missingIDRequest + `,
  "want": {"status": 422, "errors": ["/board/players/0/id"]}
}`
)

// reply is a fake judge's answer.
type reply struct {
	status int
	body   string
}

// fakeJudge answers the requests it knows, by endpoint and body as posted,
// and 404 to anything else, as the server does to a path it does not
// route. It records what was posted.
type fakeJudge struct {
	replies map[string]reply // by endpoint + " " + body
	posts   []string
}

func (f *fakeJudge) post(endpoint string, body []byte) (int, []byte, error) {
	key := endpoint + " " + string(body)
	f.posts = append(f.posts, key)
	r, ok := f.replies[key]
	if !ok {
		return 404, []byte("404 page not found\n"), nil
	}
	return r.status, []byte(r.body), nil
}

// handMadeJudge answers the two hand-made scenarios as the server does.
func handMadeJudge() *fakeJudge {
	return &fakeJudge{replies: map[string]reply{
		"/v1/attacks/check " + bearAttacksRequest: {200, `{"verdict":"legal","violations":[],"notes":[]}`},
		"/v1/attacks/check " + missingIDRequest: {422, `{"type":"about:blank","title":"Unprocessable board","status":422,` +
			`"detail":"1 problem in the request","errors":[{"pointer":"/board/players/0/id","detail":"required"}]}`},
	}}
}

func parse(t *testing.T, scenario string) scenarios.Scenario {
	t.Helper()
	var s scenarios.Scenario
	if err := json.Unmarshal([]byte(scenario), &s); err != nil {
		t.Fatal(err)
	}
	return s
}

// Every *.json file under a directory is a scenario, in nested folders
// too, named from the directory; other files are not.
func TestRunScenariosOnADirectory(t *testing.T) {
	fsys := fstest.MapFS{
		"tree/README.md":                           {Data: []byte("# not a scenario\n")},
		"tree/attacks/bear-attacks.json":           {Data: []byte(bearAttacksScenario)},
		"tree/attacks/more/missing-player-id.json": {Data: []byte(missingIDScenario)},
	}
	files, err := scenarios.Files(fsys, "tree")
	if err != nil {
		t.Fatal(err)
	}
	rels := relsOf(files)
	if want := []string{"attacks/bear-attacks.json", "attacks/more/missing-player-id.json"}; !slices.Equal(rels, want) {
		t.Fatalf("files: got %q, want %q", rels, want)
	}
	judge := handMadeJudge()
	for _, f := range files {
		s, endpoint, err := scenarios.Load(fsys, f)
		if err != nil {
			t.Fatalf("%s: %v", f.Rel, err)
		}
		if got, err := scenarios.Check(judge.post, s, endpoint); len(got) > 0 || err != nil {
			t.Errorf("%s: got %q, %v; want no failures", f.Rel, got, err)
		}
	}
	if len(judge.posts) != 2 {
		t.Errorf("posts: got %q, want one a scenario", judge.posts)
	}

	// A folder of Endpoints, or a file in one, is named from its parent,
	// so that its folder still gives the endpoint; so is the root of a
	// tree that is a folder of Endpoints.
	for _, tt := range []struct {
		fsys     fs.FS
		dir      string
		wantRels []string
	}{
		{fsys, "tree", rels},
		{fsys, "tree/attacks", rels},
		{fsys, "tree/attacks/bear-attacks.json", []string{"attacks/bear-attacks.json"}},
		{fstest.MapFS{"attacks/a.json": {Data: []byte(bearAttacksScenario)}}, ".", []string{"attacks/a.json"}},
		{fstest.MapFS{"attacks/a.json": {Data: []byte(bearAttacksScenario)}}, "attacks", []string{"attacks/a.json"}},
	} {
		files, err := scenarios.Files(tt.fsys, tt.dir)
		if got := relsOf(files); err != nil || !slices.Equal(got, tt.wantRels) {
			t.Errorf("Files(%s): got %q, %v; want %q", tt.dir, got, err, tt.wantRels)
		}
	}
}

func relsOf(files []scenarios.File) []string {
	var rels []string
	for _, f := range files {
		rels = append(rels, f.Rel)
	}
	return rels
}

// A directory without a scenario is an error, so that a wrong one cannot
// pass silently; so is one that does not exist.
func TestNoScenarioFilesFails(t *testing.T) {
	fsys := fstest.MapFS{"README.md": {Data: []byte("# not a scenario\n")}}
	for _, d := range []string{".", "nowhere"} {
		if files, err := scenarios.Files(fsys, d); err == nil {
			t.Errorf("Files(%s): got %+v, want an error", d, files)
		}
	}
}

func TestLoadScenario(t *testing.T) {
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
			fsys := fstest.MapFS{"s.json": {Data: []byte(tt.content)}}
			_, endpoint, err := scenarios.Load(fsys, scenarios.File{Path: "s.json", Rel: tt.rel})
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
	if _, _, err := scenarios.Load(fstest.MapFS{}, scenarios.File{Path: "gone.json", Rel: "attacks/gone.json"}); err == nil {
		t.Error("a missing file: got no error, want one")
	}
}

// A scenario in a folder whose endpoint is not routed yet fails (404); it
// is not skipped.
func TestScenarioOnUnroutedEndpointFails(t *testing.T) {
	s := parse(t, bearAttacksScenario)
	judge := handMadeJudge()
	if got, err := scenarios.Check(judge.post, s, "/v1/nothing/check"); len(got) == 0 || err != nil {
		t.Errorf("a scenario posted to an unrouted endpoint: got %q, %v; want a status failure", got, err)
	}
	if got, err := scenarios.Check(judge.post, s, "/v1/attacks/check"); len(got) != 0 || err != nil {
		t.Errorf("the same scenario on its endpoint: got %q, %v; want no failures", got, err)
	}
}

// A judge that cannot be reached is an error, not a failure of the
// scenario.
func TestUnreachableJudgeIsAnError(t *testing.T) {
	refused := errors.New("connection refused")
	post := func(string, []byte) (int, []byte, error) { return 0, nil, refused }
	if got, err := scenarios.Check(post, parse(t, bearAttacksScenario), "/v1/attacks/check"); !errors.Is(err, refused) {
		t.Errorf("got %q, %v; want the error %v", got, err, refused)
	}
}

func TestCompareAnswer(t *testing.T) {
	const (
		illegal = `{"verdict":"illegal","violations":[{"rule":"308.2a"},{"rule":"308.2a"},{"rule":"502.9b"}],` +
			`"requirements":{"obeyed":0,"maximum":1},"notes":[{"rule":"308.2c"},{"rule":"502.3a"}]}`
		legal   = `{"verdict":"legal","violations":[],"notes":[]}`
		problem = `{"status":422,"errors":[{"pointer":"/a"},{"pointer":"/b"},{"pointer":"/b"}]}`
		resolve = `{"verdict":"legal","violations":[],"notes":[],` +
			`"dealt":[{"source":"giant","to":"bob","amount":3,"prevented":0},{"source":"bear","to":"giant","amount":0,"prevented":2}],` +
			`"state_based":[{"rule":"704.5g"},{"rule":"704.5g"},{"rule":"704.5a"}]}`
		ignored = `{"verdict":"legal","violations":[],"notes":[],"ignored":[{"object":"elves","text":"{T}: Add {G}.","reason":"r"},` +
			`{"object":"rats","text":"Deathtouch","reason":"r"},{"object":"elves2","text":"{T}: Add {G}.","reason":"r"}]}`
	)
	ip := func(n int) *int { return &n }
	req := func(o, m int) *scenarios.Requirements { return &scenarios.Requirements{Obeyed: ip(o), Maximum: ip(m)} }
	giantHitsBob := scenarios.Dealt{Source: "giant", To: "bob", Amount: 3}
	tests := []struct {
		name     string
		want     scenarios.Want
		status   int
		body     string
		wantFail bool
	}{
		{"all agree, rules in another order", scenarios.Want{Verdict: "illegal", Rules: []string{"502.9b", "308.2a", "308.2a"},
			Notes: []string{"502.3a"}, Requirements: req(0, 1)}, 200, illegal, false},
		{"legal with no rules", scenarios.Want{Verdict: "legal", Rules: []string{}}, 200, legal, false},
		{"wrong verdict", scenarios.Want{Verdict: "legal", Rules: []string{"502.9b", "308.2a", "308.2a"}}, 200, illegal, true},
		{"a repeat missing", scenarios.Want{Verdict: "illegal", Rules: []string{"308.2a", "502.9b"}}, 200, illegal, true},
		{"an extra repeat", scenarios.Want{Verdict: "illegal", Rules: []string{"308.2a", "308.2a", "308.2a", "502.9b"}}, 200, illegal, true},
		{"legal wanted, violations given", scenarios.Want{Verdict: "illegal", Rules: []string{}}, 200, illegal, true},
		{"a note missing", scenarios.Want{Verdict: "illegal", Rules: []string{"308.2a", "308.2a", "502.9b"}, Notes: []string{"502.10d"}}, 200, illegal, true},
		{"requirements differ", scenarios.Want{Verdict: "illegal", Rules: []string{"308.2a", "308.2a", "502.9b"}, Requirements: req(1, 1)}, 200, illegal, true},
		{"requirements absent", scenarios.Want{Verdict: "legal", Rules: []string{}, Requirements: req(0, 0)}, 200, legal, true},
		{"requirements half given", scenarios.Want{Verdict: "illegal", Rules: []string{"308.2a", "308.2a", "502.9b"},
			Requirements: &scenarios.Requirements{Obeyed: ip(0)}}, 200, illegal, true},
		{"status differs", scenarios.Want{Verdict: "legal", Rules: []string{}}, 422, problem, true},
		{"verdict missing from want", scenarios.Want{Rules: []string{}}, 200, legal, true},
		{"rules missing from want", scenarios.Want{Verdict: "legal"}, 200, legal, true},
		{"body not JSON", scenarios.Want{Verdict: "legal", Rules: []string{}}, 200, `{`, true},
		{"error pointers agree as a set", scenarios.Want{Status: 422, Errors: []string{"/b", "/a"}}, 422, problem, false},
		{"an error pointer missing", scenarios.Want{Status: 422, Errors: []string{"/a"}}, 422, problem, true},
		{"an error pointer extra", scenarios.Want{Status: 422, Errors: []string{"/a", "/b", "/c"}}, 422, problem, true},
		// A resolve answer: state-based effects as a multiset, dealt entries contained.
		{"state-based effects and dealt agree", scenarios.Want{Verdict: "legal", Rules: []string{},
			StateBased: []string{"704.5a", "704.5g", "704.5g"}, Dealt: []scenarios.Dealt{giantHitsBob}}, 200, resolve, false},
		{"a state-based repeat missing", scenarios.Want{Verdict: "legal", Rules: []string{},
			StateBased: []string{"704.5a", "704.5g"}}, 200, resolve, true},
		{"state-based effects wanted, none given", scenarios.Want{Verdict: "legal", Rules: []string{},
			StateBased: []string{"704.5g"}}, 200, legal, true},
		{"a dealt entry missing", scenarios.Want{Verdict: "legal", Rules: []string{},
			Dealt: []scenarios.Dealt{{Source: "giant", To: "bob", Amount: 4}}}, 200, resolve, true},
		// The lines of card text ignored, as a multiset of texts.
		{"ignored lines agree", scenarios.Want{Verdict: "legal", Rules: []string{}, Ignored: []string{"{T}: Add {G}.", "Deathtouch", "{T}: Add {G}."}},
			200, ignored, false},
		{"an ignored line missing", scenarios.Want{Verdict: "legal", Rules: []string{}, Ignored: []string{"Deathtouch"}}, 200, ignored, true},
		{"none ignored, one wanted", scenarios.Want{Verdict: "legal", Rules: []string{}, Ignored: []string{"Deathtouch"}}, 200, legal, true},
		{"some ignored, none wanted", scenarios.Want{Verdict: "legal", Rules: []string{}, Ignored: []string{}}, 200, ignored, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			post := func(string, []byte) (int, []byte, error) { return tt.status, []byte(tt.body), nil }
			s := scenarios.Scenario{Request: json.RawMessage(bearAttacksRequest), Want: tt.want}
			got, err := scenarios.Check(post, s, "/v1/attacks/check")
			if err != nil || (len(got) > 0) != tt.wantFail {
				t.Errorf("failures: got %q, %v; want failing %v", got, err, tt.wantFail)
			}
		})
	}
}

// exampleJudge answers the first post with first and the second with the
// verdict given, recording what was posted.
type exampleJudge struct {
	first, secondVerdict string
	posts                []map[string]json.RawMessage
}

func (j *exampleJudge) post(_ string, body []byte) (int, []byte, error) {
	var req map[string]json.RawMessage
	json.Unmarshal(body, &req)
	j.posts = append(j.posts, req)
	if len(j.posts) == 1 {
		return 200, []byte(j.first), nil
	}
	return 200, []byte(`{"verdict":"` + j.secondVerdict + `","violations":[],"notes":[]}`), nil
}

// The example declaration an answer gives (requirements.example for
// attacks and blocks, example for a damage check) is posted back in place
// of the request's own, and must be legal.
func TestExampleIsPostedBack(t *testing.T) {
	tests := []struct {
		name, endpoint, field, first, example string
	}{
		{"requirements.example", "/v1/attacks/check", "attackers",
			`{"verdict":"illegal","violations":[{"rule":"500.4"}],"notes":[],` +
				`"requirements":{"obeyed":0,"maximum":1,"example":{"attackers":[{"creature":"giant"}]}}}`,
			`[{"creature":"giant"}]`},
		{"top-level example", "/v1/damage/check", "assignments",
			`{"verdict":"illegal","violations":[{"rule":"500.4"}],"notes":[],` +
				`"example":{"assignments":[{"source":"giant","damage":[{"to":"bb","amount":3}]}]}}`,
			`[{"source":"giant","damage":[{"to":"bb","amount":3}]}]`},
	}
	for _, tt := range tests {
		s := scenarios.Scenario{
			Request: json.RawMessage(`{"board":{"active_player":"alice"},"` + tt.field + `":[]}`),
			Want:    scenarios.Want{Verdict: "illegal", Rules: []string{"500.4"}},
		}
		for _, second := range []struct {
			verdict  string
			wantFail bool
		}{
			{"legal", false},
			{"illegal", true},
			{"indeterminate", true},
		} {
			t.Run(tt.name+"/"+second.verdict, func(t *testing.T) {
				j := &exampleJudge{first: tt.first, secondVerdict: second.verdict}
				got, err := scenarios.Check(j.post, s, tt.endpoint)
				if err != nil || (len(got) > 0) != second.wantFail {
					t.Errorf("failures: got %q, %v; want failing %v", got, err, second.wantFail)
				}
				if len(j.posts) != 2 {
					t.Fatalf("posts: got %d, want 2", len(j.posts))
				}
				again := j.posts[1]
				if got := string(again[tt.field]); got != tt.example {
					t.Errorf("second post %s: got %s, want %s", tt.field, got, tt.example)
				}
				if got, want := string(again["board"]), `{"active_player":"alice"}`; got != want {
					t.Errorf("second post board: got %s, want %s", got, want)
				}
			})
		}
	}
}

// An illegal damage assignment must come with a legal example (the judge
// can always find one); an illegal attack need not.
func TestIllegalDamageWithoutExampleFails(t *testing.T) {
	const illegal = `{"verdict":"illegal","violations":[{"rule":"510.1c"}],"notes":[]}`
	s := scenarios.Scenario{
		Request: json.RawMessage(`{"board":{"active_player":"alice"},"assignments":[]}`),
		Want:    scenarios.Want{Verdict: "illegal", Rules: []string{"510.1c"}},
	}
	post := func(string, []byte) (int, []byte, error) { return 200, []byte(illegal), nil }
	for _, tt := range []struct {
		endpoint string
		wantFail bool
	}{
		{"/v1/damage/check", true},
		{"/v1/damage/resolve", true},
		{"/v1/attacks/check", false},
	} {
		got, err := scenarios.Check(post, s, tt.endpoint)
		if err != nil || (len(got) > 0) != tt.wantFail {
			t.Errorf("%s: got %q, %v; want failing %v", tt.endpoint, got, err, tt.wantFail)
		}
	}
}

// The embedded scenarios (the server's) are read through the same Files
// and Load as a folder on disk: every one loads, with its endpoint.
func TestEmbeddedScenariosLoad(t *testing.T) {
	files, err := scenarios.Files(scenarios.FS, ".")
	if err != nil {
		t.Fatal(err)
	}
	disk, err := scenarios.Files(os.DirFS("."), ".")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := relsOf(files), relsOf(disk); !slices.Equal(got, want) {
		t.Errorf("embedded: got %d files, want the %d on disk", len(got), len(want))
	}
	for _, f := range files {
		if _, endpoint, err := scenarios.Load(scenarios.FS, f); err != nil || endpoint == "" {
			t.Errorf("%s: got endpoint %q, %v; want one", f.Rel, endpoint, err)
		}
	}
}

// RequestOf tells a scenario file from a request body by its keys, which
// are Scenario's own.
func TestRequestOf(t *testing.T) {
	tests := []struct {
		name, data   string
		wantOK       bool
		wantRequest  string
		wantEndpoint string
	}{
		{"scenario, folder's endpoint", bearAttacksScenario, true, bearAttacksRequest, ""},
		{"scenario naming its endpoint", missingIDScenario, true, missingIDRequest, "/v1/attacks/check"},
		{"request body", bearAttacksRequest, false, "", ""},
		{"a key no scenario has", `{"request": {}, "board": {}}`, false, "", ""},
		{"no request", `{"note": "n", "want": {}}`, false, "", ""},
		{"not JSON", `{`, false, "", ""},
		{"not an object", `[1]`, false, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, endpoint, ok := scenarios.RequestOf([]byte(tt.data))
			if ok != tt.wantOK || endpoint != tt.wantEndpoint || strings.TrimSpace(string(req)) != tt.wantRequest {
				t.Errorf("got %s, %q, %v; want %s, %q, %v", req, endpoint, ok, tt.wantRequest, tt.wantEndpoint, tt.wantOK)
			}
		})
	}
}

// LoadAll reads every scenario with its endpoint, and names the first that
// can't be read.
func TestLoadAll(t *testing.T) {
	fsys := fstest.MapFS{
		"attacks/a.json": {Data: []byte(bearAttacksScenario)},
		"blocks/b.json":  {Data: []byte(missingIDScenario)},
	}
	cases, err := scenarios.LoadAll(fsys, ".")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range cases {
		got = append(got, c.Rel+" "+c.Endpoint+" "+c.Scenario.Note[:4])
	}
	if want := []string{"attacks/a.json /v1/attacks/check 308.", "blocks/b.json /v1/attacks/check 422:"}; !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	fsys["misc/c.json"] = &fstest.MapFile{Data: []byte(bearAttacksScenario)}
	if _, err := scenarios.LoadAll(fsys, "."); err == nil || !strings.Contains(err.Error(), "misc/c.json") {
		t.Errorf("a scenario without an endpoint: got %v, want an error naming it", err)
	}
}

// TestCheckVerdict holds the core door's check (CheckVerdict) to the
// status, verdict, rule numbers and error pointers of a want, and
// VerdictOf to reading the same Verdict from the handler's answer.
func TestCheckVerdict(t *testing.T) {
	load := func(text string) scenarios.Scenario {
		t.Helper()
		var s scenarios.Scenario
		if err := json.Unmarshal([]byte(text), &s); err != nil {
			t.Fatal(err)
		}
		return s
	}
	bear, missingID := load(bearAttacksScenario), load(missingIDScenario)
	legal := scenarios.Verdict{Status: 200, Verdict: "legal"}
	problem := scenarios.Verdict{Status: 422, Errors: []string{"/board/players/0/id"}}
	cases := []struct {
		name     string
		s        scenarios.Scenario
		got      scenarios.Verdict
		failures []string
	}{
		{"legal as wanted", bear, legal, nil},
		{"wrong verdict", bear, scenarios.Verdict{Status: 200, Verdict: "illegal"}, []string{"verdict: got illegal, want legal"}},
		{"a rule too many", bear, scenarios.Verdict{Status: 200, Verdict: "legal", Rules: []string{"308.2a"}}, []string{"rules: got [308.2a], want []"}},
		{"a problem for a 200", bear, problem, []string{`status: got 422, want 200 (errors at ["/board/players/0/id"])`}},
		{"the problem wanted", missingID, problem, nil},
		{"another pointer", missingID, scenarios.Verdict{Status: 422, Errors: []string{"/board"}}, []string{`error pointers: got ["/board"], want ["/board/players/0/id"]`}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			judge := func(endpoint string, body []byte) (scenarios.Verdict, error) { return c.got, nil }
			failures, err := scenarios.CheckVerdict(judge, c.s, "/v1/attacks/check")
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(failures, c.failures) {
				t.Errorf("failures: got %q, want %q", failures, c.failures)
			}
		})
	}
	t.Run("no answer is an error", func(t *testing.T) {
		judge := func(string, []byte) (scenarios.Verdict, error) { return scenarios.Verdict{}, errors.New("down") }
		if _, err := scenarios.CheckVerdict(judge, bear, "/v1/attacks/check"); err == nil {
			t.Error("got no error for a door that gave no answer")
		}
	})
	t.Run("VerdictOf", func(t *testing.T) {
		v, err := scenarios.VerdictOf(200, []byte(`{"verdict": "illegal", "violations": [{"rule": "500.4"}, {"rule": "309.2a"}], "notes": [{"rule": "502.9b"}]}`))
		if err != nil || v.Status != 200 || v.Verdict != "illegal" || !slices.Equal(v.Rules, []string{"309.2a", "500.4"}) || v.Errors != nil {
			t.Errorf("got %+v, %v; want 200, illegal, [309.2a 500.4] (notes are not violations)", v, err)
		}
		v, err = scenarios.VerdictOf(422, []byte(`{"status": 422, "errors": [{"pointer": "/b"}, {"pointer": "/a"}, {"pointer": "/b"}]}`))
		if err != nil || v.Status != 422 || v.Verdict != "" || v.Rules != nil || !slices.Equal(v.Errors, []string{"/a", "/b"}) {
			t.Errorf("got %+v, %v; want 422 with pointers [/a /b]", v, err)
		}
		if _, err := scenarios.VerdictOf(200, []byte("404 page not found")); err == nil {
			t.Error("got no error for a body that is not an answer")
		}
	})
}
