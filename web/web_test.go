package web_test

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"rulesjudge/web"
)

// teapot stands in for the API's 404 handler, to see that it is called.
var teapot = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
	w.WriteHeader(http.StatusTeapot)
})

func get(t *testing.T, h http.Handler, path string, header map[string]string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// The page is served at / and its files under /web/, each with its type;
// anything else goes to the API's 404.
func TestHandler(t *testing.T) {
	h := web.Handler(teapot)
	for _, c := range []struct {
		path, contentType string
	}{
		{"/", "text/html; charset=utf-8"},
		{"/web/js/main.js", "text/javascript; charset=utf-8"},
		{"/web/js/battlefield.js", "text/javascript; charset=utf-8"},
		{"/web/style.css", "text/css; charset=utf-8"},
		{"/web/icon.svg", "image/svg+xml"},
	} {
		rec := get(t, h, c.path, nil)
		if rec.Code != http.StatusOK || rec.Header().Get("Content-Type") != c.contentType || rec.Body.Len() == 0 {
			t.Errorf("GET %s: got %d %q, %d bytes; want 200 %q and the file", c.path, rec.Code, rec.Header().Get("Content-Type"), rec.Body.Len(), c.contentType)
		}
		// A browser revalidates, and gets 304 while the binary is the same.
		etag := rec.Header().Get("ETag")
		if rec.Header().Get("Cache-Control") != "no-cache" || etag == "" {
			t.Errorf("GET %s: got Cache-Control %q, ETag %q; want no-cache and an ETag", c.path, rec.Header().Get("Cache-Control"), etag)
		}
		if got := get(t, h, c.path, map[string]string{"If-None-Match": etag}).Code; got != http.StatusNotModified {
			t.Errorf("GET %s with its ETag: got %d, want 304", c.path, got)
		}
	}
	for _, path := range []string{"/web/", "/web/missing.js", "/web/index.html", "/index.html", "/web/static/js/main.js", "/web/main.js", "/web/app.js"} {
		if got := get(t, h, path, nil).Code; got != http.StatusTeapot {
			t.Errorf("GET %s: got %d, want the notFound handler's answer", path, got)
		}
	}
}

func readStatic(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile("static/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// The page runs under script-src 'self' and style-src 'self': no inline
// script, style or event handler, and every file it names is served.
func TestPageHasNoInlineCode(t *testing.T) {
	page := readStatic(t, "index.html")
	for _, c := range []struct {
		re, what string
	}{
		{`<script(\s[^>]*)?>\s*[^<\s]`, "an inline script"},
		{`<style`, "a <style> element"},
		{`\sstyle=`, "a style attribute"},
		{`\son[a-z]+=`, "an event handler attribute"},
		{`javascript:`, "a javascript: URL"},
		{`(?:src|href)="(?:https?:)?//`, "a file from another origin"},
	} {
		if m := regexp.MustCompile(c.re).FindString(page); m != "" {
			t.Errorf("index.html has %s: %q", c.what, m)
		}
	}
	for _, tag := range regexp.MustCompile(`<script[^>]*>`).FindAllString(page, -1) {
		if !strings.Contains(tag, ` src="/`) {
			t.Errorf("index.html has a script that is not a file of this origin: %s", tag)
		}
	}
	h := web.Handler(teapot)
	refs := regexp.MustCompile(`(?:src|href)="(/[^"]*)"`).FindAllStringSubmatch(page, -1)
	if len(refs) < 3 {
		t.Fatalf("index.html names %d files, want its script, style and icon", len(refs))
	}
	for _, m := range refs {
		if got := get(t, h, m[1], nil).Code; got != http.StatusOK {
			t.Errorf("index.html names %s: got %d, want 200", m[1], got)
		}
	}
}

// The script puts text on the page as text: it never parses a string as
// markup or code, so a card name or an answer cannot inject either. Every
// module is checked, and every module is imported by another, so none is
// served without being run by the page (or run without being checked).
func TestScriptNeverParsesMarkup(t *testing.T) {
	files, err := filepath.Glob("static/js/*.js")
	if err != nil || len(files) < 2 {
		t.Fatalf("static/js/*.js: got %v, %v; want the page's modules", files, err)
	}
	var all strings.Builder
	for _, f := range files {
		script := readStatic(t, strings.TrimPrefix(f, "static/"))
		all.WriteString(script)
		for _, bad := range []string{
			"innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "createContextualFragment",
			"DOMParser", "eval(", "new Function", "setTimeout('", "setTimeout(\"", "srcdoc", "import(",
		} {
			if strings.Contains(script, bad) {
				t.Errorf("%s uses %s; set text with textContent, value or setAttribute instead", f, bad)
			}
		}
	}
	for _, f := range files {
		name := filepath.Base(f)
		if name == "main.js" {
			continue
		}
		if !strings.Contains(all.String(), "from './"+name+"'") {
			t.Errorf("no module imports %s", name)
		}
	}
}
