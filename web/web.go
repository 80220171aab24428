package web

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"net/http"
	"path"
	"strings"
	"time"
)

//go:embed static
var static embed.FS

// AssetPrefix is the path under which the page's script, style and icon
// are served.
const AssetPrefix = "/web/"

// asset is one embedded file, ready to serve.
type asset struct {
	name        string
	contentType string
	etag        string
	body        []byte
}

// contentTypes are the types of the embedded files, by extension; a file of
// another kind is not served.
var contentTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".svg":  "image/svg+xml",
}

// assets maps a request path to its file: "/" is the page, AssetPrefix and
// its path under static/ every other file (the script's modules are in js/).
var assets = mustLoad()

func mustLoad() map[string]asset {
	out := map[string]asset{}
	err := fs.WalkDir(static, "static", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		ct, ok := contentTypes[path.Ext(p)]
		if !ok {
			return nil
		}
		body, err := static.ReadFile(p)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(body)
		rel := strings.TrimPrefix(p, "static/")
		a := asset{name: path.Base(p), contentType: ct, etag: `"` + hex.EncodeToString(sum[:8]) + `"`, body: body}
		if rel == "index.html" {
			out["/"] = a
		} else {
			out[AssetPrefix+rel] = a
		}
		return nil
	})
	if err != nil {
		panic("web: reading the embedded files: " + err.Error()) // a build problem, caught by any test
	}
	return out
}

// Handler serves the form at "/" and its files under AssetPrefix. Any other
// path is passed to notFound, so a missing file gets the API's own 404.
// Clients revalidate every time (no-cache) and get 304 while the binary is
// the same (the ETag is a hash of the file).
func Handler(notFound http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		a, ok := assets[r.URL.Path]
		if !ok {
			notFound.ServeHTTP(w, r)
			return
		}
		h := w.Header()
		h.Set("Content-Type", a.contentType)
		h.Set("Cache-Control", "no-cache")
		h.Set("ETag", a.etag)
		http.ServeContent(w, r, a.name, time.Time{}, bytes.NewReader(a.body))
	})
}
