package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strconv"
	"testing"
	"time"

	"rulesjudge/httpapi"
)

// TestRateLimit: with Config.RateLimit, each client gets that many requests
// in the window, then 429 with Retry-After and a rate-limited problem,
// while other clients and the probes are served.
func TestRateLimit(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{RateLimit: 3, RateWindow: time.Minute})
	send := func(path, remote string, header map[string]string) *httptest.ResponseRecorder {
		t.Helper()
		return serveFrom(t, h, http.MethodGet, path, remote, header)
	}
	for i, wantRemaining := range []string{"2", "1", "0"} {
		rec := send("/v1/abilities", "192.0.2.1:1000", nil)
		if rec.Code != http.StatusOK {
			t.Fatalf("request %d of 3: got %d, want 200", i+1, rec.Code)
		}
		if got := rec.Header().Get("X-RateLimit-Remaining"); got != wantRemaining {
			t.Errorf("request %d: X-RateLimit-Remaining got %q, want %q", i+1, got, wantRemaining)
		}
		if got := rec.Header().Get("X-RateLimit-Limit"); got != "3" {
			t.Errorf("request %d: X-RateLimit-Limit got %q, want 3", i+1, got)
		}
	}
	// The fourth, from another port of the same address: the same client.
	rec := send("/v1/rules", "192.0.2.1:2000", map[string]string{"X-Request-Id": "limited-1"})
	p := problem(t, rec, http.StatusTooManyRequests)
	if p.Type != "/problems/rate-limited" || p.Instance != "limited-1" {
		t.Errorf("the 429: got type %q instance %q, want /problems/rate-limited and limited-1", p.Type, p.Instance)
	}
	if got := rec.Header().Get("Retry-After"); got != "60" {
		t.Errorf("Retry-After: got %q, want 60 (the window)", got)
	}
	// Another client, and the probes, are served.
	if rec := send("/v1/rules", "198.51.100.7:1000", nil); rec.Code != http.StatusOK {
		t.Errorf("another client: got %d, want 200", rec.Code)
	}
	for _, path := range []string{"/healthz", "/readyz", "/metrics"} {
		for range 5 {
			if rec := send(path, "192.0.2.1:1000", nil); rec.Code != http.StatusOK {
				t.Errorf("%s from the limited client: got %d, want 200 (never limited)", path, rec.Code)
			}
		}
	}
	// An IPv6 client is its /64.
	for i := range 4 {
		rec := send("/v1/rules", "[2001:db8:1:2::"+strconv.Itoa(i+1)+"]:1000", nil)
		if want := []int{200, 200, 200, 429}[i]; rec.Code != want {
			t.Errorf("IPv6 request %d from one /64: got %d, want %d", i+1, rec.Code, want)
		}
	}
}

// TestRateLimitBehindProxies: X-Forwarded-For names the client only on a
// connection from a trusted proxy; anyone else's is ignored.
func TestRateLimitBehindProxies(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{RateLimit: 1, TrustedProxies: []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")}})
	tests := []struct {
		name, remote, xff string
		want              int
	}{
		{"a client through the proxy", "10.1.1.1:1", "203.0.113.5", http.StatusOK},
		{"another client through the proxy", "10.1.1.1:2", "203.0.113.6", http.StatusOK},
		{"the first again, through another proxy hop", "10.2.2.2:1", "203.0.113.5, 10.9.9.9", http.StatusTooManyRequests},
		{"a direct client claiming to be another", "198.51.100.1:1", "203.0.113.7", http.StatusOK},
		{"the direct client again, claiming another name", "198.51.100.1:2", "203.0.113.8", http.StatusTooManyRequests},
	}
	for _, tt := range tests {
		rec := serveFrom(t, h, http.MethodGet, "/v1/abilities", tt.remote, map[string]string{"X-Forwarded-For": tt.xff})
		if rec.Code != tt.want {
			t.Errorf("%s: got %d, want %d", tt.name, rec.Code, tt.want)
		}
	}
}

// TestRateLimitOffByDefault: without Config.RateLimit nothing is counted.
func TestRateLimitOffByDefault(t *testing.T) {
	h, _ := newServer(t, httpapi.Config{})
	for i := range 200 {
		rec := serveFrom(t, h, http.MethodGet, "/v1/rules/502.9b", "192.0.2.1:1000", nil)
		if rec.Code != http.StatusOK || rec.Header().Get("X-RateLimit-Limit") != "" {
			t.Fatalf("request %d: got %d, X-RateLimit-Limit %q; want 200 and no rate limit", i+1, rec.Code, rec.Header().Get("X-RateLimit-Limit"))
		}
	}
}

// serveFrom sends one request to h from the client address remote.
func serveFrom(t *testing.T, h http.Handler, method, path, remote string, header map[string]string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(method, path, nil)
	req.RemoteAddr = remote
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}
