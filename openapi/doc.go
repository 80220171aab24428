// Package openapi holds the service's OpenAPI 3.0 document, generated from
// the swag annotations in package httpapi by gen (go generate ./openapi),
// embedded so the server can serve it at GET /openapi.json.
//
// Why OpenAPI 3.0 and not the Swagger 2.0 swag writes, measured on this
// API's document (November 2026): openapi-typescript 7.13 refuses Swagger
// 2.0 outright ("Unsupported Swagger version: 2.x"), and Swagger 2.0 cannot
// say that a card is a name or an object, or that provoke is an id or a
// list (no oneOf), nor carry a path parameter's example; swag's Swagger 2.0
// failed @redocly/cli 2.77 lint with 23 errors, the OpenAPI 3.0 document
// passes with none. swag v1.16 has no OpenAPI 3 output (its --v3.1 is in the
// v2 release candidates only), so gen converts with kin-openapi.
//
// client-check.sh generates a TypeScript client from the document with
// openapi-typescript and compiles it with tsc; .ci/run runs it.
package openapi
