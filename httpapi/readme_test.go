package httpapi_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
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

// readmeDocs are the files whose curl examples are checked, with the
// fewest examples each must hold (so that a broken pattern cannot pass
// them all silently).
var readmeDocs = []struct {
	path string
	min  int
}{
	{"../README.md", 1},
	{"../docs/api.md", 6},
	{"../docs/operations.md", 0},
	{"../docs/cli.md", 0},
}

// Every curl example in the README and in docs/ answers what the file
// prints under it.
func TestReadmeExamples(t *testing.T) {
	// The card file is loaded for the examples of GET /v1/cards.
	h := httpapi.NewServer(httpapi.Config{Cards: testCardFile(t)}, zerolog.Nop())
	for _, doc := range readmeDocs {
		t.Run(strings.TrimPrefix(doc.path, "../"), func(t *testing.T) {
			text, err := os.ReadFile(doc.path)
			if err != nil {
				t.Fatal(err)
			}
			examples := readmeExample.FindAllSubmatch(text, -1)
			if len(examples) < doc.min {
				t.Fatalf("found %d curl examples, want at least %d", len(examples), doc.min)
			}
			for _, m := range examples {
				checkCurlExample(t, h, m[1], string(m[2]), m[3])
			}
		})
	}
}

// checkCurlExample sends a curl command of the docs through h and compares
// the answer with the one the docs print, as JSON values.
func checkCurlExample(t *testing.T, h http.Handler, cmd []byte, path string, want []byte) {
	t.Helper()
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
		return
	}
	if err := json.Unmarshal(want, &wantV); err != nil {
		t.Errorf("%s: the printed answer is not JSON: %v", path, err)
		return
	}
	if !reflect.DeepEqual(got, wantV) {
		t.Errorf("%s: got %s\nwant (as printed) %s", path, rec.Body.Bytes(), want)
	}
}

// The README's table lists every route of the API (HEAD and OPTIONS
// answer beside GET and POST, and are not listed).
func TestReadmeListsEveryRoute(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	routes := apiRoutes(t)
	if len(routes) < 10 {
		t.Fatalf("found %d routes, want the whole API", len(routes))
	}
	for _, route := range append(routes, "GET /docs", "GET /") {
		if strings.HasPrefix(route, "HEAD ") || strings.HasPrefix(route, "OPTIONS ") {
			continue
		}
		if !bytes.Contains(readme, []byte("| `"+route+"` |")) {
			t.Errorf("README.md: got no row for %s in the table of endpoints, want one", route)
		}
	}
}

var (
	mdLink    = regexp.MustCompile(`\]\(([^)\s]+)\)`)
	mdHeading = regexp.MustCompile(`(?m)^#{1,6} (.+)$`)
	mdFence   = regexp.MustCompile("(?s)```.*?```")
	slugDrop  = regexp.MustCompile(`[^\p{L}\p{N}\- _]`)
)

// Every link of the README and of docs/*.md to a file of the repository
// finds the file, and its #anchor a heading there (GitHub's anchors), so
// that moving a section cannot leave a link behind.
func TestDocsLinks(t *testing.T) {
	docs, err := filepath.Glob("../docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, doc := range append([]string{"../README.md"}, docs...) {
		text, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range mdLink.FindAllSubmatch(mdFence.ReplaceAll(text, nil), -1) {
			target := string(m[1])
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			file, anchor, _ := strings.Cut(target, "#")
			path := doc
			if file != "" {
				path = filepath.Join(filepath.Dir(doc), filepath.FromSlash(file))
			}
			linked, err := os.ReadFile(path)
			if err != nil {
				t.Errorf("%s: link %s: %v", doc, target, err)
				continue
			}
			if anchor != "" && !slices.Contains(anchors(linked), anchor) {
				t.Errorf("%s: link %s: got no heading with that anchor in %s", doc, target, path)
			}
		}
	}
}

// anchors are the anchors GitHub gives a Markdown file's headings: lower
// case, punctuation dropped, spaces as hyphens.
func anchors(text []byte) []string {
	var out []string
	for _, m := range mdHeading.FindAllSubmatch(mdFence.ReplaceAll(text, nil), -1) {
		h := strings.ToLower(strings.TrimSpace(string(m[1])))
		out = append(out, strings.ReplaceAll(slugDrop.ReplaceAllString(h, ""), " ", "-"))
	}
	return out
}

// The README opens with the two commands, within its first 40 lines, and
// names the Go version go.mod asks for.
func TestReadmeOpening(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(readme), "\n")
	opening := strings.Join(lines[:min(40, len(lines))], "\n")
	for _, cmd := range []string{"go run ./cmd/judged", "go test ./..."} {
		if !strings.Contains(opening, "\n"+cmd+"\n") {
			t.Errorf("README.md: got no line %q in its first 40 lines, want one", cmd)
		}
	}
	gomod, err := os.ReadFile("../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^go (\S+)$`).FindSubmatch(gomod)
	if m == nil {
		t.Fatal("go.mod: no go line")
	}
	if want := "Go " + string(m[1]) + " or later"; !strings.Contains(opening, want) {
		t.Errorf("README.md: got no %q in its first 40 lines, want the version go.mod asks for", want)
	}
}
