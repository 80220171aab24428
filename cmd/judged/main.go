// Command judged serves the rulesjudge HTTP API.
//
//	judged [-addr :8080] [-max-body 1048576] [-solver-timeout 2s] [-node-budget 0] [flags]
//
// judged -h lists every flag (the limits, the timeouts, -cors-origins).
// JUDGED_ADDR sets the default of -addr. It logs JSON lines to stdout and
// shuts down gracefully on SIGINT or SIGTERM: /readyz turns 503 for
// -shutdown-delay (5 s) while every answer carries Connection: close, then
// new connections are refused and the requests in flight finish. Card
// names are looked up in the era's cards built into the binary (package
// cards/era), loaded while the server answers; /readyz answers 503 until
// they are. -cards FILE loads a Scryfall card file over them (the file's
// card wins for a name in both); without -cards, the card cache that judge
// cards download fills is loaded so when it holds a file; -cards auto also
// downloads Scryfall's Oracle Cards file into the cache, or a newer one
// than it holds; -cards builtin: the built-in cards alone; -cards none: no
// card file (cards.go). -version prints the build.
// -rate-limit N lets each client send N requests per -rate-window, off by
// default. judged -healthcheck asks the judged at -addr (JUDGED_ADDR) for
// GET /healthz and exits 0 or 1: the container image's health check
// (healthcheck.go).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
	"rulesjudge/internal/buildinfo"
	"rulesjudge/rules"
)

func main() {
	err := run(context.Background(), os.Args, os.Getenv, os.Stdout, os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		return // -h: the usage is already printed
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "judged:", err)
		os.Exit(1)
	}
}

// config is what the command line and environment decide.
type config struct {
	addr   string
	server httpapi.Config
	http   timeouts
	// cards is the -cards file, loaded once the server serves; cardsFrom
	// says where it comes from (cards.go).
	cards     string
	cardsFrom cardsSource
	cardCache string // -cards-cache
	bulkData  string // -scryfall-bulk-data
	// cardsRefresh is how often -cards auto asks Scryfall again.
	cardsRefresh time.Duration
	cacheErr     error // a card cache that could not be read, logged
	version      bool
	healthcheck  bool // -healthcheck: ask the server at addr, don't serve (healthcheck.go)
}

// timeouts are the http.Server's, and how shutting down waits.
type timeouts struct {
	readHeader, read, write, idle time.Duration
	// shutdownDelay is how long /readyz answers 503 before the listener
	// closes, so that a load balancer stops sending requests first.
	shutdownDelay time.Duration
	// shutdown is how long the requests in flight may take to finish.
	shutdown time.Duration
}

// parseConfig reads the flags; JUDGED_ADDR is the default of -addr.
func parseConfig(args []string, getenv func(string) string, stderr io.Writer) (config, error) {
	var c config
	fs := flag.NewFlagSet(args[0], flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := ":8080"
	if env := getenv("JUDGED_ADDR"); env != "" {
		addr = env
	}
	fs.StringVar(&c.addr, "addr", addr, "address to listen on; JUDGED_ADDR sets the default")
	fs.Int64Var(&c.server.MaxBodyBytes, "max-body", httpapi.DefaultMaxBodyBytes, "largest request body in bytes; larger ones get 413")
	fs.DurationVar(&c.server.SolverTimeout, "solver-timeout", httpapi.DefaultSolverTimeout, "how long the requirement solver may search per request")
	fs.IntVar(&c.server.NodeBudget, "node-budget", 0, "search nodes per request (0: the judge's default)")
	rulesText := fs.String("rules-text", "", "a Comprehensive Rules text file; each cited rule's own text is then added to GET /v1/rules")
	fs.IntVar(&c.server.MaxPermanents, "max-permanents", httpapi.DefaultMaxPermanents, "most permanents on a board; more get 422")
	fs.IntVar(&c.server.MaxAbilities, "max-abilities", httpapi.DefaultMaxAbilities, "most abilities of one permanent; more get 422")
	fs.IntVar(&c.server.MaxItems, "max-items", httpapi.DefaultMaxItems, "most items in any other list (attackers, blockers, assignments, players, ...); more get 422")
	fs.IntVar(&c.server.MaxStringBytes, "max-string", httpapi.DefaultMaxStringBytes, "longest string (an id, a name, an ability) in bytes; longer gets 422")
	fs.IntVar(&c.server.MaxDepth, "max-depth", httpapi.DefaultMaxDepth, "deepest nesting of JSON arrays and objects; deeper gets 400")
	fs.IntVar(&c.server.MaxInFlight, "max-in-flight", httpapi.DefaultMaxInFlight, "most cheap API requests served at once, counted once their body is read; more get 503 with Retry-After (-1: no cap, on costly checks either)")
	fs.IntVar(&c.server.CheckCores, "check-cores", 0, "cores the costly checks (large boards with abilities) may keep busy at once; more get 503 with Retry-After (0: every core the process may use)")
	fs.StringVar(&c.cards, "cards", "", "a Scryfall card file (the Oracle Cards bulk data, a JSON array; .gz too) to look card names up in, over the era's cards built into the server (the file's card wins for a name in both); it loads while the server answers, /readyz says 503 until it has. \"auto\": the card cache's file, downloaded from Scryfall when the cache has none or Scryfall has a newer one; \"builtin\": the built-in cards alone; \"none\": no card file; by default the card cache's file when there is one, else the built-in cards alone")
	addCardFlags(fs, &c)
	fs.BoolVar(&c.version, "version", false, "print the build (version, commit, Go) and exit")
	cors := fs.String("cors-origins", "", "comma-separated origins browsers may call the API from (\"*\": any); none by default")
	fs.IntVar(&c.server.RateLimit, "rate-limit", 0, "most requests one client (an IP address; IPv6: its /64) may send in -rate-window; more get 429 with Retry-After (0: no limit); /healthz, /readyz and /metrics are not counted")
	fs.DurationVar(&c.server.RateWindow, "rate-window", httpapi.DefaultRateWindow, "the window of -rate-limit (a sliding window)")
	proxies := fs.String("trusted-proxies", "", "comma-separated CIDR prefixes of the proxies whose X-Forwarded-For names the client, for -rate-limit (e.g. 10.0.0.0/8); none: a client is its connection's address")
	fs.BoolVar(&c.healthcheck, "healthcheck", false, "ask the judged listening on -addr (JUDGED_ADDR) for GET /healthz and exit 0 if it answers 200, 1 otherwise: a container's health check, with no shell or curl")
	fs.DurationVar(&c.http.readHeader, "read-header-timeout", 5*time.Second, "time to read a request's headers")
	fs.DurationVar(&c.http.read, "read-timeout", 10*time.Second, "time to read a whole request, body included")
	fs.DurationVar(&c.http.write, "write-timeout", 30*time.Second, "time from the end of a request's headers to the end of its answer")
	fs.DurationVar(&c.http.idle, "idle-timeout", 120*time.Second, "how long an idle keep-alive connection is kept")
	fs.DurationVar(&c.http.shutdownDelay, "shutdown-delay", defaultShutdownDelay, "on SIGTERM, how long /readyz answers 503, still serving (each answer with Connection: close), before new connections are refused")
	fs.DurationVar(&c.http.shutdown, "shutdown-timeout", 10*time.Second, "on SIGTERM, how long the requests in flight may take to finish")
	if err := fs.Parse(args[1:]); err != nil {
		return config{}, err
	}
	if fs.NArg() > 0 {
		return config{}, fmt.Errorf("unexpected arguments: %q", fs.Args())
	}
	c.server.CORSOrigins = httpapi.ParseOrigins(*cors)
	if c.healthcheck {
		return c, nil // the check needs only -addr
	}
	if err := parseRateLimit(&c, *proxies); err != nil {
		return config{}, err
	}
	if err := resolveCards(&c); err != nil {
		return config{}, err
	}
	if *rulesText != "" {
		text, err := loadRulesText(*rulesText)
		if err != nil {
			return config{}, err
		}
		c.server.RulesText = text
	}
	return c, nil
}

// loadRulesText reads the operator's rules file; a file with no rule in it
// is an error, so a wrong path or format is caught at start-up.
func loadRulesText(name string) (map[rules.RuleID]string, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, fmt.Errorf("-rules-text: %w", err)
	}
	defer f.Close()
	text, err := rules.ParseRulesText(f)
	if err != nil {
		return nil, fmt.Errorf("-rules-text %s: %w", name, err)
	}
	if len(text) == 0 {
		return nil, fmt.Errorf("-rules-text %s: no rules found (expected lines such as \"500.4. A restriction ...\")", name)
	}
	return text, nil
}

// run serves until ctx is cancelled or a SIGINT or SIGTERM arrives, then
// shuts down gracefully. args[0] is the program name.
func run(ctx context.Context, args []string, getenv func(string) string, stdout, stderr io.Writer) error {
	cfg, err := parseConfig(args, getenv, stderr)
	if err != nil {
		return err
	}
	if cfg.version {
		fmt.Fprintf(stdout, "judged %s\n", buildinfo.Read())
		return nil
	}
	if cfg.healthcheck {
		return healthcheck(ctx, cfg.addr, stdout)
	}
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()

	logger := zerolog.New(stdout).With().Timestamp().Logger()
	ln, err := net.Listen("tcp", cfg.addr)
	if err != nil {
		return err
	}
	ready := httpapi.NewReadiness(httpapi.ReadyStarting)
	cfg.server.Readiness = ready
	if cfg.cardsFrom != fromNone {
		cfg.server.Cards = httpapi.NewCardFile(nil) // filled by loadCards
		ready.Wait(httpapi.ReadyLoadingCards)
	}
	var draining atomic.Bool
	srv := newHTTPServer(closeWhileDraining(httpapi.NewServer(cfg.server, logger), &draining), cfg.http)
	busy := &busyConns{conns: map[net.Conn]bool{}}
	srv.ConnState = busy.track
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	ready.Done(httpapi.ReadyStarting)
	logger.Info().Str("addr", ln.Addr().String()).Msg("listening")
	cardsFailed := make(chan error, 1)
	if cfg.cacheErr != nil {
		logger.Warn().Err(cfg.cacheErr).Msg("the card cache can't be read; serving the built-in cards alone")
	}
	if cfg.cardsFrom != fromNone {
		go loadCards(ctx, cfg, cfg.server.Cards, ready, logger, cardsFailed)
	}

	var failed error // a card file that could not be read stops the server
	select {
	case err := <-served:
		return err // Serve never returns nil
	case failed = <-cardsFailed:
		logger.Error().Err(failed).Msg("loading the card file")
	case <-ctx.Done():
	}
	ready.Wait(httpapi.ReadyShuttingDown)
	draining.Store(true)
	delay := cfg.http.shutdownDelay
	if failed != nil {
		delay = 0 // never ready without its card file: no traffic to move away
	}
	logger.Info().Dur("delay", delay).Msg("shutting down")
	select {
	case <-time.After(delay): // still serving; /readyz says 503
	case err := <-served:
		return err
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), cfg.http.shutdown)
	defer cancel()
	// Close the listener first, and let every connection already taken
	// send its request and get its answer (with Connection: close) before
	// the server shuts down: http.Server.Shutdown would close, unanswered,
	// a connection whose first request arrives after it began.
	ln.Close()
	if err := <-served; !errors.Is(err, net.ErrClosed) {
		return err
	}
	busy.wait(shutdownCtx)
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	logger.Info().Msg("stopped")
	return failed
}

// busyConns are the server's connections that are new (no request read
// yet) or serving a request.
type busyConns struct {
	mu    sync.Mutex
	conns map[net.Conn]bool
}

// track is the server's ConnState hook.
func (b *busyConns) track(c net.Conn, s http.ConnState) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if s == http.StateNew || s == http.StateActive {
		b.conns[c] = true
	} else {
		delete(b.conns, c)
	}
}

// wait returns once no connection is busy, or when ctx is done. A new
// connection that sends nothing is closed by -read-header-timeout.
func (b *busyConns) wait(ctx context.Context) {
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	for {
		b.mu.Lock()
		n := len(b.conns)
		b.mu.Unlock()
		if n == 0 {
			return
		}
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}

// defaultShutdownDelay is how long, on SIGTERM, /readyz answers 503 while
// the server still serves: long enough for a load balancer polling every
// second or two to see it and send its traffic elsewhere.
const defaultShutdownDelay = 5 * time.Second

// closeWhileDraining adds Connection: close to every answer once draining
// is set: each keep-alive client then opens a new connection for its next
// request, which the server takes while its listener is open, instead of
// sending it on a connection the shutdown is about to close under it. Idle
// connections are not closed early, for the same reason.
func closeWhileDraining(h http.Handler, draining *atomic.Bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if draining.Load() {
			w.Header().Set("Connection", "close")
		}
		h.ServeHTTP(w, r)
	})
}

// newHTTPServer is the http.Server judged runs: h behind the timeouts t,
// so a slow or stalled client cannot hold a connection for ever.
func newHTTPServer(h http.Handler, t timeouts) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: t.readHeader,
		ReadTimeout:       t.read,
		WriteTimeout:      t.write,
		IdleTimeout:       t.idle,
	}
}
