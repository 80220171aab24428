package httpapi_test

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
)

// The same request gives the same bytes: every scenario posted twice with
// the same request id answers identically (resolving twice included).
func TestSameRequestSameBytes(t *testing.T) {
	h := httpapi.NewServer(httpapi.Config{}, zerolog.Nop())
	files, err := filepath.Glob("../scenarios/*/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	for _, file := range files {
		rel, _ := filepath.Rel("../scenarios", file)
		s, endpoint, err := loadScenario(file, filepath.ToSlash(rel))
		if err != nil {
			t.Fatal(err)
		}
		var answers [2][]byte
		for i := range answers {
			req := httptest.NewRequest(http.MethodPost, endpoint, bytes.NewReader(s.Request))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("X-Request-Id", "same")
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			answers[i] = rec.Body.Bytes()
		}
		if !bytes.Equal(answers[0], answers[1]) {
			t.Errorf("%s: two answers differ:\n%s\n%s", rel, answers[0], answers[1])
		}
	}
}
