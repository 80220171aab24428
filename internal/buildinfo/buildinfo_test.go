package buildinfo_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"strings"
	"testing"

	"rulesjudge/internal/buildinfo"
)

func TestFromBuildInfo(t *testing.T) {
	tests := []struct {
		name         string
		bi           debug.BuildInfo
		want, wantUA string
	}{
		{
			name: "a tagged release",
			bi:   debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "rulesjudge", Version: "v1.2.0"}},
			want: "v1.2.0 go1.26.8", wantUA: "rulesjudge/v1.2.0",
		},
		{
			name: "a build from a working tree with changes",
			bi: debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "rulesjudge", Version: "(devel)"},
				Settings: []debug.BuildSetting{
					{Key: "vcs", Value: "git"},
					{Key: "vcs.revision", Value: "2aa9706e3b1c5d7f0000000000000000000000ff"},
					{Key: "vcs.time", Value: "2026-11-23T17:52:00Z"},
					{Key: "vcs.modified", Value: "true"},
				}},
			want:   "(devel) (commit 2aa9706e3b1c, 2026-11-23T17:52:00Z, modified) go1.26.8",
			wantUA: "rulesjudge/2aa9706e3b1c",
		},
		{
			name: "no version recorded",
			bi:   debug.BuildInfo{GoVersion: "go1.26.8"},
			want: "(devel) go1.26.8", wantUA: "rulesjudge/devel",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := buildinfo.FromBuildInfo(&tt.bi)
			if got := in.String(); got != tt.want {
				t.Errorf("String: got %q, want %q", got, tt.want)
			}
			if got := in.UserAgent(); got != tt.wantUA {
				t.Errorf("UserAgent: got %q, want %q", got, tt.wantUA)
			}
		})
	}
}

// TestDockerfileStampsVersion: the Docker image, built from a context
// without .git, says its version and commit: the Dockerfile's go build
// stamps its VERSION and REVISION build arguments with the linker into
// this package, and judged -version prints them. The build here takes the Dockerfile's -ldflags as
// they are written, with -buildvcs=false for the missing .git.
func TestDockerfileStampsVersion(t *testing.T) {
	if testing.Short() {
		t.Skip("builds judged")
	}
	dockerfile, err := os.ReadFile("../../Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.ReplaceAll(string(dockerfile), "\\\n", " ")
	m := regexp.MustCompile(`(?m)^RUN .*go build .*-ldflags "([^"]*)".*\./cmd/judged$`).FindStringSubmatch(text)
	if m == nil {
		t.Fatal(`Dockerfile: no RUN ... go build ... -ldflags "..." ... ./cmd/judged`)
	}
	const version, revision = "v9.8.7-stamped", "0123456789abcdef0123456789abcdef01234567"
	ldflags := os.Expand(m[1], func(name string) string {
		return map[string]string{"VERSION": version, "REVISION": revision}[name]
	})
	bin := filepath.Join(t.TempDir(), "judged")
	build := exec.Command("go", "build", "-buildvcs=false", "-ldflags", ldflags, "-o", bin, "../../cmd/judged") // without the image's -trimpath, which would compile every package again
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build -ldflags %q: %v\n%s", ldflags, err, out)
	}
	out, err := exec.Command(bin, "-version").Output()
	if err != nil {
		t.Fatalf("judged -version: %v", err)
	}
	if want := "judged " + version + " (commit " + revision[:12] + ") go"; !strings.HasPrefix(string(out), want) {
		t.Errorf("judged -version: got %q, want it to start with %q", out, want)
	}
}

// TestStamped: a stamp wins over what the toolchain recorded; an empty one
// (a docker build without --build-arg) leaves it.
func TestStamped(t *testing.T) {
	recorded := buildinfo.Info{Version: "(devel)", Revision: "2aa9706e3b1c5d7f0000000000000000000000ff", Time: "2026-11-23T17:52:00Z", Modified: true, Go: "go1.26.8"}
	tests := []struct {
		name, version, revision, want string
	}{
		{"no stamp", "", "", "(devel) (commit 2aa9706e3b1c, 2026-11-23T17:52:00Z, modified) go1.26.8"},
		{"a version", "v1.2.0", "", "v1.2.0 (commit 2aa9706e3b1c, 2026-11-23T17:52:00Z, modified) go1.26.8"},
		{"another commit", "v1.2.0", "0123456789abcdef", "v1.2.0 (commit 0123456789ab) go1.26.8"},
		{"the same commit", "", "2aa9706e3b1c5d7f0000000000000000000000ff", "(devel) (commit 2aa9706e3b1c, 2026-11-23T17:52:00Z, modified) go1.26.8"},
	}
	for _, tt := range tests {
		if got := recorded.Stamped(tt.version, tt.revision).String(); got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
}
