package httpapi_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"reflect"
	"regexp"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
)

// readmeExample is a curl command in the README followed by the answer
// printed under it.
var readmeExample = regexp.MustCompile("(?s)```sh\\n(curl -s localhost:8080(/[^ \\n]+).*?)```\\s*```json\\n(.*?)```")

var (
	curlBody      = regexp.MustCompile(`(?s)-d '(.*?)'`)
	curlRequestID = regexp.MustCompile(`X-Request-Id: ([^']+)'`)
)

// Every curl example in the README answers what the README prints.
func TestReadmeExamples(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	// The card file is loaded for the examples of GET /v1/cards.
	h := httpapi.NewServer(httpapi.Config{Cards: testCardFile(t)}, zerolog.Nop())
	examples := readmeExample.FindAllSubmatch(readme, -1)
	if len(examples) < 6 {
		t.Fatalf("found %d curl examples in README.md, want at least 6", len(examples))
	}
	for _, m := range examples {
		cmd, path, want := m[1], string(m[2]), m[3]
		req := httptest.NewRequest(http.MethodGet, path, nil)
		if body := curlBody.FindSubmatch(cmd); body != nil {
			req = httptest.NewRequest(http.MethodPost, path, bytes.NewReader(body[1]))
			req.Header.Set("Content-Type", "application/json")
		}
		if id := curlRequestID.FindSubmatch(cmd); id != nil {
			req.Header.Set("X-Request-Id", string(id[1]))
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		var got, wantV any
		if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
			t.Errorf("%s: answer is not JSON: %v", path, err)
			continue
		}
		if err := json.Unmarshal(want, &wantV); err != nil {
			t.Errorf("%s: README's answer is not JSON: %v", path, err)
			continue
		}
		if !reflect.DeepEqual(got, wantV) {
			t.Errorf("%s: got %s\nwant (README) %s", path, rec.Body.Bytes(), want)
		}
	}
}
