package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
	"rulesjudge/rules"
)

// Beyond MaxInFlight requests being served, the API answers 503 with
// Retry-After at once instead of queueing; /healthz, /readyz and /metrics
// still answer, and once a request finishes the next is served.
func TestInFlightCap(t *testing.T) {
	entered := make(chan struct{})
	release := make(chan struct{})
	slow := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		entered <- struct{}{}
		<-release
		w.WriteHeader(http.StatusNoContent)
	})
	logs := &syncBuffer{}
	h := httpapi.NewServerWithRoute(httpapi.Config{MaxInFlight: 2}, zerolog.New(logs), http.MethodGet, "/slow", slow)

	var wg sync.WaitGroup
	codes := make([]int, 2)
	for i := range codes {
		wg.Go(func() { codes[i] = serve(t, h, http.MethodGet, "/slow", "", nil).Code })
		<-entered
	}

	start := time.Now()
	rec := postJSON(t, h, attacksPath, legalAttack)
	p := problem(t, rec, http.StatusServiceUnavailable)
	if got := rec.Header().Get("Retry-After"); got != "1" {
		t.Errorf("Retry-After: got %q, want %q", got, "1")
	}
	if !strings.Contains(p.Detail, "limit of 2 requests") {
		t.Errorf("detail: got %q, want it to name the limit", p.Detail)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("the 503 took %v, want it at once, not queued", d)
	}
	for _, path := range []string{"/healthz", "/readyz", "/metrics"} {
		if got := serve(t, h, http.MethodGet, path, "", nil).Code; got != http.StatusOK {
			t.Errorf("GET %s at the cap: got %d, want 200 (never capped)", path, got)
		}
	}
	metrics := serve(t, h, http.MethodGet, "/metrics", "", nil).Body.String()
	for _, want := range []string{
		"rulesjudge_http_requests_in_flight 2",
		"rulesjudge_http_requests_rejected_total 1",
		`rulesjudge_http_requests_total{method="POST",route="/v1/attacks/check",status="503"} 1`,
	} {
		if !strings.Contains(metrics, want) {
			t.Errorf("GET /metrics at the cap: want a line %q in\n%s", want, linesWith(metrics, "rulesjudge_http_requests"))
		}
	}

	release <- struct{}{}
	release <- struct{}{}
	wg.Wait()
	for i, c := range codes {
		if c != http.StatusNoContent {
			t.Errorf("slow request %d: got %d, want 204", i, c)
		}
	}
	if rec := postJSON(t, h, attacksPath, legalAttack); rec.Code != http.StatusOK {
		t.Errorf("after the requests in flight finish: got %d, want 200", rec.Code)
	}
}

// grep keeps the lines of s that contain sub.
func linesWith(s, sub string) string {
	var out []string
	for line := range strings.Lines(s) {
		if strings.Contains(line, sub) {
			out = append(out, strings.TrimSpace(line))
		}
	}
	return strings.Join(out, "\n")
}

// A negative MaxInFlight means no cap.
func TestInFlightNoCap(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{MaxInFlight: -1})
	if rec := postJSON(t, h, attacksPath, legalAttack); rec.Code != http.StatusOK {
		t.Errorf("got %d, want 200", rec.Code)
	}
}

// CORS: none by default; the origins configured get
// Access-Control-Allow-Origin and their preflights are answered; others get
// nothing a browser would honour.
func TestCORS(t *testing.T) {
	const allowed, other = "https://decks.example", "https://evil.example"
	tests := []struct {
		name      string
		origins   []string
		method    string
		origin    string
		preflight bool
		status    int
		allow     string // Access-Control-Allow-Origin
	}{
		{"none by default", nil, http.MethodPost, allowed, false, 200, ""},
		{"none by default: no preflight", nil, http.MethodOptions, allowed, true, 405, ""},
		{"allowed origin", []string{allowed}, http.MethodPost, allowed, false, 200, allowed},
		{"allowed origin's preflight", []string{allowed}, http.MethodOptions, allowed, true, 204, allowed},
		{"other origin", []string{allowed}, http.MethodPost, other, false, 200, ""},
		{"other origin's preflight", []string{allowed}, http.MethodOptions, other, true, 405, ""},
		{"no Origin: not a cross-origin request", []string{allowed}, http.MethodPost, "", false, 200, ""},
		{"any origin", []string{"*"}, http.MethodPost, other, false, 200, "*"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, _ := newServer(t, httpapi.Config{CORSOrigins: tt.origins})
			header := map[string]string{"Content-Type": "application/json"}
			if tt.origin != "" {
				header["Origin"] = tt.origin
			}
			if tt.preflight {
				header["Access-Control-Request-Method"] = "POST"
				header["Access-Control-Request-Headers"] = "content-type"
			}
			rec := serve(t, h, tt.method, attacksPath, legalAttack, header)
			if rec.Code != tt.status {
				t.Errorf("status: got %d, want %d", rec.Code, tt.status)
			}
			got := rec.Header()
			if a := got.Get("Access-Control-Allow-Origin"); a != tt.allow {
				t.Errorf("Access-Control-Allow-Origin: got %q, want %q", a, tt.allow)
			}
			if tt.allow == "" {
				return
			}
			for _, exposed := range []string{"X-Request-Id", "Retry-After", "ETag", "X-RateLimit-Remaining"} {
				if !strings.Contains(got.Get("Access-Control-Expose-Headers"), exposed) {
					t.Errorf("Access-Control-Expose-Headers: got %q, want %s among them", got.Get("Access-Control-Expose-Headers"), exposed)
				}
			}
			if tt.allow != "*" && !strings.Contains(strings.Join(got.Values("Vary"), ","), "Origin") {
				t.Errorf("Vary: got %q, want Origin", got.Values("Vary"))
			}
			if tt.preflight {
				if m := got.Get("Access-Control-Allow-Methods"); !strings.Contains(m, "POST") {
					t.Errorf("Access-Control-Allow-Methods: got %q, want POST", m)
				}
				for _, allowed := range []string{"content-type", "if-none-match"} {
					if hd := strings.ToLower(got.Get("Access-Control-Allow-Headers")); !strings.Contains(hd, allowed) {
						t.Errorf("Access-Control-Allow-Headers: got %q, want %s among them", hd, allowed)
					}
				}
			}
		})
	}
}

func TestParseOrigins(t *testing.T) {
	got := httpapi.ParseOrigins(" https://a.example, https://b.example/ ,,")
	if want := []string{"https://a.example", "https://b.example"}; strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := httpapi.ParseOrigins(""); got != nil {
		t.Errorf("empty: got %q, want none", got)
	}
}

// Every answer of the API, a verdict or a problem, says not to sniff it and
// lets nothing in it run; the web form and the docs page (not its
// redirect) keep their own policy.
func TestAPISecurityHeaders(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{})
	for _, c := range []struct {
		name string
		rec  *httptest.ResponseRecorder
		csp  string
	}{
		{"verdict", postJSON(t, h, attacksPath, legalAttack), "default-src 'none'; frame-ancestors 'none'"},
		{"problem", postJSON(t, h, attacksPath, `{}`), "default-src 'none'; frame-ancestors 'none'"},
		{"404", serve(t, h, http.MethodGet, "/nope", "", nil), "default-src 'none'; frame-ancestors 'none'"},
		{"healthz", serve(t, h, http.MethodGet, "/healthz", "", nil), "default-src 'none'; frame-ancestors 'none'"},
		{"web form", serve(t, h, http.MethodGet, "/", "", nil), wantCSP},
		{"web form's missing file", serve(t, h, http.MethodGet, "/web/missing.js", "", nil), wantCSP},
		{"docs page", serve(t, h, http.MethodGet, "/docs/index.html", "", nil), wantDocsCSP},
		{"docs redirect", serve(t, h, http.MethodGet, "/docs", "", nil), "default-src 'none'; frame-ancestors 'none'"},
		{"openapi.json", serve(t, h, http.MethodGet, "/openapi.json", "", nil), "default-src 'none'; frame-ancestors 'none'"},
	} {
		if got := c.rec.Header().Get("X-Content-Type-Options"); got != "nosniff" {
			t.Errorf("%s: X-Content-Type-Options: got %q, want nosniff", c.name, got)
		}
		if got := c.rec.Header().Get("Content-Security-Policy"); got != c.csp {
			t.Errorf("%s: Content-Security-Policy: got %q, want %q", c.name, got, c.csp)
		}
		if got := c.rec.Header().Get("Referrer-Policy"); got != "no-referrer" {
			t.Errorf("%s: Referrer-Policy: got %q, want no-referrer", c.name, got)
		}
	}
}

// GET /readyz: 200 when nothing holds readiness back, 503 naming what does.
func TestReadyz(t *testing.T) {
	ready := httpapi.NewReadiness(httpapi.ReadyStarting)
	h, _ := newServer(t, httpapi.Config{Readiness: ready})
	check := func(when string, status int, body string) {
		t.Helper()
		rec := serve(t, h, http.MethodGet, "/readyz", "", nil)
		if rec.Code != status || strings.TrimSpace(rec.Body.String()) != body {
			t.Errorf("%s: got %d %s, want %d %s", when, rec.Code, rec.Body, status, body)
		}
	}
	check("starting", 503, `{"status":"not ready","waiting":["starting"]}`)
	ready.Wait("cards")
	check("starting, cards loading", 503, `{"status":"not ready","waiting":["cards","starting"]}`)
	ready.Done(httpapi.ReadyStarting)
	ready.Done("cards")
	check("started", 200, `{"status":"ready","waiting":[]}`)
	ready.Wait(httpapi.ReadyShuttingDown)
	check("shutting down", 503, `{"status":"not ready","waiting":["shutting down"]}`)

	h, _ = newServer(t, httpapi.Config{})
	if rec := serve(t, h, http.MethodGet, "/readyz", "", nil); rec.Code != 200 {
		t.Errorf("no Readiness configured: got %d, want 200", rec.Code)
	}
}

// GET /metrics counts requests by route pattern (never the path a client
// chose), status and verdict, in Prometheus's text format.
func TestMetrics(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{})
	postJSON(t, h, attacksPath, legalAttack)
	postJSON(t, h, attacksPath, legalAttack)
	postJSON(t, h, attacksPath, `{}`)
	serve(t, h, http.MethodGet, "/v1/rules/502.4b", "", nil)
	serve(t, h, http.MethodGet, "/no/such/path/12345", "", nil)

	rec := serve(t, h, http.MethodGet, "/metrics", "", nil)
	if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/plain") {
		t.Fatalf("GET /metrics: got %d %q, want 200 text/plain", rec.Code, rec.Header().Get("Content-Type"))
	}
	body := rec.Body.String()
	for _, want := range []string{
		`rulesjudge_http_requests_total{method="POST",route="/v1/attacks/check",status="200"} 2`,
		`rulesjudge_http_requests_total{method="POST",route="/v1/attacks/check",status="422"} 1`,
		`rulesjudge_http_requests_total{method="GET",route="/v1/rules/{number}",status="200"} 1`,
		`rulesjudge_http_requests_total{method="GET",route="unmatched",status="404"} 1`,
		`rulesjudge_verdicts_total{route="/v1/attacks/check",verdict="legal"} 2`,
		`rulesjudge_http_request_duration_seconds_count{method="POST",route="/v1/attacks/check"} 3`,
		`rulesjudge_judge_duration_seconds_count{route="/v1/attacks/check"} 2`,
		`go_goroutines `,
		`process_resident_memory_bytes `,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("GET /metrics: want a line starting %q in\n%s", want, linesWith(body, "rulesjudge_"))
		}
	}
	// The paths as labels, not their digits alone: a duration's digits
	// (a sum of 1.23456e-05 seconds) may hold "12345".
	if strings.Contains(body, "/no/such/path") || strings.Contains(body, "/v1/rules/502.4b") {
		t.Errorf("GET /metrics: a path a client chose is a label:\n%s", linesWith(body, "rulesjudge_"))
	}
}

// Indeterminate answers are counted as such, and the solver's search
// nodes go in a histogram.
func TestMetricsIndeterminate(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{NodeBudget: 1})
	rec := postJSON(t, h, "/v1/blocks/check", hardBlocks(10, 30, 1))
	if !strings.Contains(rec.Body.String(), `"verdict":"indeterminate"`) {
		t.Fatalf("got %.200s, want an indeterminate verdict", rec.Body)
	}
	body := serve(t, h, http.MethodGet, "/metrics", "", nil).Body.String()
	for _, want := range []string{
		`rulesjudge_verdicts_total{route="/v1/blocks/check",verdict="indeterminate"} 1`,
		`rulesjudge_solver_nodes_count{route="/v1/blocks/check"} 1`,
		`rulesjudge_solver_nodes_bucket{route="/v1/blocks/check",le="4"} 1`, // a budget of 1 node
	} {
		if !strings.Contains(body, want) {
			t.Errorf("GET /metrics: want %q in\n%s", want, linesWith(body, "rulesjudge_"))
		}
	}
}

// A panic in the rules core, in the middle of a real check, is a 500
// problem quoting the decision id, its stack is logged, it is counted, and
// the server goes on judging.
func TestPanicInTheCore(t *testing.T) {
	logs := &syncBuffer{}
	var calls int
	check := httpapi.AttackCheckWith(httpapi.Config{}, func(ctx context.Context, req *httpapi.AttackCheckRequest, opt rules.Options) (rules.Judgement, error) {
		if calls++; calls == 1 {
			var board map[string]int
			//lint:ignore SA5000 the point: a runtime panic in the core
			board["boom"]++ // assignment to a nil map
		}
		return rules.CheckAttacks(ctx, httpapi.ToRules(req), opt)
	})
	h := httpapi.NewServerWithRoute(httpapi.Config{}, zerolog.New(logs), http.MethodPost, "/v1/test/attacks", check)
	post := func(id string) *httptest.ResponseRecorder {
		return serve(t, h, http.MethodPost, "/v1/test/attacks", legalAttack, map[string]string{"Content-Type": "application/json", "X-Request-Id": id})
	}

	p := problem(t, post("core-panic"), http.StatusInternalServerError)
	if p.DecisionID != "core-panic" || !strings.Contains(p.Detail, "core-panic") {
		t.Errorf("problem: got decision_id %q, detail %q; want both to quote core-panic", p.DecisionID, p.Detail)
	}
	var logged bool
	for _, line := range logs.lines(t) {
		stack, _ := line["stack"].(string)
		if line["request_id"] == "core-panic" && strings.Contains(asString(line["panic"]), "nil map") &&
			regexp.MustCompile(`guard_test\.go:\d+`).MatchString(stack) {
			logged = true
		}
	}
	if !logged {
		t.Errorf("log: want the panic with its stack and request id; got\n%s", logs)
	}

	rec := post("after-panic")
	var got struct{ Verdict, DecisionID string }
	json.Unmarshal(rec.Body.Bytes(), &got)
	if rec.Code != 200 || got.Verdict != "legal" {
		t.Errorf("the next request: got %d %s, want 200 legal", rec.Code, rec.Body)
	}
	metrics := serve(t, h, http.MethodGet, "/metrics", "", nil).Body.String()
	if want := `rulesjudge_http_requests_total{method="POST",route="/v1/test/attacks",status="500"} 1`; !strings.Contains(metrics, want) {
		t.Errorf("GET /metrics: want %q in\n%s", want, linesWith(metrics, "rulesjudge_http_requests_total"))
	}
}

func asString(v any) string {
	s, _ := v.(string)
	return s
}
