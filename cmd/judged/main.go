// Command judged serves the rulesjudge HTTP API.
//
//	judged [-addr :8080] [-max-body 1048576] [-solver-timeout 2s] [-node-budget 0]
//
// JUDGED_ADDR sets the default of -addr. It logs JSON lines to stdout and
// shuts down gracefully on SIGINT or SIGTERM.
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
	"syscall"
	"time"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
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
	if err := fs.Parse(args[1:]); err != nil {
		return config{}, err
	}
	if fs.NArg() > 0 {
		return config{}, fmt.Errorf("unexpected arguments: %q", fs.Args())
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
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()

	logger := zerolog.New(stdout).With().Timestamp().Logger()
	ln, err := net.Listen("tcp", cfg.addr)
	if err != nil {
		return err
	}
	srv := &http.Server{
		Handler:           httpapi.NewServer(cfg.server, logger),
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       120 * time.Second,
	}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	logger.Info().Str("addr", ln.Addr().String()).Msg("listening")

	select {
	case err := <-served:
		return err // Serve never returns nil
	case <-ctx.Done():
	}
	logger.Info().Msg("shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	if err := <-served; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	logger.Info().Msg("stopped")
	return nil
}
