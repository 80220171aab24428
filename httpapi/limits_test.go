package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"rulesjudge/httpapi"
	"rulesjudge/rules"
)

// board builds a request body: bob's n Grizzly Bears, each with the given
// abilities, and alice's Hill Giant attacking; extra fields are merged into
// the request.
func limitBody(t *testing.T, n int, abilities []string, extra map[string]any) string {
	t.Helper()
	perms := []any{map[string]any{"id": "giant", "name": "Hill Giant", "controller": "alice",
		"types": []string{"Creature"}, "power": 3, "toughness": 3}}
	for i := range n - 1 {
		perms = append(perms, map[string]any{"id": fmt.Sprintf("bear%d", i), "name": "Bears", "controller": "bob",
			"types": []string{"Creature"}, "power": 2, "toughness": 2, "abilities": abilities})
	}
	req := map[string]any{
		"board": map[string]any{"active_player": "alice",
			"players":    []any{map[string]any{"id": "alice", "life": 20}, map[string]any{"id": "bob", "life": 20}},
			"permanents": perms},
		"attackers": []any{map[string]any{"creature": "giant"}},
	}
	for k, v := range extra {
		req[k] = v
	}
	b, err := json.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func repeated[T any](v T, n int) []T {
	out := make([]T, n)
	for i := range out {
		out[i] = v
	}
	return out
}

// Each limit on what a request holds: at the limit the request is judged,
// one over it is a 422 "Request over a limit" naming the field, and nothing
// is judged.
func TestRequestLimits(t *testing.T) {
	small := httpapi.Config{MaxPermanents: 4, MaxAbilities: 2, MaxItems: 3, MaxStringBytes: 12}
	tests := []struct {
		name    string
		cfg     httpapi.Config
		body    string
		pointer string // "" when the request is within the limits
	}{
		{"permanents at the limit", small, limitBody(t, 4, nil, nil), ""},
		{"permanents over the limit", small, limitBody(t, 5, nil, nil), "/board/permanents"},
		{"default: 500 permanents", httpapi.Config{}, limitBody(t, 500, nil, nil), ""},
		{"default: 501 permanents", httpapi.Config{}, limitBody(t, 501, nil, nil), "/board/permanents"},

		{"abilities at the limit", small, limitBody(t, 2, []string{"Flying", "Defender"}, nil), ""},
		{"abilities over the limit", small, limitBody(t, 2, []string{"Flying", "Defender", "Reach"}, nil), "/board/permanents/1/abilities"},
		{"default: 32 abilities", httpapi.Config{}, limitBody(t, 2, repeated("Flying", 32), nil), ""},
		{"default: 33 abilities", httpapi.Config{}, limitBody(t, 2, repeated("Flying", 33), nil), "/board/permanents/1/abilities"},

		{"attackers at the limit", small, limitBody(t, 2, nil, map[string]any{"attackers": repeated(map[string]any{"creature": "giant"}, 3)}), ""},
		{"attackers over the limit", small, limitBody(t, 2, nil, map[string]any{"attackers": repeated(map[string]any{"creature": "giant"}, 4)}), "/attackers"},
		{"default: 501 attackers", httpapi.Config{}, limitBody(t, 2, nil, map[string]any{"attackers": repeated(map[string]any{"creature": "giant"}, 501)}), "/attackers"},
		{"players over the limit", small, strings.Replace(limitBody(t, 2, nil, nil), `"players":[`, `"players":[{"id":"carol"},{"id":"dan"},`, 1), "/board/players"},
		{"types over the limit", small, strings.Replace(limitBody(t, 2, nil, nil), `"types":["Creature"]`, `"types":["Creature","Artifact","Land","Enchantment"]`, 1), "/board/permanents/0/types"},
		{"provoke over the limit", small, limitBody(t, 2, nil, map[string]any{"attackers": []any{map[string]any{"creature": "giant", "provoke": []string{"a", "b", "c", "d"}}}}), "/attackers/0/provoke"},

		{"string at the limit", small, strings.Replace(limitBody(t, 2, nil, nil), `"Hill Giant"`, `"Hill Giant 2"`, 1), ""},
		{"name over the limit", small, strings.Replace(limitBody(t, 2, nil, nil), `"Hill Giant"`, `"Hill Giant 12"`, 1), "/board/permanents/0/name"},
		{"ability over the limit", small, limitBody(t, 2, []string{"Flanking 1234"}, nil), "/board/permanents/1/abilities/0"},
		{"id over the limit", small, strings.ReplaceAll(limitBody(t, 2, nil, nil), `"giant"`, `"giant-giant-giant"`), "/attackers/0/creature"},
		{"default: 256-byte id", httpapi.Config{}, strings.ReplaceAll(limitBody(t, 2, nil, nil), `"giant"`, `"`+strings.Repeat("g", 256)+`"`), ""},
		{"default: 257-byte id", httpapi.Config{}, strings.ReplaceAll(limitBody(t, 2, nil, nil), `"giant"`, `"`+strings.Repeat("g", 257)+`"`), "/attackers/0/creature"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, _ := newServer(t, tt.cfg)
			rec := postJSON(t, h, attacksPath, tt.body)
			if tt.pointer == "" {
				// Within the limits, the board is judged: a verdict, or
				// the judge's own 422 (a creature declared twice).
				if rec.Code != http.StatusOK && strings.Contains(rec.Body.String(), "over a limit") {
					t.Fatalf("status: got %d, want the request judged; body %.500s", rec.Code, rec.Body)
				}
				return
			}
			p := problem(t, rec, http.StatusUnprocessableEntity)
			if p.Title != "Request over a limit" {
				t.Errorf("title: got %q, want %q", p.Title, "Request over a limit")
			}
			if !slices.Contains(pointers(p), tt.pointer) {
				t.Errorf("pointers: got %q, want %q among them", pointers(p), tt.pointer)
			}
		})
	}
}

// A limit error lists every field over a limit, and does not look into a
// list that is too long.
func TestRequestLimitsListEveryField(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{MaxItems: 3, MaxStringBytes: 8})
	body := limitBody(t, 3, []string{"Flanking 1234"}, map[string]any{
		"attackers": repeated(map[string]any{"creature": "a-very-long-id"}, 4)})
	p := problem(t, postJSON(t, h, attacksPath, body), http.StatusUnprocessableEntity)
	want := []string{"/attackers", "/board/permanents/0/name", "/board/permanents/1/abilities/0", "/board/permanents/2/abilities/0"}
	if got := pointers(p); !slices.Equal(got, want) {
		t.Errorf("pointers: got %q, want %q", got, want)
	}
}

// JSON nesting: a body nesting 100,000 arrays is a 400 within milliseconds,
// found before anything is decoded; a request nesting no deeper than the
// limit is judged.
func TestJSONDepth(t *testing.T) {
	deep := strings.Repeat("[", 100_000) + strings.Repeat("]", 100_000)
	deepObjects := strings.Repeat(`{"board":`, 50_000) + "{}" + strings.Repeat("}", 50_000)
	tests := []struct {
		name   string
		cfg    httpapi.Config
		body   string
		status int
		detail string
	}{
		{"100,000 arrays", httpapi.Config{}, deep, 400, "nests deeper than 32"},
		{"100,000 arrays, unclosed", httpapi.Config{}, strings.Repeat("[", 100_000), 400, "nests deeper than 32"},
		{"50,000 objects", httpapi.Config{}, deepObjects, 400, "nests deeper than 32"},
		{"deep inside a field", httpapi.Config{}, `{"board": {"permanents": ` + deep + `}}`, 400, "nests deeper than 32"},
		{"32 arrays: the shape is wrong, not the depth", httpapi.Config{}, strings.Repeat("[", 32) + strings.Repeat("]", 32), 400, "must be an object"},
		// legalAttack nests 5 deep: {board {permanents [ { types [.
		{"configured depth 5", httpapi.Config{MaxDepth: 5}, legalAttack, 200, ""},
		{"configured depth 4", httpapi.Config{MaxDepth: 4}, legalAttack, 400, "nests deeper than 4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, _ := newServer(t, tt.cfg)
			start := time.Now()
			rec := postJSON(t, h, attacksPath, tt.body)
			if d := time.Since(start); d > time.Second {
				t.Errorf("answered in %v, want it in milliseconds", d)
			}
			if tt.status == 200 {
				if rec.Code != 200 {
					t.Fatalf("status: got %d, want 200; body %s", rec.Code, rec.Body)
				}
				return
			}
			p := problem(t, rec, tt.status)
			if len(p.Errors) != 1 || !strings.Contains(p.Errors[0].Detail, tt.detail) {
				t.Errorf("errors: got %+v, want one saying %q", p.Errors, tt.detail)
			}
		})
	}
}

// hardBlocks is a declaration of blockers the requirement solver must
// search hard to settle: the reduction from Exact Cover by 3-Sets
// (shared/research/hard-instances.md). bob has a creature e_i per element;
// alice attacks with one creature per triple ("can't be blocked except by
// three or more creatures", provoking its three elements) and a gate
// ("except by |U| or more", provoking every element but e0), which every
// e_i blocks. The triples are two partitions of the 3q elements, the
// second broken so that it covers nothing, and random ones up to m: each
// element is in two triples at least, the hard regime for a search.
func hardBlocks(q, m int, seed uint64) string {
	r := rand.New(rand.NewPCG(seed, 1))
	n := 3 * q
	var triples [][3]int
	for range 2 {
		p := r.Perm(n)
		for i := 0; i+2 < n; i += 3 {
			triples = append(triples, [3]int{p[i], p[i+1], p[i+2]})
		}
	}
	for i := 0; i+1 < len(triples); i += 2 { // t_i loses its first element to t_i+1's
		triples[i][0] = triples[i+1][0]
	}
	for len(triples) < m {
		p := r.Perm(n)
		triples = append(triples, [3]int{p[0], p[1], p[2]})
	}
	r.Shuffle(len(triples), func(i, j int) { triples[i], triples[j] = triples[j], triples[i] })

	creature := func(id, controller string, abilities ...string) map[string]any {
		return map[string]any{"id": id, "name": id, "controller": controller, "types": []string{"Creature"},
			"power": 1, "toughness": 1, "tapped": controller == "alice", "abilities": abilities}
	}
	elem := func(i int) string { return fmt.Sprintf("e%d", i) }
	var perms, attackers, blockers []any
	for j, t := range triples {
		id := fmt.Sprintf("S%d", j)
		perms = append(perms, creature(id, "alice", "~ can't be blocked except by three or more creatures.", "Provoke", "Provoke", "Provoke"))
		attackers = append(attackers, map[string]any{"creature": id, "provoke": []string{elem(t[0]), elem(t[1]), elem(t[2])}})
	}
	gate := []string{fmt.Sprintf("~ can't be blocked except by %d or more creatures.", n)}
	var provoked []string
	for i := 1; i < n; i++ {
		gate = append(gate, "Provoke")
		provoked = append(provoked, elem(i))
	}
	perms = append(perms, creature("T", "alice", gate...))
	attackers = append(attackers, map[string]any{"creature": "T", "provoke": provoked})
	for i := range n {
		perms = append(perms, creature(elem(i), "bob"))
		blockers = append(blockers, map[string]any{"creature": elem(i), "blocking": []string{"T"}})
	}
	body, _ := json.Marshal(map[string]any{
		"board": map[string]any{"active_player": "alice",
			"players":    []any{map[string]any{"id": "alice", "life": 20}, map[string]any{"id": "bob", "life": 20}},
			"permanents": perms},
		"attackers": attackers, "blockers": blockers,
	})
	return string(body)
}

// The solver's node budget and deadline bound a check: a board the search
// cannot settle within them is answered indeterminate, at once, never a
// hang.
// The solver's node budget and deadline bound a check: a board the search
// cannot settle within its node budget is answered indeterminate, and no
// board makes the judge search past its deadline.
func TestSolverBudgetAndDeadline(t *testing.T) {
	body := hardBlocks(10, 30, 1)
	t.Run("node budget of 1", func(t *testing.T) {
		h, _ := newServer(t, httpapi.Config{NodeBudget: 1})
		rec := postJSON(t, h, "/v1/blocks/check", body)
		var got struct{ Verdict string }
		if rec.Code != 200 || json.Unmarshal(rec.Body.Bytes(), &got) != nil || got.Verdict != "indeterminate" {
			t.Errorf("got %d %.300s, want 200 and verdict indeterminate", rec.Code, rec.Body)
		}
	})
	t.Run("the core gets the budget and the deadline", func(t *testing.T) {
		var got rules.Options
		h := httpapi.AttackCheckWith(httpapi.Config{NodeBudget: 77, SolverTimeout: 3 * time.Second},
			func(_ context.Context, _ *httpapi.AttackCheckRequest, opt rules.Options) (rules.Judgement, error) {
				got = opt
				return rules.Judgement{Verdict: rules.Legal}, nil
			})
		start := time.Now()
		postJSON(t, h, attacksPath, legalAttack)
		if got.NodeBudget != 77 {
			t.Errorf("node budget: got %d, want 77", got.NodeBudget)
		}
		// The upper bound leaves room for a loaded machine: the deadline
		// is the request's start plus the timeout, not a later time.
		if d := got.Deadline.Sub(start); d < 3*time.Second || d > 3*time.Second+5*time.Second {
			t.Errorf("deadline: got %v after the request, want -solver-timeout 3s", d)
		}
	})
	// Whatever the search makes of a hard board, the answer comes by the
	// deadline (and the time to decode and answer).
	for _, size := range [][2]int{{10, 30}, {10, 20}, {8, 24}} {
		t.Run(fmt.Sprintf("hard board q=%d m=%d, deadline 50ms", size[0], size[1]), func(t *testing.T) {
			h, _ := newServer(t, httpapi.Config{SolverTimeout: 50 * time.Millisecond, NodeBudget: 1 << 40})
			start := time.Now()
			rec := postJSON(t, h, "/v1/blocks/check", hardBlocks(size[0], size[1], 2))
			// Ten seconds, not the deadline itself: a loaded machine may
			// take long to decode and answer, but a search that ignored the
			// deadline would take far longer (budget 1<<40 nodes).
			if d := time.Since(start); d > 10*time.Second {
				t.Errorf("answered in %v, want about the 50ms deadline", d)
			}
			if rec.Code != 200 {
				t.Errorf("got %d %.300s, want 200", rec.Code, rec.Body)
			}
		})
	}
}
