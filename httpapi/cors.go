package httpapi

import (
	"net/http"
	"slices"
	"strings"
)

// CORS for the origins an operator allows (judged -cors-origins).

// corsMaxAge is how long, in seconds, a browser may cache a preflight
// answer.
const corsMaxAge = "600"

// corsExposed are the answer headers a page on an allowed origin may read:
// the request id, when to retry, the ETag to send back as If-None-Match,
// and the rate limit's counts (httprate's names).
const corsExposed = RequestIDHeader + ", Retry-After, ETag, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset"

// corsAllowedHeaders are the request headers a page may send: the body's
// type, its own request id, and If-None-Match for the cached lookups.
const corsAllowedHeaders = "Content-Type, " + RequestIDHeader + ", If-None-Match"

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
			h.Set("Access-Control-Expose-Headers", corsExposed)
			if r.Method == http.MethodOptions && r.Header.Get("Access-Control-Request-Method") != "" {
				h.Add("Vary", "Access-Control-Request-Method")
				h.Add("Vary", "Access-Control-Request-Headers")
				h.Set("Access-Control-Allow-Methods", "GET, POST")
				h.Set("Access-Control-Allow-Headers", corsAllowedHeaders)
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
