package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"rulesjudge/scenarios"
)

// errTransport marks a failure to reach the judge, which ends the run.
var errTransport = errors.New("the judge could not be reached")

// runScenarios runs every *.json file under dir (or the file dir) with the
// scenarios package's runner, prints a line per disagreement and a closing
// count, and returns the exit status. Without a card file, a scenario that
// names a card by name is not run: it is listed ("NEEDS CARDS") and
// counted apart, and does not fail the run, since it says nothing of the
// judge; the closing line says how to give one.
func runScenarios(ctx context.Context, j judge, dir string, stdout, stderr io.Writer) int {
	files, err := scenarios.Files(dir)
	if err != nil {
		fmt.Fprintf(stderr, "judge scenarios: %v\n", err)
		return exitBadInput
	}
	haveCards, err := j.hasCardFile(ctx)
	if err != nil {
		fmt.Fprintf(stderr, "judge scenarios: %v\n", err)
		return exitFailure
	}
	post := func(endpoint string, body []byte) (int, []byte, error) {
		ans, err := j.post(ctx, endpoint, body)
		if err != nil {
			return 0, nil, fmt.Errorf("%w: %w", errTransport, err)
		}
		return ans.status, ans.body, nil
	}
	passed, failed, needCards := 0, 0, 0
	for _, f := range files {
		if !haveCards && scenarioNamesCards(f) {
			needCards++
			fmt.Fprintf(stdout, "NEEDS CARDS %s: it names cards, and the judge has no card file\n", f.Rel)
			continue
		}
		failures, err := runScenario(post, f)
		if err != nil {
			fmt.Fprintf(stderr, "judge scenarios: %s: %v\n", f.Rel, err)
			if errors.Is(err, errCardFile) {
				return exitBadInput
			}
			return exitFailure
		}
		if len(failures) == 0 {
			passed++
			continue
		}
		failed++
		for _, msg := range failures {
			fmt.Fprintf(stdout, "FAIL %s: %s\n", f.Rel, msg)
		}
	}
	fmt.Fprintf(stdout, "%d passed, %d failed", passed, failed)
	if needCards > 0 {
		fmt.Fprintf(stdout, ", %d need a card file (%s)", needCards, cardFileHint(j))
	}
	fmt.Fprintln(stdout)
	if failed > 0 {
		return exitIllegal
	}
	return exitLegal
}

// cardFileHint says how the judge gets a card file.
func cardFileHint(j judge) string {
	if _, ok := j.(remote); ok {
		return "start the server with judged -cards FILE or -cards auto"
	}
	return "judge cards download, or --cards FILE"
}

// scenarioNamesCards says whether a scenario's request gives a card by
// name. A file that cannot be read says no: running it reports why.
func scenarioNamesCards(f scenarios.File) bool {
	data, err := os.ReadFile(f.Path)
	if err != nil {
		return false
	}
	var s struct {
		Request json.RawMessage `json:"request"`
	}
	if json.Unmarshal(data, &s) != nil {
		return false
	}
	return namesCards(s.Request)
}

// runScenario returns every way the answer to one scenario differs from its
// want, a scenario that cannot be read being one; an error means the judge
// could not be reached.
func runScenario(post scenarios.Post, f scenarios.File) ([]string, error) {
	s, endpoint, err := scenarios.Load(f.Path, f.Rel)
	if err != nil {
		return []string{err.Error()}, nil
	}
	return scenarios.Check(post, s, endpoint)
}
