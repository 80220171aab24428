package httpapi_test

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"rulesjudge/httpapi"
)

// What the edge refuses before judging, each with a pointer to the field:
// duplicate keys (at any depth, however escaped), control characters in
// any string, a card whose oracle text has more lines than a permanent may
// have abilities.
func TestRefusedStrings(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{})
	card := func(name, oracle string) string {
		return strings.Replace(legalAttack, `"power": 2, "toughness": 2}`,
			`"power": 2, "toughness": 2, "card": {"name": "`+name+`", "type_line": "Creature — Bear", "power": "2", "toughness": "2", "oracle_text": "`+oracle+`"}}`, 1)
	}
	flying := strings.TrimSuffix(strings.Repeat(`Flying\n`, 1000), `\n`)
	twenty := func(s string) string { return strings.TrimSuffix(strings.Repeat(s, 20), ", ") }
	tests := []struct {
		name     string
		body     string
		status   int
		pointers []string
		detail   string
	}{
		{"a top-level key twice", legalAttack[:len(legalAttack)-1] + `, "attackers": []}`, 422, []string{"/attackers"}, `"attackers" appears more than once`},
		{"a player's id twice", strings.Replace(legalAttack, `{"id": "bob", "life": 20}`, `{"id": "bob", "life": 20, "id": "carol"}`, 1),
			422, []string{"/board/players/1/id"}, `"id" appears more than once`},
		{"a key spelled with an escape", strings.Replace(legalAttack, `"power": 2,`, `"power": 2, "p\u006fwer": 3,`, 1),
			422, []string{"/board/permanents/0/power"}, "more than once"},
		{"a key twice inside a card object", strings.Replace(card("Bear", ""), `"name": "Bear"`, `"name": "Bear", "name": "Ape"`, 1),
			422, []string{"/board/permanents/0/card/name"}, "more than once"},
		{"the same key in two objects is fine", legalAttack, 200, nil, ""},

		{"NUL in an id", strings.Replace(legalAttack, `"id": "bear"`, `"id": "be\u0000ar"`, 1), 422, []string{"/board/permanents/0/id"}, "U+0000"},
		{"CR LF in a name", strings.Replace(legalAttack, `Grizzly Bears`, `Grizzly\r\nBears`, 1), 422, []string{"/board/permanents/0/name"}, "U+000D"},
		{"ESC in an ability", strings.Replace(legalAttack, `"power": 2`, `"abilities": ["\u001b[31mFlying"], "power": 2`, 1), 422, []string{"/board/permanents/0/abilities/0"}, "U+001B"},
		{"DEL in a controller", strings.Replace(legalAttack, `"controller": "alice"`, `"controller": "alice\u007f"`, 1), 422, []string{"/board/permanents/0/controller"}, "U+007F"},
		{"C1 in a player id", strings.Replace(legalAttack, `{"id": "bob"`, `{"id": "b\u0085ob"`, 1), 422, []string{"/board/players/1/id"}, "U+0085"},
		{"a right-to-left override in an attacker", strings.Replace(legalAttack, `[{"creature": "bear"}]`, `[{"creature": "\u202ebear"}]`, 1), 422, []string{"/attackers/0/creature"}, "U+202E"},
		{"an isolate in the active player", strings.Replace(legalAttack, `"active_player": "alice"`, `"active_player": "\u2066alice"`, 1), 422, []string{"/board/active_player"}, "U+2066"},
		{"a line feed between a card's lines", card("Bear", `Vigilance\nFlying`), 200, nil, ""},
		{"a tab in a card's oracle text", card("Bear", `Vigilance\tFlying`), 422, []string{"/board/permanents/0/card/oracle_text"}, "U+0009"},

		{"a card's power with spaces", strings.Replace(card("Bear", ""), `"power": "2"`, `"power": " 2 "`, 1), 422, []string{"/board/permanents/0/card/power"}, "white space"},
		{"a card's toughness with a space", strings.Replace(card("Bear", ""), `"toughness": "2"`, `"toughness": "2 "`, 1), 422, []string{"/board/permanents/0/card/toughness"}, "white space"},
		{"a card's power +2, a modifier, not a number", strings.Replace(strings.Replace(card("Bear", ""), `"power": "2"`, `"power": "+2"`, 1), `"power": 2, `, ``, 1),
			422, []string{"/board/permanents/0/power"}, `prints power "+2", not a number`},

		{"a card of 1,000 lines", card("Bear", flying), 422, []string{"/board/permanents/0/card/oracle_text"}, "at most 32 lines"},
		{"a card of 33 lines", card("Bear", strings.TrimSuffix(strings.Repeat(`Flying\n`, 33), `\n`)), 422, []string{"/board/permanents/0/card/oracle_text"}, "holds 33"},
		{"a card of 32 lines", card("Bear", strings.TrimSuffix(strings.Repeat(`Flying\n`, 32), `\n`)), 200, nil, ""},
		{"20 abilities of its own and 20 of the card", strings.Replace(card("Bear", strings.TrimSuffix(strings.Repeat(`Vigilance\n`, 20), `\n`)),
			`"power": 2,`, `"abilities": [`+twenty(`"Flying", `)+`], "power": 2,`, 1),
			422, []string{"/board/permanents/0/card/oracle_text"}, "has 40 (20 of its own)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := postJSON(t, h, attacksPath, tt.body)
			if tt.status == 200 {
				if rec.Code != 200 {
					t.Fatalf("status: got %d, want 200: %s", rec.Code, rec.Body)
				}
				return
			}
			p := problem(t, rec, tt.status)
			if got := pointers(p); !slices.Equal(got, tt.pointers) {
				t.Errorf("pointers: got %q, want %q", got, tt.pointers)
			}
			if !slices.ContainsFunc(p.Errors, func(e httpapi.ProblemError) bool { return strings.Contains(e.Detail, tt.detail) }) {
				t.Errorf("details: got %+v, want one containing %q", p.Errors, tt.detail)
			}
			if strings.ContainsAny(rec.Body.String(), "\x00\r\x1b\x7f\u0085\u202e\u2066") {
				t.Errorf("the problem echoes a control character: %q", rec.Body)
			}
		})
	}
}

// A body sent compressed is refused by name, not read as JSON.
func TestContentEncoding(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{})
	tests := []struct {
		encoding string
		status   int
	}{
		{"", 200},
		{"identity", 200},
		{"gzip", 415},
		{"br", 415},
		{"identity, gzip", 415},
	}
	for _, tt := range tests {
		t.Run(tt.encoding, func(t *testing.T) {
			header := map[string]string{"Content-Type": "application/json"}
			if tt.encoding != "" {
				header["Content-Encoding"] = tt.encoding
			}
			rec := serve(t, h, http.MethodPost, attacksPath, legalAttack, header)
			if tt.status == 200 {
				if rec.Code != 200 {
					t.Errorf("got %d, want 200: %s", rec.Code, rec.Body)
				}
				return
			}
			if p := problem(t, rec, tt.status); !strings.Contains(p.Detail, "Content-Encoding") || !strings.Contains(p.Detail, `"`+strings.TrimPrefix(tt.encoding, "identity, ")+`"`) {
				t.Errorf("detail: got %q, want it to name Content-Encoding and the encoding", p.Detail)
			}
		})
	}
}

// A step outside the two combat damage steps is answered with the steps
// allowed (the core's check, naming the field).
func TestOneOfListsAllowedValues(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{})
	body := strings.Replace(legalAttack, `"attackers": [{"creature": "bear"}]`, `"attackers": [{"creature": "bear"}], "step": "firststrike"`, 1)
	p := problem(t, postJSON(t, h, "/v1/damage/check", body), 422)
	want := `"firststrike" is not a combat damage step; use "first_strike" or "regular"`
	if len(p.Errors) != 1 || p.Errors[0].Pointer != "/step" || p.Errors[0].Detail != want {
		t.Errorf("errors: got %+v, want /step: %s", p.Errors, want)
	}
}

// A body that does not arrive in the read timeout is a 400 that says so,
// without the socket addresses of the error it comes from.
func TestReadTimeoutDetail(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{})
	srv := httptest.NewUnstartedServer(h)
	srv.Config.ReadTimeout = 300 * time.Millisecond
	srv.Start()
	defer srv.Close()
	conn, err := net.Dial("tcp", srv.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "POST %s HTTP/1.1\r\nHost: judge\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s",
		attacksPath, len(legalAttack), legalAttack[:10])
	conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("reading the answer: %v", err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 400 || !strings.Contains(string(body), "read timeout") {
		t.Errorf("got %d %s, want 400 naming the read timeout", resp.StatusCode, body)
	}
	if strings.Contains(string(body), "127.0.0.1") || strings.Contains(string(body), "tcp") {
		t.Errorf("the answer shows socket addresses: %s", body)
	}
}

// A problem lists at most 100 errors, and says how many more there are: a
// megabyte of unknown fields is not answered with five megabytes of them.
func TestProblemListsAtMost100(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{})
	var b strings.Builder
	b.WriteString(`{"board": {"active_player": "alice", "players": [{"id": "alice"}]}`)
	const n = 20_000
	for i := range n {
		fmt.Fprintf(&b, `, "x%d": 0`, i)
	}
	b.WriteString("}")
	rec := postJSON(t, h, attacksPath, b.String())
	p := problem(t, rec, 400)
	if len(p.Errors) != 101 || p.Detail != fmt.Sprintf("%d problems in the request", n) {
		t.Fatalf("got %d errors, detail %q; want 101, %d problems", len(p.Errors), p.Detail, n)
	}
	if last := p.Errors[100]; last.Pointer != "" || !strings.Contains(last.Detail, fmt.Sprintf("%d more problems", n-100)) {
		t.Errorf("the last error: got %+v, want one saying %d more", last, n-100)
	}
	if rec.Body.Len() > 16<<10 {
		t.Errorf("the answer holds %d bytes, want a few KiB", rec.Body.Len())
	}
}

// A body is given memory as its bytes arrive: a client announcing a
// megabyte and sending ten bytes before it stalls does not get a megabyte
// (a thousand such clients would have taken a gigabyte).
func TestNoMemoryBeforeTheBytes(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{})
	req := httptest.NewRequest(http.MethodPost, attacksPath, io.MultiReader(strings.NewReader(`{"board": `), errReader{}))
	req.Header.Set("Content-Type", "application/json")
	req.ContentLength = httpapi.DefaultMaxBodyBytes
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	runtime.ReadMemStats(&after)
	problem(t, rec, 400)
	if got := after.TotalAlloc - before.TotalAlloc; got > 256<<10 {
		t.Errorf("answering a stalled body that announced 1 MiB allocated %d bytes, want under 256 KiB", got)
	}
}
