package main

import (
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"slices"
	"strings"
	"testing"
)

// TestHealthcheck: judged -healthcheck exits 0 (run returns nil) while the
// judged at -addr (or JUDGED_ADDR) is alive, and 1 (an error) when it
// answers otherwise or not at all.
func TestHealthcheck(t *testing.T) {
	j := startJudged(t)
	_, port, _ := net.SplitHostPort(j.addr)
	sick := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		http.Error(w, "not today", http.StatusServiceUnavailable)
	}))
	defer sick.Close()
	closed, _ := net.Listen("tcp", "127.0.0.1:0")
	nobody := closed.Addr().String()
	closed.Close()
	tests := []struct {
		name string
		args []string
		env  string
		ok   bool
	}{
		{"alive, by -addr", []string{"-addr", j.addr}, "", true},
		{"alive, by JUDGED_ADDR with no host", nil, ":" + port, true},
		{"alive, every interface means the loopback", []string{"-addr", "0.0.0.0:" + port}, "", true},
		{"answering 503", []string{"-addr", strings.TrimPrefix(sick.URL, "http://")}, "", false},
		{"nobody listening", []string{"-addr", nobody}, "", false},
		{"no port", []string{"-addr", "localhost"}, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			getenv := func(k string) string {
				if k == "JUDGED_ADDR" {
					return tt.env
				}
				return ""
			}
			var out strings.Builder
			err := run(context.Background(), append([]string{"judged", "-healthcheck"}, tt.args...), getenv, &out, io.Discard)
			if (err == nil) != tt.ok {
				t.Errorf("got %v, want healthy: %v", err, tt.ok)
			}
			if tt.ok && !strings.Contains(out.String(), "/healthz: 200 OK") {
				t.Errorf("output: got %q, want the answer of /healthz", out.String())
			}
		})
	}
}

// TestRateLimitFlags: -rate-limit turns the limit on; -trusted-proxies
// takes prefixes and addresses; a wrong value names its flag.
func TestRateLimitFlags(t *testing.T) {
	tests := []struct {
		name        string
		args        []string
		wantLimit   int
		wantProxies []netip.Prefix
		wantErr     string
	}{
		{"off by default", nil, 0, nil, ""},
		{"on", []string{"-rate-limit", "100"}, 100, nil, ""},
		{"behind proxies", []string{"-rate-limit", "100", "-trusted-proxies", "10.0.0.0/8, 192.168.1.7,fd00::/8"}, 100,
			[]netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("192.168.1.7/32"), netip.MustParsePrefix("fd00::/8")}, ""},
		{"a negative limit", []string{"-rate-limit", "-1"}, 0, nil, "-rate-limit"},
		{"no window", []string{"-rate-limit", "5", "-rate-window", "0s"}, 0, nil, "-rate-window"},
		{"a proxy that is no address", []string{"-rate-limit", "5", "-trusted-proxies", "proxy.local"}, 0, nil, "-trusted-proxies"},
		{"proxies without a limit", []string{"-trusted-proxies", "10.0.0.0/8"}, 0, nil, "-trusted-proxies"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := parseConfig(append([]string{"judged", "-cards", "none"}, tt.args...), func(string) string { return "" }, io.Discard)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("error: got %v, want one naming %s", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if c.server.RateLimit != tt.wantLimit || !slices.Equal(c.server.TrustedProxies, tt.wantProxies) {
				t.Errorf("got limit %d, proxies %v; want %d, %v", c.server.RateLimit, c.server.TrustedProxies, tt.wantLimit, tt.wantProxies)
			}
		})
	}
}

// TestRateLimitServed: judged -rate-limit answers 429 with Retry-After to
// the request over the limit, and never to /healthz.
func TestRateLimitServed(t *testing.T) {
	j := startJudged(t, "-rate-limit", "2", "-rate-window", "30s")
	var got []int
	for range 3 {
		resp, err := http.Get(j.base + "/v1/abilities")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		got = append(got, resp.StatusCode)
		if resp.StatusCode == http.StatusTooManyRequests && resp.Header.Get("Retry-After") != "30" {
			t.Errorf("Retry-After: got %q, want 30", resp.Header.Get("Retry-After"))
		}
	}
	if want := []int{200, 200, 429}; !slices.Equal(got, want) {
		t.Errorf("statuses: got %v, want %v", got, want)
	}
	resp, err := http.Get(j.base + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("/healthz over the limit: got %d, want 200", resp.StatusCode)
	}
}
