package buildinfo

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"
)

// Info is what a binary knows of its own build.
type Info struct {
	// Version is the main module's version: a tag such as v1.2.0, a
	// pseudo-version for an untagged commit, or "(devel)".
	Version string
	// Revision is the VCS commit the binary was built from, and Time its
	// commit time (RFC 3339); empty when the build recorded none (a build
	// outside a repository, or with -buildvcs=false).
	Revision, Time string
	// Modified says the working tree had uncommitted changes.
	Modified bool
	// Go is the toolchain's version, e.g. go1.26.8.
	Go string
}

// The linker may stamp a version and a revision into a build that records
// none, such as the Docker image's, built from a context without .git:
//
//	go build -ldflags "-X rulesjudge/internal/buildinfo.version=v1.2.0 -X rulesjudge/internal/buildinfo.revision=2aa9706e3b1c..."
//
// (the Dockerfile's VERSION and REVISION build arguments). A stamp wins
// over what the toolchain recorded: it is what the builder asked for.
var version, revision string

// Read returns the running binary's build information, with the linker's
// stamps.
func Read() Info {
	bi, ok := debug.ReadBuildInfo()
	in := Info{Version: "(unknown)", Go: runtime.Version()}
	if ok {
		in = FromBuildInfo(bi)
	}
	return in.Stamped(version, revision)
}

// Stamped is in with the version and revision the linker stamped, where
// they are set.
func (in Info) Stamped(version, revision string) Info {
	if version != "" {
		in.Version = version
	}
	if revision != "" && revision != in.Revision {
		in.Revision, in.Time, in.Modified = revision, "", false // the toolchain's time and state were of another commit
	}
	return in
}

// FromBuildInfo takes the fields of Info from a debug.BuildInfo.
func FromBuildInfo(bi *debug.BuildInfo) Info {
	in := Info{Version: bi.Main.Version, Go: bi.GoVersion}
	if in.Version == "" {
		in.Version = "(devel)"
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			in.Revision = s.Value
		case "vcs.time":
			in.Time = s.Value
		case "vcs.modified":
			in.Modified = s.Value == "true"
		}
	}
	return in
}

// String is the line --version prints after the program's name:
// "v0.0.0-20261123175200-2aa9706e3b1c+dirty (commit 2aa9706e3b1c, 2026-11-23T17:52:00Z, modified) go1.26.8".
func (in Info) String() string {
	var vcs []string
	if in.Revision != "" {
		vcs = append(vcs, "commit "+short(in.Revision))
	}
	if in.Time != "" {
		vcs = append(vcs, in.Time)
	}
	if in.Modified {
		vcs = append(vcs, "modified")
	}
	s := in.Version
	if len(vcs) > 0 {
		s += " (" + strings.Join(vcs, ", ") + ")"
	}
	return fmt.Sprintf("%s %s", s, in.Go)
}

// UserAgent is the User-Agent the program sends to other services:
// "rulesjudge/v1.2.0" or "rulesjudge/2aa9706e3b1c" for an untagged build.
func (in Info) UserAgent() string {
	v := in.Version
	if (v == "(devel)" || v == "(unknown)") && in.Revision != "" {
		v = short(in.Revision)
	}
	return "rulesjudge/" + strings.Trim(v, "()")
}

func short(rev string) string { return rev[:min(12, len(rev))] }
