package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
)

// wantCSP is the web form's Content-Security-Policy: its own files only, no
// inline code, no plugins, no <base>, no framing.
const wantCSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
	"object-src 'none'; base-uri 'none'; frame-ancestors 'none'"

// wantDocsCSP is Swagger UI's: its page has an inline script and inline
// styles, and loads the rest from this server.
const wantDocsCSP = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// The web form is served at / and /web/*, with the security headers a page
// for browsers needs; a file it lacks is the API's 404 problem.
func TestWebFormRoutes(t *testing.T) {
	h := httpapi.NewServer(httpapi.Config{}, zerolog.Nop())
	serve := func(method, path string) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(method, path, nil))
		return rec
	}
	for _, c := range []struct {
		path, contentType string
	}{
		{"/", "text/html"},
		{"/web/js/main.js", "text/javascript"},
		{"/web/style.css", "text/css"},
	} {
		rec := serve(http.MethodGet, c.path)
		if rec.Code != http.StatusOK || !strings.HasPrefix(rec.Header().Get("Content-Type"), c.contentType) {
			t.Errorf("GET %s: got %d %q, want 200 %s", c.path, rec.Code, rec.Header().Get("Content-Type"), c.contentType)
		}
		for header, want := range map[string]string{
			"Content-Security-Policy": wantCSP,
			"X-Content-Type-Options":  "nosniff",
			"Referrer-Policy":         "no-referrer",
		} {
			if got := rec.Header().Get(header); got != want {
				t.Errorf("GET %s: got %s %q, want %q", c.path, header, got, want)
			}
		}
		if rec.Header().Get(httpapi.RequestIDHeader) == "" {
			t.Errorf("GET %s: got no %s, want the request id as on every answer", c.path, httpapi.RequestIDHeader)
		}
	}

	rec := serve(http.MethodGet, "/web/missing.js")
	if rec.Code != http.StatusNotFound || rec.Header().Get("Content-Type") != "application/problem+json" {
		t.Errorf("GET /web/missing.js: got %d %q, want 404 application/problem+json", rec.Code, rec.Header().Get("Content-Type"))
	}
	rec = serve(http.MethodPost, "/")
	if rec.Code != http.StatusMethodNotAllowed || !strings.Contains(rec.Header().Get("Allow"), http.MethodGet) {
		t.Errorf("POST /: got %d, Allow %q; want 405 allowing GET", rec.Code, rec.Header().Get("Allow"))
	}
}
