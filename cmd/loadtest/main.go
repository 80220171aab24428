// Command loadtest measures how the judge holds up under load. It starts the
// server in-process on a loopback port (127.0.0.1 only), sends a mix of
// valid and invalid requests built from every scenario, first at a fixed
// rate, then at rates growing step by step until latency degrades, and
// reports for each phase the throughput, the p50/p99 latency, the answers
// by status and the connection errors, then the process's peak memory.
//
//	go run ./cmd/loadtest -duration 30s
//
// It stops by itself: after -duration, after -max-requests, or at the
// first step whose latency or throughput degrades. It exits 1 when any
// answer was a 5xx or any request failed to connect.
//
//	go run ./cmd/loadtest -worst -duration 20s [-retry-after]
//
// sends instead the costliest boards within the limits from -workers (32)
// workers at once while probing GET /healthz and a small check every
// 10 ms (worst.go), and exits 1 when an answer is wrong or a target is
// missed: every worst request answered 200 or 503 within 10 s, /healthz
// p99 under 50 ms, the small check's under 100 ms.
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"runtime"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/HdrHistogram/hdrhistogram-go"
	"github.com/rs/zerolog"
	"golang.org/x/time/rate"

	"rulesjudge/httpapi"
	"rulesjudge/scenarios"
)

func main() {
	if err := run(os.Args, os.Stdout); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "loadtest:", err)
		}
		os.Exit(1)
	}
}

// options are the command line's.
type options struct {
	duration    time.Duration // the whole run
	fixedRate   float64       // requests per second of the fixed phase
	fixedFor    time.Duration // its length (0: a third of duration)
	step        time.Duration // the length of each growing step
	factor      float64       // how much each step raises the rate
	workers     int           // requests sent at once at most
	maxRequests int
	maxInFlight int // the server's cap (httpapi.Config.MaxInFlight)
	seed        uint64
	worst       bool // the worst mode (worst.go)
	honour      bool // its workers wait Retry-After after a 503
	cpuProfile  string
}

func parse(args []string, out io.Writer) (options, error) {
	var o options
	fs := flag.NewFlagSet(args[0], flag.ContinueOnError)
	fs.SetOutput(out)
	fs.DurationVar(&o.duration, "duration", 30*time.Second, "how long the whole run may take")
	fs.Float64Var(&o.fixedRate, "rate", 200, "requests per second of the fixed-rate phase, where the growing steps start")
	fs.DurationVar(&o.fixedFor, "fixed", 0, "length of the fixed-rate phase (0: a third of -duration)")
	fs.DurationVar(&o.step, "step", 2*time.Second, "length of each growing step")
	fs.Float64Var(&o.factor, "factor", 1.6, "how much each step raises the rate")
	fs.IntVar(&o.workers, "workers", 32, "requests in flight at most (kept under the server's cap, so that no 503 is expected)")
	fs.IntVar(&o.maxRequests, "max-requests", 2_000_000, "stop after this many requests")
	fs.IntVar(&o.maxInFlight, "max-in-flight", httpapi.DefaultMaxInFlight, "the server's cap on requests in flight")
	fs.Uint64Var(&o.seed, "seed", 1, "seed of the order in which requests are sent")
	fs.BoolVar(&o.honour, "retry-after", false, "with -worst, each worker answered 503 waits the Retry-After before its next request, as a well-behaved client does")
	fs.StringVar(&o.cpuProfile, "cpuprofile", "", "write a CPU profile of the run (server and load generator) to this file")
	fs.BoolVar(&o.worst, "worst", false, "send the costliest boards within the limits from -workers workers for -duration, while probing /healthz and a small check; fail when a target is missed")
	if err := fs.Parse(args[1:]); err != nil {
		return o, err
	}
	if o.fixedFor == 0 {
		o.fixedFor = o.duration / 3
	}
	switch {
	case o.workers < 1 || o.fixedRate <= 0 || o.factor <= 1 || o.step <= 0 || o.duration <= 0:
		return o, errors.New("-workers, -rate, -step and -duration must be positive, -factor above 1")
	case !o.worst && o.maxInFlight > 0 && o.workers >= o.maxInFlight:
		return o, fmt.Errorf("-workers %d must stay under the server's -max-in-flight %d, or the server rightly answers 503", o.workers, o.maxInFlight)
	}
	return o, nil
}

func run(args []string, out io.Writer) error {
	o, err := parse(args, out)
	if err != nil {
		return err
	}
	if o.cpuProfile != "" {
		f, err := os.Create(o.cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	if o.worst {
		missed, err := runWorst(out, o.duration, o.workers, o.honour)
		if err == nil && len(missed) > 0 {
			err = fmt.Errorf("%d targets missed", len(missed))
		}
		return err
	}
	mix, err := requestMix(o.seed)
	if err != nil {
		return err
	}

	base, stop, err := serveLoopback(httpapi.Config{MaxInFlight: o.maxInFlight})
	if err != nil {
		return err
	}
	defer stop()

	mem := watchMemory()
	fmt.Fprintf(out, "server on %s; %d requests in the mix (%d valid scenario requests, %d invalid); %d workers\n",
		base, len(mix), countValid(mix), len(mix)-countValid(mix), o.workers)

	l := &loader{
		client: &http.Client{
			Timeout: 30 * time.Second,
			Transport: &http.Transport{
				MaxIdleConns:        o.workers,
				MaxIdleConnsPerHost: o.workers,
				MaxConnsPerHost:     o.workers,
			},
		},
		base: base,
		mix:  mix,
	}
	end := time.Now().Add(o.duration)
	var phases []*phase

	// The fixed rate, then growing steps until latency degrades.
	fixed := l.phase("fixed", o.fixedRate, min(o.fixedFor, time.Until(end)), o)
	phases = append(phases, fixed)
	fmt.Fprintln(out, header)
	fmt.Fprintln(out, fixed)
	verdict := "the time ran out before latency degraded"
	for r := o.fixedRate * o.factor; ; r *= o.factor {
		left := time.Until(end)
		if left < o.step/2 {
			break
		}
		if l.sent >= o.maxRequests {
			verdict = "-max-requests reached"
			break
		}
		p := l.phase("step", r, min(o.step, left), o)
		phases = append(phases, p)
		fmt.Fprintln(out, p)
		if why := p.degraded(fixed); why != "" {
			verdict = "latency degraded at " + strconv.Itoa(int(r)) + "/s: " + why
			break
		}
	}
	peak := mem.stop()

	var fives, connErrs int
	total := hdrhistogram.New(1, 60_000_000, 3)
	statuses := map[int]int{}
	for _, p := range phases {
		total.Merge(p.hist)
		connErrs += p.errors
		for s, n := range p.statuses {
			statuses[s] += n
			if s >= 500 {
				fives += n
			}
		}
	}
	best := slices.MaxFunc(phases, func(a, b *phase) int { return int(a.throughput() - b.throughput()) })
	fmt.Fprintf(out, "\nstopped: %s\n", verdict)
	fmt.Fprintf(out, "requests: %d in %s; best throughput %.0f/s (target %.0f/s) at p50 %s, p99 %s\n",
		total.TotalCount(), time.Since(fixed.start).Round(time.Millisecond), best.throughput(), best.target, micros(best.hist.ValueAtQuantile(50)), micros(best.hist.ValueAtQuantile(99)))
	fmt.Fprintf(out, "latency over the run: p50 %s, p99 %s, max %s\n", micros(total.ValueAtQuantile(50)), micros(total.ValueAtQuantile(99)), micros(total.Max()))
	fmt.Fprintf(out, "answers by status: %s\n", formatStatuses(statuses))
	fmt.Fprintf(out, "5xx answers: %d; connection errors: %d\n", fives, connErrs)
	fmt.Fprintf(out, "peak memory of the process (server and load generator): heap in use %s, Go runtime total %s, RSS high-water mark %s\n",
		mib(peak.heapInuse), mib(peak.sys), mib(peakRSS()))
	if fives > 0 || connErrs > 0 {
		return fmt.Errorf("%d 5xx answers and %d connection errors; want none", fives, connErrs)
	}
	return nil
}

// serveLoopback serves the judge with cfg as judged does (its timeouts),
// on a loopback port only: its base URL, and stop to close it.
func serveLoopback(cfg httpapi.Config) (base string, stop func(), err error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	srv := &http.Server{
		Handler:           httpapi.NewServer(cfg, zerolog.Nop()),
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       120 * time.Second,
	}
	go srv.Serve(ln)
	return "http://" + ln.Addr().String(), func() { srv.Close() }, nil
}

// statusOf sends req and returns its answer's status, the body read and
// dropped.
func statusOf(client *http.Client, req *http.Request) (int, error) {
	resp, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode, nil
}

// request is one request of the mix.
type request struct {
	method, path, contentType string
	body                      []byte
	valid                     bool // a scenario's request as it is
}

func countValid(mix []request) int {
	n := 0
	for _, r := range mix {
		if r.valid {
			n++
		}
	}
	return n
}

// requestMix builds the requests: every scenario's request to its endpoint,
// and invalid ones made from them (cut short, an unknown field, a wrong
// Content-Type) or written out (nested 100,000 deep, over a limit, over the
// body size, an unknown path, a wrong method), shuffled.
func requestMix(seed uint64) ([]request, error) {
	var mix []request
	cases, err := scenarios.LoadAll(scenarios.FS, ".")
	if err != nil {
		return nil, err
	}
	for _, c := range cases {
		body, endpoint := []byte(c.Scenario.Request), c.Endpoint
		mix = append(mix, request{http.MethodPost, endpoint, "application/json", body, true})
		switch len(mix) % 8 {
		case 0:
			mix = append(mix, request{http.MethodPost, endpoint, "application/json", body[:len(body)/2], false})
		case 3:
			mix = append(mix, request{http.MethodPost, endpoint, "application/json", append([]byte(`{"unknown": 1, `), body[1:]...), false})
		case 6:
			mix = append(mix, request{http.MethodPost, endpoint, "text/plain", body, false})
		}
	}
	deep := strings.Repeat("[", 100_000) + strings.Repeat("]", 100_000)
	perms := make([]string, httpapi.DefaultMaxPermanents+1)
	for i := range perms {
		perms[i] = fmt.Sprintf(`{"id": "p%d", "controller": "alice"}`, i)
	}
	overLimit := `{"board": {"active_player": "alice", "players": [{"id": "alice"}], "permanents": [` + strings.Join(perms, ",") + `]}}`
	mix = append(mix, []request{
		{http.MethodPost, "/v1/attacks/check", "application/json", []byte(deep), false},
		{http.MethodPost, "/v1/blocks/check", "application/json", []byte(overLimit), false},
		{http.MethodPost, "/v1/attacks/check", "application/json", bytes.Repeat([]byte(" "), httpapi.DefaultMaxBodyBytes+1), false},
		{http.MethodGet, "/v1/nothing/here", "", nil, false},
		{http.MethodGet, "/v1/attacks/check", "", nil, false},
		{http.MethodGet, "/v1/rules/502.4b", "", nil, true},
		{http.MethodGet, "/v1/abilities", "", nil, true},
	}...)
	rand.New(rand.NewPCG(seed, 2)).Shuffle(len(mix), func(i, j int) { mix[i], mix[j] = mix[j], mix[i] })
	return mix, nil
}

// loader sends the mix's requests in turn.
type loader struct {
	client *http.Client
	base   string
	mix    []request
	sent   int
}

// phase is one rate held for a while, and what came of it.
type phase struct {
	name     string
	target   float64 // requests per second asked for
	start    time.Time
	elapsed  time.Duration
	mu       sync.Mutex
	hist     *hdrhistogram.Histogram // latency in µs, from when each request was due
	statuses map[int]int
	errors   int
	errText  map[string]int
}

// phase sends requests at rate r for d, from o.workers workers, and returns
// once every request has been answered. A request's latency counts from
// when the pacing let it go, so time spent waiting for a free worker is
// counted too: a server that falls behind shows it.
func (l *loader) phase(name string, r float64, d time.Duration, o options) *phase {
	p := &phase{name: name, target: r, start: time.Now(), hist: hdrhistogram.New(1, 60_000_000, 3),
		statuses: map[int]int{}, errText: map[string]int{}}
	burst := max(1, int(r/100)) // 10 ms worth of requests: pacing at high rates needs some slack
	limiter := rate.NewLimiter(rate.Limit(r), burst)
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()

	type job struct {
		req request
		due time.Time
	}
	jobs := make(chan job, o.workers)
	var wg sync.WaitGroup
	for range o.workers {
		wg.Go(func() {
			for j := range jobs {
				status, err := l.send(j.req)
				lat := time.Since(j.due)
				p.mu.Lock()
				p.hist.RecordValue(max(1, lat.Microseconds()))
				if err != nil {
					p.errors++
					p.errText[err.Error()]++
				} else {
					p.statuses[status]++
				}
				p.mu.Unlock()
			}
		})
	}
	for l.sent < o.maxRequests {
		if limiter.Wait(ctx) != nil {
			break
		}
		req := l.mix[l.sent%len(l.mix)]
		l.sent++
		select {
		case jobs <- job{req, time.Now()}:
		case <-ctx.Done():
		}
	}
	close(jobs)
	wg.Wait()
	p.elapsed = time.Since(p.start)
	return p
}

func (l *loader) send(r request) (int, error) {
	req, err := http.NewRequest(r.method, l.base+r.path, bytes.NewReader(r.body))
	if err != nil {
		return 0, err
	}
	if r.contentType != "" {
		req.Header.Set("Content-Type", r.contentType)
	}
	resp, err := l.client.Do(req)
	if err != nil {
		return 0, err
	}
	_, err = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode, err
}

func (p *phase) throughput() float64 {
	return float64(p.hist.TotalCount()) / p.elapsed.Seconds()
}

// degraded says why a step is worse than the fixed phase, "" when it is
// not: its p99 more than three times the fixed phase's (and 10 ms more),
// its throughput under 90% of its target, or any error.
func (p *phase) degraded(base *phase) string {
	p99, base99 := p.hist.ValueAtQuantile(99), base.hist.ValueAtQuantile(99)
	switch {
	case p.errors > 0:
		return fmt.Sprintf("%d connection errors", p.errors)
	case p99 > 3*base99 && p99 > base99+10_000:
		return fmt.Sprintf("p99 %s against %s at the fixed rate", micros(p99), micros(base99))
	case p.throughput() < 0.9*p.target:
		return fmt.Sprintf("throughput %.0f/s, under 90%% of the target", p.throughput())
	}
	return ""
}

const header = "phase  target/s  achieved/s  requests      p50       p90       p99       max  statuses"

func (p *phase) String() string {
	h := p.hist
	s := fmt.Sprintf("%-5s  %8.0f  %10.0f  %8d  %8s  %8s  %8s  %8s  %s", p.name, p.target, p.throughput(), h.TotalCount(),
		micros(h.ValueAtQuantile(50)), micros(h.ValueAtQuantile(90)), micros(h.ValueAtQuantile(99)), micros(h.Max()), formatStatuses(p.statuses))
	if p.errors > 0 {
		s += fmt.Sprintf("  connection errors: %d %v", p.errors, p.errText)
	}
	return s
}

func formatStatuses(m map[int]int) string {
	var parts []string
	for _, s := range slices.Sorted(maps.Keys(m)) {
		parts = append(parts, fmt.Sprintf("%d:%d", s, m[s]))
	}
	return strings.Join(parts, " ")
}

func micros(us int64) string {
	d := time.Duration(us) * time.Microsecond
	switch {
	case d < time.Millisecond:
		return fmt.Sprintf("%dµs", us)
	case d < time.Second:
		return fmt.Sprintf("%.1fms", float64(us)/1000)
	}
	return d.Round(time.Millisecond).String()
}

func mib(b uint64) string { return fmt.Sprintf("%.1f MiB", float64(b)/(1<<20)) }

// memWatch samples the Go runtime's memory ten times a second.
type memWatch struct {
	done chan struct{}
	peak chan memPeak
}

type memPeak struct{ heapInuse, sys uint64 }

func watchMemory() *memWatch {
	w := &memWatch{done: make(chan struct{}), peak: make(chan memPeak, 1)}
	go func() {
		var peak memPeak
		var ms runtime.MemStats
		t := time.NewTicker(100 * time.Millisecond)
		defer t.Stop()
		for {
			runtime.ReadMemStats(&ms)
			peak.heapInuse = max(peak.heapInuse, ms.HeapInuse)
			peak.sys = max(peak.sys, ms.Sys)
			select {
			case <-w.done:
				w.peak <- peak
				return
			case <-t.C:
			}
		}
	}()
	return w
}

func (w *memWatch) stop() memPeak {
	close(w.done)
	return <-w.peak
}

// peakRSS is the process's resident set high-water mark (Linux's VmHWM); 0
// where /proc does not say.
func peakRSS() uint64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for line := range strings.Lines(string(data)) {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}
