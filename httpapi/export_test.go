package httpapi

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"slices"

	"github.com/go-chi/chi/v5"
	"github.com/rs/zerolog"

	"rulesjudge/rules"
)

// Hooks for the external tests in package httpapi_test.

// ProblemFor is problemFor, the map from errors to problems.
var ProblemFor = problemFor

// NewServerWithRoute is NewServer with one more route, for handlers the API
// does not have (one that panics, one with a fake core).
func NewServerWithRoute(cfg Config, logger zerolog.Logger, method, pattern string, h http.Handler) http.Handler {
	return newServer(cfg, logger, func(r chi.Router, _ Config) { r.Method(method, pattern, h) })
}

// AttackCheckWith is the attack check handler with judge in place of the
// core.
func AttackCheckWith(cfg Config, judge func(context.Context, *AttackCheckRequest, rules.Options) (rules.Judgement, error)) http.Handler {
	return handleCheck(cfg.withDefaults(), exampleAttackers, judge)
}

// ToRules is the conversion of a request to the core's declaration.
func ToRules(req *AttackCheckRequest) rules.AttackDeclaration { return req.declaration() }

// Decode runs decode, the one way a body is read, on body as a POST with
// Content-Type application/json, into a new T (a request type).
func Decode[T any](cfg Config, body []byte) (*T, error) {
	req := httptest.NewRequest(http.MethodPost, "/", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	var v T
	if err := decode(httptest.NewRecorder(), req, cfg.withDefaults(), &v); err != nil {
		return nil, err
	}
	return &v, nil
}

// DecodeBoth reads body into a new T (a check request) both ways: in one
// pass (fastdecode.go), answering whether that pass took it, and with
// decode's step-by-step checks.
func DecodeBoth[T any](cfg Config, body []byte) (fast *T, took bool, checked *T, err error) {
	cfg = cfg.withDefaults()
	fast, checked = new(T), new(T)
	took = decodeFast(body, cfg, any(fast).(fastRequest))
	if b := any(fast).(boardRequest).board(); b != nil { // its own permanents, their buffer given back
		perms := slices.Clone(b.Permanents)
		for i := range perms {
			if c := perms[i].Card; c != nil {
				own := *c
				perms[i].Card = &own
			}
		}
		b.release()
		b.Permanents = perms
	}
	err = decodeChecked(body, cfg, checked)
	return fast, took, checked, err
}

// DecodeOnePass reads body into a new T (a check request) in one pass
// (fastdecode.go) and answers whether it took it.
func DecodeOnePass[T any](cfg Config, body []byte) bool {
	req := new(T)
	took := decodeFast(body, cfg, any(req).(fastRequest))
	any(req).(boardRequest).board().release() // as a request answered gives its buffers back
	return took
}

// DecodeChecked reads body into a new T with decode's step-by-step checks.
func DecodeChecked[T any](cfg Config, body []byte) error {
	return decodeChecked(body, cfg, new(T))
}

// WithDefaults is cfg with its defaults filled in.
func WithDefaults(cfg Config) Config { return cfg.withDefaults() }
