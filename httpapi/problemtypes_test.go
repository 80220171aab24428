package httpapi_test

import (
	"fmt"
	"io/fs"
	"net/http"
	"strings"
	"testing"

	"rulesjudge/docs/problems"
	"rulesjudge/httpapi"
)

// TestProblemTypePages: every kind of problem the server can answer has its
// page in docs/problems, served at its type, saying its type and status;
// every page is such a kind; and the index lists them all.
func TestProblemTypePages(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{})
	kinds := httpapi.ProblemKinds()
	index, err := fs.ReadFile(problems.FS, "README.md")
	if err != nil {
		t.Fatal(err)
	}
	for kind, status := range kinds {
		t.Run(kind, func(t *testing.T) {
			rec := serve(t, h, http.MethodGet, "/problems/"+kind, "", nil)
			if rec.Code != http.StatusOK {
				t.Fatalf("GET /problems/%s: got %d, want 200", kind, rec.Code)
			}
			if got, want := rec.Header().Get("Content-Type"), "text/markdown; charset=utf-8"; got != want {
				t.Errorf("Content-Type: got %q, want %q", got, want)
			}
			page := rec.Body.String()
			for _, want := range []string{"# ", "`type: /problems/" + kind + "`", fmt.Sprintf("status **%d**", status)} {
				if !strings.Contains(page, want) {
					t.Errorf("the page of %s: got no %q in it\n%s", kind, want, page)
				}
			}
			if row := fmt.Sprintf("| [`/problems/%s`](%s.md) | %d |", kind, kind, status); !strings.Contains(string(index), row) {
				t.Errorf("docs/problems/README.md: got no row %q", row)
			}
		})
	}
	pages, err := fs.Glob(problems.FS, "*.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pages {
		if kind := strings.TrimSuffix(p, ".md"); p != "README.md" && kinds[kind] == 0 {
			t.Errorf("docs/problems/%s: got a page for %q, want only pages of kinds the server answers", p, kind)
		}
	}
}

// TestProblemTypeOfEachAnswer: a problem's type is the page of its kind,
// its status that kind's, and its instance the decision id.
func TestProblemTypeOfEachAnswer(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{MaxBodyBytes: 64})
	tests := []struct {
		name, method, path, body, contentType string
		kind                                  string
		status                                int
	}{
		{"not JSON", http.MethodPost, attacksPath, "{", "application/json", "malformed-request", 400},
		{"an unknown field", http.MethodPost, attacksPath, `{"x": 1}`, "application/json", "malformed-request", 400},
		{"a missing board", http.MethodPost, attacksPath, `{}`, "application/json", "unprocessable-board", 422},
		{"a body over the limit", http.MethodPost, attacksPath, `{"board": {"active_player": "` + strings.Repeat("a", 64) + `"}}`, "application/json", "body-too-large", 413},
		{"not JSON's media type", http.MethodPost, attacksPath, `{}`, "text/plain", "unsupported-media-type", 415},
		{"no such path", http.MethodGet, "/v1/nothing", "", "", "not-found", 404},
		{"no such rule", http.MethodGet, "/v1/rules/999.9z", "", "", "not-found", 404},
		{"no such kind of problem", http.MethodGet, "/problems/nothing", "", "", "not-found", 404},
		{"GET on a check", http.MethodGet, attacksPath, "", "", "method-not-allowed", 405},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			header := map[string]string{"X-Request-Id": "kind-1"}
			if tt.contentType != "" {
				header["Content-Type"] = tt.contentType
			}
			rec := serve(t, h, tt.method, tt.path, tt.body, header)
			p := problem(t, rec, tt.status)
			if want := "/problems/" + tt.kind; p.Type != want {
				t.Errorf("type: got %q, want %q", p.Type, want)
			}
			if p.Instance != "kind-1" {
				t.Errorf("instance: got %q, want the request id %q", p.Instance, "kind-1")
			}
			if got := httpapi.ProblemKinds()[tt.kind]; got != tt.status {
				t.Errorf("the kind %s: got status %d in the table, want %d", tt.kind, got, tt.status)
			}
		})
	}
}
