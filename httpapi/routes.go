package httpapi

import (
	"net/http"

	"github.com/go-chi/chi/v5"
)

// addRoutes is the whole API surface.
func addRoutes(r *chi.Mux, cfg Config, m *metrics) {
	ref, err := newReference(cfg.RulesText)
	if err != nil {
		// The scenarios are embedded at build time and tested: a failure
		// here is a broken build, not a request.
		panic("httpapi: " + err.Error())
	}
	// Before any route: the rate limit per client, HEAD as GET, gzip
	// (ratelimit.go, compress.go); a card name with "/" in it written
	// unescaped (cardfaces.go).
	r.Use(withRateLimit(cfg), withHead(r), withCompression, withSlashedCardName)
	// The lookups carry an ETag and Cache-Control, and answer 304 to
	// If-None-Match (conditional.go); /openapi.json and the form's files
	// do so themselves.
	lookups := r.With(withValidators)
	r.Method(http.MethodGet, "/healthz", handleHealthz())
	r.Method(http.MethodGet, "/readyz", handleReadyz(cfg.Readiness, cfg.Cards))
	r.Method(http.MethodGet, "/metrics", handleMetrics(m))
	lookups.Method(http.MethodGet, "/v1/rules", ref.handleRules())
	lookups.Method(http.MethodGet, "/v1/rules/{number}", ref.handleRule())
	lookups.Method(http.MethodGet, "/v1/abilities", ref.handleAbilities())
	lookups.Method(http.MethodGet, "/v1/cards", handleCards(cfg.Cards))
	lookups.Method(http.MethodGet, "/v1/cards/{name}", handleCard(cfg.Cards))
	lookups.Method(http.MethodGet, "/v1/scenarios", ref.handleScenarios())
	lookups.Method(http.MethodGet, "/v1/scenarios/{folder}/{name}", ref.handleScenario())
	r.Method(http.MethodPost, "/v1/attacks/check", handleAttacksCheck(cfg))
	r.Method(http.MethodPost, "/v1/blocks/check", handleBlocksCheck(cfg))
	r.Method(http.MethodPost, "/v1/damage/check", handleDamageCheck(cfg))
	r.Method(http.MethodPost, "/v1/damage/resolve", handleDamageResolve(cfg))
	r.Method(http.MethodPost, "/v1/combat/resolve", handleCombatResolve(cfg))
	r.Method(http.MethodGet, "/openapi.json", handleOpenAPI())
	lookups.Method(http.MethodGet, problemTypePrefix+"{kind}", handleProblemType())
	addDocsRoutes(lookups) // GET /docs and GET /docs/*: Swagger UI rendering /openapi.json; its files get an ETag, so they are gzipped once
	addWebRoutes(r)        // GET / and GET /web/*: the web form (webform.go, package web)

	r.NotFound(handleNotFound())
	r.MethodNotAllowed(handleMethodNotAllowed(r))
}
