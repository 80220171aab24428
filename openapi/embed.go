package openapi

import _ "embed"

// JSON is openapi.json, the document the server serves.
//
//go:embed openapi.json
var JSON []byte
