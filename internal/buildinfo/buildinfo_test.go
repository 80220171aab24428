package buildinfo_test

import (
	"runtime/debug"
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
