package httpapi

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"rulesjudge/web"
)

// contentSecurityPolicy lets the web form run only its own script and style,
// served from this origin: no inline code, no plugin, no <base>, and no
// other site may frame it. A text that slipped into the page as markup
// still could not run.
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self'; " +
	"img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"

// withSecurityHeaders sets the headers a page for browsers needs: the
// Content-Security-Policy above, no MIME sniffing, and no Referer sent to
// other sites (a shared ruling lives in the URL's fragment).
func withSecurityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		next.ServeHTTP(w, r)
	})
}

// addWebRoutes mounts the web form, behind withSecurityHeaders: GET / and
// GET /web/*.
func addWebRoutes(r chi.Router) {
	form := r.With(withSecurityHeaders)
	form.Method(http.MethodGet, "/", handleWebForm())
	form.Method(http.MethodGet, web.AssetPrefix+"*", handleWebForm())
}

// handleWebForm serves the web form: the page at / and its script, style
// and icon under /web/ (package web); a file it lacks is the API's 404.
//
//	@Summary		The web form
//	@Description	A page to build a board, declare attackers, blockers or combat damage, and see the verdict with each rule's title; the board and action live in the page's URL, so a ruling can be shared as a link. Its files are embedded in the server (no CDN), so it works offline.
//	@ID			getWebForm
//	@Tags			operations
//	@Produce		html
//	@Success		200
//	@Router			/ [get]
func handleWebForm() http.Handler {
	return web.Handler(handleNotFound())
}
