package main

import (
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestParseConfig(t *testing.T) {
	tests := []struct {
		name     string
		args     []string
		env      map[string]string
		wantAddr string
		wantMax  int64
		wantErr  bool
	}{
		{"defaults", nil, nil, ":8080", 1 << 20, false},
		{"env sets the default", nil, map[string]string{"JUDGED_ADDR": ":9000"}, ":9000", 1 << 20, false},
		{"flag beats env", []string{"-addr", ":7000"}, map[string]string{"JUDGED_ADDR": ":9000"}, ":7000", 1 << 20, false},
		{"max body", []string{"-max-body", "2048"}, nil, ":8080", 2048, false},
		{"unknown flag", []string{"-bogus"}, nil, "", 0, true},
		{"stray argument", []string{"serve"}, nil, "", 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			getenv := func(k string) string { return tt.env[k] }
			c, err := parseConfig(append([]string{"judged"}, tt.args...), getenv, io.Discard)
			if (err != nil) != tt.wantErr {
				t.Fatalf("error: got %v, want error %v", err, tt.wantErr)
			}
			if err != nil {
				return
			}
			if c.addr != tt.wantAddr || c.server.MaxBodyBytes != tt.wantMax {
				t.Errorf("got addr %q, max-body %d; want %q, %d", c.addr, c.server.MaxBodyBytes, tt.wantAddr, tt.wantMax)
			}
		})
	}
}

// TestRun starts the whole program on a free port, checks /healthz, and
// stops it by cancelling its context.
func TestRun(t *testing.T) {
	j := startJudged(t)
	resp, err := http.Get(j.base + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || resp.Header.Get("X-Request-Id") == "" {
		t.Errorf("GET /healthz: got %d %s (X-Request-Id %q), want 200 with a request id", resp.StatusCode, body, resp.Header.Get("X-Request-Id"))
	}
	j.stop()
	if err := j.wait(t, 12*time.Second); err != nil {
		t.Errorf("run: got %v, want nil after cancel", err)
	}
}

func TestRunListenError(t *testing.T) {
	err := run(context.Background(), []string{"judged", "-addr", "127.0.0.1:-1"}, func(string) string { return "" }, io.Discard, io.Discard)
	if err == nil {
		t.Error("run on a bad address: got nil, want an error")
	}
}

// -rules-text loads the operator's rules file at start-up; a file without
// rules is refused.
func TestRulesTextFlag(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "cr.txt")
	os.WriteFile(good, []byte("500.4. A restriction conflicts when broken.\n\n502.9b The controller of a trampler first assigns.\n"), 0o644)
	empty := filepath.Join(dir, "empty.txt")
	os.WriteFile(empty, []byte("nothing to see\n"), 0o644)
	c, err := parseConfig([]string{"judged", "-rules-text", good}, func(string) string { return "" }, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if got := c.server.RulesText["502.9b"]; got != "The controller of a trampler first assigns." {
		t.Errorf("rule 502.9b = %q, want its text", got)
	}
	for _, name := range []string{empty, filepath.Join(dir, "missing.txt")} {
		if _, err := parseConfig([]string{"judged", "-rules-text", name}, func(string) string { return "" }, io.Discard); err == nil {
			t.Errorf("-rules-text %s: got no error, want one", name)
		}
	}
}
