// Package openapi holds the service's OpenAPI document (Swagger 2.0, as swag
// generates it from the annotations in package httpapi), embedded so the
// server can serve it at GET /openapi.json.
package openapi

import _ "embed"

// JSON is swagger.json, the document the server serves.
//
//go:embed swagger.json
var JSON []byte
