package httpapi_test

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
	"rulesjudge/scenarios"
)

// goldenDir holds the whole answer to every scenario, by the scenario's path:
// testdata/golden/blocks/ground-creature-blocks-flier.json.
const goldenDir = "testdata/golden"

// TestGolden posts every scenario through the real handler and compares the
// whole answer with its golden file, so that a change in any field of any
// answer (a message, an example, an order) shows in review, beside the
// verdict and rule checks of TestScenarios. The request id is fixed per
// scenario, so decision_id is stable. A golden file is the answer indented
// for review; the answer must be that file's content to the byte once
// compacted. go test ./httpapi -run TestGolden -update rewrites them.
func TestGolden(t *testing.T) {
	files, err := scenarios.Files(scenarioFS, ".")
	if err != nil {
		t.Fatal(err)
	}
	h := httpapi.NewServer(httpapi.Config{Cards: testCardFile(t)}, zerolog.Nop())
	checkNoOrphanGoldens(t, files)
	for _, f := range files {
		t.Run(f.Rel, func(t *testing.T) { checkScenarioGolden(t, h, f) })
	}
}

// checkScenarioGolden posts scenario f through h with its fixed request id
// and compares the whole answer with its golden file.
func checkScenarioGolden(t *testing.T, h http.Handler, f scenarios.File) {
	t.Helper()
	s, endpoint, err := scenarios.Load(scenarioFS, f)
	if err != nil {
		t.Fatal(err)
	}
	req := httptest.NewRequest(http.MethodPost, endpoint, bytes.NewReader(s.Request))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Request-Id", goldenRequestID(f.Rel))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	checkGolden(t, filepath.Join(goldenDir, filepath.FromSlash(f.Rel)), rec.Body.Bytes())
}

// goldenRequestID is the request id a scenario is posted with: its path
// with the slash and the .json left out ("blocks:ground-creature-blocks-flier").
func goldenRequestID(rel string) string {
	return strings.ReplaceAll(strings.TrimSuffix(rel, ".json"), "/", ":")
}

// checkGolden compares a JSON answer with the golden file at path, or
// rewrites the file under -update.
func checkGolden(t *testing.T, path string, body []byte) {
	t.Helper()
	var indented bytes.Buffer
	if err := json.Indent(&indented, body, "", "  "); err != nil {
		t.Fatalf("the answer is not JSON: %v: %s", err, body)
	}
	indented.WriteByte('\n')
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, indented.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	golden, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test ./httpapi -run TestGolden -update writes it)", err)
	}
	var want bytes.Buffer
	if err := json.Compact(&want, golden); err != nil {
		t.Fatalf("golden %s is not JSON: %v", path, err)
	}
	want.WriteByte('\n')
	if !bytes.Equal(body, want.Bytes()) {
		t.Errorf("answer differs from %s (go test ./httpapi -run TestGolden -update rewrites it)\ngot:\n%s\nwant:\n%s", path, indented.Bytes(), golden)
	}
}

// checkNoOrphanGoldens fails on a golden file whose scenario is gone (or
// removes it under -update), so that the goldens are the scenarios'.
func checkNoOrphanGoldens(t *testing.T, files []scenarios.File) {
	t.Helper()
	want := map[string]bool{}
	for _, f := range files {
		want[f.Rel] = true
	}
	err := fs.WalkDir(os.DirFS(goldenDir), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || want[p] {
			return err
		}
		if *update {
			return os.Remove(filepath.Join(goldenDir, filepath.FromSlash(p)))
		}
		t.Errorf("golden %s has no scenario (go test ./httpapi -run TestGolden -update removes it)", p)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
