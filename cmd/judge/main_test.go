package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/cards/era"
	"rulesjudge/httpapi"
)

const scenariosDir = "../../scenarios"

// judgeRun runs the program as the shell would and returns its exit
// status and output.
func judgeRun(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(context.Background(), args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// apiPost posts body to the API's handler as a client would, with the
// given request id, and returns the status and body.
func apiPost(t *testing.T, endpoint string, body []byte, requestID string) (int, []byte) {
	t.Helper()
	req := httptest.NewRequest(http.MethodPost, endpoint, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if requestID != "" {
		req.Header.Set(httpapi.RequestIDHeader, requestID)
	}
	rec := httptest.NewRecorder()
	httpapi.NewServer(httpapi.Config{}, zerolog.Nop()).ServeHTTP(rec, req)
	return rec.Code, rec.Body.Bytes()
}

// scenarioRequest returns the "request" of a scenario file.
func scenarioRequest(t *testing.T, file string) []byte {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var s struct {
		Request json.RawMessage `json:"request"`
	}
	if err := json.Unmarshal(data, &s); err != nil || s.Request == nil {
		t.Fatalf("%s: not a scenario: %v", file, err)
	}
	return s.Request
}

// finding is a violation or note as the readable output shows it.
type finding struct{ rule, message string }

// readable is the readable output taken apart by section.
type readable struct {
	verdict      string
	violations   []finding
	notes        []finding
	requirements string // the "requirements:" line
	example      string // the "example:" line
	dealt        []string
	stateBased   []string // rule numbers
	life         string   // the "life after:" line
}

func parseReadable(t *testing.T, out string) readable {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	r := readable{verdict: lines[0]}
	section := "violations"
	for _, line := range lines[1:] {
		rest, indented := strings.CutPrefix(line, "  ")
		if !indented {
			head, _, _ := strings.Cut(line, ":")
			section = head
			switch head {
			case "requirements":
				r.requirements = line
			case "example":
				r.example = line
			case "life after":
				r.life = line
			}
			continue
		}
		if note, ok := strings.CutPrefix(rest, "note "); ok {
			rule, msg, _ := strings.Cut(note, " ")
			r.notes = append(r.notes, finding{rule, strings.TrimLeft(msg, " ")})
			continue
		}
		switch section {
		case "violations":
			rule, msg, _ := strings.Cut(rest, " ")
			r.violations = append(r.violations, finding{rule, strings.TrimLeft(msg, " ")})
		case "dealt":
			r.dealt = append(r.dealt, rest)
		case "state-based effects":
			r.stateBased = append(r.stateBased, strings.Fields(rest)[0])
		default:
			t.Errorf("unexpected line %q in section %q", line, section)
		}
	}
	return r
}

// readableFromAPI is what the readable output must say, worked out from
// the API's JSON answer.
func readableFromAPI(t *testing.T, body []byte) readable {
	t.Helper()
	var resp httpapi.ResolveResponse
	if err := json.Unmarshal(body, &resp); err != nil {
		t.Fatalf("the API's answer: %v: %s", err, body)
	}
	r := readable{verdict: resp.Verdict}
	for _, v := range resp.Violations {
		r.violations = append(r.violations, finding{v.Rule, v.Message})
	}
	for _, n := range resp.Notes {
		r.notes = append(r.notes, finding{n.Rule, n.Message})
	}
	if rs := resp.Requirements; rs != nil {
		r.requirements = fmt.Sprintf("requirements: the declaration breaks a restriction; at most %d can be obeyed", rs.Maximum)
		if rs.Obeyed != nil {
			r.requirements = fmt.Sprintf("requirements: obeyed %d of at most %d", *rs.Obeyed, rs.Maximum)
		}
	}
	if resp.Board != nil {
		for _, d := range resp.Dealt {
			line := fmt.Sprintf("%s to %s: %d", d.Source, d.To, d.Amount)
			if d.Prevented > 0 {
				line += fmt.Sprintf(" (%d prevented, %s)", d.Prevented, d.Rule)
			}
			r.dealt = append(r.dealt, line)
		}
		for _, e := range resp.StateBased {
			r.stateBased = append(r.stateBased, e.Rule)
		}
		var life []string
		for _, p := range resp.Board.Players {
			life = append(life, fmt.Sprintf("%s %d", p.ID, p.Life))
		}
		r.life = "life after: " + strings.Join(life, ", ")
	}
	return r
}

// judgeCases are real scenario files, one legal and one illegal answer
// per subcommand.
var judgeCases = []struct {
	cmd, file string
	wantCode  int
}{
	// 308.2a: a tapped creature can't attack.
	{"attacks", "attacks/tapped-creature-attacks.json", exitIllegal},
	// 502.29b: two instances of provoke, two targets; notes only.
	{"attacks", "attacks/provoke-two-instances-two-targets.json", exitLegal},
	// 500.4: a creature that blocks each combat if able stays home; requirements and an example.
	{"blocks", "blocks/blocks-if-able-does-not-block.json", exitIllegal},
	// 502.10e: a flier blocks the band's flier and so blocks the band.
	{"blocks", "blocks/band-flier-swampwalker-flier-blocks-flier.json", exitLegal},
	// 310.2c: a blocked attacker can't assign to the player; a legal example.
	{"damage", "damage/core-blocked-attacker-assigns-to-player.json", exitIllegal},
	// 502.10h: a lone banding blocker leaves nothing to divide.
	{"damage", "damage/banding-blocker-alone-no-choice-not-judged.json", exitLegal},
	// 502.7e and 420.5c: protection prevents the damage; the attacker dies.
	{"resolve", "resolve/core-protection-prevents-damage.json", exitLegal},
	// 502.9b: an illegal trample assignment deals nothing.
	{"resolve", "resolve/illegal-trample-nothing-dealt.json", exitIllegal},
}

func TestSubcommandsSayWhatTheAPISays(t *testing.T) {
	for _, tt := range judgeCases {
		t.Run(tt.file, func(t *testing.T) {
			file := filepath.Join(scenariosDir, tt.file)
			status, body := apiPost(t, endpoints[tt.cmd], scenarioRequest(t, file), "")
			if status != http.StatusOK {
				t.Fatalf("the API: got %d %s, want 200", status, body)
			}
			code, stdout, stderr := judgeRun(t, "", tt.cmd, file)
			if code != tt.wantCode {
				t.Errorf("exit status: got %d, want %d; stderr %q", code, tt.wantCode, stderr)
			}
			if stderr != "" {
				t.Errorf("stderr: got %q, want nothing", stderr)
			}
			got, want := parseReadable(t, stdout), readableFromAPI(t, body)
			// The example line is checked by TestExampleLine; here only
			// that there is one when the API gives one.
			if (got.example != "") != (bytes.Contains(body, []byte(`"example"`))) {
				t.Errorf("example line: got %q, want one exactly when the answer has an example: %s", got.example, body)
			}
			got.example = ""
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("got\n%+v\nwant\n%+v\noutput:\n%s", got, want, stdout)
			}
		})
	}
}

func TestJSONIsTheAPIAnswer(t *testing.T) {
	tests := append([]struct {
		cmd, file string
		wantCode  int
	}{
		// 422: an unknown ability and an unknown attacker, both listed.
		{"attacks", "attacks/two-input-errors-listed.json", exitBadInput},
	}, judgeCases...)
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			file := filepath.Join(scenariosDir, tt.file)
			_, want := apiPost(t, endpoints[tt.cmd], scenarioRequest(t, file), "judge-test-1")
			code, stdout, _ := judgeRun(t, "", "--json", "--request-id", "judge-test-1", tt.cmd, file)
			if code != tt.wantCode {
				t.Errorf("exit status: got %d, want %d", code, tt.wantCode)
			}
			if stdout != string(want) {
				t.Errorf("stdout:\ngot  %s\nwant %s", stdout, want)
			}
		})
	}
}

func TestStdin(t *testing.T) {
	file := filepath.Join(scenariosDir, "blocks/blocks-if-able-does-not-block.json")
	scenarioFile, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	request := scenarioRequest(t, file)
	_, want := apiPost(t, "/v1/blocks/check", request, "stdin-1")
	tests := []struct {
		name  string
		stdin []byte
		args  []string
	}{
		{"- and a request body", request, []string{"blocks", "-"}},
		{"- and a scenario file", scenarioFile, []string{"blocks", "-"}},
		{"no FILE", request, []string{"blocks"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"--json", "--request-id", "stdin-1"}, tt.args...)
			code, stdout, stderr := judgeRun(t, string(tt.stdin), args...)
			if code != exitIllegal || stdout != string(want) {
				t.Errorf("got %d %s (stderr %q), want %d %s", code, stdout, stderr, exitIllegal, want)
			}
		})
	}
}

// TestFlagsAnywhere: flags may follow the subcommand and the file.
func TestFlagsAnywhere(t *testing.T) {
	file := filepath.Join(scenariosDir, "attacks/tapped-creature-attacks.json")
	_, want := apiPost(t, "/v1/attacks/check", scenarioRequest(t, file), "anywhere")
	for _, args := range [][]string{
		{"--json", "--request-id=anywhere", "attacks", file},
		{"attacks", "-json", file, "--request-id", "anywhere"},
		{"attacks", file, "--json", "--request-id", "anywhere"},
	} {
		if code, stdout, stderr := judgeRun(t, "", args...); code != exitIllegal || stdout != string(want) {
			t.Errorf("judge %q: got %d %s (stderr %q), want %d %s", args, code, stdout, stderr, exitIllegal, want)
		}
	}
}

func TestExitStatus(t *testing.T) {
	legal := filepath.Join(scenariosDir, "attacks/provoke-two-instances-two-targets.json")
	illegal := filepath.Join(scenariosDir, "attacks/tapped-creature-attacks.json")
	unprocessable := filepath.Join(scenariosDir, "attacks/two-input-errors-listed.json")
	tests := []struct {
		name       string
		stdin      string
		args       []string
		wantCode   int
		wantStdout string // a substring; "" checks nothing
		wantStderr string // a substring; "" checks nothing
	}{
		{"legal", "", []string{"attacks", legal}, exitLegal, "legal\n", ""},
		{"illegal", "", []string{"attacks", illegal}, exitIllegal, "illegal\n  308.2a  ", ""},
		{"400: not JSON", "{", []string{"attacks", "-"}, exitBadInput, "", "error: Bad Request: 1 problem in the request\n  (body): not JSON"},
		{"400: data after the JSON value", "{} {}", []string{"blocks"}, exitBadInput, "", "error: Bad Request"},
		{"422", "", []string{"attacks", unprocessable}, exitBadInput, "",
			"error: Unprocessable board: 2 problems in the request\n" +
				"  /board/permanents/1/abilities/0: unrecognised ability \"Flyng\"; did you mean \"Flying\"?\n" +
				"  /attackers/1/creature: no permanent with id \"ghost\" on the board\n"},
		{"422 with --json", "", []string{"--json", "attacks", unprocessable}, exitBadInput, `"status":422`, ""},
		// A subcommand that contradicts the scenario's endpoint is refused,
		// and nothing is judged.
		{"a blocks scenario as attacks", "", []string{"attacks", filepath.Join(scenariosDir, "blocks/blocks-if-able-does-not-block.json")}, exitBadInput, "",
			"judge attacks: the scenario ../../scenarios/blocks/blocks-if-able-does-not-block.json is for /v1/blocks/check, not /v1/attacks/check"},
		{"an endpoint in the file against its folder", "", []string{"blocks", filepath.Join(scenariosDir, "cards/mogg-flunkies-attacks-alone.json")}, exitBadInput, "",
			"is for /v1/attacks/check, not /v1/blocks/check"},
		// judge FILE: the scenario names its endpoint.
		{"judge FILE, from the folder", "", []string{illegal}, exitIllegal, "illegal\n  308.2a  ", ""},
		{"judge FILE, --json after it", "", []string{illegal, "--json"}, exitIllegal, `"verdict":"illegal"`, ""},
		{"judge FILE, from its endpoint field", "", []string{"--cards", "../../testdata/cards.json", filepath.Join(scenariosDir, "cards/mogg-flunkies-attacks-alone.json")}, exitIllegal, "illegal\n", ""},
		{"judge FILE that is not there", "", []string{"no-such-file.json"}, exitBadInput, "", "no-such-file.json: no such file"},
		{"judge FILE twice", "", []string{illegal, legal}, exitBadInput, "", "one FILE at most"},
		{"unreadable file", "", []string{"attacks", "no-such-file.json"}, exitBadInput, "", "no-such-file.json"},
		{"unknown subcommand", "", []string{"defend"}, exitBadInput, "", `unknown subcommand "defend", and no such file`},
		// Flags of one subcommand given to another are named.
		{"-o without cards download", "", []string{"-o", "dir", "attacks", legal}, exitBadInput, "", "judge attacks: -o: flags of judge cards download only"},
		{"--json with cards download", "", []string{"cards", "download", "--json", "--cards", "x.json"}, exitBadInput, "", "--json, --cards: not flags of cards download"},
		{"cards without download", "", []string{"cards"}, exitBadInput, "", `want "judge cards download [-o DIR]"`},
		{"--bulk-data not a URL", "", []string{"cards", "download", "--bulk-data", "api.scryfall.com"}, exitBadInput, "", "--bulk-data \"api.scryfall.com\": want an http or https URL"},
		{"--version", "", []string{"--version"}, exitLegal, "judge ", ""},
		{"bad flag", "", []string{"--verbose", "attacks", legal}, exitBadInput, "", "flag provided but not defined: -verbose"},
		{"two files", "", []string{"attacks", legal, illegal}, exitBadInput, "", "one FILE at most"},
		{"no subcommand", "", nil, exitBadInput, "", "usage:"},
		{"--server not a URL", "", []string{"--server", "localhost:8080", "attacks", legal}, exitBadInput, "", "want an http or https URL"},
		{"help", "", []string{"help"}, exitLegal, "usage:", ""},
		{"-h", "", []string{"-h"}, exitLegal, "usage:", ""},
		{"--help after a subcommand", "", []string{"attacks", "--help"}, exitLegal, "usage:", ""},
		{"server unreachable", "", []string{"--server", "http://127.0.0.1:1", "attacks", legal}, exitFailure, "", "connection refused"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := judgeRun(t, tt.stdin, tt.args...)
			if code != tt.wantCode {
				t.Errorf("exit status: got %d, want %d; stdout %q, stderr %q", code, tt.wantCode, stdout, stderr)
			}
			if !strings.Contains(stdout, tt.wantStdout) {
				t.Errorf("stdout: got %q, want it to contain %q", stdout, tt.wantStdout)
			}
			if !strings.Contains(stderr, tt.wantStderr) {
				t.Errorf("stderr: got %q, want it to contain %q", stderr, tt.wantStderr)
			}
		})
	}
}

// TestIndeterminate: a search that runs out of its node budget is
// indeterminate, exit status 3. The budget is not a flag, so the judge is
// built here with one node.
func TestIndeterminate(t *testing.T) {
	j := &inProcess{handler: httpapi.NewServer(httpapi.Config{NodeBudget: 1}, zerolog.Nop())}
	// 500.4: Grizzly Bears must be blocked if able; two creatures could.
	file := filepath.Join(scenariosDir, "blocks/must-be-blocked-none-block.json")
	var stdout, stderr bytes.Buffer
	code := judgeFile(context.Background(), j, options{}, "blocks", "/v1/blocks/check", file, nil, &stdout, &stderr)
	if code != exitIndeterminate || !strings.HasPrefix(stdout.String(), "indeterminate\n") {
		t.Errorf("got %d %q (stderr %q), want %d and \"indeterminate\" first", code, stdout.String(), stderr.String(), exitIndeterminate)
	}
}

// TestServerFailure: a 5xx answer is exit status 4, its problem printed.
func TestServerFailure(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/problem+json")
		w.WriteHeader(http.StatusInternalServerError)
		fmt.Fprint(w, `{"type":"about:blank","title":"Internal Server Error","status":500,"detail":"internal error; quote decision_id x","errors":[],"decision_id":"x"}`)
	}))
	defer srv.Close()
	file := filepath.Join(scenariosDir, "attacks/tapped-creature-attacks.json")
	code, _, stderr := judgeRun(t, "", "--server", srv.URL, "attacks", file)
	if want := "error: Internal Server Error: internal error; quote decision_id x\n"; code != exitFailure || stderr != want {
		t.Errorf("got %d %q, want %d %q", code, stderr, exitFailure, want)
	}
}

func TestExampleLine(t *testing.T) {
	tests := []struct {
		cmd, file, want string
	}{
		// 500.4: the example has Frenzied Sentry block.
		{"blocks", "blocks/blocks-if-able-does-not-block.json", "example: sentry blocks giant"},
		// 310.2c: the example assigns the giant's damage to the blocker.
		{"damage", "damage/core-blocked-attacker-assigns-to-player.json", "example: giant assigns 3 to bb; bb assigns 2 to giant"},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			_, stdout, _ := judgeRun(t, "", tt.cmd, filepath.Join(scenariosDir, tt.file))
			if got := parseReadable(t, stdout).example; got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestScenariosPass(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(scenariosDir, "*", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	// The scenarios of cards/ look card names up in the test card file.
	code, stdout, stderr := judgeRun(t, "", "--cards", "../../testdata/cards.json", "scenarios", scenariosDir)
	if want := fmt.Sprintf("%d passed, 0 failed\n", len(files)); code != exitLegal || stdout != want {
		t.Errorf("got %d %q (stderr %q), want %d %q", code, stdout, stderr, exitLegal, want)
	}
}

// writeScenario writes a scenario file made from a real one, its want
// replaced.
func writeScenario(t *testing.T, dir, name, from, want string) {
	t.Helper()
	s := fmt.Sprintf(`{"note": "from %s", "request": %s, "want": %s}`, from, scenarioRequest(t, filepath.Join(scenariosDir, from)), want)
	if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestScenariosReportFailures(t *testing.T) {
	dir := t.TempDir()
	// Right: 308.2a.
	writeScenario(t, dir, "attacks/right.json", "attacks/tapped-creature-attacks.json", `{"verdict": "illegal", "rules": ["308.2a"]}`)
	// Wrong: the verdict and the rules.
	writeScenario(t, dir, "attacks/nested/wrong.json", "attacks/tapped-creature-attacks.json", `{"verdict": "legal", "rules": []}`)
	// Wrong: the requirements and a note the answer lacks.
	writeScenario(t, dir, "blocks/wrong-requirements.json", "blocks/blocks-if-able-does-not-block.json",
		`{"verdict": "illegal", "rules": ["500.4"], "notes": ["309.2f"], "requirements": {"obeyed": 1, "maximum": 1}}`)
	// Wrong: the error pointers of a 422.
	writeScenario(t, dir, "attacks/wrong-pointers.json", "attacks/two-input-errors-listed.json", `{"status": 422, "errors": ["/board"]}`)
	code, stdout, stderr := judgeRun(t, "", "scenarios", dir)
	want := `FAIL attacks/nested/wrong.json: verdict: got illegal, want legal
FAIL attacks/nested/wrong.json: rules: got [308.2a], want []
FAIL attacks/wrong-pointers.json: error pointers: got ["/attackers/1/creature" "/board/permanents/1/abilities/0"], want ["/board"]
FAIL blocks/wrong-requirements.json: notes: got [], want them to include 309.2f
FAIL blocks/wrong-requirements.json: requirements: got obeyed 0, maximum 1; want 1, 1
1 passed, 3 failed
`
	if code != exitIllegal || stdout != want {
		t.Errorf("got %d (stderr %q)\n%s\nwant %d\n%s", code, stderr, stdout, exitIllegal, want)
	}

	// A file that is not a scenario checks nothing: not a pass, not a
	// failure, but bad input (exit status 2), named on standard error.
	// A misspelt want key:
	writeScenario(t, dir, "attacks/misspelt.json", "attacks/tapped-creature-attacks.json", `{"verdcit": "illegal", "rules": ["308.2a"]}`)
	// No endpoint, and no folder to give one:
	writeScenario(t, dir, "misc/no-endpoint.json", "attacks/tapped-creature-attacks.json", `{"verdict": "illegal", "rules": ["308.2a"]}`)
	code, stdout, stderr = judgeRun(t, "", "scenarios", dir)
	wantErr := `judge scenarios: attacks/misspelt.json is not a scenario: reading the scenario: json: unknown field "verdcit"
judge scenarios: misc/no-endpoint.json is not a scenario: no endpoint, and folder "misc" has none
`
	if code != exitBadInput || !strings.HasSuffix(stdout, "\n1 passed, 3 failed, 2 unreadable\n") || stderr != wantErr {
		t.Errorf("got %d\n%s(stderr %q)\nwant %d, \"1 passed, 3 failed, 2 unreadable\" and stderr %q", code, stdout, stderr, exitBadInput, wantErr)
	}
}

func TestScenariosOnPartOfTheTree(t *testing.T) {
	tests := []struct {
		name, dir string
		wantCode  int
		want      string // the closing line, or a substring of stderr
	}{
		// A folder of the tree gives its scenarios their endpoint.
		{"one folder", filepath.Join(scenariosDir, "resolve"), exitLegal, "passed, 0 failed\n"},
		{"one file", filepath.Join(scenariosDir, "blocks/blocks-if-able-does-not-block.json"), exitLegal, "1 passed, 0 failed\n"},
		{"no such dir", filepath.Join(t.TempDir(), "nowhere"), exitBadInput, "no such file"},
		{"no scenario in it", t.TempDir(), exitBadInput, "no scenario files"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := judgeRun(t, "", "scenarios", tt.dir)
			if code != tt.wantCode || !strings.Contains(stdout+stderr, tt.want) {
				t.Errorf("got %d %q %q, want %d and %q", code, stdout, stderr, tt.wantCode, tt.want)
			}
		})
	}
}

// TestServerFlag: against a running server the output is the in-process
// output, for every subcommand and for the scenarios.
func TestServerFlag(t *testing.T) {
	builtin, err := era.Load()
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(httpapi.NewServer(httpapi.Config{Cards: httpapi.NewCardFile(builtin)}, zerolog.Nop()))
	defer srv.Close()
	var runs [][]string
	for _, tt := range judgeCases {
		file := filepath.Join(scenariosDir, tt.file)
		runs = append(runs, []string{tt.cmd, file}, []string{"--json", "--request-id", "server-1", tt.cmd, file})
	}
	runs = append(runs,
		[]string{"attacks", filepath.Join(scenariosDir, "attacks/two-input-errors-listed.json")},
		[]string{"scenarios", scenariosDir})
	for _, args := range runs {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			code, stdout, stderr := judgeRun(t, "", args...)
			srvCode, srvStdout, srvStderr := judgeRun(t, "", append([]string{"--server", srv.URL + "/"}, args...)...)
			if args[0] == "scenarios" {
				// Both have the built-in cards; each says how to give another card file its own way.
				srvStdout = strings.Replace(srvStdout, "start the server with judged -cards FILE or -cards auto", "judge cards download, or --cards FILE", 1)
			}
			if srvCode != code || srvStdout != stdout || srvStderr != stderr {
				t.Errorf("--server: got %d\n%s%s\nin-process: %d\n%s%s", srvCode, srvStdout, srvStderr, code, stdout, stderr)
			}
		})
	}
}

// TestCards: --cards gives the in-process judge a card file, and the
// readable answer lists the lines of the cards' text it ignored.
func TestCards(t *testing.T) {
	file := filepath.Join(scenariosDir, "cards/menace-dragon-blocked-by-one.json")
	code, stdout, stderr := judgeRun(t, "", "--cards", "../../testdata/cards.json", "blocks", file)
	want := "illegal\n" +
		"  500.3   Two-Headed Dragon can't be blocked except by 2 or more creatures, and 1 blocks it.\n"
	// The Dragon's "{1}{R}: ... gets +2/+0" is a trick the judge applies
	// when one uses it: not an ignored line.
	if code != exitIllegal || !strings.HasPrefix(stdout, want) ||
		!strings.Contains(stdout, "  note 502.4b  Giant Spider: today's Oracle wording \"Reach\" is read as this edition's") ||
		strings.Contains(stdout, "ignored dragon") {
		t.Errorf("got %d\n%s(stderr %q)\nwant %d, starting\n%sand with the translation note and no ignored line", code, stdout, stderr, exitIllegal, want)
	}
	// The lines ignored are listed: Arcbound Fiend's Modular.
	fiend := filepath.Join(scenariosDir, "cards/caveat-arcbound-fiend-modular-dies.json")
	if code, stdout, stderr := judgeRun(t, "", "--cards", "../../testdata/cards.json", "resolve", fiend); code != exitLegal ||
		!strings.Contains(stdout, `  ignored fiend: "Modular 3" (not an ability the combat judge reads)`) {
		t.Errorf("got %d\n%s(stderr %q)\nwant %d with the ignored line of Modular", code, stdout, stderr, exitLegal)
	}

	// Without a card file, a name is a 422.
	if code, _, stderr := judgeRun(t, "", "--cards", "none", "blocks", file); code != exitBadInput || !strings.Contains(stderr, "card names need a card file") {
		t.Errorf("without --cards: got %d %q, want %d and a problem saying names need a card file", code, stderr, exitBadInput)
	}
	for _, args := range [][]string{
		{"--cards", "no-such-file.json", "blocks", file},
		{"--cards", "../../testdata/cards.json", "--server", "http://localhost:1", "blocks", file},
	} {
		if code, _, stderr := judgeRun(t, "", args...); code != exitBadInput || stderr == "" {
			t.Errorf("%q: got %d %q, want %d and why", args, code, stderr, exitBadInput)
		}
	}
}

// TestStdinInfersEndpoint: judge < FILE and judge - find the endpoint as
// judge FILE does: from the scenario's "endpoint", from the folder of the
// file the shell opened, or from a request whose fields fit one endpoint
// alone; a request that fits several is refused, naming them, and nothing
// is judged.
func TestStdinInfersEndpoint(t *testing.T) {
	fromFolder := filepath.Join(scenariosDir, "attacks/animate-wall-enchanted-wall-attacks.json") // no "endpoint": its folder says
	_, wantFolder := apiPost(t, "/v1/attacks/check", scenarioRequest(t, fromFolder), "stdin-infer")
	t.Run("judge < FILE, the folder", func(t *testing.T) {
		f, err := os.Open(fromFolder)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		var out, errOut bytes.Buffer
		code := run(context.Background(), []string{"--json", "--request-id", "stdin-infer"}, f, &out, &errOut)
		if code != exitLegal || out.String() != string(wantFolder) {
			t.Errorf("got %d %s (stderr %q), want %d %s", code, out.String(), errOut.String(), exitLegal, wantFolder)
		}
	})

	withEndpoint := filepath.Join(scenariosDir, "blocks/blocks-if-able-does-not-block.json") // names /v1/blocks/check
	scenarioFile, err := os.ReadFile(withEndpoint)
	if err != nil {
		t.Fatal(err)
	}
	_, wantBlocks := apiPost(t, "/v1/blocks/check", scenarioRequest(t, withEndpoint), "stdin-infer")
	// A combat request with events: no other endpoint takes "events".
	combat := `{"board": {"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
	  "permanents": [{"id": "bear", "name": "Grizzly Bears", "controller": "alice", "types": ["Creature"], "power": 2, "toughness": 2}]},
	  "attackers": [{"creature": "bear"}], "events": []}`
	_, wantCombat := apiPost(t, "/v1/combat/resolve", []byte(combat), "stdin-infer")
	for _, tt := range []struct {
		name, stdin string
		args        []string
		want        string
	}{
		{"judge - and a scenario naming its endpoint", string(scenarioFile), []string{"-"}, string(wantBlocks)},
		{"judge and a scenario naming its endpoint", string(scenarioFile), nil, string(wantBlocks)},
		{"judge - and a request only combat takes", combat, []string{"-"}, string(wantCombat)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := judgeRun(t, tt.stdin, append([]string{"--json", "--request-id", "stdin-infer"}, tt.args...)...)
			if code == exitBadInput || stdout != tt.want {
				t.Errorf("got %d %s (stderr %q), want %s", code, stdout, stderr, tt.want)
			}
		})
	}

	// An attack request fits every endpoint: which is not guessed.
	attack := scenarioRequest(t, fromFolder)
	for _, args := range [][]string{{"-"}, nil} {
		code, stdout, stderr := judgeRun(t, string(attack), args...)
		want := "judge: standard input names no endpoint (a scenario's \"endpoint\"; its folder is not known from standard input), " +
			"and its request fits judge attacks, blocks, damage, resolve or combat; say which: judge attacks|blocks|damage|resolve|combat -\n"
		if code != exitBadInput || stdout != "" || stderr != want {
			t.Errorf("judge %q: got %d %q %q, want %d and %q", args, code, stdout, stderr, exitBadInput, want)
		}
	}
	// Nothing on standard input: the usage.
	if code, _, stderr := judgeRun(t, " \n", "-"); code != exitBadInput || !strings.HasPrefix(stderr, "usage:") {
		t.Errorf("judge - with nothing to read: got %d %q, want %d and the usage", code, stderr, exitBadInput)
	}
}

// TestScenariosUnreadable: a file that is not a scenario makes the run's
// exit status 2, named on standard error and counted apart; the others
// are still run.
func TestScenariosUnreadable(t *testing.T) {
	dir := t.TempDir()
	writeScenario(t, dir, "blocks/as-written.json", "blocks/blocks-if-able-does-not-block.json", `{"verdict": "illegal", "rules": ["500.4"]}`)
	if err := os.WriteFile(filepath.Join(dir, "blocks", "garbage.json"), []byte("garbage\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := judgeRun(t, "", "scenarios", dir)
	if code != exitBadInput || stdout != "1 passed, 0 failed, 1 unreadable\n" ||
		!strings.HasPrefix(stderr, "judge scenarios: blocks/garbage.json is not a scenario: ") {
		t.Errorf("got %d %q %q, want %d, \"1 passed, 0 failed, 1 unreadable\" and the file named", code, stdout, stderr, exitBadInput)
	}
}

// TestSubcommandHint: a request refused for fields the subcommand's
// endpoint does not take says which subcommands take them.
func TestSubcommandHint(t *testing.T) {
	blocks := scenarioRequest(t, filepath.Join(scenariosDir, "blocks/blocks-if-able-does-not-block.json"))
	code, _, stderr := judgeRun(t, string(blocks), "attacks", "-")
	want := "  /blockers: unknown field \"blockers\"\n" +
		"hint: judge attacks takes no \"blockers\"; the request fits judge blocks, damage, resolve or combat\n"
	if code != exitBadInput || !strings.HasSuffix(stderr, want) {
		t.Errorf("got %d %q, want %d ending %q", code, stderr, exitBadInput, want)
	}
	// A key no endpoint takes gets no hint.
	code, _, stderr = judgeRun(t, `{"board": {}, "defenders": []}`, "attacks", "-")
	if code != exitBadInput || strings.Contains(stderr, "hint:") {
		t.Errorf("a key no endpoint takes: got %d %q, want %d and no hint", code, stderr, exitBadInput)
	}
}

// TestMessagesNameTheCLI: a problem of the in-process judge names judge and
// its flags, not a server's.
func TestMessagesNameTheCLI(t *testing.T) {
	file := filepath.Join(scenariosDir, "cards/menace-dragon-blocked-by-one.json")
	code, _, stderr := judgeRun(t, "", "--cards", "none", "blocks", file)
	if code != exitBadInput || !strings.Contains(stderr, "judge --cards FILE") ||
		strings.Contains(stderr, "server") || strings.Contains(stderr, "judged") {
		t.Errorf("got %d %q, want %d, naming judge --cards and no server", code, stderr, exitBadInput)
	}
}
