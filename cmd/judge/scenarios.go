package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"rulesjudge/scenarios"
)

// errTransport marks a failure to reach the judge, which ends the run.
var errTransport = errors.New("the judge could not be reached")

// runScenarios runs every *.json file under dir (or the file dir) with the
// scenarios package's runner, prints a line per disagreement and a closing
// count, and returns the exit status: 2 when a file is not a scenario
// (named on stderr), else 1 when a scenario fails. Without a card file, a
// scenario that names a card by name is not run; with one, a scenario that
// fails and names a card the file lacks is not counted as failed. Either
// is listed ("NEEDS CARDS") and counted apart, and does not fail the run,
// since it says nothing of the judge; the closing line says how to give a
// card file.
func runScenarios(ctx context.Context, j judge, dir string, stdout, stderr io.Writer) int {
	fsys, root, err := dirFS(dir)
	if err != nil {
		fmt.Fprintf(stderr, "judge scenarios: %v\n", err)
		return exitBadInput
	}
	files, err := scenarios.Files(fsys, root)
	if errors.Is(err, scenarios.ErrNoScenarios) {
		err = fmt.Errorf("%w under %s", scenarios.ErrNoScenarios, dir)
	}
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
	passed, failed, needCards, unreadable := 0, 0, 0, 0
	for _, f := range files {
		s, endpoint, err := scenarios.Load(fsys, f)
		if err != nil {
			unreadable++
			fmt.Fprintf(stderr, "judge scenarios: %s is not a scenario: %v\n", f.Rel, err)
			continue
		}
		if !haveCards && namesCards(s.Request) {
			needCards++
			fmt.Fprintf(stdout, "NEEDS CARDS %s: it names cards, and the judge has no card file\n", f.Rel)
			continue
		}
		failures, err := scenarios.Check(post, s, endpoint)
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
		// A failure where the card file lacks a card the scenario names
		// says nothing of the judge either.
		if lacking, err := j.lacksCards(ctx, cardNames(s.Request)); err != nil {
			fmt.Fprintf(stderr, "judge scenarios: %s: %v\n", f.Rel, err)
			return exitFailure
		} else if len(lacking) > 0 {
			needCards++
			fmt.Fprintf(stdout, "NEEDS CARDS %s: it names %s, not in the judge's card file\n", f.Rel, strings.Join(lacking, ", "))
			continue
		}
		failed++
		for _, msg := range failures {
			fmt.Fprintf(stdout, "FAIL %s: %s\n", f.Rel, msg)
		}
	}
	fmt.Fprintf(stdout, "%d passed, %d failed", passed, failed)
	if unreadable > 0 {
		fmt.Fprintf(stdout, ", %d unreadable", unreadable)
	}
	switch {
	case needCards > 0 && !haveCards:
		fmt.Fprintf(stdout, ", %d need a card file (%s)", needCards, cardFileHint(j))
	case needCards > 0:
		fmt.Fprintf(stdout, ", %d name cards the card file lacks (%s)", needCards, cardFileHint(j))
	}
	fmt.Fprintln(stdout)
	switch {
	case unreadable > 0:
		return exitBadInput // a file that is not a scenario checks nothing: the run is not a pass or a fail
	case failed > 0:
		return exitIllegal
	}
	return exitLegal
}

// dirFS gives a folder or file of the command line as an fs.FS and its
// path there, so that the scenarios are read as the server reads its
// embedded copy: the FS is the file system's root, and the path is the
// absolute one without its leading separator, so that scenarios.Files
// still sees the folders above it (blocks/, and the scenarios root).
func dirFS(dir string) (fs.FS, string, error) {
	if _, err := os.Stat(dir); err != nil {
		return nil, "", err
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, "", err
	}
	root := filepath.VolumeName(abs) + string(filepath.Separator)
	rel, err := filepath.Rel(root, abs)
	if err != nil {
		return nil, "", err
	}
	return os.DirFS(root), filepath.ToSlash(rel), nil
}

// cardFileHint says how the judge gets a card file.
func cardFileHint(j judge) string {
	if _, ok := j.(remote); ok {
		return "start the server with judged -cards FILE or -cards auto"
	}
	return "judge cards download, or --cards FILE"
}
