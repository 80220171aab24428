package httpapi

import (
	"bytes"
	"compress/gzip"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"github.com/go-chi/chi/v5"
)

// compressMinBytes is the shortest answer worth compressing: below it,
// gzip's own 18 bytes and its work gain little (a verdict or a problem is
// usually shorter).
const compressMinBytes = 1024

// compressedTypes are the media types that are text, and so shrink: JSON
// to a fifth (GET /v1/scenarios, 128 KB, is 27 KB gzipped), the form's
// files to two fifths.
var compressedTypes = map[string]bool{
	"application/json":         true,
	"application/problem+json": true,
	"text/html":                true,
	"text/css":                 true,
	"text/javascript":          true,
	"application/javascript":   true, // Swagger UI's files under /docs/
	"text/markdown":            true,
	"text/plain":               true,
	"image/svg+xml":            true,
}

// withCompression sends an answer gzipped (RFC 9110 8.4.1.3) when the
// client accepts gzip and the answer is text of compressMinBytes or more;
// such answers say Vary: Accept-Encoding whether or not they are
// compressed, so a shared cache keeps both. gzip from the standard library
// at its default level: zstd at its own default saved less on these
// answers (29 KB against 27 KB for /v1/scenarios), and brotli would need a
// dependency for a few KB (BenchmarkCompression measures the cost).
//
// An answer with an ETag is the same bytes each time, so its compressed
// form is kept (gzipCache) and compressing costs once per answer, not once
// per request. Its ETag turns weak (W/) when compressed, as the gzipped
// bytes are another representation (RFC 9110 8.8.3); a 304 answers with
// the weak tag to a client that names it.
//
// The answer is held until the handler returns (bufferWriter), so its
// length is known: Content-Length is set, and a HEAD request, served as a
// GET by withHead, gets the headers of the GET.
func withCompression(next http.Handler) http.Handler {
	cache := &gzipCache{entries: map[string][]byte{}}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		buf := heldAnswer(w.Header()) // speed.go
		defer buf.release()
		next.ServeHTTP(buf, r)
		if !buf.wroteHeader {
			return // no answer (the client left): none is made up
		}
		h := w.Header()
		if buf.status == http.StatusNotModified {
			weakenFor(h, r)
			w.WriteHeader(buf.status)
			return
		}
		body := buf.body.Bytes()
		if !worthCompressing(h, buf.status, len(body)) {
			sendWhole(w, buf.status, body)
			return
		}
		addVary(h, "Accept-Encoding")
		if !acceptsGzip(r.Header.Values("Accept-Encoding")) {
			sendWhole(w, buf.status, body)
			return
		}
		etag := h.Get("ETag")
		gz := cache.get(r.URL.Path, etag, body)
		h.Set("Content-Encoding", "gzip")
		h.Del("Accept-Ranges") // ranges would be of the gzipped bytes; none are served
		if etag != "" && !strings.HasPrefix(etag, "W/") {
			h.Set("ETag", "W/"+etag)
		}
		sendWhole(w, buf.status, gz)
	})
}

// sendWhole writes a whole answer with its Content-Length.
func sendWhole(w http.ResponseWriter, status int, body []byte) {
	if bodyAllowed(status) {
		// The handler's encode set the same length already, most often:
		// it is compared without making a string of it.
		var digits [20]byte
		n := strconv.AppendInt(digits[:0], int64(len(body)), 10)
		if h := w.Header(); len(h["Content-Length"]) != 1 || h["Content-Length"][0] != string(n) {
			h.Set("Content-Length", string(n))
		}
	}
	w.WriteHeader(status)
	if len(body) > 0 {
		w.Write(body)
	}
}

// bodyAllowed is false for the statuses that have no body (RFC 9110 6.4.1).
func bodyAllowed(status int) bool {
	return status >= 200 && status != http.StatusNoContent && status != http.StatusNotModified
}

// worthCompressing says whether an answer is text, long enough, not
// already encoded and not a part of a whole (206).
func worthCompressing(h http.Header, status, n int) bool {
	if n < compressMinBytes || !bodyAllowed(status) || status == http.StatusPartialContent ||
		h.Get("Content-Encoding") != "" || h.Get("Content-Range") != "" {
		return false
	}
	ct := h.Get("Content-Type")
	if compressedTypes[ct] { // a media type alone, as the API's answers give it: nothing to parse
		return true
	}
	mt, _, err := mime.ParseMediaType(ct)
	return err == nil && compressedTypes[mt]
}

// weakenFor gives a 304 the weak form of its ETag when the client named
// that weak form: it holds the gzipped answer, whose tag was weak.
func weakenFor(h http.Header, r *http.Request) {
	etag := h.Get("ETag")
	if etag == "" || strings.HasPrefix(etag, "W/") {
		return
	}
	for _, v := range r.Header.Values("If-None-Match") {
		for tag := range strings.SplitSeq(v, ",") {
			if strings.TrimSpace(tag) == "W/"+etag {
				h.Set("ETag", "W/"+etag)
				addVary(h, "Accept-Encoding")
				return
			}
		}
	}
}

// addVary adds a header name to Vary unless it is there.
func addVary(h http.Header, name string) {
	for _, v := range h.Values("Vary") {
		for f := range strings.SplitSeq(v, ",") {
			if f = strings.TrimSpace(f); f == "*" || strings.EqualFold(f, name) {
				return
			}
		}
	}
	h.Add("Vary", name)
}

// acceptsGzip reads Accept-Encoding (RFC 9110 12.5.3): gzip (or x-gzip)
// with a weight above zero, or "*" above zero when gzip is not named.
func acceptsGzip(values []string) bool {
	star := false
	for _, v := range values {
		for item := range strings.SplitSeq(v, ",") {
			name, params, _ := strings.Cut(item, ";")
			name = strings.ToLower(strings.TrimSpace(name))
			if name != "gzip" && name != "x-gzip" && name != "*" {
				continue
			}
			ok := weightAboveZero(params)
			if name != "*" {
				return ok
			}
			star = ok
		}
	}
	return star
}

// weightAboveZero reads the parameters of an Accept-Encoding item: "q=0"
// (or 0.0, 0.00, 0.000) refuses the coding; no q, or any other, accepts it.
func weightAboveZero(params string) bool {
	for p := range strings.SplitSeq(params, ";") {
		k, v, _ := strings.Cut(p, "=")
		if !strings.EqualFold(strings.TrimSpace(k), "q") {
			continue
		}
		q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		return err != nil || q > 0
	}
	return true
}

// gzipCacheBytes bounds the compressed answers kept: every lookup of the
// catalog and the form's files take about 150 KB; card lookups, each a few
// hundred bytes, fill the rest. When full, the cache is emptied.
const gzipCacheBytes = 8 << 20

// gzipCache keeps the gzipped form of answers that carry an ETag, by path
// and ETag: an ETag names one sequence of bytes of the answer at that path.
type gzipCache struct {
	mu      sync.Mutex
	size    int
	entries map[string][]byte
}

// get returns body gzipped, from the cache when etag is set and it was
// gzipped before.
func (c *gzipCache) get(path, etag string, body []byte) []byte {
	if etag == "" {
		return gzipped(body)
	}
	key := path + "\x00" + etag
	c.mu.Lock()
	gz, ok := c.entries[key]
	c.mu.Unlock()
	if ok {
		return gz
	}
	gz = gzipped(body)
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.size+len(gz) > gzipCacheBytes {
		clear(c.entries)
		c.size = 0
	}
	if _, ok := c.entries[key]; !ok {
		c.entries[key] = gz
		c.size += len(gz)
	}
	return gz
}

// gzipWriters are reused: a gzip.Writer holds hundreds of KB of state.
var gzipWriters = sync.Pool{New: func() any { return gzip.NewWriter(nil) }}

// gzipped compresses body at gzip's default level.
func gzipped(body []byte) []byte {
	out := bytes.NewBuffer(make([]byte, 0, len(body)/4+64))
	zw := gzipWriters.Get().(*gzip.Writer)
	zw.Reset(out)
	zw.Write(body) // writing to a bytes.Buffer does not fail
	zw.Close()
	gzipWriters.Put(zw)
	return out.Bytes()
}

// withHead answers HEAD on every path that takes GET: the request is
// served as the GET it stands for, and net/http sends no body for HEAD, so
// the headers (Content-Length, ETag, Content-Encoding) are exactly the
// GET's (RFC 9110 9.3.2). A HEAD to a path without GET goes on as it is,
// to its 405 or 404.
func withHead(mux *chi.Mux) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.Method == http.MethodHead && mux.Match(chi.NewRouteContext(), http.MethodGet, routePath(r)) {
				r = r.WithContext(r.Context())
				r.Method = http.MethodGet
			}
			next.ServeHTTP(w, r)
		})
	}
}

// routePath is the path chi routes r by: the escaped path when it differs
// from the decoded one (a card name with "%2F").
func routePath(r *http.Request) string {
	if r.URL.RawPath != "" {
		return r.URL.RawPath
	}
	return r.URL.Path
}
