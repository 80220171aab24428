package httpapi

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"rulesjudge/rules"
)

// Problem is an RFC 9457 problem document, sent as application/problem+json
// for a request the judge cannot evaluate. Errors is always a list. Type
// names the kind of problem, a page of this server (GET /problems/{kind});
// Instance is this occurrence: the decision id, as in DecisionID.
type Problem struct {
	Type       string         `json:"type" example:"/problems/unprocessable-board"`
	Title      string         `json:"title" example:"Unprocessable board"`
	Status     int            `json:"status" example:"422"`
	Detail     string         `json:"detail" example:"1 problem in the request"`
	Errors     []ProblemError `json:"errors"`
	DecisionID string         `json:"decision_id" example:"e0f2e75231f8d12b476fa524a53a641d"`
	Instance   string         `json:"instance" example:"e0f2e75231f8d12b476fa524a53a641d"`
}

// ProblemError is one thing wrong with the request. Pointer is a JSON
// Pointer (RFC 6901) into the request body; "" is the whole body.
type ProblemError struct {
	Pointer string `json:"pointer" example:"/board/players/0/id"`
	Detail  string `json:"detail" example:"\"id\" is required"`
}

// code classifies a request the judge cannot evaluate.
type code string

const (
	codeMalformed   code = "malformed"    // not JSON, wrong JSON types, unknown fields
	codeTooLarge    code = "too_large"    // body over the limit
	codeMediaType   code = "media_type"   // not application/json
	codeInvalid     code = "invalid"      // well-formed, but not a board the judge can evaluate
	codeNotFound    code = "not_found"    // no such route
	codeMethod      code = "method"       // route exists, method does not
	codeInternal    code = "internal"     // a bug on our side
	codeUnavailable code = "unavailable"  // the request was cancelled or ran out of time
	codeOverLimit   code = "over_limit"   // a list or a string longer than the server takes
	codeOverloaded  code = "overloaded"   // too many requests in flight; retry later
	codeTooSlow     code = "too_slow"     // the check outran the server's deadline; retry later
	codeRateLimited code = "rate_limited" // the client sent more than its share (Config.RateLimit)
)

// codes is the one table from error codes to HTTP statuses, titles and
// problem types. A problem's type is /problems/ and the code's kind, a page
// this server answers (problemtypes.go) from docs/problems/KIND.md.
var codes = map[code]struct {
	status int
	title  string
	kind   string
}{
	codeMalformed:   {http.StatusBadRequest, http.StatusText(http.StatusBadRequest), "malformed-request"},
	codeTooLarge:    {http.StatusRequestEntityTooLarge, http.StatusText(http.StatusRequestEntityTooLarge), "body-too-large"},
	codeMediaType:   {http.StatusUnsupportedMediaType, http.StatusText(http.StatusUnsupportedMediaType), "unsupported-media-type"},
	codeInvalid:     {http.StatusUnprocessableEntity, "Unprocessable board", "unprocessable-board"},
	codeNotFound:    {http.StatusNotFound, http.StatusText(http.StatusNotFound), "not-found"},
	codeMethod:      {http.StatusMethodNotAllowed, http.StatusText(http.StatusMethodNotAllowed), "method-not-allowed"},
	codeInternal:    {http.StatusInternalServerError, http.StatusText(http.StatusInternalServerError), "internal-error"},
	codeUnavailable: {http.StatusServiceUnavailable, http.StatusText(http.StatusServiceUnavailable), "unavailable"},
	codeOverLimit:   {http.StatusUnprocessableEntity, "Request over a limit", "over-limit"},
	codeOverloaded:  {http.StatusServiceUnavailable, http.StatusText(http.StatusServiceUnavailable), "overloaded"},
	codeTooSlow:     {http.StatusServiceUnavailable, http.StatusText(http.StatusServiceUnavailable), "too-slow"},
	codeRateLimited: {http.StatusTooManyRequests, http.StatusText(http.StatusTooManyRequests), "rate-limited"},
}

// errStopped is what the rules core returns when the wall-clock deadline
// or the request's context stops a check before its work budget is spent:
// the answer would then depend on timing, so none is given (a 503, or
// nothing when the client has left).
var errStopped = rules.ErrStopped

// stopped reports whether err means the core stopped a check for the
// deadline or a cancelled context.
func stopped(err error) bool {
	return errors.Is(err, errStopped) || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)
}

// retryAfter adds Retry-After to an answer that asks the client to come
// back: refused for load, stopped by the deadline, or while the card file
// loads.
func retryAfter(w http.ResponseWriter, err error) {
	re, ok := errors.AsType[*requestError](err)
	switch {
	case ok && re == errCardsLoading:
		w.Header().Set("Retry-After", retryAfterLoading)
	case ok && (re.code == codeOverloaded || re.code == codeTooSlow), !ok && stopped(err):
		w.Header().Set("Retry-After", strconv.Itoa(retryAfterSeconds))
	}
}

// requestError is a request the judge cannot evaluate. When errors is empty,
// detail says what is wrong.
type requestError struct {
	code   code
	detail string
	errors []ProblemError
}

func (e *requestError) Error() string {
	if len(e.errors) == 0 {
		return string(e.code) + ": " + e.detail
	}
	parts := make([]string, len(e.errors))
	for i, pe := range e.errors {
		parts[i] = pe.Pointer + ": " + pe.Detail
	}
	return string(e.code) + ": " + strings.Join(parts, "; ")
}

func fail(c code, format string, args ...any) *requestError {
	return &requestError{code: c, detail: fmt.Sprintf(format, args...)}
}

// problemFor is the one place that turns an error into a problem document.
func problemFor(err error, decisionID string) Problem {
	re := classify(err, decisionID)
	c := codes[re.code]
	p := Problem{
		Type:       problemTypePrefix + c.kind,
		Title:      c.title,
		Status:     c.status,
		Detail:     re.detail,
		Errors:     re.errors,
		DecisionID: decisionID,
		Instance:   decisionID,
	}
	if p.Errors == nil {
		p.Errors = []ProblemError{}
	}
	if len(re.errors) > 0 {
		p.Detail = countProblems(len(re.errors))
	}
	return p
}

// classify gives every error a code: ours as they are, the core's
// InputError as unprocessable, anything else as an internal error.
func classify(err error, decisionID string) *requestError {
	if re, ok := errors.AsType[*requestError](err); ok {
		return re
	}
	if ie, ok := errors.AsType[rules.InputError](err); ok {
		return unjudgeable(ie, jsonPointer)
	}
	if stopped(err) {
		return fail(codeTooSlow, "the check took longer than the server allows; retry, or lower the load")
	}
	return fail(codeInternal, "internal error; quote decision_id %s when reporting it", decisionID)
}

func countProblems(n int) string {
	if n == 1 {
		return "1 problem in the request"
	}
	return fmt.Sprintf("%d problems in the request", n)
}

// unjudgeable is the 422 for the core's input errors, each at the JSON
// Pointer that pointer writes for its path.
func unjudgeable(ie rules.InputError, pointer func(rules.Path) string) *requestError {
	re := &requestError{code: codeInvalid, detail: "the board cannot be judged"}
	for _, fe := range ie {
		re.errors = append(re.errors, ProblemError{Pointer: pointer(fe.Path), Detail: catalogRoute.Replace(fe.Detail)})
	}
	return re
}

// catalogRoute names the route of the catalog of wordings where the core's
// messages refer to it.
var catalogRoute = strings.NewReplacer(rules.AbilityCatalog, "GET /v1/abilities")

// jsonPointer writes a path of the core as a JSON Pointer (RFC 6901) into
// the request: the core names fields by their wire names, so each step is
// one reference token.
func jsonPointer(p rules.Path) string {
	var b strings.Builder
	for _, step := range p {
		b.WriteByte('/')
		b.WriteString(escapePointer(fmt.Sprint(step)))
	}
	return b.String()
}
