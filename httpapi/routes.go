package httpapi

import (
	"net/http"

	"github.com/go-chi/chi/v5"
)

// addRoutes is the whole API surface.
func addRoutes(r *chi.Mux, cfg Config) {
	r.Method(http.MethodGet, "/healthz", handleHealthz())
	r.Method(http.MethodPost, "/v1/attacks/check", handleAttacksCheck(cfg))
	r.Method(http.MethodPost, "/v1/blocks/check", handleBlocksCheck(cfg))
	r.Method(http.MethodPost, "/v1/damage/check", handleDamageCheck(cfg))
	r.Method(http.MethodPost, "/v1/damage/resolve", handleDamageResolve(cfg))

	r.NotFound(handleNotFound())
	r.MethodNotAllowed(handleMethodNotAllowed(r))
}
