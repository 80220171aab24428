package httpapi

import (
	"net/http"
	"slices"
	"strconv"
	"strings"
)

// The middleware below guards the API as a whole: the headers every answer
// carries, CORS for the origins an operator allows, and the cap on requests
// in flight.

// apiContentSecurityPolicy is for answers that are not pages: nothing in
// them may load or run, nor be framed. The web form and the docs set their
// own policy (security.go, openapi.go).
const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'"

// withAPIHeaders sets the security headers of every answer: no MIME
// sniffing (a JSON answer quoting a board is never read as HTML), no
// Referer, and a policy that lets nothing run.
func withAPIHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Content-Security-Policy", apiContentSecurityPolicy)
		next.ServeHTTP(w, r)
	})
}

// corsMaxAge is how long, in seconds, a browser may cache a preflight
// answer.
const corsMaxAge = "600"

// withCORS lets browsers on the given origins call the API (the Fetch
// standard's CORS protocol): a request from an allowed origin gets
// Access-Control-Allow-Origin, and its preflight (OPTIONS with
// Access-Control-Request-Method) is answered 204 with the methods and
// headers the API takes. "*" allows any origin. With no origins, nothing
// is added: browsers keep other sites' scripts from reading answers.
func withCORS(origins []string) func(http.Handler) http.Handler {
	anyOrigin := slices.Contains(origins, "*")
	return func(next http.Handler) http.Handler {
		if len(origins) == 0 {
			return next
		}
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			h := w.Header()
			h.Add("Vary", "Origin")
			origin := r.Header.Get("Origin")
			if origin == "" || !anyOrigin && !slices.Contains(origins, origin) {
				next.ServeHTTP(w, r)
				return
			}
			if anyOrigin {
				h.Set("Access-Control-Allow-Origin", "*")
			} else {
				h.Set("Access-Control-Allow-Origin", origin)
			}
			h.Set("Access-Control-Expose-Headers", RequestIDHeader+", Retry-After")
			if r.Method == http.MethodOptions && r.Header.Get("Access-Control-Request-Method") != "" {
				h.Add("Vary", "Access-Control-Request-Method")
				h.Add("Vary", "Access-Control-Request-Headers")
				h.Set("Access-Control-Allow-Methods", "GET, POST")
				h.Set("Access-Control-Allow-Headers", "Content-Type, "+RequestIDHeader)
				h.Set("Access-Control-Max-Age", corsMaxAge)
				w.WriteHeader(http.StatusNoContent)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}

// ParseOrigins reads judged's -cors-origins: origins separated by commas,
// spaces ignored.
func ParseOrigins(list string) []string {
	var out []string
	for o := range strings.SplitSeq(list, ",") {
		if o = strings.TrimSpace(o); o != "" {
			out = append(out, strings.TrimSuffix(o, "/"))
		}
	}
	return out
}

// retryAfterSeconds is the Retry-After of a 503 for load: the judge answers
// most requests in milliseconds, so a second is long enough for the
// requests in flight to drain.
const retryAfterSeconds = 1

// uncapped are the paths the cap on requests in flight leaves alone: an
// orchestrator and a monitor must reach a busy server.
var uncapped = map[string]bool{"/healthz": true, "/readyz": true, "/metrics": true}

// withInFlightCap answers 503 with Retry-After when max requests are
// already being served, rather than let every request slow down; max < 0
// means no cap. It keeps the in-flight gauge.
func withInFlightCap(max int, m *metrics) func(http.Handler) http.Handler {
	var slots chan struct{}
	if max > 0 {
		slots = make(chan struct{}, max)
	}
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if uncapped[r.URL.Path] {
				next.ServeHTTP(w, r)
				return
			}
			if slots != nil {
				select {
				case slots <- struct{}{}:
					defer func() { <-slots }()
				default:
					m.rejected.Inc()
					w.Header().Set("Retry-After", strconv.Itoa(retryAfterSeconds))
					encodeProblem(w, r, fail(codeOverloaded,
						"the judge is serving its limit of %d requests at once; retry after %d s", max, retryAfterSeconds))
					return
				}
			}
			m.inFlight.Inc()
			defer m.inFlight.Dec()
			next.ServeHTTP(w, r)
		})
	}
}
