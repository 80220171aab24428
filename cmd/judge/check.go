package main

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"rulesjudge/httpapi"
	"rulesjudge/scenarios"
)

// judgeFile judges the request in file ("-": stdin) at endpoint and prints
// the answer; the result is the exit status.
func judgeFile(ctx context.Context, j judge, o options, cmd, endpoint, file string, stdin io.Reader, stdout, stderr io.Writer) int {
	source := file // the path whose folder may name the endpoint
	if file == "-" {
		source = stdinPath(stdin)
	}
	data, err := readInput(file, stdin)
	if err != nil {
		fmt.Fprintf(stderr, "judge %s: %v\n", cmd, err)
		return exitBadInput
	}
	if cmd == "" && len(bytes.TrimSpace(data)) == 0 {
		if file == "-" {
			fmt.Fprint(stderr, usage) // judge, or judge -, with nothing to read
		} else {
			fmt.Fprintf(stderr, "judge: %s is empty\n", file)
		}
		return exitBadInput
	}
	body, scenarioEndpoint := requestOf(data, source)
	if cmd == "" && scenarioEndpoint == "" {
		fit := fits(body)
		if len(fit) != 1 {
			fmt.Fprintf(stderr, "judge: %s\n", noEndpoint(file, fit))
			return exitBadInput
		}
		scenarioEndpoint = endpoints[fit[0]] // the only endpoint its fields fit
	}
	switch {
	case cmd == "":
		endpoint = scenarioEndpoint
		cmd = subcommandOf(endpoint)
	case scenarioEndpoint != "" && scenarioEndpoint != endpoint:
		fmt.Fprintf(stderr, "judge %s: the scenario %s is for %s, not %s (judge %s's); run judge %s %s, or judge %s\n",
			cmd, file, scenarioEndpoint, endpoint, cmd, subcommandOf(scenarioEndpoint), file, file)
		return exitBadInput
	}
	ans, err := j.post(ctx, endpoint, body)
	if err != nil {
		fmt.Fprintf(stderr, "judge %s: %v\n", cmd, err)
		if errors.Is(err, errCardFile) {
			return exitBadInput
		}
		return exitFailure
	}
	code, verdictErr := exitStatus(ans)
	if o.json {
		stdout.Write(ans.body)
	} else {
		printAnswer(stdout, stderr, ans, o.server == "")
	}
	if verdictErr != nil {
		fmt.Fprintf(stderr, "judge %s: %v\n", cmd, verdictErr)
	}
	if ans.status >= 400 && ans.status < 500 {
		if hint := subcommandHint(cmd, body); hint != "" {
			fmt.Fprintln(stderr, hint)
		}
	}
	return code
}

// noEndpoint says that the request in file names no endpoint, and which
// subcommands its fields fit.
func noEndpoint(file string, fit []string) string {
	var b strings.Builder
	if file == "-" {
		b.WriteString("standard input names no endpoint (a scenario's \"endpoint\"; its folder is not known from standard input)")
	} else {
		b.WriteString(file + " names no endpoint (a scenario file's \"endpoint\", or its folder attacks/, blocks/, damage/, resolve/ or combat/)")
	}
	which := subcommands
	if len(fit) > 1 {
		fmt.Fprintf(&b, ", and its request fits judge %s", orList(fit))
		which = fit
	}
	fmt.Fprintf(&b, "; say which: judge %s %s", strings.Join(which, "|"), file)
	return b.String()
}

func readInput(file string, stdin io.Reader) ([]byte, error) {
	if file == "-" {
		data, err := io.ReadAll(stdin)
		if err != nil {
			return nil, fmt.Errorf("reading standard input: %w", err)
		}
		return data, nil
	}
	return os.ReadFile(file)
}

// requestOf returns the body to post: a scenario file's "request", or data
// itself, sent unchanged even when it is not JSON so that the API says
// what is wrong with it. For a scenario it also returns the endpoint the
// scenario is for, when its "endpoint" or its folder says (file: the path
// read, "" or "-" when none is known).
func requestOf(data []byte, file string) (body []byte, scenarioEndpoint string) {
	request, endpoint, ok := scenarios.RequestOf(data)
	if !ok {
		return data, "" // not a scenario; the API will name what is wrong
	}
	if endpoint == "" && file != "-" && file != "" {
		endpoint = scenarios.Endpoints[filepath.Base(filepath.Dir(file))]
	}
	return request, endpoint
}

// exitStatus is the exit status an answer calls for; the error says why
// an answer of 200 is not one the judge gives.
func exitStatus(ans answer) (int, error) {
	switch {
	case ans.status == http.StatusOK:
		var v struct {
			Verdict string `json:"verdict"`
		}
		if err := json.Unmarshal(ans.body, &v); err != nil {
			return exitFailure, fmt.Errorf("the answer is not a verdict: %v", err)
		}
		switch v.Verdict {
		case "legal":
			return exitLegal, nil
		case "illegal":
			return exitIllegal, nil
		case "indeterminate":
			return exitIndeterminate, nil
		}
		return exitFailure, fmt.Errorf("unknown verdict %q", v.Verdict)
	case ans.status >= 400 && ans.status < 500:
		return exitBadInput, nil
	}
	return exitFailure, nil
}

// subcommandOf is the subcommand that posts to endpoint.
func subcommandOf(endpoint string) string {
	for cmd, e := range endpoints {
		if e == endpoint {
			return cmd
		}
	}
	return endpoint
}

// printAnswer writes the answer for a reader: a verdict on stdout, a
// problem on stderr. inProcess says the judge is this program, so that a
// problem naming the server's flags names the CLI's own.
func printAnswer(stdout, stderr io.Writer, ans answer, inProcess bool) {
	if ans.status != http.StatusOK {
		if inProcess {
			stderr = cliWords{stderr}
		}
		printProblem(stderr, ans)
		return
	}
	var resp httpapi.ResolveResponse
	if err := json.Unmarshal(ans.body, &resp); err != nil {
		return // exitStatus says why
	}
	w := &bytes.Buffer{}
	fmt.Fprintln(w, resp.Verdict)
	printFindings(w, "", resp.Violations)
	if rs := resp.Requirements; rs != nil {
		fmt.Fprintln(w, requirementsText(rs))
		if rs.Example != nil {
			fmt.Fprintf(w, "example: %s\n", declarationText(rs.Example))
		}
		if len(rs.Undecided) > 0 {
			fmt.Fprintf(w, "undecided: %s\n", strings.Join(rs.Undecided, ", "))
		}
	}
	if resp.Example != nil {
		fmt.Fprintf(w, "example: %s\n", declarationText(resp.Example))
	}
	printFindings(w, "note ", resp.Notes)
	for _, ig := range resp.Ignored {
		fmt.Fprintf(w, "  ignored %s: %q (%s)\n", ig.Object, ig.Text, ig.Reason)
	}
	if c, ok := combatAnswer(ans.body); ok {
		printCombat(w, c) // combat.go
	} else if resp.Board != nil {
		printResolution(w, resp)
	}
	stdout.Write(w.Bytes())
}

// printFindings writes violations or notes one per line, their messages
// aligned after the rule numbers.
func printFindings(w io.Writer, prefix string, fs []httpapi.Violation) {
	width := 6 // "502.4b"
	for _, f := range fs {
		width = max(width, len(f.Rule))
	}
	for _, f := range fs {
		fmt.Fprintf(w, "  %s%-*s  %s\n", prefix, width, f.Rule, f.Message)
	}
}

// printResolution writes what a legal resolve did: the damage dealt (and
// redirected), the state-based effects, the creatures removed from combat,
// and the life totals after.
func printResolution(w io.Writer, resp httpapi.ResolveResponse) {
	fmt.Fprintln(w, "dealt:")
	if len(resp.Dealt) == 0 {
		fmt.Fprintln(w, "  none")
	}
	for _, d := range resp.Dealt {
		fmt.Fprintf(w, "  %s to %s: %d", d.Source, d.To, d.Amount)
		switch {
		case d.Prevented > 0 && d.Rule != "":
			fmt.Fprintf(w, " (%d prevented, %s)", d.Prevented, d.Rule)
		case d.Prevented > 0:
			fmt.Fprintf(w, " (%d prevented)", d.Prevented)
		}
		if d.Redirected > 0 {
			fmt.Fprintf(w, " (%d redirected)", d.Redirected)
		}
		if d.RedirectedFrom != "" {
			fmt.Fprintf(w, " (redirected from %s)", d.RedirectedFrom)
		}
		fmt.Fprintln(w)
	}
	if len(resp.StateBased) == 0 {
		fmt.Fprintln(w, "state-based effects: none")
	} else {
		fmt.Fprintln(w, "state-based effects:")
		width := 6
		for _, e := range resp.StateBased {
			width = max(width, len(e.Rule))
		}
		for _, e := range resp.StateBased {
			fmt.Fprintf(w, "  %-*s  %s %s\n", width, e.Rule, cmp.Or(e.Object, e.Player), e.Event)
		}
	}
	if len(resp.RemovedFromCombat) > 0 {
		fmt.Fprintf(w, "removed from combat: %s\n", strings.Join(resp.RemovedFromCombat, ", "))
	}
	var life []string
	for _, p := range resp.Board.Players {
		s := fmt.Sprintf("%s %d", p.ID, p.Life)
		if p.Poison > 0 {
			s += fmt.Sprintf(" (%d poison)", p.Poison)
		}
		life = append(life, s)
	}
	fmt.Fprintf(w, "life after: %s\n", strings.Join(life, ", "))
}

// declarationText writes an example declaration in a line:
// "jugg attacks bob", "sentry blocks angel",
// "wurm assigns 2 to knight, 4 to bob".
func declarationText(d *httpapi.Declaration) string {
	var parts []string
	switch {
	case d.Attackers != nil:
		for _, a := range d.Attackers {
			s := a.Creature + " attacks"
			if a.Player != "" {
				s += " " + a.Player
			}
			if a.Band != "" {
				s += " in band " + a.Band
			}
			if len(a.Provoke) > 0 {
				s += ", provoking " + strings.Join(a.Provoke, " and ")
			}
			parts = append(parts, s)
		}
		if len(parts) == 0 {
			return "no attackers"
		}
	case d.Blockers != nil:
		for _, b := range d.Blockers {
			parts = append(parts, b.Creature+" blocks "+strings.Join(b.Blocking, " and "))
		}
		if len(parts) == 0 {
			return "no blockers"
		}
	case d.Assignments != nil:
		for _, a := range d.Assignments {
			var shares []string
			for _, s := range a.Damage {
				shares = append(shares, fmt.Sprintf("%d to %s", s.Amount, s.To))
			}
			s := a.Source + " assigns "
			if len(shares) == 0 {
				s += "no damage"
			} else {
				s += strings.Join(shares, ", ")
			}
			if a.AssignedBy != "" {
				s += " (assigned by " + a.AssignedBy + ")"
			}
			parts = append(parts, s)
		}
		if len(parts) == 0 {
			return "no assignments"
		}
	default:
		return "nothing"
	}
	return strings.Join(parts, "; ")
}

// serverFlags maps what the server's problems tell its operator to do to
// what a user of this program does instead.
var serverFlags = strings.NewReplacer(
	"(judged -cards FILE)", "(judge --cards FILE, or fill the card cache once with judge cards download)",
	"judged -cards", "judge --cards",
	"this server", "this judge",
	"the server allows", "the judge allows",
)

// cliWords writes a problem with the server's flags replaced by judge's.
type cliWords struct{ w io.Writer }

func (c cliWords) Write(p []byte) (int, error) {
	if _, err := io.WriteString(c.w, serverFlags.Replace(string(p))); err != nil {
		return 0, err
	}
	return len(p), nil
}

// printProblem writes a problem document: its title and detail, then each
// error with its JSON Pointer. An answer that is not a problem document
// (from a proxy, say) is written as its status and body.
func printProblem(w io.Writer, ans answer) {
	var p httpapi.Problem
	if err := json.Unmarshal(ans.body, &p); err != nil || p.Title == "" {
		fmt.Fprintf(w, "error: %d %s: %s\n", ans.status, http.StatusText(ans.status), bytes.TrimSpace(ans.body))
		return
	}
	fmt.Fprintf(w, "error: %s: %s\n", p.Title, p.Detail)
	for _, e := range p.Errors {
		pointer := e.Pointer
		if pointer == "" {
			pointer = "(body)"
		}
		fmt.Fprintf(w, "  %s: %s\n", pointer, e.Detail)
	}
}

// requirementsText says how many requirements the declaration obeys and
// the most that can be obeyed; a declaration that breaks a restriction has
// no count of its own (docs/api.md, "requirements").
func requirementsText(rs *httpapi.Requirements) string {
	if rs.Obeyed == nil {
		return fmt.Sprintf("requirements: the declaration breaks a restriction; at most %d can be obeyed", rs.Maximum)
	}
	return fmt.Sprintf("requirements: obeyed %d of at most %d", *rs.Obeyed, rs.Maximum)
}
