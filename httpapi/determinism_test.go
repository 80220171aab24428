package httpapi_test

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
	"rulesjudge/scenarios"
)

// The same request gives the same bytes: every scenario posted twice with
// the same request id answers identically (resolving twice included).
func TestSameRequestSameBytes(t *testing.T) {
	h := httpapi.NewServer(httpapi.Config{}, zerolog.Nop())
	files, err := scenarios.Files(scenarioFS, ".")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		s, endpoint, err := scenarios.Load(scenarioFS, f)
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
			t.Errorf("%s: two answers differ:\n%s\n%s", f.Rel, answers[0], answers[1])
		}
	}
}
