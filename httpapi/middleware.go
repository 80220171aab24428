package httpapi

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"runtime/debug"
	"time"

	"github.com/rs/zerolog"
)

// RequestIDHeader carries the request id in both directions.
const RequestIDHeader = "X-Request-Id"

// saneRequestID is what an incoming request id must look like to be reused.
var saneRequestID = regexp.MustCompile(`^[A-Za-z0-9._:-]{1,128}$`)

type ctxKey int

// stateKey is the context key of a request's requestState.
const stateKey ctxKey = 0

// requestState is what the middleware keeps for one request, in one value
// of its context (one context value and one copy of the request, not one
// for each middleware): its id, the server's logger, what the handler
// adds to its log line, and the record of its answer.
type requestState struct {
	id string
	// idHeader is the X-Request-Id header's value, its capacity cut at its
	// length (an Add copies it).
	idHeader [1]string
	// logger is the server's logger, set by withAccessLog; a line about the
	// request carries its id (requestLog).
	logger *zerolog.Logger
	logInfo
	// rec records the answer for the access log, the metrics and
	// withDelivery, which all see the same writes.
	rec recorder
	// bodyRead is set when decode starts reading the body: a client that
	// waited for 100 Continue is then sending it (lingerOnBody).
	bodyRead bool
}

// stateOf is the request's state, nil outside withRequestID.
func stateOf(ctx context.Context) *requestState {
	st, _ := ctx.Value(stateKey).(*requestState)
	return st
}

// requestID returns the id of the request, "" outside withRequestID.
func requestID(ctx context.Context) string {
	if st := stateOf(ctx); st != nil {
		return st.id
	}
	return ""
}

// requestLog is the logger for a line about the request, carrying its
// request_id. It is made when a line is written (an error, a panic), not
// for every request.
func requestLog(ctx context.Context) *zerolog.Logger {
	st := stateOf(ctx)
	if st == nil || st.logger == nil {
		return zerolog.Ctx(ctx)
	}
	l := st.logger.With().Str("request_id", st.id).Logger()
	return &l
}

// withRequestID takes the request id from X-Request-Id when it is sane,
// makes one otherwise, and sends it back in the response header. It makes
// the request's state (requestState), and lingers on the body of an
// error's request once it is answered (lingerOnBody).
func withRequestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get(RequestIDHeader)
		if !saneRequestID.MatchString(id) {
			id = newRequestID()
		}
		st := &requestState{id: id, idHeader: [1]string{id}}
		st.nodes = -1
		w.Header()[RequestIDHeader] = st.idHeader[:1:1]
		r = r.WithContext(context.WithValue(r.Context(), stateKey, st))
		next.ServeHTTP(w, r)
		// The answer is sent (withDelivery), logged and counted: what is
		// left of the body of an error is read only now, so that its time
		// counts in no latency.
		if st.rec.status >= 400 && !st.clientGone {
			lingerOnBody(w, r)
		}
	})
}

func newRequestID() string {
	var b [16]byte
	rand.Read(b[:]) // never fails (crypto/rand docs)
	return hex.EncodeToString(b[:])
}

// logInfo is what a handler adds to its request's log line.
type logInfo struct {
	verdict string
	judging time.Duration // time in the rules core (metrics.go)
	nodes   int           // the requirement solver's search nodes, -1 when it did not run
	// clientGone is set when the answer did not reach the client: it left
	// before the answer was written, or writing it failed (withDelivery).
	clientGone bool
}

// statusClientGone is what the log and the metrics record, in place of the
// status meant, for an answer that never reached its client (nginx's 499,
// "client closed request").
const statusClientGone = 499

// infoOf is the request's logInfo, nil outside withRequestID.
func infoOf(ctx context.Context) *logInfo {
	if st := stateOf(ctx); st != nil {
		return &st.logInfo
	}
	return nil
}

// setVerdict records the verdict for the request's log line.
func setVerdict(ctx context.Context, verdict string) {
	if li := infoOf(ctx); li != nil {
		li.verdict = verdict
	}
}

// setJudging records how long the rules core took, for the metrics.
func setJudging(ctx context.Context, d time.Duration) {
	if li := infoOf(ctx); li != nil {
		li.judging = d
	}
}

// setSolverNodes records how many nodes the requirement solver searched,
// for the metrics.
func setSolverNodes(ctx context.Context, n int) {
	if li := infoOf(ctx); li != nil {
		li.nodes = n
	}
}

// recording is the record of the answer to r, kept in its state, with the
// writer that records it; a request outside withRequestID gets its own.
func recording(w http.ResponseWriter, r *http.Request) (*recorder, http.ResponseWriter) {
	st := stateOf(r.Context())
	if st == nil {
		rec := &recorder{ResponseWriter: w, status: http.StatusOK}
		return rec, rec
	}
	if st.rec.ResponseWriter == nil { // the first middleware to record it
		st.rec = recorder{ResponseWriter: w, status: http.StatusOK}
		return &st.rec, &st.rec
	}
	return &st.rec, w // w writes through it already
}

// withAccessLog logs one line per request, with its request id; a handler
// logs with requestLog, which adds the id too.
func withAccessLog(logger zerolog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			start := time.Now()
			st := stateOf(r.Context())
			if st == nil { // outside withRequestID: a state of its own
				st = &requestState{}
				st.nodes = -1
				r = r.WithContext(context.WithValue(r.Context(), stateKey, st))
			}
			st.logger = &logger
			rec, w := recording(w, r)

			next.ServeHTTP(w, r)

			li := &st.logInfo
			status, bytes := rec.status, rec.bytes
			if li.clientGone {
				status, bytes = statusClientGone, 0
			}
			ev := logger.Info().
				Str("method", r.Method).
				Str("path", r.URL.Path).
				Int("status", status).
				Int("bytes", bytes).
				Float64("duration_ms", float64(time.Since(start).Microseconds())/1000).
				Str("request_id", st.id)
			if li.clientGone {
				ev = ev.Bool("client_gone", true)
				if rec.wroteHeader {
					ev = ev.Int("answer_status", rec.status)
				}
			}
			if li.verdict != "" {
				ev = ev.Str("verdict", li.verdict)
			}
			ev.Msg("request")
		})
	}
}

// withDelivery makes sure the answer is on its way before the request is
// logged and counted: it flushes what the handler wrote, and marks the
// request clientGone when the client left before an answer was written, or
// when the answer could not be written (a write timeout, a closed
// connection). The log and the metrics then record 499, not a status that
// never reached anyone.
func withDelivery(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec, rw := recording(w, r)
		next.ServeHTTP(rw, r)
		gone := rec.writeErr != nil || r.Context().Err() != nil
		if rec.wroteHeader && !gone {
			gone = http.NewResponseController(w).Flush() != nil
		}
		if gone {
			setClientGone(r.Context())
		}
	})
}

// Bounds on lingerOnBody: what is read of a body after its answer, and for
// how long.
const (
	lingerBytes = 8 << 20
	lingerTime  = 3 * time.Second
)

// lingerOnBody reads and discards what is left of the body of a request
// answered with an error (a 413, a 415, a 503...), up to lingerBytes and
// for at most lingerTime, once the answer is sent. Many clients (Python's
// urllib, a browser's form) write the whole body before they read: if the
// server closed the connection with the body's bytes still arriving, its
// kernel would reset the connection, and the client would read a reset
// where the answer was (the lingering close of RFC 9112 9.6). net/http
// reads what is left itself only below 256 KiB. A body its client is not
// sending is not waited for: one announced with Expect: 100-continue that
// the handler never started reading.
func lingerOnBody(w http.ResponseWriter, r *http.Request) {
	if r.ContentLength == 0 || r.Body == nil || r.Body == http.NoBody {
		return
	}
	if st := stateOf(r.Context()); (st == nil || !st.bodyRead) && r.Header.Get("Expect") != "" {
		return
	}
	rc := http.NewResponseController(w)
	if rc.SetReadDeadline(time.Now().Add(lingerTime)) != nil {
		return // a writer that can't bound the wait: not read
	}
	io.CopyN(io.Discard, r.Body, lingerBytes)
}

// setClientGone records that the client left before its answer was
// written; the handler writes none.
func setClientGone(ctx context.Context) {
	if li := infoOf(ctx); li != nil {
		li.clientGone = true
	}
}

// recorder remembers the status and size of a response, and the first
// error writing it.
type recorder struct {
	http.ResponseWriter
	status      int
	bytes       int
	wroteHeader bool
	writeErr    error
}

func (rec *recorder) WriteHeader(status int) {
	if !rec.wroteHeader {
		rec.status = status
		rec.wroteHeader = true
	}
	rec.ResponseWriter.WriteHeader(status)
}

func (rec *recorder) Write(b []byte) (int, error) {
	if !rec.wroteHeader {
		rec.WriteHeader(http.StatusOK)
	}
	n, err := rec.ResponseWriter.Write(b)
	rec.bytes += n
	if err != nil && rec.writeErr == nil {
		rec.writeErr = err
	}
	return n, err
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (rec *recorder) Unwrap() http.ResponseWriter { return rec.ResponseWriter }

func (rec *recorder) headerWritten() bool { return rec.wroteHeader }

// withRecover turns a panic in a handler into a logged stack and a 500
// problem, so one bad request never takes the server down.
func withRecover(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			v := recover()
			if v == nil {
				return
			}
			if v == http.ErrAbortHandler {
				panic(v) // net/http's way to abort a response; not ours to swallow
			}
			requestLog(r.Context()).Error().
				Str("panic", fmt.Sprint(v)).
				Str("stack", string(debug.Stack())).
				Msg("handler panicked")
			if hw, ok := w.(interface{ headerWritten() bool }); ok && hw.headerWritten() {
				return // too late for a problem document
			}
			encodeProblem(w, r, fail(codeInternal, "internal error; quote decision_id %s when reporting it", requestID(r.Context())))
		}()
		next.ServeHTTP(w, r)
	})
}
