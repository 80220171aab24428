package openapi

// Regenerate openapi.json and openapi.yaml from the swag annotations in
// package httpapi with `go generate ./openapi`: gen (gen/main.go) runs swag,
// converts its Swagger 2.0 to OpenAPI 3.0 and patches what swag can't say.
// A test in httpapi fails when the checked-in files are stale; it runs this
// same line.

//go:generate go run ./gen -o .
