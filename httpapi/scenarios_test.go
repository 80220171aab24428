package httpapi_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"reflect"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
	"rulesjudge/rules"
	"rulesjudge/rules/ability"
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
	var requests []json.RawMessage
	for _, f := range files {
		t.Run(f.Rel, func(t *testing.T) {
			s, endpoint, err := scenarios.Load(scenarioFS, f)
			if err != nil {
				t.Fatal(err)
			}
			requests = append(requests, s.Request)
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
	t.Run("readings stay as read", func(t *testing.T) { checkReadingsUnchanged(t, requests) })
}

// checkReadingsUnchanged holds the judge to never changing a reading of
// ability text in place: rules.ParseAbility keeps each reading for every
// later request, and the board reads from it. After every scenario
// ran, the reading kept of each text the scenarios write in abilities
// must equal the text read afresh.
func checkReadingsUnchanged(t *testing.T, requests []json.RawMessage) {
	type permanent struct {
		Name      string   `json:"name"`
		Abilities []string `json:"abilities"`
	}
	var body struct {
		Board struct {
			Permanents []permanent `json:"permanents"`
		} `json:"board"`
	}
	checked := 0
	for _, r := range requests {
		body.Board.Permanents = nil
		if json.Unmarshal(r, &body) != nil {
			continue // a scenario of a malformed request
		}
		for _, p := range body.Board.Permanents {
			for _, text := range p.Abilities {
				kept, err := rules.ParseAbility(text, p.Name)
				if err != nil {
					continue
				}
				fresh, _ := ability.Parse(text, p.Name)
				if !reflect.DeepEqual(kept, fresh) {
					t.Errorf("the reading kept of %q (%s) changed after the scenarios ran:\n got %+v\nwant %+v", text, p.Name, kept, fresh)
				}
				checked++
			}
		}
	}
	if checked < 1000 {
		t.Errorf("checked %d readings; want the scenarios' texts, over 1000", checked)
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
