package httpapi_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
	"rulesjudge/rules"
)

// fakeJudge stands in for the core so that the edge's conversions can be
// tested whatever the core does.
type fakeJudge struct {
	answer rules.Judgement
	err    error

	called bool
	// decl is the request as the core is given it, converted while the
	// request is judged: once answered, its permanents' buffer is given
	// back (Board.release).
	decl rules.AttackDeclaration
	opt  rules.Options
	ctx  context.Context
}

func (f *fakeJudge) judge(ctx context.Context, req *httpapi.AttackCheckRequest, opt rules.Options) (rules.Judgement, error) {
	f.called, f.decl, f.opt, f.ctx = true, httpapi.ToRules(req), opt, ctx
	return f.answer, f.err
}

const fakePath = "/test/attacks"

func fakeServer(t *testing.T, cfg httpapi.Config, f *fakeJudge) http.Handler {
	t.Helper()
	return httpapi.NewServerWithRoute(cfg, zerolog.Nop(), http.MethodPost, fakePath, httpapi.AttackCheckWith(cfg, f.judge))
}

func ptr(n int) *int { return &n }

func TestRequestToRules(t *testing.T) {
	body := `{
	  "board": {
	    "active_player": "alice",
	    "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 7, "poison": 3}],
	    "permanents": [
	      {"id": "knight", "name": "Benalish Hero", "controller": "alice",
	       "types": ["Creature"], "supertypes": ["Legendary"], "subtypes": ["Human", "Knight"],
	       "colors": ["White"], "power": -1, "toughness": 0, "damage": 1,
	       "tapped": true, "summoning_sick": true, "abilities": ["Banding"]},
	      {"id": "isl", "name": "Island", "controller": "bob", "types": ["Land"]}
	    ]
	  },
	  "attackers": [
	    {"creature": "knight", "band": "b1", "player": "bob", "provoke": "bear"},
	    {"creature": "elite", "provoke": ["bear", "wall"]},
	    {"creature": "plain"}
	  ]
	}`
	want := rules.AttackDeclaration{
		Board: rules.Board{
			ActivePlayer: "alice",
			Players:      []rules.Player{{ID: "alice", Life: 20}, {ID: "bob", Life: 7, Poison: 3}},
			Permanents: []rules.Permanent{
				{ID: "knight", Name: "Benalish Hero", Controller: "alice",
					Types: []string{"Creature"}, Supertypes: []string{"Legendary"}, Subtypes: []string{"Human", "Knight"},
					Colors: []string{"White"}, Power: ptr(-1), Toughness: ptr(0), Damage: 1,
					Tapped: true, SummoningSick: true, Abilities: []string{"Banding"}},
				{ID: "isl", Name: "Island", Controller: "bob", Types: []string{"Land"}},
			},
		},
		Attackers: []rules.Attacker{
			{Creature: "knight", Band: "b1", Player: "bob", Provoke: []rules.PermanentID{"bear"}},
			{Creature: "elite", Provoke: []rules.PermanentID{"bear", "wall"}},
			{Creature: "plain"},
		},
	}
	f := &fakeJudge{answer: rules.Judgement{Verdict: rules.Legal}}
	rec := postJSON(t, fakeServer(t, httpapi.Config{}, f), fakePath, body)
	if rec.Code != 200 || !f.called {
		t.Fatalf("status: got %d (judge called: %v), want 200; body %s", rec.Code, f.called, rec.Body)
	}
	if got := f.decl; !reflect.DeepEqual(got, want) {
		t.Errorf("declaration:\n got %+v\nwant %+v", got, want)
	}
}

func TestCheckOptions(t *testing.T) {
	tests := []struct {
		name       string
		cfg        httpapi.Config
		wantBudget int
		wantWithin time.Duration
	}{
		{"defaults", httpapi.Config{}, 0, httpapi.DefaultSolverTimeout},
		{"configured", httpapi.Config{SolverTimeout: 50 * time.Millisecond, NodeBudget: 1234}, 1234, 50 * time.Millisecond},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := &fakeJudge{answer: rules.Judgement{Verdict: rules.Legal}}
			start := time.Now()
			postJSON(t, fakeServer(t, tt.cfg, f), fakePath, legalAttack)
			end := time.Now()
			if !f.called {
				t.Fatal("judge not called")
			}
			if f.opt.NodeBudget != tt.wantBudget {
				t.Errorf("NodeBudget: got %d, want %d", f.opt.NodeBudget, tt.wantBudget)
			}
			if d := f.opt.Deadline; d.Before(start.Add(tt.wantWithin)) || d.After(end.Add(tt.wantWithin)) {
				t.Errorf("Deadline: got %v, want request time + %v (%v..%v)", d, tt.wantWithin, start.Add(tt.wantWithin), end.Add(tt.wantWithin))
			}
			if f.ctx == nil || f.ctx == context.Background() {
				t.Errorf("ctx: got %v, want the request's context", f.ctx)
			}
		})
	}
}

func TestJudgementToWire(t *testing.T) {
	tests := []struct {
		name   string
		answer rules.Judgement
		want   string // the body without decision_id
	}{
		{"legal, nothing else",
			rules.Judgement{Verdict: rules.Legal},
			`{"verdict":"legal","violations":[],"notes":[],"ignored":[]}`},
		{"illegal with requirements and an empty example",
			rules.Judgement{
				Verdict:      rules.Illegal,
				Violations:   []rules.Violation{{Rule: "308.2a", Objects: []rules.ObjectID{"bear"}, Message: "m"}},
				Requirements: &rules.RequirementSummary{Obeyed: 0, Maximum: 0, Example: &rules.Declaration{}},
				Notes:        []rules.Note{{Rule: "308.2c", Message: "n"}},
			},
			`{"verdict":"illegal","violations":[{"rule":"308.2a","objects":["bear"],"message":"m"}],` +
				`"requirements":{"obeyed":0,"maximum":0,"example":{"attackers":[]}},` +
				`"notes":[{"rule":"308.2c","objects":[],"message":"n"}],"ignored":[]}`},
		{"example with bands and provoke; undecided",
			rules.Judgement{
				Verdict: rules.Indeterminate,
				Requirements: &rules.RequirementSummary{Obeyed: 1, Maximum: 2,
					Example: &rules.Declaration{Attackers: []rules.Attacker{
						{Creature: "a", Band: "b1", Player: "bob", Provoke: []rules.PermanentID{"x"}},
						{Creature: "b"},
					}},
					Undecided: []rules.ObjectID{"c", "d"}},
			},
			`{"verdict":"indeterminate","violations":[],"requirements":{"obeyed":1,"maximum":2,` +
				`"example":{"attackers":[{"creature":"a","band":"b1","player":"bob","provoke":["x"]},{"creature":"b"}]},` +
				`"undecided":["c","d"]},"notes":[],"ignored":[]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := &fakeJudge{answer: tt.answer}
			rec := postJSON(t, fakeServer(t, httpapi.Config{}, f), fakePath, legalAttack)
			if rec.Code != 200 {
				t.Fatalf("status: got %d, want 200; body %s", rec.Code, rec.Body)
			}
			id := rec.Header().Get("X-Request-Id")
			got := strings.Replace(strings.TrimSpace(rec.Body.String()), fmt.Sprintf(`,"decision_id":%q`, id), "", 1)
			if got != tt.want {
				t.Errorf("body:\n got %s\nwant %s", got, tt.want)
			}
		})
	}
}

func TestCoreErrors(t *testing.T) {
	inputErr := rules.InputError{
		{Path: rules.Path{"board", "permanents", 1, "abilities", 0}, Detail: `unrecognised ability "Flyng"`},
		{Path: rules.Path{"attackers", 1, "creature"}, Detail: `no permanent "ghost"`},
	}
	tests := []struct {
		name     string
		err      error
		status   int
		pointers []string
	}{
		{"input error", inputErr, 422, []string{"/attackers/1/creature", "/board/permanents/1/abilities/0"}},
		{"wrapped input error", fmt.Errorf("judging: %w", inputErr), 422, []string{"/attackers/1/creature", "/board/permanents/1/abilities/0"}},
		{"any other error", errors.New("solver exploded"), 500, nil},
		{"cancelled", context.Canceled, 503, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := &fakeJudge{err: tt.err}
			rec := postJSON(t, fakeServer(t, httpapi.Config{}, f), fakePath, legalAttack)
			p := problem(t, rec, tt.status)
			if got := pointers(p); !slices.Equal(got, tt.pointers) {
				t.Errorf("pointers: got %q, want %q", got, tt.pointers)
			}
			if tt.status == 500 && strings.Contains(rec.Body.String(), "exploded") {
				t.Errorf("a 500 leaks the internal error: %s", rec.Body)
			}
		})
	}
}

func TestProblemFor(t *testing.T) {
	p := httpapi.ProblemFor(rules.InputError{{Path: rules.Path{"board", "players", 0, "id"}, Detail: "duplicate id"}}, "id-1")
	want := httpapi.Problem{
		Type: "/problems/unprocessable-board", Title: "Unprocessable board", Status: 422,
		Detail:     "1 problem in the request",
		Errors:     []httpapi.ProblemError{{Pointer: "/board/players/0/id", Detail: "duplicate id"}},
		DecisionID: "id-1",
		Instance:   "id-1",
	}
	if !reflect.DeepEqual(p, want) {
		t.Errorf("ProblemFor:\n got %+v\nwant %+v", p, want)
	}
	body, err := json.Marshal(httpapi.ProblemFor(errors.New("x"), "id-2"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(body), `"errors":[]`) {
		t.Errorf("a problem without errors: got %s, want \"errors\":[]", body)
	}
}
