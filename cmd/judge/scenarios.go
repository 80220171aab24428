package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"rulesjudge/scenarios"
)

// errTransport marks a failure to reach the judge, which ends the run.
var errTransport = errors.New("the judge could not be reached")

// runScenarios runs every *.json file under dir (or the file dir) with the
// scenarios package's runner, prints a line per disagreement and a closing
// count, and returns the exit status.
func runScenarios(ctx context.Context, j judge, dir string, stdout, stderr io.Writer) int {
	files, err := scenarios.Files(dir)
	if err != nil {
		fmt.Fprintf(stderr, "judge scenarios: %v\n", err)
		return exitBadInput
	}
	post := func(endpoint string, body []byte) (int, []byte, error) {
		ans, err := j.post(ctx, endpoint, body)
		if err != nil {
			return 0, nil, fmt.Errorf("%w: %v", errTransport, err)
		}
		return ans.status, ans.body, nil
	}
	passed, failed := 0, 0
	for _, f := range files {
		failures, err := runScenario(post, f)
		if err != nil {
			fmt.Fprintf(stderr, "judge scenarios: %s: %v\n", f.Rel, err)
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
	fmt.Fprintf(stdout, "%d passed, %d failed\n", passed, failed)
	if failed > 0 {
		return exitIllegal
	}
	return exitLegal
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
