// Command judge is the command-line client of rulesjudge. It judges a
// request, or a scenario file's request, in-process through the same
// handler the server runs (so it answers byte for byte what the API
// answers), or against a running server with --server.
//
//	judge [--json] [--server URL] [--request-id ID] [--cards FILE] attacks|blocks|damage|resolve [FILE|-]
//	judge [--server URL] [--cards FILE] scenarios [DIR]
//	judge help
//
// Exit status: 0 legal, 1 illegal, 3 indeterminate, 2 bad input (an
// unreadable file, a 4xx answer, an unknown subcommand, bad flags), 4 a
// server or transport failure. judge scenarios exits 0 when every scenario
// passes and 1 otherwise.
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
	"syscall"
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
}

const usage = `usage:
  judge [flags] attacks|blocks|damage|resolve [FILE|-]
  judge [flags] scenarios [DIR]
  judge help

attacks, blocks, damage and resolve judge the request in FILE (- or no FILE:
standard input) as POST /v1/attacks/check, /v1/blocks/check, /v1/damage/check
and /v1/damage/resolve would. FILE is a request body as the API takes it, or a
scenario file (scenarios/README.md), whose "request" is judged.

scenarios runs every *.json scenario under DIR (default: scenarios) and
prints one line per disagreement with its "want", then "N passed, M failed".

The judge runs in-process unless --server is given. Flags may come before or
after the subcommand:

  --json            print the API's JSON answer unchanged
  --server URL      post to the rulesjudge server at URL (e.g. http://localhost:8080)
  --request-id ID   send ID as X-Request-Id; the answer's decision_id
  --cards FILE      look card names up in FILE (Scryfall's Oracle Cards JSON
                    array), as judged -cards does; in-process only

exit status: 0 legal, 1 illegal, 3 indeterminate, 2 bad input (unreadable
file, a 4xx answer, unknown subcommand, bad flags), 4 server or transport
failure. scenarios: 0 when all pass, 1 otherwise.
`

const seeHelp = "run \"judge help\" for usage\n"

// options are the flags.
type options struct {
	json      bool
	server    string
	requestID string
	cards     string // a card file for the in-process judge
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
	case len(pos) == 0:
		fmt.Fprint(stderr, usage)
		return exitBadInput
	}

	cmd, operands := pos[0], pos[1:]
	if cmd == "help" {
		fmt.Fprint(stdout, usage)
		return exitLegal
	}
	j, err := newJudge(opts)
	if err != nil {
		fmt.Fprintf(stderr, "judge: %v\n", err)
		return exitBadInput
	}
	if cmd == "scenarios" {
		if len(operands) > 1 {
			fmt.Fprintf(stderr, "judge scenarios: one DIR at most, got %q\n", operands)
			return exitBadInput
		}
		dir := "scenarios"
		if len(operands) == 1 {
			dir = operands[0]
		}
		return runScenarios(ctx, j, dir, stdout, stderr)
	}
	endpoint, ok := endpoints[cmd]
	if !ok {
		fmt.Fprintf(stderr, "judge: unknown subcommand %q\n%s", cmd, seeHelp)
		return exitBadInput
	}
	if len(operands) > 1 {
		fmt.Fprintf(stderr, "judge %s: one FILE at most, got %q\n", cmd, operands)
		return exitBadInput
	}
	file := "-"
	if len(operands) == 1 {
		file = operands[0]
	}
	return judgeFile(ctx, j, opts, cmd, endpoint, file, stdin, stdout, stderr)
}
