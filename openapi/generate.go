package openapi

// Regenerate swagger.json and swagger.yaml from the swag annotations in
// package httpapi with `go generate ./openapi`. A test in httpapi fails when
// the checked-in files are stale; it runs this same line.

//go:generate go tool swag init --quiet --generalInfo openapi.go --dir ../httpapi --output . --outputTypes json,yaml
