package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"time"

	"rulesjudge/httpapi"
)

// healthcheckTimeout bounds judged -healthcheck: a server that can't say it
// is alive within it is not.
const healthcheckTimeout = 3 * time.Second

// healthcheck asks the judged listening on addr (as -addr gives it) for
// GET /healthz, and returns nil when it answers 200. It is the health
// check of the container image: distroless has no shell and no curl, but
// it has judged. An address with no host, or a host that means every
// interface, is asked on the loopback.
func healthcheck(ctx context.Context, addr string, stdout io.Writer) error {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("-healthcheck: -addr %q: %w", addr, err)
	}
	if ip, err := netip.ParseAddr(host); host == "" || err == nil && ip.IsUnspecified() {
		host = "127.0.0.1"
		if err == nil && ip.Is6() {
			host = "::1"
		}
	}
	ctx, cancel := context.WithTimeout(ctx, healthcheckTimeout)
	defer cancel()
	url := "http://" + net.JoinHostPort(host, port) + "/healthz"
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return fmt.Errorf("-healthcheck: %w", err)
	}
	req.Header.Set(httpapi.RequestIDHeader, "healthcheck")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("-healthcheck: %w", err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<10))
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("-healthcheck: GET %s: %s %s", url, resp.Status, strings.TrimSpace(string(body)))
	}
	fmt.Fprintf(stdout, "GET %s: %s\n", url, resp.Status)
	return nil
}

// parseRateLimit checks -rate-limit and -rate-window, and reads
// -trusted-proxies.
func parseRateLimit(c *config, proxies string) error {
	if c.server.RateLimit < 0 {
		return fmt.Errorf("-rate-limit %d: want 0 (no limit) or a number of requests", c.server.RateLimit)
	}
	if c.server.RateWindow <= 0 {
		return fmt.Errorf("-rate-window %v: want a positive duration", c.server.RateWindow)
	}
	for p := range strings.SplitSeq(proxies, ",") {
		if p = strings.TrimSpace(p); p == "" {
			continue
		}
		prefix, err := netip.ParsePrefix(p)
		if err != nil {
			ip, ipErr := netip.ParseAddr(p)
			if ipErr != nil {
				return fmt.Errorf("-trusted-proxies: %q is neither a CIDR prefix (10.0.0.0/8) nor an address", p)
			}
			prefix = netip.PrefixFrom(ip, ip.BitLen())
		}
		c.server.TrustedProxies = append(c.server.TrustedProxies, prefix.Masked())
	}
	if len(c.server.TrustedProxies) > 0 && c.server.RateLimit == 0 {
		return fmt.Errorf("-trusted-proxies is for -rate-limit, which is off")
	}
	return nil
}
