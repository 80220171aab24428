package httpapi

import "net/http"

// The security headers, set by one middleware with the policy of each kind
// of answer: withAPIHeaders on every answer (server.go), and over it the
// web form's policy on / and /web/* (webform.go), Swagger UI's on /docs/*
// (openapi.go).

// apiContentSecurityPolicy is for answers that are not pages: nothing in
// them may load or run, nor be framed.
const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'"

// webFormContentSecurityPolicy lets the web form run only its own script
// and style, served from this origin: no inline code, no plugin, no
// <base>, and no other site may frame it. A text that slipped into the
// page as markup still could not run.
const webFormContentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self'; " +
	"img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"

// docsContentSecurityPolicy lets Swagger UI's page run: its index.html has
// an inline script and inline styles. Everything else it loads comes from
// this server (the UI is embedded by github.com/swaggo/files, no CDN), so
// the page works offline.
const docsContentSecurityPolicy = "default-src 'self'; script-src 'self' 'unsafe-inline'; " +
	"style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; " +
	"object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// withSecurityHeaders sets the security headers of an answer: policy as
// its Content-Security-Policy, no MIME sniffing (a JSON answer quoting a
// board is never read as HTML), and no Referer sent to other sites (a
// shared ruling lives in the URL's fragment). A later one replaces an
// earlier one's policy.
func withSecurityHeaders(policy string) func(http.Handler) http.Handler {
	// The values are made once and shared by every answer (Set would make
	// each anew), their capacity cut at their length: an Add copies them.
	csp, nosniff, noReferrer := []string{policy}, []string{"nosniff"}, []string{"no-referrer"}
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			h := w.Header()
			h["Content-Security-Policy"] = csp[:1:1]
			h["X-Content-Type-Options"] = nosniff[:1:1]
			h["Referrer-Policy"] = noReferrer[:1:1]
			next.ServeHTTP(w, r)
		})
	}
}

// withAPIHeaders sets the security headers of every answer, with a policy
// that lets nothing run.
var withAPIHeaders = withSecurityHeaders(apiContentSecurityPolicy)
