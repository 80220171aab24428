package httpapi

import (
	"net/http"
	"net/netip"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/rs/zerolog"

	"rulesjudge/rules"
)

// Defaults for the zero values of Config.
const (
	DefaultMaxBodyBytes  = 1 << 20
	DefaultSolverTimeout = 2 * time.Second
	// Limits on what one request may hold (limits.go); each is a Config
	// field and a judged flag.
	DefaultMaxPermanents  = 500
	DefaultMaxAbilities   = 32
	DefaultMaxItems       = 500
	DefaultMaxStringBytes = 256
	DefaultMaxDepth       = 32
	DefaultMaxInFlight    = 64
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

	// MaxPermanents caps the permanents on a board (0: DefaultMaxPermanents).
	MaxPermanents int
	// MaxAbilities caps the abilities of one permanent (0:
	// DefaultMaxAbilities).
	MaxAbilities int
	// MaxItems caps every other list of a request: attackers, blockers,
	// assignments, players, a blocker's blocking, an assignment's damage,
	// provoke targets, types... (0: DefaultMaxItems).
	MaxItems int
	// MaxStringBytes caps any string of a request, an id, a name or an
	// ability (0: DefaultMaxStringBytes).
	MaxStringBytes int
	// MaxDepth caps how deep arrays and objects nest in a body (0:
	// DefaultMaxDepth); deeper is answered 400 before the body is decoded.
	MaxDepth int
	// MaxInFlight caps the cheap requests being served at once (0:
	// DefaultMaxInFlight; -1: no cap, on costly checks either); beyond it
	// the server answers 503 with Retry-After. A check is counted once its
	// body is read; /healthz, /readyz and /metrics are not counted
	// (admission.go).
	MaxInFlight int
	// CheckCores sizes the limit on costly work done at once, checks of
	// large boards and decoding of large bodies (admission.go), to that many
	// cores (0: every core the process may use but one, at least one).
	CheckCores int
	// CORSOrigins are the origins a browser may call the API from ("*":
	// any); none by default.
	CORSOrigins []string
	// Readiness is what GET /readyz reports (nil: always ready).
	Readiness *Readiness
	// Cards is the card file card names are looked up in (judged -cards;
	// cardfile.go); nil: none, and only card objects are taken.
	Cards *CardFile
	// RateLimit is how many requests one client may send in RateWindow;
	// beyond, the server answers 429 with Retry-After (ratelimit.go). 0:
	// no limit (the default). /healthz, /readyz and /metrics are not
	// counted.
	RateLimit int
	// RateWindow is the window of RateLimit (0: DefaultRateWindow).
	RateWindow time.Duration
	// TrustedProxies are the proxies whose X-Forwarded-For names the
	// client, for RateLimit; without them, a client is the address of its
	// connection.
	TrustedProxies []netip.Prefix

	// admission is the server's admission by cost (admission.go), made by
	// newServer; nil admits everything.
	admission *admission
}

func (c Config) withDefaults() Config {
	if c.MaxBodyBytes <= 0 {
		c.MaxBodyBytes = DefaultMaxBodyBytes
	}
	if c.SolverTimeout <= 0 {
		c.SolverTimeout = DefaultSolverTimeout
	}
	c.MaxPermanents = positiveOr(c.MaxPermanents, DefaultMaxPermanents)
	c.MaxAbilities = positiveOr(c.MaxAbilities, DefaultMaxAbilities)
	c.MaxItems = positiveOr(c.MaxItems, DefaultMaxItems)
	c.MaxStringBytes = positiveOr(c.MaxStringBytes, DefaultMaxStringBytes)
	c.MaxDepth = positiveOr(c.MaxDepth, DefaultMaxDepth)
	if c.MaxInFlight == 0 {
		c.MaxInFlight = DefaultMaxInFlight
	}
	c.CheckCores = positiveOr(c.CheckCores, defaultCheckCores())
	return c
}

// positiveOr is v when it is positive, def otherwise.
func positiveOr(v, def int) int {
	if v > 0 {
		return v
	}
	return def
}

// NewServer returns the judge's HTTP handler.
func NewServer(cfg Config, logger zerolog.Logger) http.Handler {
	return newServer(cfg, logger, nil)
}

// newServer lets tests mount extra routes (export_test.go), given the
// server's configuration.
func newServer(cfg Config, logger zerolog.Logger, extra func(chi.Router, Config)) http.Handler {
	r := chi.NewRouter()
	cfg = cfg.withDefaults()
	m := newMetrics()
	cfg.admission = newAdmission(cfg, m)
	r.Use(withRequestID, withAccessLog(logger), withMetrics(m, r), withDelivery, withRecover,
		withAPIHeaders, withCORS(cfg.CORSOrigins), withAdmission(cfg.admission))
	addRoutes(r, cfg, m)
	if extra != nil {
		extra(r, cfg)
	}
	return r
}
