package httpapi_test

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
	"rulesjudge/scenarios"
)

// scenarioFS is the folder of scenarios the tests read, through the same
// fs.FS reading as the server's embedded copy (scenarios.FS).
var scenarioFS = os.DirFS("../scenarios")

// TestScenarios posts every case in ../scenarios through the real handler
// and checks the answer against its want (scenarios/README.md) with the
// scenarios package's runner, whose own tests are in scenarios/run_test.go.
func TestScenarios(t *testing.T) {
	files, err := scenarios.Files(scenarioFS, ".")
	if err != nil {
		t.Fatal(err)
	}
	// The scenarios of cards/ look card names up in the test card file.
	post := handlerPost(httpapi.NewServer(httpapi.Config{Cards: testCardFile(t)}, zerolog.Nop()))
	for _, f := range files {
		t.Run(f.Rel, func(t *testing.T) {
			s, endpoint, err := scenarios.Load(scenarioFS, f)
			if err != nil {
				t.Fatal(err)
			}
			failures, err := scenarios.Check(post, s, endpoint)
			if err != nil {
				t.Fatal(err)
			}
			if len(failures) > 0 {
				t.Logf("note: %s", s.Note)
				for _, msg := range failures {
					t.Error(msg)
				}
			}
		})
	}
}

// handlerPost posts through h as a client would; an answer always comes.
func handlerPost(h http.Handler) scenarios.Post {
	return func(endpoint string, body []byte) (int, []byte, error) {
		req := httptest.NewRequest(http.MethodPost, endpoint, bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Code, rec.Body.Bytes(), nil
	}
}
