package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
	"rulesjudge/rules"
)

// wideAttack is an attack by n creatures, each with an ability: a check
// whose cost grows with n times n.
func wideAttack(n int) string {
	var perms, atts []string
	for i := range n {
		perms = append(perms, fmt.Sprintf(`{"id":"c%d","controller":"alice","types":["Creature"],"power":1,"toughness":1,"abilities":["Flying"]}`, i))
		atts = append(atts, fmt.Sprintf(`{"creature":"c%d"}`, i))
	}
	return `{"board":{"active_player":"alice","players":[{"id":"alice","life":20},{"id":"bob","life":20}],"permanents":[` +
		strings.Join(perms, ",") + `]},"attackers":[` + strings.Join(atts, ",") + `]}`
}

// cardAttack is an attack by n creatures given as Scryfall cards of the
// given number of oracle lines.
func cardAttack(n, lines int) string {
	oracle := strings.TrimSuffix(strings.Repeat(`Flying\n`, lines), `\n`)
	var perms, atts []string
	for i := range n {
		perms = append(perms, fmt.Sprintf(`{"id":"c%d","controller":"alice","card":{"name":"Bird","type_line":"Creature — Bird","power":"1","toughness":"1","oracle_text":"%s"}}`, i, oracle))
		atts = append(atts, fmt.Sprintf(`{"creature":"c%d"}`, i))
	}
	return `{"board":{"active_player":"alice","players":[{"id":"alice","life":20},{"id":"bob","life":20}],"permanents":[` +
		strings.Join(perms, ",") + `]},"attackers":[` + strings.Join(atts, ",") + `]}`
}

// The cost admission gives a check: small boards are cheap; a board whose
// abilities may set requirements costs its permanents times its attackers.
func TestCost(t *testing.T) {
	tests := []struct {
		name      string
		body      string
		cheap     bool
		wholeCore bool
	}{
		{"one bear", legalAttack, true, false},
		{"10 creatures with abilities", wideAttack(10), true, false},
		{"40 creatures with abilities", wideAttack(40), false, false},
		{"150 creatures with abilities", wideAttack(150), false, true},
		// Oracle lines count as abilities: reading them is work too.
		{"10 creatures given as cards of 32 lines", cardAttack(10, 32), true, false},
		{"400 creatures given as cards of 32 lines", cardAttack(400, 32), false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, err := httpapi.Decode[httpapi.AttackCheckRequest](httpapi.Config{}, []byte(tt.body))
			if err != nil {
				t.Fatal(err)
			}
			c := httpapi.Cost(req)
			if got := c <= httpapi.CheapCost; got != tt.cheap {
				t.Errorf("cost %d: cheap got %v, want %v", c, got, tt.cheap)
			}
			if got := c >= httpapi.CostPerCore; got != tt.wholeCore {
				t.Errorf("cost %d: takes a whole core got %v, want %v", c, got, tt.wholeCore)
			}
		})
	}
}

// gate is a fake core that holds every check with more than min attackers
// until released, and tells when one has entered.
type gate struct {
	min     int
	entered chan struct{}
	release chan struct{}
}

func newGate(min int) *gate {
	return &gate{min: min, entered: make(chan struct{}, 16), release: make(chan struct{})}
}

func (g *gate) judge(ctx context.Context, req *httpapi.AttackCheckRequest, _ rules.Options) (rules.Judgement, error) {
	if len(req.Attackers) > g.min {
		g.entered <- struct{}{}
		<-g.release
	}
	return rules.Judgement{Verdict: rules.Legal}, nil
}

// Costly checks share a limit sized to the cores: with one core, a second
// board as large as a core takes is refused at once with 503 and
// Retry-After, while cheap checks and GETs are served as usual.
func TestCostlyChecksLimitedByCores(t *testing.T) {
	g := newGate(100)
	h := httpapi.NewServerWithAttackJudge(httpapi.Config{MaxInFlight: 4, CheckCores: 1}, zerolog.Nop(), g.judge)
	large := wideAttack(150)

	first := make(chan int)
	go func() { first <- postJSON(t, h, httpapi.TestAttacksPath, large).Code }()
	<-g.entered

	start := time.Now()
	rec := postJSON(t, h, httpapi.TestAttacksPath, large)
	p := problem(t, rec, http.StatusServiceUnavailable)
	if got := rec.Header().Get("Retry-After"); got != "1" {
		t.Errorf("Retry-After: got %q, want %q", got, "1")
	}
	if !strings.Contains(p.Detail, "1 cores") {
		t.Errorf("detail: got %q, want it to name the cores", p.Detail)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("the 503 took %v, want it at once", d)
	}
	for range 8 { // more than MaxInFlight, one after another: never starved
		if rec := postJSON(t, h, httpapi.TestAttacksPath, legalAttack); rec.Code != http.StatusOK {
			t.Fatalf("a cheap check beside a costly one: got %d %s, want 200", rec.Code, rec.Body)
		}
	}
	if rec := serve(t, h, http.MethodGet, "/v1/rules", "", nil); rec.Code != http.StatusOK {
		t.Errorf("GET /v1/rules beside a costly check: got %d, want 200", rec.Code)
	}
	metrics := serve(t, h, http.MethodGet, "/metrics", "", nil).Body.String()
	for _, want := range []string{"rulesjudge_http_requests_in_flight 1", "rulesjudge_http_requests_rejected_total 1"} {
		if !strings.Contains(metrics, want) {
			t.Errorf("GET /metrics: want %q in\n%s", want, linesWith(metrics, "rulesjudge_http_requests"))
		}
	}
	close(g.release)
	if got := <-first; got != http.StatusOK {
		t.Errorf("the first costly check: got %d, want 200", got)
	}
	if rec := postJSON(t, h, httpapi.TestAttacksPath, large); rec.Code != http.StatusOK {
		t.Errorf("a costly check once the first is done: got %d, want 200", rec.Code)
	}
}

// Cheap checks are capped by count (MaxInFlight), and a costly check does
// not take one of their places.
func TestCheapChecksCappedByCount(t *testing.T) {
	g := newGate(0)
	h := httpapi.NewServerWithAttackJudge(httpapi.Config{MaxInFlight: 2, CheckCores: 1}, zerolog.Nop(), g.judge)
	var wg sync.WaitGroup
	for range 2 {
		wg.Go(func() {
			if rec := postJSON(t, h, httpapi.TestAttacksPath, legalAttack); rec.Code != http.StatusOK {
				t.Errorf("a held cheap check: got %d, want 200", rec.Code)
			}
		})
		<-g.entered
	}
	rec := postJSON(t, h, httpapi.TestAttacksPath, legalAttack)
	if p := problem(t, rec, http.StatusServiceUnavailable); !strings.Contains(p.Detail, "limit of 2 requests") {
		t.Errorf("detail: got %q, want it to name the limit", p.Detail)
	}
	wg.Go(func() {
		if rec := postJSON(t, h, httpapi.TestAttacksPath, wideAttack(150)); rec.Code != http.StatusOK {
			t.Errorf("a costly check beside two cheap ones at their cap: got %d %s, want 200", rec.Code, rec.Body)
		}
	})
	<-g.entered
	close(g.release)
	wg.Wait()
}

// slowBody is a request body that sends its first half, then waits.
type slowBody struct {
	r    io.Reader
	wait chan struct{}
	half int
	read int
}

func (b *slowBody) Read(p []byte) (int, error) {
	if b.read >= b.half {
		<-b.wait
	}
	if b.read < b.half && len(p) > b.half-b.read {
		p = p[:b.half-b.read]
	}
	n, err := b.r.Read(p)
	b.read += n
	return n, err
}

// A check is admitted once its body is read: clients still sending their
// bodies take no place, so others are served at the cap.
func TestBodiesReadBeforeAdmission(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{MaxInFlight: 2})
	wait := make(chan struct{})
	var wg sync.WaitGroup
	for range 5 { // more than the cap
		wg.Go(func() {
			req := httptest.NewRequest(http.MethodPost, attacksPath, &slowBody{r: strings.NewReader(legalAttack), wait: wait, half: len(legalAttack) / 2})
			req.Header.Set("Content-Type", "application/json")
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != http.StatusOK {
				t.Errorf("a slow body, once sent: got %d, want 200", rec.Code)
			}
		})
	}
	time.Sleep(50 * time.Millisecond) // the slow bodies are being read
	for range 3 {
		if rec := postJSON(t, h, attacksPath, legalAttack); rec.Code != http.StatusOK {
			t.Errorf("beside 5 bodies being sent: got %d %s, want 200", rec.Code, rec.Body)
		}
	}
	close(wait)
	wg.Wait()
}

// logLine waits for the log line of the request with the given id.
func logLine(t *testing.T, logs *syncBuffer, id string) map[string]any {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		for _, l := range logs.lines(t) {
			if l["request_id"] == id && l["message"] == "request" {
				return l
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("no log line for %s in\n%s", id, logs)
	return nil
}

// The log and the metrics record what reached the client: an answer
// written after the client left, or after the write timeout, is logged 499
// with client_gone, never with the status it would have had.
func TestUndeliveredAnswers(t *testing.T) {
	tests := []struct {
		name         string
		writeTimeout time.Duration
		clientWaits  time.Duration
		handler      http.HandlerFunc
		answerStatus any // the status meant, logged as answer_status
	}{
		{"client left, answer written after", 0, 100 * time.Millisecond, func(w http.ResponseWriter, r *http.Request) {
			<-r.Context().Done()
			w.WriteHeader(http.StatusOK)
			w.Write([]byte("late\n"))
		}, 200.0},
		{"client left, nothing written", 0, 100 * time.Millisecond, func(w http.ResponseWriter, r *http.Request) {
			<-r.Context().Done()
		}, nil},
		{"write timeout", 100 * time.Millisecond, 5 * time.Second, func(w http.ResponseWriter, r *http.Request) {
			time.Sleep(300 * time.Millisecond)
			w.WriteHeader(http.StatusOK)
			w.Write([]byte("too late\n"))
		}, 200.0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			logs := &syncBuffer{}
			h := httpapi.NewServerWithRoute(httpapi.Config{}, zerolog.New(logs), http.MethodGet, "/slow", tt.handler)
			srv := httptest.NewUnstartedServer(h)
			srv.Config.WriteTimeout = tt.writeTimeout
			srv.Start()
			defer srv.Close()

			ctx, cancel := context.WithTimeout(context.Background(), tt.clientWaits)
			defer cancel()
			req, _ := http.NewRequestWithContext(ctx, http.MethodGet, srv.URL+"/slow", nil)
			req.Header.Set("X-Request-Id", "gone-1")
			if resp, err := srv.Client().Do(req); err == nil {
				body, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				t.Fatalf("got an answer %d %q, want none", resp.StatusCode, body)
			}
			line := logLine(t, logs, "gone-1")
			if line["status"] != 499.0 || line["client_gone"] != true || line["bytes"] != 0.0 || line["answer_status"] != tt.answerStatus {
				t.Errorf("log line: got status %v client_gone %v bytes %v answer_status %v, want 499 true 0 %v",
					line["status"], line["client_gone"], line["bytes"], line["answer_status"], tt.answerStatus)
			}
			metrics := serve(t, h, http.MethodGet, "/metrics", "", nil).Body.String()
			if want := `rulesjudge_http_requests_total{method="GET",route="/slow",status="499"} 1`; !strings.Contains(metrics, want) {
				t.Errorf("GET /metrics: want %q in\n%s", want, linesWith(metrics, "rulesjudge_http_requests_total"))
			}
		})
	}
}

// When the core stops a check for its deadline, the answer is a 503 with
// Retry-After (never figures that depend on timing); when it stops because
// the client left, nothing is written and the log says 499.
func TestStoppedChecks(t *testing.T) {
	f := &fakeJudge{err: fmt.Errorf("judging: %w", httpapi.ErrStopped)}
	rec := postJSON(t, fakeServer(t, httpapi.Config{}, f), fakePath, legalAttack)
	p := problem(t, rec, http.StatusServiceUnavailable)
	if got := rec.Header().Get("Retry-After"); got != "1" {
		t.Errorf("Retry-After: got %q, want 1", got)
	}
	if !strings.Contains(p.Detail, "took longer than the server allows") {
		t.Errorf("detail: got %q, want it to say the check took too long", p.Detail)
	}

	logs := &syncBuffer{}
	stopped := func(ctx context.Context, _ *httpapi.AttackCheckRequest, _ rules.Options) (rules.Judgement, error) {
		<-ctx.Done()
		return rules.Judgement{}, fmt.Errorf("judging: %w", httpapi.ErrStopped)
	}
	srv := httptest.NewServer(httpapi.NewServerWithAttackJudge(httpapi.Config{}, zerolog.New(logs), stopped))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, srv.URL+httpapi.TestAttacksPath, strings.NewReader(legalAttack))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Request-Id", "left-1")
	if resp, err := srv.Client().Do(req); err == nil {
		resp.Body.Close()
		t.Fatalf("got an answer %d, want none", resp.StatusCode)
	}
	if line := logLine(t, logs, "left-1"); line["status"] != 499.0 || line["client_gone"] != true {
		var b strings.Builder
		json.NewEncoder(&b).Encode(line)
		t.Errorf("log line: got %s, want status 499 and client_gone", b.String())
	}
}

// plainAttack is an attack by n creatures without abilities: cheap to
// judge, however large its body.
func plainAttack(n int) string {
	return strings.ReplaceAll(wideAttack(n), `,"abilities":["Flying"]`, "")
}

// Decoding a large body is costly work too: while the cores are busy with
// a costly check, a large body is refused once read, before it is decoded;
// a small one is served.
func TestLargeBodiesWaitForTheCores(t *testing.T) {
	g := newGate(200) // holds the costly check, not the large plain one
	h := httpapi.NewServerWithAttackJudge(httpapi.Config{MaxInFlight: 4, CheckCores: 1}, zerolog.Nop(), g.judge)
	large := plainAttack(200)
	if len(large) <= 16<<10 {
		t.Fatalf("the large body holds %d bytes, want more than 16 KiB", len(large))
	}
	if rec := postJSON(t, h, httpapi.TestAttacksPath, large); rec.Code != http.StatusOK {
		t.Fatalf("a large body, cores free: got %d %s, want 200", rec.Code, rec.Body)
	}
	done := make(chan int)
	go func() { done <- postJSON(t, h, httpapi.TestAttacksPath, wideAttack(250)).Code }()
	<-g.entered
	rec := postJSON(t, h, httpapi.TestAttacksPath, large)
	if p := problem(t, rec, http.StatusServiceUnavailable); !strings.Contains(p.Detail, "smaller body") || rec.Header().Get("Retry-After") != "1" {
		t.Errorf("a large body, cores busy: got %q, Retry-After %q; want a 503 asking for a smaller body, Retry-After 1", p.Detail, rec.Header().Get("Retry-After"))
	}
	if rec := postJSON(t, h, httpapi.TestAttacksPath, plainAttack(10)); rec.Code != http.StatusOK {
		t.Errorf("a small body, cores busy: got %d, want 200", rec.Code)
	}
	close(g.release)
	if got := <-done; got != http.StatusOK {
		t.Errorf("the costly check: got %d, want 200", got)
	}
}

// The same request gives the same bytes under any load, its budget hit
// included: a board the solver cannot settle within its node budget is
// answered alike alone and beside others judged at once (no admission
// limit, so they really run together).
func TestSameBytesUnderLoad(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{NodeBudget: 1, MaxInFlight: -1})
	body := hardBlocks(10, 30, 1)
	send := func() []byte {
		req := httptest.NewRequest(http.MethodPost, "/v1/blocks/check", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Request-Id", "same-under-load")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			t.Errorf("got %d %.300s, want 200", rec.Code, rec.Body)
		}
		return rec.Body.Bytes()
	}
	alone := send()
	var verdict struct{ Verdict string }
	if err := json.Unmarshal(alone, &verdict); err != nil || verdict.Verdict != "indeterminate" {
		t.Fatalf("alone: got %.300s, want the budget hit (indeterminate)", alone)
	}
	answers := make([][]byte, 6)
	var wg sync.WaitGroup
	for i := range answers {
		wg.Go(func() { answers[i] = send() })
	}
	wg.Wait()
	for i, a := range answers {
		if !bytes.Equal(a, alone) {
			t.Errorf("answer %d of %d at once differs from the one alone:\n%s\n%s", i, len(answers), a, alone)
		}
	}
}

// Flushing an answer to see it delivered keeps its length: a JSON answer
// has a Content-Length, not a chunked body.
func TestAnswersKeepTheirLength(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{})
	srv := httptest.NewServer(h)
	defer srv.Close()
	for _, path := range []string{attacksPath, "/healthz", "/v1/nowhere"} {
		var resp *http.Response
		var err error
		if path == attacksPath {
			resp, err = http.Post(srv.URL+path, "application/json", strings.NewReader(legalAttack))
		} else {
			resp, err = http.Get(srv.URL + path)
		}
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.ContentLength != int64(len(body)) || len(resp.TransferEncoding) > 0 {
			t.Errorf("%s: got Content-Length %d, Transfer-Encoding %q for %d bytes; want the length, not chunked", path, resp.ContentLength, resp.TransferEncoding, len(body))
		}
	}
}
