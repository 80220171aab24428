package httpapi_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
)

// legalAttack is a board on which Grizzly Bears may attack: untapped, not
// summoning sick, no restriction or requirement in play.
const legalAttack = `{
  "board": {
    "active_player": "alice",
    "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
    "permanents": [
      {"id": "bear", "name": "Grizzly Bears", "controller": "alice",
       "types": ["Creature"], "subtypes": ["Bear"], "colors": ["Green"],
       "power": 2, "toughness": 2}
    ]
  },
  "attackers": [{"creature": "bear"}]
}`

const attacksPath = "/v1/attacks/check"

// syncBuffer is a log sink the server may write to from its goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// lines decodes each JSON log line.
func (s *syncBuffer) lines(t *testing.T) []map[string]any {
	t.Helper()
	var out []map[string]any
	for line := range strings.Lines(s.String()) {
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("log line %q is not JSON: %v", line, err)
		}
		out = append(out, m)
	}
	return out
}

func newServer(t *testing.T, cfg httpapi.Config) (http.Handler, *syncBuffer) {
	t.Helper()
	logs := &syncBuffer{}
	return httpapi.NewServer(cfg, zerolog.New(logs)), logs
}

// serve sends one request to h. header holds extra request headers.
func serve(t *testing.T, h http.Handler, method, path, body string, header map[string]string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

var jsonHeader = map[string]string{"Content-Type": "application/json"}

func postJSON(t *testing.T, h http.Handler, path, body string) *httptest.ResponseRecorder {
	t.Helper()
	return serve(t, h, http.MethodPost, path, body, jsonHeader)
}

// problem checks that rec is a problem document with the given status and
// that it agrees with the response's header, and returns it.
func problem(t *testing.T, rec *httptest.ResponseRecorder, status int) httpapi.Problem {
	t.Helper()
	if rec.Code != status {
		t.Fatalf("status: got %d, want %d; body %s", rec.Code, status, rec.Body)
	}
	if got, want := rec.Header().Get("Content-Type"), "application/problem+json"; got != want {
		t.Errorf("Content-Type: got %q, want %q", got, want)
	}
	var p httpapi.Problem
	if err := json.Unmarshal(rec.Body.Bytes(), &p); err != nil {
		t.Fatalf("problem body %s: %v", rec.Body, err)
	}
	if p.Status != status {
		t.Errorf("problem status: got %d, want %d", p.Status, status)
	}
	if !strings.HasPrefix(p.Type, "/problems/") || p.Title == "" || p.Detail == "" {
		t.Errorf("problem type/title/detail: got %q/%q/%q, want /problems/KIND and non-empty", p.Type, p.Title, p.Detail)
	}
	if p.Instance != p.DecisionID {
		t.Errorf("problem instance: got %q, want the decision_id %q", p.Instance, p.DecisionID)
	}
	if p.Errors == nil {
		t.Errorf("problem errors: got null, want a list")
	}
	if id := rec.Header().Get("X-Request-Id"); p.DecisionID != id || id == "" {
		t.Errorf("decision_id: got %q, want the X-Request-Id header %q", p.DecisionID, id)
	}
	return p
}

func pointers(p httpapi.Problem) []string {
	var out []string
	for _, e := range p.Errors {
		out = append(out, e.Pointer)
	}
	slices.Sort(out)
	return out
}

func TestDecodeErrors(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{})
	tests := []struct {
		name   string
		body   string
		status int
		// pointers is the exact set of pointers the problem names.
		pointers []string
		// detail, when set, must appear in some error's detail.
		detail string
	}{
		{"not JSON", `hello`, 400, []string{""}, "not JSON"},
		{"truncated JSON", `{"board":`, 400, []string{""}, "not JSON"},
		{"empty body", ``, 400, []string{""}, "empty"},
		{"trailing value", legalAttack + ` {}`, 400, []string{""}, "after the JSON value"},
		{"trailing garbage", legalAttack + `x`, 400, []string{""}, "after the JSON value"},
		{"top level not an object", `[]`, 400, []string{""}, "object"},
		{"unknown top-level field", strings.Replace(legalAttack, `"attackers"`, `"attakers"`, 1),
			400, []string{"/attakers"}, `unknown field "attakers"`},
		{"unknown fields everywhere", strings.NewReplacer(
			`"power": 2`, `"power": 2, "colour": "Green"`,
			`"life": 20}`, `"life": 20, "mana": 3}`).Replace(legalAttack),
			400, []string{"/board/permanents/0/colour", "/board/players/0/mana", "/board/players/1/mana"}, `unknown field "colour"`},
		{"wrong types, all listed", strings.NewReplacer(
			`"power": 2`, `"power": "2"`,
			`"id": "alice", "life": 20`, `"id": "alice", "life": 1.5`,
			`"attackers": [{"creature": "bear"}]`, `"attackers": [{"creature": 7, "band": true}]`).Replace(legalAttack),
			400, []string{"/attackers/0/band", "/attackers/0/creature", "/board/permanents/0/power", "/board/players/0/life"}, "must be an integer"},
		{"players not an array", `{"board": {"active_player": "alice", "players": {"id": "alice"}}}`,
			400, []string{"/board/players"}, "must be an array"},
		{"tapped not a bool", strings.Replace(legalAttack, `"power": 2`, `"tapped": "yes", "power": 2`, 1),
			400, []string{"/board/permanents/0/tapped"}, "true or false"},
		{"provoke neither string nor list", strings.Replace(legalAttack, `{"creature": "bear"}`, `{"creature": "bear", "provoke": 3}`, 1),
			400, []string{"/attackers/0/provoke"}, "string or an array"},
		{"provoke list of numbers", strings.Replace(legalAttack, `{"creature": "bear"}`, `{"creature": "bear", "provoke": [1]}`, 1),
			400, []string{"/attackers/0/provoke"}, "string or an array"},

		{"no board", `{}`, 422, []string{"/board"}, `"board" is required`},
		{"null board", `{"board": null}`, 422, []string{"/board"}, `"board" is required`},
		{"empty board", `{"board": {}}`, 422, []string{"/board/active_player", "/board/players"}, "the active player is required"},
		{"no players", `{"board": {"active_player": "alice", "players": []}}`, 422, []string{"/board/active_player", "/board/players"}, "at least one player"},
		{"every missing id listed", `{
		  "board": {"active_player": "alice",
		    "players": [{"life": 20}, {"id": ""}, {"id": "bob"}],
		    "permanents": [{"name": "Grizzly Bears"}, {"id": "x", "controller": "bob"}]},
		  "attackers": [{"creature": "x"}, {"band": "b1"}]}`,
			422, []string{"/attackers/0/creature", "/attackers/1/creature", "/board/active_player", "/board/permanents/0/controller",
				"/board/permanents/0/id", "/board/players/0/id", "/board/players/1/id"}, "a player needs an id"},
		{"a missing creature id named", strings.Replace(legalAttack, `{"creature": "bear"}`, `{"band": "b1"}`, 1),
			422, []string{"/attackers/0/creature"}, "every attacker needs a creature id"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := postJSON(t, h, attacksPath, tt.body)
			p := problem(t, rec, tt.status)
			want := slices.Sorted(slices.Values(tt.pointers))
			if got := pointers(p); !slices.Equal(got, want) {
				t.Errorf("pointers: got %q, want %q", got, want)
			}
			if !slices.ContainsFunc(p.Errors, func(e httpapi.ProblemError) bool { return strings.Contains(e.Detail, tt.detail) }) {
				t.Errorf("details: got %+v, want one containing %q", p.Errors, tt.detail)
			}
			wantDetail := fmt.Sprintf("%d problems in the request", len(tt.pointers))
			if len(tt.pointers) == 1 {
				wantDetail = "1 problem in the request"
			}
			if p.Detail != wantDetail {
				t.Errorf("detail: got %q, want %q", p.Detail, wantDetail)
			}
		})
	}
}

func TestBodyLimit(t *testing.T) {
	tests := []struct {
		name   string
		cfg    httpapi.Config
		body   string
		status int
	}{
		{"default limit, small body", httpapi.Config{}, legalAttack, 200},
		// 1 MiB by default; the body below is one byte more.
		{"default limit, 1 MiB + 1", httpapi.Config{}, padTo(httpapi.DefaultMaxBodyBytes + 1), 413},
		{"default limit, exactly 1 MiB", httpapi.Config{}, padTo(httpapi.DefaultMaxBodyBytes), 200},
		{"configured limit", httpapi.Config{MaxBodyBytes: 64}, legalAttack, 413},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, _ := newServer(t, tt.cfg)
			rec := postJSON(t, h, attacksPath, tt.body)
			if tt.status != 200 {
				problem(t, rec, tt.status)
				return
			}
			if rec.Code != tt.status {
				t.Fatalf("status: got %d, want %d; body %.300s", rec.Code, tt.status, rec.Body)
			}
		})
	}
}

// A client that writes its whole body before it reads the answer (Python's
// urllib, a browser's form post) reads its 413, not a reset connection:
// the server reads and discards what is left of the body once it has
// answered, before it closes (lingerOnBody). The body goes as announced
// (refused from its Content-Length before a byte is read) and chunked
// (refused when the limit is reached while it is read); each several
// times, as a reset depends on timing.
func TestOversizedBodyAnswerArrives(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{})
	srv := httptest.NewServer(h)
	defer srv.Close()
	body := padTo(2 << 20) // 2 MiB, twice the default limit
	announced := "POST " + attacksPath + " HTTP/1.1\r\nHost: judge\r\nConnection: close\r\nContent-Type: application/json\r\n" +
		"Content-Length: " + strconv.Itoa(len(body)) + "\r\n\r\n"
	var chunked strings.Builder
	for rest := body; rest != ""; {
		n := min(len(rest), 64<<10)
		fmt.Fprintf(&chunked, "%x\r\n%s\r\n", n, rest[:n])
		rest = rest[n:]
	}
	chunked.WriteString("0\r\n\r\n")
	for _, tt := range []struct{ name, header, body string }{
		{"Content-Length", announced, body},
		{"chunked", "POST " + attacksPath + " HTTP/1.1\r\nHost: judge\r\nConnection: close\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n", chunked.String()},
	} {
		t.Run(tt.name, func(t *testing.T) {
			for i := range 6 {
				conn, err := net.Dial("tcp", srv.Listener.Addr().String())
				if err != nil {
					t.Fatal(err)
				}
				conn.SetDeadline(time.Now().Add(20 * time.Second))
				// The headers first, then the body, as urllib sends a body
				// of a megabyte or more, with its Connection: close.
				_, err = io.WriteString(conn, tt.header)
				if err == nil {
					_, err = io.WriteString(conn, tt.body)
				}
				if err != nil {
					conn.Close()
					t.Fatalf("try %d: writing the request: %v", i, err)
				}
				resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
				if err != nil {
					conn.Close()
					t.Fatalf("try %d: reading the answer: %v", i, err)
				}
				got, err := io.ReadAll(resp.Body)
				conn.Close()
				if err != nil {
					t.Fatalf("try %d: reading the answer's body: %v", i, err)
				}
				if resp.StatusCode != http.StatusRequestEntityTooLarge {
					t.Fatalf("try %d: status: got %d, want 413; body %.300s", i, resp.StatusCode, got)
				}
				var p httpapi.Problem
				if err := json.Unmarshal(got, &p); err != nil || !strings.HasSuffix(p.Type, "/body-too-large") {
					t.Fatalf("try %d: got %s (%v), want the body-too-large problem", i, got, err)
				}
			}
		})
	}
}

// padTo returns legalAttack padded with trailing spaces to n bytes.
func padTo(n int) string {
	return legalAttack + strings.Repeat(" ", n-len(legalAttack))
}

func TestContentType(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{})
	tests := []struct {
		contentType string // "" sends none
		status      int
	}{
		{"application/json", 200},
		{"application/json; charset=utf-8", 200},
		{"application/json; charset=UTF-8", 200},
		{"Application/JSON", 200},
		{"", 415},
		{"text/plain", 415},
		{"application/x-www-form-urlencoded", 415},
		{"application/json; charset=latin1", 415},
		{"application/json;;", 415},
	}
	for _, tt := range tests {
		t.Run(tt.contentType, func(t *testing.T) {
			header := map[string]string{}
			if tt.contentType != "" {
				header["Content-Type"] = tt.contentType
			}
			rec := serve(t, h, http.MethodPost, attacksPath, legalAttack, header)
			if tt.status != 200 {
				problem(t, rec, tt.status)
				return
			}
			if rec.Code != 200 {
				t.Errorf("status: got %d, want 200; body %s", rec.Code, rec.Body)
			}
		})
	}
}

func TestCheckAnswerShape(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{})
	rec := postJSON(t, h, attacksPath, legalAttack)
	if rec.Code != 200 {
		t.Fatalf("status: got %d, want 200; body %s", rec.Code, rec.Body)
	}
	if got, want := rec.Header().Get("Content-Type"), "application/json"; got != want {
		t.Errorf("Content-Type: got %q, want %q", got, want)
	}
	var body map[string]json.RawMessage
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
		t.Fatal(err)
	}
	for _, field := range []string{"verdict", "violations", "notes", "decision_id"} {
		if _, ok := body[field]; !ok {
			t.Errorf("field %q missing from %s", field, rec.Body)
		}
	}
	// violations and notes are lists even when empty, never null.
	for _, field := range []string{"violations", "notes"} {
		if v := body[field]; !bytes.HasPrefix(v, []byte("[")) {
			t.Errorf("%s: got %s, want a list", field, v)
		}
	}
}

func TestRequestID(t *testing.T) {
	generated := regexp.MustCompile(`^[0-9a-f]{32}$`)
	tests := []struct {
		name string
		sent string // "" sends no header
		kept bool   // the sent id is echoed; otherwise one is generated
	}{
		{"absent", "", false},
		{"sane", "req-42", true},
		{"all allowed characters", "Az09._:-", true},
		{"128 characters", strings.Repeat("a", 128), true},
		{"129 characters", strings.Repeat("a", 129), false},
		{"space", "req 42", false},
		{"markup", "<script>", false},
		{"percent", "a%0Ab", false},
	}
	for _, tt := range tests {
		for _, body := range []struct{ name, body string }{{"answer", legalAttack}, {"problem", `{}`}} {
			t.Run(tt.name+"/"+body.name, func(t *testing.T) {
				h, logs := newServer(t, httpapi.Config{})
				header := map[string]string{"Content-Type": "application/json"}
				if tt.sent != "" {
					header["X-Request-Id"] = tt.sent
				}
				rec := serve(t, h, http.MethodPost, attacksPath, body.body, header)
				id := rec.Header().Get("X-Request-Id")
				switch {
				case tt.kept && id != tt.sent:
					t.Errorf("X-Request-Id: got %q, want %q", id, tt.sent)
				case !tt.kept && !generated.MatchString(id):
					t.Errorf("X-Request-Id: got %q, want 32 generated hex digits", id)
				}
				var got struct {
					DecisionID string `json:"decision_id"`
				}
				if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
					t.Fatal(err)
				}
				if got.DecisionID != id {
					t.Errorf("decision_id: got %q, want the header %q", got.DecisionID, id)
				}
				lines := logs.lines(t)
				if len(lines) != 1 || lines[0]["request_id"] != id {
					t.Errorf("log: got %v, want one line with request_id %q", lines, id)
				}
			})
		}
	}
}

func TestGeneratedRequestIDsDiffer(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{})
	a := serve(t, h, http.MethodGet, "/healthz", "", nil).Header().Get("X-Request-Id")
	b := serve(t, h, http.MethodGet, "/healthz", "", nil).Header().Get("X-Request-Id")
	if a == b {
		t.Errorf("two requests got the same generated id %q", a)
	}
}

func TestRouting(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{})
	tests := []struct {
		method, path string
		status       int
		allow        string // the Allow header of a 405
	}{
		{http.MethodGet, "/nope", 404, ""},
		{http.MethodPost, "/v1/nothing/check", 404, ""},
		{http.MethodGet, "/v1/damage/resolve", 405, "POST"},
		{http.MethodGet, "/v1/blocks/check", 405, "POST"},
		{http.MethodGet, attacksPath, 405, "POST"},
		{http.MethodDelete, attacksPath, 405, "POST"},
		{http.MethodPost, "/healthz", 405, "GET, HEAD"},
		{http.MethodHead, attacksPath, 405, "POST"},
		{http.MethodPut, "/v1/rules", 405, "GET, HEAD"},
	}
	for _, tt := range tests {
		t.Run(tt.method+" "+tt.path, func(t *testing.T) {
			rec := serve(t, h, tt.method, tt.path, "", nil)
			problem(t, rec, tt.status)
			if got := rec.Header().Get("Allow"); got != tt.allow {
				t.Errorf("Allow: got %q, want %q", got, tt.allow)
			}
		})
	}
}

func TestHealthz(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{})
	rec := serve(t, h, http.MethodGet, "/healthz", "", nil)
	if rec.Code != 200 {
		t.Fatalf("status: got %d, want 200", rec.Code)
	}
	if got, want := strings.TrimSpace(rec.Body.String()), `{"status":"ok"}`; got != want {
		t.Errorf("body: got %s, want %s", got, want)
	}
	if got, want := rec.Header().Get("Content-Type"), "application/json"; got != want {
		t.Errorf("Content-Type: got %q, want %q", got, want)
	}
}

func TestAccessLog(t *testing.T) {
	h, logs := newServer(t, httpapi.Config{})
	header := map[string]string{"Content-Type": "application/json", "X-Request-Id": "log-1"}
	ok := serve(t, h, http.MethodPost, attacksPath, legalAttack, header)
	header["X-Request-Id"] = "log-2"
	bad := serve(t, h, http.MethodPost, attacksPath, `{}`, header)

	lines := logs.lines(t)
	if len(lines) != 2 {
		t.Fatalf("log lines: got %d, want 2:\n%s", len(lines), logs)
	}
	var verdict struct {
		Verdict string `json:"verdict"`
	}
	if err := json.Unmarshal(ok.Body.Bytes(), &verdict); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		line map[string]any
		want map[string]any
	}{
		{lines[0], map[string]any{"method": "POST", "path": attacksPath, "status": 200.0,
			"bytes": float64(ok.Body.Len()), "request_id": "log-1", "verdict": verdict.Verdict}},
		{lines[1], map[string]any{"method": "POST", "path": attacksPath, "status": 422.0,
			"bytes": float64(bad.Body.Len()), "request_id": "log-2"}},
	}
	for i, tt := range tests {
		for k, want := range tt.want {
			if got := tt.line[k]; got != want {
				t.Errorf("line %d: %s: got %v, want %v", i, k, got, want)
			}
		}
		if _, ok := tt.line["duration_ms"].(float64); !ok {
			t.Errorf("line %d: duration_ms: got %v, want a number", i, tt.line["duration_ms"])
		}
	}
	if _, ok := lines[1]["verdict"]; ok {
		t.Errorf("line 1: a problem has no verdict, got %v", lines[1]["verdict"])
	}
}

func TestPanicIsA500Problem(t *testing.T) {
	logs := &syncBuffer{}
	boom := http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("boom") })
	h := httpapi.NewServerWithRoute(httpapi.Config{}, zerolog.New(logs), http.MethodGet, "/boom", boom)

	rec := serve(t, h, http.MethodGet, "/boom", "", map[string]string{"X-Request-Id": "panic-1"})
	p := problem(t, rec, 500)
	if p.DecisionID != "panic-1" {
		t.Errorf("decision_id: got %q, want %q", p.DecisionID, "panic-1")
	}
	var logged bool
	for _, line := range logs.lines(t) {
		if line["panic"] == "boom" && line["request_id"] == "panic-1" &&
			strings.Contains(line["stack"].(string), "server_test.go") {
			logged = true
		}
	}
	if !logged {
		t.Errorf("log: want a line with panic, request_id and stack; got\n%s", logs)
	}
	// The server still answers.
	if rec := serve(t, h, http.MethodGet, "/healthz", "", nil); rec.Code != 200 {
		t.Errorf("after a panic: got %d, want 200", rec.Code)
	}
}

func TestReadErrorIsNot413(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{})
	req := httptest.NewRequest(http.MethodPost, attacksPath, io.MultiReader(strings.NewReader(`{"bo`), errReader{}))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	problem(t, rec, 400)
}

type errReader struct{}

func (errReader) Read([]byte) (int, error) { return 0, io.ErrUnexpectedEOF }
