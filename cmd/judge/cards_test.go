package main

import (
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/cards"
	"rulesjudge/httpapi"
	"rulesjudge/internal/scryfalltest"
)

// TestMain gives the tests an empty user cache directory, so that no card
// file a person downloaded changes what they see.
// With asJudge set, the test binary is the judge command instead, for the
// examples of docs/cli.md (docs_test.go).
func TestMain(m *testing.M) {
	if os.Getenv(asJudge) == "1" {
		main()
	}
	scryfalltest.RunWithEmptyCache(m)
}

const testCards = "../../testdata/cards.json"

// scenarioCount is how many scenarios there are, and how many name cards.
func scenarioCount(t *testing.T) (all, naming int) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(scenariosDir, "*", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	for _, f := range files {
		if namesCards(scenarioRequest(t, f)) {
			naming++
		}
	}
	if naming == 0 {
		t.Fatal("got no scenario naming a card, want the cards/ ones")
	}
	return len(files), naming
}

// TestScenariosWithoutACardFile: the scenarios that name cards are listed
// and counted apart, and do not fail the run; with the built-in cards, so
// are those that fail for a card the built-in cards lack (written against
// the tests' card file).
func TestScenariosWithoutACardFile(t *testing.T) {
	all, naming := scenarioCount(t)
	code, stdout, stderr := judgeRun(t, "", "--cards", "none", "scenarios", scenariosDir)
	want := fmt.Sprintf("%d passed, 0 failed, %d need a card file (judge cards download, or --cards FILE)\n", all-naming, naming)
	if code != exitLegal || !strings.HasSuffix(stdout, want) {
		t.Errorf("got %d, stdout ending %q (stderr %q), want %d and %q", code, lastLine(stdout), stderr, exitLegal, want)
	}
	if got := strings.Count(stdout, "NEEDS CARDS "); got != naming {
		t.Errorf("got %d NEEDS CARDS lines, want %d (the scenarios naming a card, tricks' instants too)", got, naming)
	}

	// With the built-in cards, by default.
	code, stdout, stderr = judgeRun(t, "", "scenarios", scenariosDir)
	if code != exitLegal || !strings.Contains(stdout, " passed, 0 failed, ") || !strings.Contains(stdout, "name cards the card file lacks") {
		t.Errorf("the built-in cards: got %d, stdout ending %q (stderr %q), want %d, none failed, and the scenarios naming cards the built-in cards lack set apart", code, lastLine(stdout), stderr, exitLegal)
	}
	for _, line := range strings.Split(strings.TrimSpace(stdout), "\n") {
		if strings.HasPrefix(line, "NEEDS CARDS ") && (!strings.HasPrefix(line, "NEEDS CARDS cards/") || !strings.HasSuffix(line, "not in the judge's card file")) {
			t.Errorf("the built-in cards: got %q, want only scenarios of cards/ naming a card the built-in cards lack", line)
		}
	}

	// Against a server without a card file, the hint names the server's flag.
	srv := httptest.NewServer(httpapi.NewServer(httpapi.Config{}, zerolog.Nop()))
	defer srv.Close()
	_, stdout, _ = judgeRun(t, "", "--server", srv.URL, "scenarios", scenariosDir)
	if want := "need a card file (start the server with judged -cards FILE or -cards auto)\n"; !strings.HasSuffix(stdout, want) {
		t.Errorf("--server: got %q, want it to end %q", lastLine(stdout), want)
	}
	// And one with a card file runs them all.
	db, err := cards.LoadFile(testCards)
	if err != nil {
		t.Fatal(err)
	}
	withCards := httptest.NewServer(httpapi.NewServer(httpapi.Config{Cards: httpapi.NewCardFile(db)}, zerolog.Nop()))
	defer withCards.Close()
	code, stdout, _ = judgeRun(t, "", "--server", withCards.URL, "scenarios", scenariosDir)
	if want := fmt.Sprintf("%d passed, 0 failed\n", all); code != exitLegal || stdout != want {
		t.Errorf("--server with cards: got %d %q, want %d %q", code, lastLine(stdout), exitLegal, want)
	}
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	return lines[len(lines)-1]
}

// TestCardsDownload: judge cards download fills the cache, says so, and the
// in-process judge then finds card names there without --cards.
func TestCardsDownload(t *testing.T) {
	srv := scryfalltest.New(t, testCards)
	dir, err := cards.DefaultCacheDir()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	file := filepath.Join(scenariosDir, "cards/menace-dragon-blocked-by-one.json")

	// Before: the built-in cards; with --cards none, no card file, and the
	// problem names judge's flags, not judged's.
	code, stdout, stderr := judgeRun(t, "", "blocks", file)
	if code != exitIllegal || !strings.HasPrefix(stdout, "illegal\n  500.3 ") {
		t.Errorf("with the built-in cards: got %d %q %q, want %d and 500.3", code, stdout, stderr, exitIllegal)
	}
	code, _, stderr = judgeRun(t, "", "--cards", "none", "blocks", file)
	if code != exitBadInput || !strings.Contains(stderr, "card names need a card file") ||
		!strings.Contains(stderr, "judge --cards none") || !strings.Contains(stderr, "judge --cards FILE") || strings.Contains(stderr, "judged -cards") {
		t.Errorf("--cards none: got %d %q, want %d and a problem naming judge's --cards", code, stderr, exitBadInput)
	}

	code, stdout, stderr = judgeRun(t, "", "cards", "download", "--bulk-data", srv.BulkDataURL())
	if code != exitLegal || stdout != "" || !strings.Contains(stderr, "downloaded and verified: "+dir) || !strings.Contains(stderr, "Scryfall's file of 2026-11-20T09:05:00Z") {
		t.Fatalf("cards download: got %d %q %q, want %d and the file in %s", code, stdout, stderr, exitLegal, dir)
	}
	if strings.Contains(stderr, "[###") {
		t.Errorf("got a progress bar on a standard error that is not a terminal, want none without --progress:\n%s", stderr)
	}
	code, _, stderr = judgeRun(t, "", "cards", "download", "--bulk-data", srv.BulkDataURL(), "--progress")
	if code != exitLegal || !strings.Contains(stderr, "already up to date") {
		t.Errorf("again: got %d %q, want %d and already up to date", code, stderr, exitLegal)
	}

	// After: the cache gives the card names.
	code, stdout, stderr = judgeRun(t, "", "blocks", file)
	if code != exitIllegal || !strings.HasPrefix(stdout, "illegal\n  500.3 ") {
		t.Errorf("with the cache: got %d %q %q, want %d and 500.3", code, stdout, stderr, exitIllegal)
	}
	all, _ := scenarioCount(t)
	if code, stdout, _ := judgeRun(t, "", "scenarios", scenariosDir); code != exitLegal || stdout != fmt.Sprintf("%d passed, 0 failed\n", all) {
		t.Errorf("scenarios with the cache: got %d %q, want all %d passed", code, lastLine(stdout), all)
	}
	// --cards none goes without.
	if code, _, _ := judgeRun(t, "", "--cards", "none", "blocks", file); code != exitBadInput {
		t.Errorf("--cards none: got %d, want %d", code, exitBadInput)
	}

	// -o fills another directory; a list that can't be had is exit status 4.
	other := t.TempDir()
	if code, _, stderr := judgeRun(t, "", "cards", "download", "-o", other, "--bulk-data", srv.BulkDataURL()); code != exitLegal || !strings.Contains(stderr, other) {
		t.Errorf("-o: got %d %q, want %d and %s", code, stderr, exitLegal, other)
	}
	if code, _, stderr := judgeRun(t, "", "cards", "download", "-o", t.TempDir(), "--bulk-data", srv.URL+"/nothing"); code != exitFailure || !strings.Contains(stderr, "404") ||
		!strings.Contains(stderr, "built into judge and judged still answer card names") || !strings.Contains(stderr, "judge --cards FILE") {
		t.Errorf("no list: got %d %q, want %d, the 404, and that the built-in cards still work and how to give a file by hand", code, stderr, exitFailure)
	}
}

// TestACardFileThatCannotBeRead is bad input, said once, and only when a
// request names a card: one that names none never reads it.
func TestACardFileThatCannotBeRead(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "cards.json")
	if err := os.WriteFile(bad, []byte("not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := judgeRun(t, "", "--cards", bad, "blocks", filepath.Join(scenariosDir, "cards/menace-dragon-blocked-by-one.json"))
	if code != exitBadInput || !strings.Contains(stderr, "the card file "+bad) {
		t.Errorf("got %d %q, want %d and the card file named", code, stderr, exitBadInput)
	}
	if code, _, stderr := judgeRun(t, "", "--cards", bad, "attacks", filepath.Join(scenariosDir, "attacks/tapped-creature-attacks.json")); code != exitIllegal {
		t.Errorf("a request naming no card: got %d %q, want %d", code, stderr, exitIllegal)
	}
}

// TestJudgeFileNeedsAnEndpoint: a request body is not a scenario, so judge
// FILE has no endpoint for it and says which subcommand to give.
func TestJudgeFileNeedsAnEndpoint(t *testing.T) {
	body := filepath.Join(t.TempDir(), "request.json")
	if err := os.WriteFile(body, scenarioRequest(t, filepath.Join(scenariosDir, "attacks/tapped-creature-attacks.json")), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := judgeRun(t, "", body)
	if code != exitBadInput || !strings.Contains(stderr, "names no endpoint") || !strings.Contains(stderr, "judge attacks|blocks|damage|resolve|combat "+body) {
		t.Errorf("got %d %q, want %d and the subcommands to choose from", code, stderr, exitBadInput)
	}
	if code, stdout, _ := judgeRun(t, "", "attacks", body); code != exitIllegal || !strings.HasPrefix(stdout, "illegal\n") {
		t.Errorf("with the subcommand: got %d %q, want %d", code, stdout, exitIllegal)
	}
}
