package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"sync"
)

// encode writes v as a JSON body with the given status. It is the only way a
// body is written.
func encode(w http.ResponseWriter, r *http.Request, status int, v any) {
	write(w, r, status, "application/json", v)
}

// maxListedErrors caps the errors one problem lists, so that a body of a
// megabyte of unknown fields or duplicate keys is not answered with five
// megabytes of them; the problem's detail still counts them all.
const maxListedErrors = 100

// encodeProblem writes the problem document for err.
func encodeProblem(w http.ResponseWriter, r *http.Request, err error) {
	p := problemFor(err, requestID(r.Context()))
	if n := len(p.Errors); n > maxListedErrors {
		p.Errors = append(p.Errors[:maxListedErrors:maxListedErrors], ProblemError{
			Detail: fmt.Sprintf("and %d more problems, not listed; mend these and send it again", n-maxListedErrors)})
	}
	if p.Status == http.StatusInternalServerError { // a 503 (load, a cancelled request) is not our bug
		requestLog(r.Context()).Error().Err(err).Int("status", p.Status).Msg("request failed")
	}
	write(w, r, p.Status, "application/problem+json", p)
}

func write(w http.ResponseWriter, r *http.Request, status int, contentType string, v any) {
	buf := bodies.Get().(*bytes.Buffer)
	defer putBody(buf)
	// Encode writes what json.Marshal would, and the final new line; an
	// answer written by hand (combat_json.go) writes the same.
	if err := encodeBody(buf, v); err != nil {
		// Only a bug in a wire type gets here.
		requestLog(r.Context()).Error().Err(err).Msg("encoding the response")
		http.Error(w, `{"title":"Internal Server Error","status":500}`, http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h["Content-Type"] = contentTypeValue(contentType)
	// The length, so that flushing the answer to see it delivered
	// (withDelivery) does not turn it into a chunked one.
	h.Set("Content-Length", strconv.Itoa(buf.Len()))
	w.WriteHeader(status)
	w.Write(buf.Bytes()) // a Writer keeps no slice it was given (io.Writer), so buf is reused
}

// encodeBody writes v to buf as json.Encoder's Encode writes it: by hand
// for the answers that write themselves (jsonAppender), else by
// encoding/json.
func encodeBody(buf *bytes.Buffer, v any) error {
	a, ok := v.(jsonAppender)
	if !ok {
		return json.NewEncoder(buf).Encode(v)
	}
	b, err := a.appendJSON(buf.AvailableBuffer())
	if err != nil {
		return err
	}
	buf.Write(b)
	return buf.WriteByte('\n')
}

// jsonAppender is an answer that appends itself as encoding/json's
// Marshal writes it (combat_json.go).
type jsonAppender interface {
	appendJSON(b []byte) ([]byte, error)
}

// The values of Content-Type that write sets, made once and shared by
// every answer (Set would make each anew), their capacity cut at their
// length: an Add copies them.
var (
	jsonType    = []string{"application/json"}
	problemType = []string{"application/problem+json"}
)

// contentTypeValue is the header value of contentType.
func contentTypeValue(contentType string) []string {
	switch contentType {
	case jsonType[0]:
		return jsonType[:1:1]
	case problemType[0]:
		return problemType[:1:1]
	}
	return []string{contentType}
}

// bodies are buffers for answers, reused from one answer to the next.
var bodies = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// putBody gives buf back for another answer, unless it grew large: a rare
// large answer does not keep its memory in the pool.
func putBody(buf *bytes.Buffer) {
	if buf.Cap() <= 64<<10 {
		buf.Reset()
		bodies.Put(buf)
	}
}
