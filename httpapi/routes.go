package httpapi

import (
	"net/http"

	"github.com/go-chi/chi/v5"
)

// addRoutes is the whole API surface.
func addRoutes(r *chi.Mux, cfg Config, m *metrics) {
	lk, err := newLookup(cfg.RulesText)
	if err != nil {
		// The scenarios are embedded at build time and tested: a failure
		// here is a broken build, not a request.
		panic("httpapi: " + err.Error())
	}
	r.Method(http.MethodGet, "/healthz", handleHealthz())
	r.Method(http.MethodGet, "/readyz", handleReadyz(cfg.Readiness, cfg.Cards))
	r.Method(http.MethodGet, "/metrics", handleMetrics(m))
	r.Method(http.MethodGet, "/v1/rules", lk.handleRules())
	r.Method(http.MethodGet, "/v1/rules/{number}", lk.handleRule())
	r.Method(http.MethodGet, "/v1/abilities", lk.handleAbilities())
	r.Method(http.MethodGet, "/v1/cards", handleCards(cfg.Cards))
	r.Method(http.MethodGet, "/v1/cards/{name}", handleCard(cfg.Cards))
	r.Method(http.MethodGet, "/v1/scenarios", lk.handleScenarios())
	r.Method(http.MethodGet, "/v1/scenarios/{folder}/{name}", lk.handleScenario())
	r.Method(http.MethodPost, "/v1/attacks/check", handleAttacksCheck(cfg))
	r.Method(http.MethodPost, "/v1/blocks/check", handleBlocksCheck(cfg))
	r.Method(http.MethodPost, "/v1/damage/check", handleDamageCheck(cfg))
	r.Method(http.MethodPost, "/v1/damage/resolve", handleDamageResolve(cfg))
	r.Method(http.MethodGet, "/openapi.json", handleOpenAPI())
	addDocsRoutes(r) // GET /docs and GET /docs/*: Swagger UI rendering /openapi.json
	addWebRoutes(r)  // GET / and GET /web/*: the web form (security.go, package web)

	r.NotFound(handleNotFound())
	r.MethodNotAllowed(handleMethodNotAllowed(r))
}
