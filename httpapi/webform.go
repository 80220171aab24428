package httpapi

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"rulesjudge/web"
)

// addWebRoutes mounts the web form, with its security headers
// (headers.go): GET / and GET /web/*.
func addWebRoutes(r chi.Router) {
	form := r.With(withSecurityHeaders(webFormContentSecurityPolicy))
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
