package httpapi

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"
	httpSwagger "github.com/swaggo/http-swagger/v2"

	"rulesjudge/openapi"
)

// The general API info of the OpenAPI document. swag reads it from this file
// (-g openapi.go); the whole command is in openapi/generate.go.

//	@title			rulesjudge
//	@version		1
//	@description	Judges Magic: The Gathering combat under the October 2006 Comprehensive Rules: declarations of attackers and blockers, and combat damage assignments. An illegal action is an answer (200, verdict "illegal", every rule it breaks), not an error; a request the judge cannot evaluate is an RFC 9457 problem (application/problem+json) listing every error with a JSON Pointer into the request.
//	@BasePath		/
//	@tag.name		combat
//	@tag.description	Judge a combat action on a board.
//	@tag.name		reference
//	@tag.description	The rules the judge cites, the ability wordings it reads, its scenarios.
//	@tag.name		cards
//	@tag.description	The server's card file (the era's cards built in, or a file over them: judged -cards): card names, and what the judge derives from a card.
//	@tag.name		operations
//	@tag.description	Liveness, readiness, metrics, this document and the pages.

// openapiETag is a hash of the embedded document, so clients revalidate
// cheaply while the binary is the same.
var openapiETag = func() string {
	sum := sha256.Sum256(openapi.JSON)
	return `"` + hex.EncodeToString(sum[:8]) + `"`
}()

// handleOpenAPI serves the OpenAPI document embedded at build time.
//
//	@Summary		The OpenAPI document
//	@Description	This document (OpenAPI 3.0, generated from the swag annotations in package httpapi by openapi/gen and embedded in the binary).
//	@ID			getOpenAPI
//	@Tags			operations
//	@Produce		json
//	@Success		200	{object}	object	"an OpenAPI 3.0 document"
//	@Router			/openapi.json [get]
func handleOpenAPI() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Type", "application/json")
		h.Set("Cache-Control", "no-cache")
		h.Set("ETag", openapiETag)
		http.ServeContent(w, r, "openapi.json", time.Time{}, bytes.NewReader(openapi.JSON))
	})
}

// docsIndex is where the documentation page starts.
const docsIndex = "/docs/index.html"

// addDocsRoutes mounts the documentation page: GET /docs and GET /docs/*,
// the page with Swagger UI's security headers (headers.go): the rest of
// the service keeps its own policy.
func addDocsRoutes(r chi.Router) {
	r.Method(http.MethodGet, "/docs", handleDocs())
	r.With(withSecurityHeaders(docsContentSecurityPolicy)).Method(http.MethodGet, "/docs/*", handleDocsFiles())
}

// handleDocs sends the reader to the documentation page.
//
//	@Summary		The documentation page
//	@Description	Redirects to /docs/index.html, Swagger UI rendering /openapi.json. The UI is embedded in the server, so the page works offline.
//	@ID			getDocs
//	@Tags			operations
//	@Produce		html
//	@Success		302
//	@Header			302	{string}	Location	"/docs/index.html"
//	@Router			/docs [get]
func handleDocs() http.Handler {
	return http.RedirectHandler(docsIndex, http.StatusFound)
}

// handleDocsFiles serves Swagger UI (index.html and its embedded assets),
// pointed at /openapi.json.
func handleDocsFiles() http.Handler {
	ui := httpSwagger.Handler(
		httpSwagger.URL("/openapi.json"),
		httpSwagger.DocExpansion("list"),
	)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch file := chi.URLParam(r, "*"); file {
		case "":
			// http-swagger would redirect /docs/ to /docs//index.html.
			http.Redirect(w, r, docsIndex, http.StatusFound)
			return
		case "doc.json":
			// http-swagger's own document URL; ours is /openapi.json.
			http.Redirect(w, r, "/openapi.json", http.StatusFound)
			return
		}
		// http-swagger picks the file from RequestURI; without the query
		// string, /docs/index.html?x still serves the page.
		r2 := r.Clone(r.Context())
		r2.RequestURI = r.URL.EscapedPath()
		ui.ServeHTTP(w, r2)
	})
}
