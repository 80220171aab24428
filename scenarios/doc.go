// Package scenarios holds the judge's cases as data (README.md in this
// folder describes the format). The server embeds them to list, for each
// rule, the cases that exercise it, and to offer them as examples in the
// web form. run.go is the one reader and runner of the cases, through an
// fs.FS (the embedded FS below, or a folder): TestScenarios (httpapi)
// runs every one through two doors with it, the HTTP handler (Check: the
// whole answer) and the core called without HTTP (CheckVerdict: the
// verdict and rule numbers, or a refusal's error pointers, which must
// equal the handler's), TestGolden (httpapi)
// compares each whole answer with its golden file, "judge scenarios"
// (cmd/judge) posts them through the in-process judge or a running server,
// and the server's reference endpoints and the load test read them with
// LoadAll. It imports only the standard library.
package scenarios

import "embed"

// FS holds every scenario file, by folder: attacks/, blocks/, damage/,
// resolve/, combat/ (whole combats), and cards/ (permanents given as Scryfall cards or card names;
// each names its endpoint).
//
//go:embed attacks/*.json blocks/*.json damage/*.json resolve/*.json combat/*.json cards/*.json
var FS embed.FS

// Endpoints gives the endpoint of the scenarios in each folder that don't
// name one.
var Endpoints = map[string]string{
	"attacks": "/v1/attacks/check",
	"blocks":  "/v1/blocks/check",
	"damage":  "/v1/damage/check",
	"resolve": "/v1/damage/resolve",
	"combat":  "/v1/combat/resolve",
}
