package httpapi

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"strings"
)

// lookupCacheControl is the Cache-Control of the GET lookups: a client or
// a cache may keep an answer, but asks again before each use, and gets a
// bodiless 304 while the answer is the same. The lookups change only with
// the binary, the -rules-text file and the card file, which loads while
// the server answers: answers stay fresh, and revalidating costs little.
const lookupCacheControl = "no-cache"

// withValidators gives a GET lookup's 200 answers an ETag, a hash of the
// body, and Cache-Control, and answers 304 Not Modified, with no body, to a
// request whose If-None-Match names the answer's ETag (RFC 9110 13.1.2). A
// HEAD request gets the headers its GET would. Any other answer (a 404, a
// 503) goes out as the handler wrote it, without validators.
func withValidators(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			next.ServeHTTP(w, r)
			return
		}
		buf := &bufferWriter{header: w.Header(), status: http.StatusOK}
		next.ServeHTTP(buf, r)
		if !buf.wroteHeader {
			return // no answer (the client left): none is made up
		}
		h := w.Header()
		if buf.status != http.StatusOK {
			buf.sendTo(w)
			return
		}
		etag := h.Get("ETag")
		if etag == "" {
			etag = bodyETag(buf.body.Bytes())
			h.Set("ETag", etag)
		}
		if h.Get("Cache-Control") == "" {
			h.Set("Cache-Control", lookupCacheControl)
		}
		if noneMatch(r.Header.Values("If-None-Match"), etag) {
			h.Del("Content-Type")
			h.Del("Content-Length")
			w.WriteHeader(http.StatusNotModified)
			return
		}
		buf.sendTo(w)
	})
}

// bodyETag is the strong entity tag of a body: the first 16 bytes of its
// SHA-256, in hex.
func bodyETag(body []byte) string {
	sum := sha256.Sum256(body)
	return `"` + hex.EncodeToString(sum[:16]) + `"`
}

// noneMatch reports whether an If-None-Match header (its values) names
// etag, so the client's copy is current: "*", or an entity tag equal to it
// under the weak comparison (W/ ignored on either side).
func noneMatch(values []string, etag string) bool {
	want := strings.TrimPrefix(etag, "W/")
	for _, v := range values {
		for tag := range strings.SplitSeq(v, ",") {
			tag = strings.TrimSpace(tag)
			if tag == "*" || tag != "" && strings.TrimPrefix(tag, "W/") == want {
				return true
			}
		}
	}
	return false
}

// bufferWriter holds an answer until the middleware that made it has seen
// all of it: its headers are the real writer's, its status and body are
// kept. It is not an http.Flusher: nothing leaves before the handler ends.
type bufferWriter struct {
	header      http.Header
	status      int
	wroteHeader bool
	body        bytes.Buffer
}

func (b *bufferWriter) Header() http.Header { return b.header }

func (b *bufferWriter) WriteHeader(status int) {
	if !b.wroteHeader {
		b.status, b.wroteHeader = status, true
	}
}

func (b *bufferWriter) Write(p []byte) (int, error) {
	b.wroteHeader = true
	return b.body.Write(p)
}

// sendTo writes the held answer to w as the handler wrote it.
func (b *bufferWriter) sendTo(w http.ResponseWriter) {
	w.WriteHeader(b.status)
	if b.body.Len() > 0 {
		w.Write(b.body.Bytes())
	}
}
