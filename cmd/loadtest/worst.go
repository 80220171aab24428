package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/HdrHistogram/hdrhistogram-go"

	"rulesjudge/httpapi"
)

// The worst mode (-worst) sends the costliest checks found within the
// documented limits from 32 workers at once, each sending its next as
// soon as the last is answered, while two probes measure GET /healthz and
// a small check, each every 10 ms. It holds the judge to its targets: every
// worst request answered (200 or 503) within 10 s, /healthz p99 under
// 50 ms, the small check's p99 under 100 ms.

// Targets of the worst mode.
const (
	worstAnswerWithin = 10 * time.Second
	healthzP99Target  = 50 * time.Millisecond
	smallP99Target    = 100 * time.Millisecond
)

// worstBoards are the costliest boards found within the default limits,
// as block checks with no blocker declared (every requirement is then
// weighed).
func worstBoards() map[string][]byte {
	const players = `"players":[{"id":"alice","life":20},{"id":"bob","life":20}]`
	creature := func(id, controller string, tapped bool, abilities ...string) string {
		ab := ""
		if len(abilities) > 0 {
			ab = `,"abilities":["` + strings.Join(abilities, `","`) + `"]`
		}
		return fmt.Sprintf(`{"id":%q,"controller":%q,"types":["Creature"],"power":2,"toughness":2,"tapped":%v%s}`, id, controller, tapped, ab)
	}
	check := func(perms, attackers []string) []byte {
		return []byte(`{"board":{"active_player":"alice",` + players + `,"permanents":[` + strings.Join(perms, ",") +
			`]},"attackers":[` + strings.Join(attackers, ",") + `],"blockers":[]}`)
	}
	out := map[string][]byte{}

	// 250 attackers; 249 blockers that each block if able, can't block
	// alone, and can block any number of creatures (499 permanents).
	var perms, atts []string
	for i := range 250 {
		perms = append(perms, creature(fmt.Sprintf("a%d", i), "alice", true))
		atts = append(atts, fmt.Sprintf(`{"creature":"a%d"}`, i))
	}
	for i := range 249 {
		perms = append(perms, creature(fmt.Sprintf("d%d", i), "bob", false,
			"~ blocks each turn if able.", "~ can't block alone.", "~ can block any number of creatures."))
	}
	out["250 attackers, 249 blockers that must block, not alone, any number"] = check(perms, atts)

	// A flier every creature able to block must block, 249 plain tapped
	// attackers beside it, and a wall that can block any number of them
	// (issue 19's board, grown to the limit), without and with flying.
	for _, wall := range [][]string{
		{"~ can block any number of creatures."},
		{"Flying", "~ can block any number of creatures."},
	} {
		perms, atts = nil, nil
		perms = append(perms, creature("lure", "alice", true, "Flying", "All creatures able to block ~ do so."))
		atts = append(atts, `{"creature":"lure"}`)
		for i := range 249 {
			perms = append(perms, creature(fmt.Sprintf("a%d", i), "alice", true))
			atts = append(atts, fmt.Sprintf(`{"creature":"a%d"}`, i))
		}
		perms = append(perms, creature("wall", "bob", false, wall...))
		out[fmt.Sprintf("a flying lure, 249 attackers, a wall blocking any number (%s)", strings.Join(wall, ", "))] = check(perms, atts)
	}
	return out
}

// retryAfter is the judge's Retry-After for load.
const retryAfter = time.Second

// smallCheck is the small check the probe sends: one bear attacks.
var smallCheck = []byte(`{"board":{"active_player":"alice","players":[{"id":"alice","life":20},{"id":"bob","life":20}],` +
	`"permanents":[{"id":"bear","name":"Grizzly Bears","controller":"alice","types":["Creature"],"power":2,"toughness":2}]},` +
	`"attackers":[{"creature":"bear"}]}`)

// probe is one kind of request sent on a timer, and its latencies.
type probe struct {
	mu       sync.Mutex
	hist     *hdrhistogram.Histogram
	statuses map[int]int
	errors   int
}

func newProbe() *probe {
	return &probe{hist: hdrhistogram.New(1, 60_000_000, 3), statuses: map[int]int{}}
}

func (p *probe) record(start time.Time, status int, err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.hist.RecordValue(max(1, time.Since(start).Microseconds()))
	if err != nil {
		p.errors++
		return
	}
	p.statuses[status]++
}

func (p *probe) String() string {
	h := p.hist
	s := fmt.Sprintf("%8d  %8s  %8s  %8s  %8s  %s", h.TotalCount(), micros(h.ValueAtQuantile(50)), micros(h.ValueAtQuantile(90)),
		micros(h.ValueAtQuantile(99)), micros(h.Max()), formatStatuses(p.statuses))
	if p.errors > 0 {
		s += fmt.Sprintf("  connection errors: %d", p.errors)
	}
	return s
}

// runWorst is the worst mode: it serves the judge as judged does (default
// limits and cores), and runs for d. Its error is a wrong answer or a
// connection error; missed is every latency target missed, which the
// command reports and exits 1 for (a test of the mode asserts no timing).
// With honour set, a worker answered 503 waits the Retry-After seconds
// before its next request, as a well-behaved client does; without it, it
// sends at once, as a flood does.
func runWorst(out io.Writer, d time.Duration, workers int, honour bool) (missed []string, err error) {
	boards := worstBoards()
	names := make([]string, 0, len(boards))
	for n := range boards {
		names = append(names, n)
	}
	base, stop, err := serveLoopback(httpapi.Config{})
	if err != nil {
		return nil, err
	}
	defer stop()
	waits := "sending the next at once"
	if honour {
		waits = "waiting Retry-After after a 503"
	}
	fmt.Fprintf(out, "server on %s, %d cores; %d workers sending the worst boards for %v, %s:\n", base, runtime.GOMAXPROCS(0), workers, d, waits)
	for _, n := range names {
		fmt.Fprintf(out, "  %s (%d bytes)\n", n, len(boards[n]))
	}

	client := &http.Client{Timeout: 2 * worstAnswerWithin, Transport: &http.Transport{MaxIdleConnsPerHost: workers + 2}}
	post := func(ctx context.Context, body []byte) (int, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/v1/blocks/check", bytes.NewReader(body))
		if err != nil {
			return 0, err
		}
		req.Header.Set("Content-Type", "application/json")
		return statusOf(client, req)
	}

	mem := watchMemory()
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	worst, healthz, small := newProbe(), newProbe(), newProbe()
	var late atomic.Int64
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for i := w; ctx.Err() == nil; i++ {
				start := time.Now()
				status, err := post(context.Background(), boards[names[i%len(names)]])
				if time.Since(start) > worstAnswerWithin {
					late.Add(1)
				}
				worst.record(start, status, err)
				if honour && status == http.StatusServiceUnavailable {
					select {
					case <-time.After(retryAfter):
					case <-ctx.Done():
					}
				}
			}
		})
	}
	probeEvery := func(p *probe, send func() (int, error)) {
		wg.Go(func() {
			t := time.NewTicker(10 * time.Millisecond)
			defer t.Stop()
			for ctx.Err() == nil {
				start := time.Now()
				status, err := send()
				p.record(start, status, err)
				select {
				case <-t.C:
				case <-ctx.Done():
				}
			}
		})
	}
	probeEvery(healthz, func() (int, error) {
		req, _ := http.NewRequest(http.MethodGet, base+"/healthz", nil)
		return statusOf(client, req)
	})
	probeEvery(small, func() (int, error) {
		req, _ := http.NewRequest(http.MethodPost, base+"/v1/attacks/check", bytes.NewReader(smallCheck))
		req.Header.Set("Content-Type", "application/json")
		return statusOf(client, req)
	})
	wg.Wait()
	peak := mem.stop()

	fmt.Fprintln(out, "\nrequests        count       p50       p90       p99       max  statuses")
	fmt.Fprintf(out, "worst boards  %s\n", worst)
	fmt.Fprintf(out, "GET /healthz  %s\n", healthz)
	fmt.Fprintf(out, "small check   %s\n", small)
	fmt.Fprintf(out, "peak memory of the process (server and load generator): heap in use %s, Go runtime total %s, RSS high-water mark %s\n",
		mib(peak.heapInuse), mib(peak.sys), mib(peakRSS()))

	var failures []string
	for s, n := range worst.statuses {
		if s != http.StatusOK && s != http.StatusServiceUnavailable {
			failures = append(failures, fmt.Sprintf("%d worst requests answered %d, want 200 or 503", n, s))
		}
	}
	for s, n := range small.statuses {
		if s != http.StatusOK {
			failures = append(failures, fmt.Sprintf("%d small checks answered %d, want 200", n, s))
		}
	}
	if worst.errors+healthz.errors+small.errors > 0 {
		failures = append(failures, fmt.Sprintf("%d connection errors, want none", worst.errors+healthz.errors+small.errors))
	}
	if len(failures) > 0 {
		fmt.Fprintf(out, "wrong answers:\n  %s\n", strings.Join(failures, "\n  "))
		return nil, fmt.Errorf("%d kinds of wrong answers", len(failures))
	}
	if n := late.Load(); n > 0 {
		missed = append(missed, fmt.Sprintf("%d worst requests answered after %v", n, worstAnswerWithin))
	}
	if p99 := time.Duration(healthz.hist.ValueAtQuantile(99)) * time.Microsecond; p99 >= healthzP99Target {
		missed = append(missed, fmt.Sprintf("GET /healthz p99 %v, want under %v", p99, healthzP99Target))
	}
	if p99 := time.Duration(small.hist.ValueAtQuantile(99)) * time.Microsecond; p99 >= smallP99Target {
		missed = append(missed, fmt.Sprintf("small check p99 %v, want under %v", p99, smallP99Target))
	}
	if len(missed) > 0 {
		fmt.Fprintf(out, "targets missed:\n  %s\n", strings.Join(missed, "\n  "))
		return missed, nil
	}
	fmt.Fprintf(out, "targets met: every worst request answered 200 or 503 within %v, /healthz p99 under %v, small check p99 under %v\n",
		worstAnswerWithin, healthzP99Target, smallP99Target)
	return nil, nil
}
