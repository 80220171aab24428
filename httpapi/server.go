package httpapi

import (
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/rs/zerolog"

	"rulesjudge/rules"
)

// Defaults for the zero values of Config.
const (
	DefaultMaxBodyBytes  = 1 << 20
	DefaultSolverTimeout = 2 * time.Second
)

// Config tunes the server. The zero value is usable.
type Config struct {
	// MaxBodyBytes caps a request body (0: DefaultMaxBodyBytes); a larger
	// body is answered 413.
	MaxBodyBytes int64
	// SolverTimeout is how long the requirement solver may search for one
	// request (0: DefaultSolverTimeout).
	SolverTimeout time.Duration
	// NodeBudget caps the solver's search per request (0: the core's default).
	NodeBudget int
	// RulesText, when set, is each rule's own text (judged -rules-text),
	// added to GET /v1/rules.
	RulesText map[rules.RuleID]string
}

func (c Config) withDefaults() Config {
	if c.MaxBodyBytes <= 0 {
		c.MaxBodyBytes = DefaultMaxBodyBytes
	}
	if c.SolverTimeout <= 0 {
		c.SolverTimeout = DefaultSolverTimeout
	}
	return c
}

// NewServer returns the judge's HTTP handler.
func NewServer(cfg Config, logger zerolog.Logger) http.Handler {
	return newServer(cfg, logger, nil)
}

// newServer lets tests mount extra routes (export_test.go).
func newServer(cfg Config, logger zerolog.Logger, extra func(chi.Router)) http.Handler {
	r := chi.NewRouter()
	r.Use(withRequestID, withAccessLog(logger), withRecover)
	addRoutes(r, cfg.withDefaults())
	if extra != nil {
		extra(r)
	}
	return r
}
