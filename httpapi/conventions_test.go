package httpapi_test

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
)

// exampleGets are the GET operations of the document, each with the path
// its parameters' examples make, and whether the document gives its 200 an
// ETag and a 304.
func exampleGets(t *testing.T) []struct {
	path        string
	conditional bool
} {
	t.Helper()
	var out []struct {
		path        string
		conditional bool
	}
	operations(loadDoc(t), func(m, p string, op *openapi3.Operation) {
		if m != http.MethodGet {
			return
		}
		for _, prm := range op.Parameters {
			if prm.Value.In == "path" {
				p = strings.ReplaceAll(p, "{"+prm.Value.Name+"}", prm.Value.Example.(string))
			}
		}
		out = append(out, struct {
			path        string
			conditional bool
		}{p, op.Responses.Status(http.StatusNotModified) != nil})
	})
	return out
}

// conventionsServer is the real server behind a real listener, with the
// test card file, and a client that neither asks for gzip nor unzips.
func conventionsServer(t *testing.T, cfg httpapi.Config) (*httptest.Server, *http.Client) {
	t.Helper()
	cfg.Cards = testCardFile(t)
	srv := httptest.NewServer(httpapi.NewServer(cfg, zerolog.Nop()))
	t.Cleanup(srv.Close)
	return srv, &http.Client{
		Transport:     &http.Transport{DisableCompression: true},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}

func send(t *testing.T, c *http.Client, method, url string, header map[string]string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, body
}

func gunzip(t *testing.T, b []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("the gzipped answer does not read as gzip: %v", err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatalf("the gzipped answer does not read as gzip: %v", err)
	}
	return out
}

// TestCompression: a large text answer is gzipped for a client that takes
// gzip, to the same bytes once unzipped; a small one, or one for a client
// that refuses gzip, is not. Every answer says Vary: Accept-Encoding (as
// gzhttp does), so that a shared cache keeps both forms.
func TestCompression(t *testing.T) {
	srv, c := conventionsServer(t, httpapi.Config{})
	tests := []struct {
		name, path, acceptEncoding string
		gzipped, vary              bool
	}{
		{"the scenarios, gzip taken", "/v1/scenarios", "gzip, deflate, br", true, true},
		{"the document, gzip taken", "/openapi.json", "gzip", true, true},
		{"the form's page, gzip taken", "/", "gzip", true, true},
		{"Swagger UI's script, gzip taken", "/docs/swagger-ui-bundle.js", "gzip", true, true},
		{"any coding taken", "/v1/rules", "*", true, true},
		{"gzip weighted", "/v1/rules", "br;q=1.0, gzip;q=0.5", true, true},
		{"no Accept-Encoding", "/v1/scenarios", "", false, true},
		{"gzip refused", "/v1/scenarios", "gzip;q=0", false, true},
		{"gzip refused, any other taken", "/v1/scenarios", "*, gzip;q=0.000", false, true},
		{"only brotli", "/v1/scenarios", "br", false, true},
		{"a small answer", "/healthz", "gzip", false, true},
		{"a small lookup", "/v1/rules/413.2a", "gzip", false, true},
		{"a problem", "/v1/nothing", "gzip", false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			plainResp, plain := send(t, c, http.MethodGet, srv.URL+tt.path, nil)
			resp, body := send(t, c, http.MethodGet, srv.URL+tt.path, map[string]string{"Accept-Encoding": tt.acceptEncoding})
			if resp.StatusCode != plainResp.StatusCode {
				t.Fatalf("status: got %d, want %d as without Accept-Encoding", resp.StatusCode, plainResp.StatusCode)
			}
			if got := resp.Header.Get("Content-Encoding") == "gzip"; got != tt.gzipped {
				t.Fatalf("gzipped: got %v (Content-Encoding %q), want %v", got, resp.Header.Get("Content-Encoding"), tt.gzipped)
			}
			if got := slices.Contains(resp.Header.Values("Vary"), "Accept-Encoding"); got != tt.vary {
				t.Errorf("Vary: got %q, want Accept-Encoding in it: %v", resp.Header.Values("Vary"), tt.vary)
			}
			if resp.ContentLength != int64(len(body)) {
				t.Errorf("Content-Length: got %d, want the %d bytes sent", resp.ContentLength, len(body))
			}
			if tt.gzipped {
				if len(body) >= len(plain)/2 {
					t.Errorf("size: got %d bytes gzipped, want under half of %d", len(body), len(plain))
				}
				body = gunzip(t, body)
			}
			if !bytes.Equal(body, plain) && !strings.HasPrefix(tt.path, "/v1/nothing") {
				t.Errorf("body: got %.200s..., want the answer without gzip, %.200s...", body, plain)
			}
		})
	}
}

// TestCompressionTypes: only text is gzipped: an answer of 4 KiB in
// another media type, or already encoded, goes as it is; text with a
// charset is gzipped.
func TestCompressionTypes(t *testing.T) {
	tests := []struct {
		name, contentType, encoding string
		gzipped                     bool
	}{
		{"JSON with a charset", "application/json; charset=utf-8", "", true},
		{"plain text", "text/plain", "", true},
		{"a picture", "image/png", "", false},
		{"bytes", "application/octet-stream", "", false},
		{"already encoded", "application/json", "br", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			answer := bytes.Repeat([]byte("abcdefgh"), 512)
			h := httpapi.NewServerWithRoute(httpapi.Config{}, zerolog.Nop(), http.MethodGet, "/test/typed",
				http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
					w.Header().Set("Content-Type", tt.contentType)
					if tt.encoding != "" {
						w.Header().Set("Content-Encoding", tt.encoding)
					}
					w.Write(answer)
				}))
			req := httptest.NewRequest(http.MethodGet, "/test/typed", nil)
			req.Header.Set("Accept-Encoding", "gzip")
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if got := rec.Header().Get("Content-Encoding") == "gzip"; got != tt.gzipped {
				t.Fatalf("gzipped: got %v (Content-Encoding %q), want %v", got, rec.Header().Get("Content-Encoding"), tt.gzipped)
			}
			body := rec.Body.Bytes()
			if tt.gzipped {
				body = gunzip(t, body)
			}
			if !bytes.Equal(body, answer) {
				t.Errorf("body: got %d bytes, want the %d the handler wrote", len(body), len(answer))
			}
			if got := rec.Header().Get("Content-Length"); got != strconv.Itoa(rec.Body.Len()) {
				t.Errorf("Content-Length: got %q, want %d", got, rec.Body.Len())
			}
		})
	}
}

// TestCompressedChecks: a check's answer over the threshold is gzipped as
// well, and unzips to the same verdict.
func TestCompressedChecks(t *testing.T) {
	srv, c := conventionsServer(t, httpapi.Config{})
	var perms, attackers []string
	for i := range 40 {
		id := fmt.Sprintf("bear%d", i)
		perms = append(perms, `{"id": "`+id+`", "name": "Grizzly Bears", "controller": "alice", "types": ["Creature"], "power": 2, "toughness": 2}`)
		attackers = append(attackers, `{"creature": "`+id+`"}`)
	}
	body := `{"board": {"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
		"permanents": [` + strings.Join(perms, ",") + `]}, "attackers": [` + strings.Join(attackers, ",") + `]}`
	post := func(acceptEncoding string) (*http.Response, []byte) {
		req, _ := http.NewRequest(http.MethodPost, srv.URL+attacksPath, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Request-Id", "same")
		if acceptEncoding != "" {
			req.Header.Set("Accept-Encoding", acceptEncoding)
		}
		resp, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp, b
	}
	_, plain := post("")
	resp, gz := post("gzip")
	if resp.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("a %d-byte verdict: got Content-Encoding %q, want gzip", len(plain), resp.Header.Get("Content-Encoding"))
	}
	if got := gunzip(t, gz); !bytes.Equal(got, plain) {
		t.Errorf("the gzipped verdict: got %s, want %s", got, plain)
	}
	var v struct{ Verdict string }
	if err := json.Unmarshal(plain, &v); err != nil || v.Verdict != "legal" {
		t.Errorf("verdict: got %q (%v), want legal", v.Verdict, err)
	}
}

// TestHeadIsGet: HEAD on every GET of the document answers the GET's
// status and headers, with no body.
func TestHeadIsGet(t *testing.T) {
	srv, c := conventionsServer(t, httpapi.Config{})
	for _, g := range exampleGets(t) {
		for _, enc := range []string{"", "gzip"} {
			t.Run(g.path+" "+enc, func(t *testing.T) {
				h := map[string]string{"Accept-Encoding": enc}
				getResp, _ := send(t, c, http.MethodGet, srv.URL+g.path, h)
				headResp, body := send(t, c, http.MethodHead, srv.URL+g.path, h)
				if headResp.StatusCode != getResp.StatusCode {
					t.Fatalf("status: got %d, want the GET's %d", headResp.StatusCode, getResp.StatusCode)
				}
				if len(body) != 0 {
					t.Errorf("body: got %d bytes, want none", len(body))
				}
				headers := []string{"Content-Type", "Content-Length", "Content-Encoding", "ETag", "Cache-Control", "Vary", "Location"}
				if g.path == "/metrics" {
					headers = headers[:1] // the metrics change from one request to the next
				}
				for _, k := range headers {
					if got, want := headResp.Header.Get(k), getResp.Header.Get(k); got != want {
						t.Errorf("%s: got %q, want the GET's %q", k, got, want)
					}
				}
			})
		}
	}
	resp, _ := send(t, c, http.MethodHead, srv.URL+attacksPath, nil)
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("HEAD %s: got %d, want 405 (it takes POST only)", attacksPath, resp.StatusCode)
	}
}

// TestConditionalGets: the document's conditional GETs are the answers
// that carry an ETag and Cache-Control, and each answers 304, with no body,
// to If-None-Match naming its ETag, strong or weak, gzipped or not; a
// stale tag gets the whole answer.
func TestConditionalGets(t *testing.T) {
	srv, c := conventionsServer(t, httpapi.Config{})
	for _, g := range exampleGets(t) {
		t.Run(g.path, func(t *testing.T) {
			resp, _ := send(t, c, http.MethodGet, srv.URL+g.path, nil)
			etag := resp.Header.Get("ETag")
			if got := etag != ""; got != g.conditional {
				t.Fatalf("ETag %q: got one: %v, want %v as the document says (a 304 in its answers)", etag, got, g.conditional)
			}
			if !g.conditional {
				return
			}
			if got := resp.Header.Get("Cache-Control"); got != "no-cache" {
				t.Errorf("Cache-Control: got %q, want no-cache", got)
			}
			gzResp, _ := send(t, c, http.MethodGet, srv.URL+g.path, map[string]string{"Accept-Encoding": "gzip"})
			gzTag := gzResp.Header.Get("ETag")
			if gzResp.Header.Get("Content-Encoding") == "gzip" && gzTag != "W/"+etag {
				t.Errorf("the gzipped answer's ETag: got %q, want the weak %q", gzTag, "W/"+etag)
			}
			tests := []struct {
				name, ifNoneMatch, acceptEncoding string
				want                              int
				wantTag                           string
			}{
				{"its ETag", etag, "", http.StatusNotModified, etag},
				{"its gzipped answer's ETag", gzTag, "gzip", http.StatusNotModified, gzTag},
				{"its ETag among others", `"stale", ` + etag, "", http.StatusNotModified, etag},
				{"any", "*", "", http.StatusNotModified, etag},
				{"a stale ETag", `"stale"`, "", http.StatusOK, etag},
			}
			for _, tt := range tests {
				resp, body := send(t, c, http.MethodGet, srv.URL+g.path, map[string]string{"If-None-Match": tt.ifNoneMatch, "Accept-Encoding": tt.acceptEncoding})
				if resp.StatusCode != tt.want {
					t.Errorf("%s: got %d, want %d", tt.name, resp.StatusCode, tt.want)
				}
				if got := resp.Header.Get("ETag"); got != tt.wantTag {
					t.Errorf("%s: ETag got %q, want %q", tt.name, got, tt.wantTag)
				}
				if tt.want == http.StatusNotModified && len(body) != 0 {
					t.Errorf("%s: a 304 with %d bytes of body, want none", tt.name, len(body))
				}
			}
		})
	}
}

// BenchmarkCompression measures what gzip costs per answer: GET
// /v1/scenarios (128 KB) as it is, and gzipped (gzhttp, at each request).
func BenchmarkCompression(b *testing.B) {
	h := httpapi.NewServer(httpapi.Config{}, zerolog.Nop())
	get := func(b *testing.B, acceptEncoding string) {
		var n int
		for b.Loop() {
			req := httptest.NewRequest(http.MethodGet, "/v1/scenarios", nil)
			if acceptEncoding != "" {
				req.Header.Set("Accept-Encoding", acceptEncoding)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			n = rec.Body.Len()
		}
		b.ReportMetric(float64(n), "bytes/answer")
	}
	b.Run("identity", func(b *testing.B) { get(b, "") })
	b.Run("gzip", func(b *testing.B) { get(b, "gzip") })
}

// TestRangesOfWholeBytes: a gzipped answer offers no ranges (they would be
// of other bytes), and a Range request gets the plain bytes asked for.
func TestRangesOfWholeBytes(t *testing.T) {
	srv, c := conventionsServer(t, httpapi.Config{})
	resp, _ := send(t, c, http.MethodGet, srv.URL+"/openapi.json", map[string]string{"Accept-Encoding": "gzip"})
	if resp.Header.Get("Content-Encoding") != "gzip" || resp.Header.Get("Accept-Ranges") != "" {
		t.Errorf("gzipped: got Content-Encoding %q, Accept-Ranges %q; want gzip and none", resp.Header.Get("Content-Encoding"), resp.Header.Get("Accept-Ranges"))
	}
	_, whole := send(t, c, http.MethodGet, srv.URL+"/openapi.json", nil)
	resp, part := send(t, c, http.MethodGet, srv.URL+"/openapi.json", map[string]string{"Accept-Encoding": "gzip", "Range": "bytes=10-19"})
	if resp.StatusCode != http.StatusPartialContent || resp.Header.Get("Content-Encoding") != "" || !bytes.Equal(part, whole[10:20]) {
		t.Errorf("bytes 10-19: got %d, Content-Encoding %q, %q; want 206 of %q, not gzipped", resp.StatusCode, resp.Header.Get("Content-Encoding"), part, whole[10:20])
	}
}
