package httpapi

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/klauspost/compress/gzhttp"
)

// compressMinBytes is the shortest answer worth compressing: below it,
// gzip's own 18 bytes and its work gain little (a verdict or a problem is
// usually shorter).
const compressMinBytes = 1024

// compressedTypes are the media types that are text, and so shrink: JSON
// to a fifth (GET /v1/scenarios, 128 KB, is 27 KB gzipped), the form's
// files to two fifths.
var compressedTypes = []string{
	"application/json",
	"application/problem+json",
	"text/html",
	"text/css",
	"text/javascript",
	"application/javascript", // Swagger UI's files under /docs/
	"text/markdown",
	"text/plain",
	"image/svg+xml",
}

// gzipAnswers is klauspost/compress's gzhttp, set for this API: gzip only
// (zstd at its default saved less on these answers: 29 KB against 27 KB
// for /v1/scenarios), "*" taken as gzip, text of compressMinBytes or more.
// It reads Accept-Encoding with its weights (RFC 9110 12.5.3), leaves an
// answer already encoded or a part of a whole (206) alone, drops
// Accept-Ranges from a gzipped answer (ranges would be of the gzipped
// bytes) and says Vary: Accept-Encoding on every answer, so that a shared
// cache keeps both forms.
var gzipAnswers = func() func(http.Handler) http.HandlerFunc {
	wrap, err := gzhttp.NewWrapper(
		gzhttp.EnableZstd(false),
		gzhttp.AcceptWildcards(true),
		gzhttp.MinSize(compressMinBytes),
		gzhttp.ContentTypes(compressedTypes),
	)
	if err != nil {
		panic("httpapi: gzhttp: " + err.Error()) // the options are fixed: a broken build
	}
	return wrap
}()

// withCompression sends an answer gzipped (RFC 9110 8.4.1.3) when the
// client accepts gzip and the answer is text of compressMinBytes or more
// (gzipAnswers). A gzipped answer's ETag turns weak (W/), as the gzipped
// bytes are another representation (RFC 9110 8.8.3); a 304 answers with
// the weak tag to a client that names it.
//
// The answer is held until the handler returns (bufferWriter), so its
// length is known: Content-Length is set, gzipped or not, and a HEAD
// request, served as a GET by withHead, gets the headers of the GET.
func withCompression(next http.Handler) http.Handler {
	gz := gzipAnswers(next)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		buf := heldAnswer(w.Header()) // buffers.go
		defer buf.release()
		gz.ServeHTTP(buf, r)
		if !buf.wroteHeader {
			return // no answer (the client left): none is made up
		}
		h := w.Header()
		if buf.status == http.StatusNotModified {
			weakenFor(h, r)
			w.WriteHeader(buf.status)
			return
		}
		if etag := h.Get("ETag"); etag != "" && !strings.HasPrefix(etag, "W/") && h.Get("Content-Encoding") == "gzip" {
			h.Set("ETag", "W/"+etag)
		}
		sendWhole(w, buf.status, buf.body.Bytes())
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
				return
			}
		}
	}
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
