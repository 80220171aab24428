package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// cliExample is a shell block of docs/cli.md followed by the output printed
// under it.
var cliExample = regexp.MustCompile("(?s)```sh\\n([^`]*)```\\s*```text\\n([^`]*)```")

// decisionID is a decision id in an answer: a server's own is random, so
// it is compared as a placeholder.
var decisionID = regexp.MustCompile(`"decision_id":\s*"[^"]*"`)

// asJudge, set in the environment, makes the test binary the judge
// command (TestMain).
const asJudge = "RULESJUDGE_TEST_AS_JUDGE"

// Every command of docs/cli.md prints what the file shows under it: each
// block runs in bash from the repository's root, with this package's judge
// first on the PATH and an empty home directory (no card cache: the
// built-in cards, as on a fresh machine), standard output and error
// together; /tmp/ in a block is a folder of the test's own.
func TestCLIDocsExamples(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skipf("no bash to run the examples with: %v", err)
	}
	text, err := os.ReadFile("../../docs/cli.md")
	if err != nil {
		t.Fatal(err)
	}
	examples := cliExample.FindAllSubmatch(text, -1)
	if len(examples) < 8 {
		t.Fatalf("found %d examples in docs/cli.md, want at least 8", len(examples))
	}
	// The judge of the examples is this test binary, which runs main when
	// asJudge is set (TestMain).
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	bin := t.TempDir()
	if err := os.Symlink(self, filepath.Join(bin, "judge")); err != nil {
		t.Skipf("no symbolic link to the test binary: %v", err)
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range examples {
		script, want := string(m[1]), string(m[2])
		name, _, _ := strings.Cut(script, "\n")
		t.Run(name, func(t *testing.T) {
			if strings.Contains(script, "jq ") {
				if _, err := exec.LookPath("jq"); err != nil && os.Getenv("CI") != "true" {
					t.Skipf("no jq here: %v", err)
				}
			}
			tmp := t.TempDir()
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			cmd := exec.CommandContext(ctx, bash, "-c", strings.ReplaceAll(script, "/tmp/", tmp+"/"))
			cmd.Dir = root
			cmd.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"),
				"HOME="+tmp, "XDG_CACHE_HOME="+filepath.Join(tmp, ".cache"), asJudge+"=1")
			out, _ := cmd.CombinedOutput()
			got := strings.ReplaceAll(string(out), tmp+"/", "/tmp/")
			got = decisionID.ReplaceAllString(got, `"decision_id":"…"`)
			want = decisionID.ReplaceAllString(want, `"decision_id":"…"`)
			if strings.TrimSpace(got) != strings.TrimSpace(want) {
				t.Errorf("docs/cli.md:\n%s\ngot\n%s\nwant (as printed)\n%s", script, got, want)
			}
		})
	}
}

// The closing count docs/cli.md gives for judge scenarios is a shape, not
// a number that each new scenario would make stale.
func TestCLIDocsCountIsAShape(t *testing.T) {
	text, err := os.ReadFile("../../docs/cli.md")
	if err != nil {
		t.Fatal(err)
	}
	if m := regexp.MustCompile(`\b\d{3,} passed`).Find(text); m != nil {
		t.Errorf("docs/cli.md: got %q, want the count's shape (N passed, 0 failed) outside an example's output", m)
	}
	if !bytes.Contains(text, []byte("N passed, 0 failed")) {
		t.Error("docs/cli.md: got no \"N passed, 0 failed\", want the shape of judge scenarios' closing line")
	}
}
