// Command judge is the command-line client of rulesjudge. It judges a
// request, or a scenario file's request, in-process through the same
// handler the server runs (so it answers byte for byte what the API
// answers), or against a running server with --server.
//
//	judge [--json] [--server URL] [--request-id ID] [--cards FILE] attacks|blocks|damage|resolve|combat [FILE|-]
//	judge [flags] FILE|-
//	judge [flags] < FILE
//	judge [--server URL] [--cards FILE] scenarios [DIR]
//	judge cards download [-o DIR] [--progress]
//	judge help
//	judge --version
//
// judge FILE judges a scenario file at the endpoint the file names (its
// "endpoint", or its folder), or a request body whose fields fit one
// endpoint alone; a subcommand that names another endpoint than the
// file's is an error. judge - and judge < FILE read standard input alike.
// In-process, card names are looked up in the edition's cards built in,
// under the --cards file, or else under the card cache that judge cards
// download fills (loaded only when a request names a card).
//
// Exit status: 0 legal, 1 illegal, 3 indeterminate, 2 bad input (an
// unreadable file, a 4xx answer, an unknown subcommand, bad flags), 4 a
// server or transport failure. judge scenarios exits 0 when no scenario
// fails, 1 when one does and 2 when a file is not a scenario; judge cards
// download 0 when the cache holds the current file and 4 when it could
// not be fetched.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"rulesjudge/cards"
	"rulesjudge/internal/buildinfo"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// Exit statuses.
const (
	exitLegal         = 0 // the action is legal; judge scenarios: all passed
	exitIllegal       = 1 // the action is illegal; judge scenarios: some failed
	exitBadInput      = 2 // unreadable input, a 4xx answer, bad usage
	exitIndeterminate = 3 // the requirement search ran out of its budget
	exitFailure       = 4 // a 5xx answer, or the server could not be reached
)

// endpoints maps each judging subcommand to the path it posts to.
var endpoints = map[string]string{
	"attacks": "/v1/attacks/check",
	"blocks":  "/v1/blocks/check",
	"damage":  "/v1/damage/check",
	"resolve": "/v1/damage/resolve",
	"combat":  "/v1/combat/resolve",
}

const usage = `usage:
  judge [flags] attacks|blocks|damage|resolve|combat [FILE|-]
  judge [flags] FILE|-
  judge [flags] < FILE
  judge [flags] scenarios [DIR]
  judge cards download [-o DIR] [--progress]
  judge help | judge --version

attacks, blocks, damage, resolve and combat judge the request in FILE (- or
no FILE: standard input) as POST /v1/attacks/check, /v1/blocks/check,
/v1/damage/check, /v1/damage/resolve and /v1/combat/resolve would. FILE is a
request body as the API takes it, or a scenario file (scenarios/README.md),
whose "request" is judged. A scenario file names its endpoint (its
"endpoint", or its folder: attacks/, blocks/, damage/, resolve/, combat/), so
judge FILE needs no subcommand, nor does a request whose fields fit one
endpoint alone; judge - and judge < FILE read standard input alike (where
no folder names the endpoint). A subcommand for another endpoint than the
file's is an error.

scenarios runs every *.json scenario under DIR (default: scenarios) and
prints one line per disagreement with its "want", then "N passed, M failed";
a file that is not a scenario is named on standard error, counted
("K unreadable") and makes the exit status 2.
Scenarios that name cards need a card file (the built-in cards are one);
without one (--cards none), or when the file lacks a card they name, they
are listed and counted apart, not failed.

cards download fetches Scryfall's Oracle Cards file (over 100 MB) into the
card cache (-o DIR; default: rulesjudge in the user's cache directory),
only when Scryfall has a newer one than the cache, and checks that the
card reader loads it. judge and judged then find card names there.

The judge runs in-process unless --server is given. Flags may come before or
after the subcommand:

  --json            print the API's JSON answer unchanged
  --server URL      post to the rulesjudge server at URL (e.g. http://localhost:8080)
  --request-id ID   send ID as X-Request-Id; the answer's decision_id
  --cards FILE      look card names up in FILE (Scryfall's Oracle Cards JSON
                    array, .gz too) over the built-in cards, as judged -cards
                    does; in-process only. Default: the built-in cards, under
                    the card cache when judge cards download has filled it;
                    "builtin": the built-in cards alone; "none": no card file
  -o DIR            cards download: the cache directory to fill
  --progress        cards download: draw the progress bar even when
                    standard error is not a terminal
  --bulk-data URL   cards download: Scryfall's bulk-data list (default
                    ` + cards.DefaultBulkDataURL + `), for a mirror
  --version         print the build (version, commit, Go) and exit

exit status: 0 legal, 1 illegal, 3 indeterminate, 2 bad input (unreadable
file, a 4xx answer, unknown subcommand, bad flags), 4 server or transport
failure. scenarios: 0 when none fails, 1 when one fails, 2 when a file is
not a scenario (or DIR holds none). cards download: 0 when
the cache holds the current file, 4 when it could not be fetched.
`

const seeHelp = "run \"judge help\" for usage\n"

// options are the flags.
type options struct {
	json      bool
	server    string
	requestID string
	cards     string // a card file for the in-process judge; "none": none
	version   bool
	// For cards download.
	out      string // -o: the cache directory
	progress bool
	bulkData string
}

// parseArgs reads flags wherever they stand among args and returns the
// positional arguments in order. "--" ends the flags.
func parseArgs(args []string) (options, []string, error) {
	var o options
	fs := flag.NewFlagSet("judge", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // run prints the error and the usage itself
	fs.BoolVar(&o.json, "json", false, "print the API's JSON answer unchanged")
	fs.StringVar(&o.server, "server", "", "post to the rulesjudge server at this URL")
	fs.StringVar(&o.requestID, "request-id", "", "send this X-Request-Id")
	fs.StringVar(&o.cards, "cards", "", "a card file (Scryfall's Oracle Cards JSON) for card names, in-process")
	fs.BoolVar(&o.version, "version", false, "print the build and exit")
	fs.StringVar(&o.out, "o", "", "cards download: the cache directory")
	fs.BoolVar(&o.progress, "progress", false, "cards download: always draw the progress bar")
	fs.StringVar(&o.bulkData, "bulk-data", "", "cards download: Scryfall's bulk-data list")

	var positional []string
	rest := args
	for {
		if err := fs.Parse(rest); err != nil {
			return options{}, nil, err
		}
		consumed := len(rest) - fs.NArg()
		if consumed > 0 && rest[consumed-1] == "--" {
			positional = append(positional, fs.Args()...)
			break
		}
		if fs.NArg() == 0 {
			break
		}
		positional = append(positional, fs.Arg(0))
		rest = fs.Args()[1:]
	}
	if o.server != "" {
		u, err := url.Parse(o.server)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return options{}, nil, fmt.Errorf("--server %q: want an http or https URL such as http://localhost:8080", o.server)
		}
		if o.cards != "" {
			return options{}, nil, fmt.Errorf("--cards is for the in-process judge; a --server looks names up in its own card file (judged -cards)")
		}
	}
	if o.bulkData != "" {
		u, err := url.Parse(o.bulkData)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return options{}, nil, fmt.Errorf("--bulk-data %q: want an http or https URL such as %s", o.bulkData, cards.DefaultBulkDataURL)
		}
	}
	return o, positional, nil
}

// run is the whole program: args are the arguments after the program name,
// and the result is the exit status.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	opts, pos, err := parseArgs(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprint(stdout, usage)
		return exitLegal
	case err != nil:
		fmt.Fprintf(stderr, "judge: %v\n%s", err, seeHelp)
		return exitBadInput
	case opts.version:
		fmt.Fprintf(stdout, "judge %s\n", buildinfo.Read())
		return exitLegal
	case len(pos) == 0:
		// judge < FILE is judge -; judge alone at a terminal prints the
		// usage (and so does judge - with nothing on standard input).
		if isTerminal(stdin) {
			fmt.Fprint(stderr, usage)
			return exitBadInput
		}
		pos = []string{"-"}
	}

	cmd, operands := pos[0], pos[1:]
	if cmd == "help" {
		fmt.Fprint(stdout, usage)
		return exitLegal
	}
	if err := checkFlagsFor(cmd, opts); err != nil {
		fmt.Fprintf(stderr, "judge %s: %v\n%s", cmd, err, seeHelp)
		return exitBadInput
	}
	if cmd == "cards" {
		if len(operands) != 1 || operands[0] != "download" {
			fmt.Fprintf(stderr, "judge cards: got %q, want \"judge cards download [-o DIR]\"\n%s", operands, seeHelp)
			return exitBadInput
		}
		return runCardsDownload(ctx, opts, stderr)
	}
	endpoint, isSubcommand := endpoints[cmd]
	file := "-"
	switch {
	case cmd == "scenarios":
		if len(operands) > 1 {
			fmt.Fprintf(stderr, "judge scenarios: one DIR at most, got %q\n", operands)
			return exitBadInput
		}
	case isSubcommand:
		if len(operands) > 1 {
			fmt.Fprintf(stderr, "judge %s: one FILE at most, got %q\n", cmd, operands)
			return exitBadInput
		}
		if len(operands) == 1 {
			file = operands[0]
		}
	case cmd == "-" || looksLikeFile(cmd):
		// judge FILE: the scenario names its endpoint, or the request's
		// fields fit one endpoint alone.
		if len(operands) > 0 {
			fmt.Fprintf(stderr, "judge: one FILE at most, got %q\n%s", pos, seeHelp)
			return exitBadInput
		}
		file, cmd = cmd, ""
	default:
		fmt.Fprintf(stderr, "judge: unknown subcommand %q, and no such file\n%s", cmd, seeHelp)
		return exitBadInput
	}
	j, err := newJudge(opts, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "judge: %v\n", err)
		return exitBadInput
	}
	if cmd == "scenarios" {
		dir := "scenarios"
		if len(operands) == 1 {
			dir = operands[0]
		}
		return runScenarios(ctx, j, dir, stdout, stderr)
	}
	return judgeFile(ctx, j, opts, cmd, endpoint, file, stdin, stdout, stderr)
}

// stdinPath is the path of the file standard input reads when the shell
// opened one (judge < FILE), so that its folder names the endpoint as
// FILE's does; "" for a pipe, a terminal, or where the system does not
// say.
func stdinPath(stdin io.Reader) string {
	f, ok := stdin.(*os.File)
	if !ok {
		return ""
	}
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() {
		return ""
	}
	if p, err := os.Readlink(fmt.Sprintf("/proc/self/fd/%d", f.Fd())); err == nil && filepath.IsAbs(p) {
		return p // Linux: the file the descriptor was opened on
	}
	if name := f.Name(); name != os.Stdin.Name() {
		return name
	}
	return ""
}

// looksLikeFile says whether a first argument that is no subcommand names
// a file (judge FILE).
func looksLikeFile(arg string) bool {
	if strings.HasSuffix(arg, ".json") || strings.ContainsRune(arg, os.PathSeparator) {
		return true
	}
	st, err := os.Stat(arg)
	return err == nil && !st.IsDir()
}

// checkFlagsFor refuses the flags that mean nothing to cmd, naming them.
func checkFlagsFor(cmd string, o options) error {
	var stray []string
	if cmd == "cards" {
		for _, f := range []struct {
			name string
			set  bool
		}{{"--json", o.json}, {"--server", o.server != ""}, {"--request-id", o.requestID != ""}, {"--cards", o.cards != ""}} {
			if f.set {
				stray = append(stray, f.name)
			}
		}
		if len(stray) > 0 {
			return fmt.Errorf("%s: not flags of cards download (it takes -o DIR, --progress, --bulk-data URL)", strings.Join(stray, ", "))
		}
		return nil
	}
	for _, f := range []struct {
		name string
		set  bool
	}{{"-o", o.out != ""}, {"--progress", o.progress}, {"--bulk-data", o.bulkData != ""}} {
		if f.set {
			stray = append(stray, f.name)
		}
	}
	if len(stray) > 0 {
		return fmt.Errorf("%s: flags of judge cards download only", strings.Join(stray, ", "))
	}
	return nil
}
