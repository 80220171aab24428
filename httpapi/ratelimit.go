package httpapi

import (
	"net"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5/middleware"
	"github.com/go-chi/httprate"
)

// DefaultRateWindow is the window of Config.RateLimit when none is given.
const DefaultRateWindow = time.Minute

// withRateLimit lets each client send at most cfg.RateLimit requests in
// cfg.RateWindow (a sliding window, go-chi/httprate); beyond, it answers 429
// with Retry-After and a problem. Off when cfg.RateLimit is 0. A client is
// its IP address (an IPv6 client its /64), taken from X-Forwarded-For only
// when the connection comes from one of cfg.TrustedProxies. /healthz,
// /readyz and /metrics are never limited: an orchestrator's probes and a
// scraper must not be told to wait.
func withRateLimit(cfg Config) func(http.Handler) http.Handler {
	if cfg.RateLimit <= 0 {
		return func(next http.Handler) http.Handler { return next }
	}
	window := cfg.RateWindow
	if window <= 0 {
		window = DefaultRateWindow
	}
	clientIP := middleware.ClientIPFromRemoteAddr
	if len(cfg.TrustedProxies) > 0 {
		prefixes := make([]string, len(cfg.TrustedProxies))
		for i, p := range cfg.TrustedProxies {
			prefixes[i] = p.String()
		}
		clientIP = middleware.ClientIPFromXFF(prefixes...)
	}
	limiter := httprate.NewRateLimiter(cfg.RateLimit, window,
		httprate.WithKeyFuncs(clientKey),
		httprate.WithLimitHandler(func(w http.ResponseWriter, r *http.Request) {
			encodeProblem(w, r, fail(codeRateLimited,
				"this client sent %d requests within %s, the most the server takes; retry after %s s",
				cfg.RateLimit, window, w.Header().Get("Retry-After")))
		}),
		httprate.WithErrorHandler(func(w http.ResponseWriter, r *http.Request, err error) {
			encodeProblem(w, r, err) // the in-memory counter never fails: a 500 if it does
		}))
	return func(next http.Handler) http.Handler {
		limited := clientIP(limiter.Handler(next))
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if uncapped[r.URL.Path] {
				next.ServeHTTP(w, r)
				return
			}
			limited.ServeHTTP(w, r)
		})
	}
}

// clientKey is the rate limit's key of a request: its client's IP address
// as the ClientIPFrom* middleware found it, or, when it found none (an
// X-Forwarded-For that does not parse), the connection's address.
func clientKey(r *http.Request) (string, error) {
	ip := middleware.GetClientIP(r.Context())
	if ip == "" {
		ip, _, _ = net.SplitHostPort(r.RemoteAddr)
	}
	return httprate.CanonicalizeIP(ip), nil
}
