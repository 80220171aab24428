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

	"rulesjudge/cards/era"
	"rulesjudge/httpapi"
)

// readmeExample is a curl command in the README or docs/ followed by the
// answer printed under it: JSON, or text for a command piped to grep.
var readmeExample = regexp.MustCompile("(?s)```sh\\n(curl -s '?localhost:8080(/[^ \\n']+)[^`]*?)```\\s*```(json|text)\\n(.*?)```")

var (
	curlBody      = regexp.MustCompile(`(?s)-d '(.*?)'`)
	curlRequestID = regexp.MustCompile(`X-Request-Id: ([^']+)'`)
	curlGrep      = regexp.MustCompile(`\| grep '?(\^?)([^\s']+)'?\s*$`)
	// shBlock is a shell block of the docs: every one that starts with
	// curl must be an example the test sends.
	shBlock = regexp.MustCompile("(?s)```sh\\n(.*?)```")
)

// readmeDocs are the files whose curl examples are checked, with the
// fewest examples each must hold (so that a broken pattern cannot pass
// them all silently).
var readmeDocs = []struct {
	path string
	min  int
}{
	{"../README.md", 1},
	{"../docs/api.md", 12},
	{"../docs/operations.md", 0},
	{"../docs/cli.md", 0},
}

// readmeServer is the server the README starts, go run ./cmd/judged on a
// machine with no card cache: the real handler with the built-in cards.
func readmeServer(t *testing.T) http.Handler {
	t.Helper()
	db, err := era.Load()
	if err != nil {
		t.Fatal(err)
	}
	return httpapi.NewServer(httpapi.Config{Cards: httpapi.NewCardFile(db)}, zerolog.Nop())
}

// Every curl example in the README and in docs/ answers what the file
// prints under it, sent in the file's order to a server of its own, as
// a reader who starts the README's server and follows one file would.
func TestReadmeExamples(t *testing.T) {
	for _, doc := range readmeDocs {
		t.Run(strings.TrimPrefix(doc.path, "../"), func(t *testing.T) {
			text, err := os.ReadFile(doc.path)
			if err != nil {
				t.Fatal(err)
			}
			h := readmeServer(t)
			examples := readmeExample.FindAllSubmatch(text, -1)
			if len(examples) < doc.min {
				t.Fatalf("found %d curl examples, want at least %d", len(examples), doc.min)
			}
			curls := 0
			for _, b := range shBlock.FindAllSubmatch(text, -1) {
				if bytes.HasPrefix(b[1], []byte("curl ")) {
					curls++
				}
			}
			if curls != len(examples) {
				t.Errorf("found %d curl commands and %d of them with an answer under them, want every one answered", curls, len(examples))
			}
			for _, m := range examples {
				checkCurlExample(t, h, m[1], string(m[2]), string(m[3]), m[4])
			}
		})
	}
}

// checkCurlExample sends a curl command of the docs through h and compares
// the answer with the one the docs print: as JSON values, decision_id (and
// the problem's instance, the same id) left out, or as the lines a grep
// the command pipes to keeps.
func checkCurlExample(t *testing.T, h http.Handler, cmd []byte, path, kind string, want []byte) {
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
	if kind == "text" {
		grep := curlGrep.FindSubmatch(bytes.TrimSpace(cmd))
		if grep == nil {
			t.Errorf("%s: a text answer under a command with no grep, want JSON", path)
			return
		}
		anchored, pattern := len(grep[1]) > 0, string(grep[2])
		var kept []string
		for _, line := range strings.Split(rec.Body.String(), "\n") {
			if anchored && strings.HasPrefix(line, pattern) || !anchored && strings.Contains(line, pattern) {
				kept = append(kept, line)
			}
		}
		if got := strings.Join(kept, "\n"); got != strings.TrimSpace(string(want)) {
			t.Errorf("%s | grep %s%s: got\n%s\nwant (as printed)\n%s", path, grep[1], pattern, got, want)
		}
		return
	}
	var got, wantV any
	if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
		t.Errorf("%s: answer is not JSON: %v", path, err)
		return
	}
	if err := json.Unmarshal(want, &wantV); err != nil {
		t.Errorf("%s: the printed answer is not JSON: %v", path, err)
		return
	}
	for _, v := range []any{got, wantV} {
		if m, ok := v.(map[string]any); ok {
			delete(m, "decision_id")
			delete(m, "instance")
		}
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
