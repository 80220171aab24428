package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

// The tests below start the whole program (run) on a free loopback port
// and check how it holds up: readiness, draining on SIGTERM, and the
// server's timeouts against clients that stall.

// judged is a running instance of the program.
type judged struct {
	base string     // http://127.0.0.1:port
	addr string     // 127.0.0.1:port
	done chan error // run's result
	stop context.CancelFunc
}

// startJudged runs the program with args after -addr 127.0.0.1:0 and
// -shutdown-delay 0 (args may set another) and waits for its "listening"
// line; the test's end stops it.
func startJudged(t *testing.T, args ...string) *judged {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	logR, logW := io.Pipe()
	j := &judged{done: make(chan error, 1), stop: cancel}
	go func() {
		j.done <- run(ctx, append([]string{"judged", "-addr", "127.0.0.1:0", "-shutdown-delay", "0"}, args...), func(string) string { return "" }, logW, io.Discard)
		logW.Close()
	}()
	addr := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(logR)
		for sc.Scan() { // read every line so the server never blocks on its log
			var line struct{ Message, Addr string }
			if json.Unmarshal(sc.Bytes(), &line) == nil && line.Message == "listening" {
				addr <- line.Addr
			}
		}
	}()
	select {
	case j.addr = <-addr:
		j.base = "http://" + j.addr
	case err := <-j.done:
		t.Fatalf("run returned before listening: %v", err)
	case <-time.After(5 * time.Second):
		t.Fatal("no listening line within 5s")
	}
	t.Cleanup(func() {
		cancel()
		select {
		case <-j.done:
		case <-time.After(15 * time.Second):
			t.Error("run did not return within 15s of cancel")
		}
	})
	return j
}

// wait returns run's result, failing the test after d.
func (j *judged) wait(t *testing.T, d time.Duration) error {
	t.Helper()
	select {
	case err := <-j.done:
		j.done <- err // for the cleanup
		return err
	case <-time.After(d):
		t.Fatalf("run did not return within %v", d)
		return nil
	}
}

func get(t *testing.T, url string) (int, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, strings.TrimSpace(string(body))
}

const bearAttack = `{"board": {"active_player": "alice",
  "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
  "permanents": [{"id": "bear", "name": "Grizzly Bears", "controller": "alice",
                  "types": ["Creature"], "power": 2, "toughness": 2}]},
 "attackers": [{"creature": "bear"}]}`

// slowPost starts a POST of bearAttack on a raw connection, sending the
// headers and the first half of the body, and returns the connection and a
// func that sends the rest.
func slowPost(t *testing.T, addr string) (net.Conn, func()) {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	half := len(bearAttack) / 2
	fmt.Fprintf(conn, "POST /v1/attacks/check HTTP/1.1\r\nHost: judge\r\nContent-Type: application/json\r\n"+
		"X-Request-Id: in-flight\r\nContent-Length: %d\r\n\r\n%s", len(bearAttack), bearAttack[:half])
	return conn, func() {
		if _, err := io.WriteString(conn, bearAttack[half:]); err != nil {
			t.Errorf("sending the rest of the body: %v", err)
		}
	}
}

// readAnswer reads one HTTP answer from conn.
func readAnswer(t *testing.T, conn net.Conn) (*http.Response, string) {
	t.Helper()
	conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("reading the answer: %v", err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp, string(body)
}

// /readyz is 200 once judged serves; from SIGTERM on it is 503 "shutting
// down" for -shutdown-delay while /healthz still answers, then judged stops.
func TestReadyzThroughShutdown(t *testing.T) {
	j := startJudged(t, "-shutdown-delay", "1s", "-cards", "none") // no card file to wait for
	if status, body := get(t, j.base+"/readyz"); status != http.StatusOK || body != `{"status":"ready","waiting":[]}` {
		t.Errorf("GET /readyz while serving: got %d %s, want 200 ready", status, body)
	}
	start := time.Now()
	j.stop()
	time.Sleep(200 * time.Millisecond) // run sees the cancel
	if status, body := get(t, j.base+"/readyz"); status != http.StatusServiceUnavailable || body != `{"status":"not ready","waiting":["shutting down"]}` {
		t.Errorf("GET /readyz while shutting down: got %d %s, want 503 waiting for \"shutting down\"", status, body)
	}
	if status, _ := get(t, j.base+"/healthz"); status != http.StatusOK {
		t.Errorf("GET /healthz while shutting down: got %d, want 200: the process still serves", status)
	}
	if err := j.wait(t, 5*time.Second); err != nil {
		t.Errorf("run: got %v, want nil", err)
	}
	if d := time.Since(start); d < time.Second {
		t.Errorf("run returned %v after the signal, want no sooner than -shutdown-delay 1s", d)
	}
}

// SIGTERM lets the request in flight finish: judged stops taking
// connections, waits for the answer to go out, then returns nil.
func TestSIGTERMDrainsInFlight(t *testing.T) {
	j := startJudged(t)
	conn, finish := slowPost(t, j.addr)
	time.Sleep(200 * time.Millisecond) // the server reads the headers: the connection is active

	if err := syscall.Kill(os.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	// The listener closes; run waits for the request.
	deadline := time.Now().Add(5 * time.Second)
	for {
		c, err := net.DialTimeout("tcp", j.addr, time.Second)
		if err != nil {
			break
		}
		c.Close()
		if time.Now().After(deadline) {
			t.Fatal("judged still takes new connections 5s after SIGTERM")
		}
		time.Sleep(20 * time.Millisecond)
	}
	select {
	case err := <-j.done:
		t.Fatalf("run returned (%v) with a request in flight", err)
	case <-time.After(300 * time.Millisecond):
	}

	finish()
	resp, body := readAnswer(t, conn)
	if resp.StatusCode != http.StatusOK || !strings.Contains(body, `"verdict":"legal"`) || !strings.Contains(body, `"decision_id":"in-flight"`) {
		t.Errorf("the request in flight: got %d %s, want 200 and its legal verdict", resp.StatusCode, body)
	}
	if err := j.wait(t, 5*time.Second); err != nil {
		t.Errorf("run: got %v, want nil after draining", err)
	}
}

// A request in flight that outlives -shutdown-timeout is cut off, and run
// says so.
func TestShutdownTimeout(t *testing.T) {
	j := startJudged(t, "-shutdown-timeout", "300ms")
	_, _ = slowPost(t, j.addr) // never finished
	time.Sleep(200 * time.Millisecond)
	j.stop()
	err := j.wait(t, 5*time.Second)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("run: got %v, want the shutdown's deadline exceeded", err)
	}
}

// Each timeout of the server closes a connection whose client stalls.
func TestServerTimeouts(t *testing.T) {
	// A client that never finishes its headers (slowloris) is cut off
	// after -read-header-timeout.
	t.Run("read header", func(t *testing.T) {
		j := startJudged(t, "-read-header-timeout", "300ms")
		start := time.Now() // the server's clock starts as it accepts: before the write
		conn, err := net.Dial("tcp", j.addr)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		io.WriteString(conn, "POST /v1/attacks/check HTTP/1.1\r\nHost: judge\r\n")
		closedWithin(t, conn, start, 300*time.Millisecond, 3*time.Second)
	})

	// A client that stops halfway through its body is answered 400 after
	// -read-timeout: the body could not be read.
	t.Run("read", func(t *testing.T) {
		j := startJudged(t, "-read-timeout", "300ms")
		conn, _ := slowPost(t, j.addr)
		start := time.Now()
		resp, body := readAnswer(t, conn)
		if resp.StatusCode != http.StatusBadRequest || !strings.Contains(body, "read timeout") || strings.Contains(body, "127.0.0.1") {
			t.Errorf("a stalled body: got %d %s, want 400 naming the read timeout, no socket address", resp.StatusCode, body)
		}
		if d := time.Since(start); d > 3*time.Second {
			t.Errorf("answered after %v, want about -read-timeout 300ms", d)
		}
	})

	// A keep-alive connection left idle is closed after -idle-timeout.
	t.Run("idle", func(t *testing.T) {
		j := startJudged(t, "-idle-timeout", "300ms")
		conn, err := net.Dial("tcp", j.addr)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		io.WriteString(conn, "GET /healthz HTTP/1.1\r\nHost: judge\r\n\r\n")
		br := bufio.NewReader(conn)
		resp, err := http.ReadResponse(br, nil)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		start := time.Now()
		conn.SetReadDeadline(time.Now().Add(3 * time.Second))
		if _, err := br.ReadByte(); !errors.Is(err, io.EOF) {
			t.Errorf("reading from an idle connection: got %v, want EOF (closed by the server)", err)
		}
		if d := time.Since(start); d < 200*time.Millisecond || d > 3*time.Second {
			t.Errorf("idle connection closed after %v, want about -idle-timeout 300ms", d)
		}
	})

	// An answer that takes longer than -write-timeout is not sent: the
	// connection is closed (the judge's own answers come in well under it;
	// the handler here is made slow).
	t.Run("write", func(t *testing.T) {
		slow := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			time.Sleep(600 * time.Millisecond)
			io.WriteString(w, "too late")
		})
		srv := newHTTPServer(slow, timeouts{readHeader: time.Second, read: time.Second, write: 200 * time.Millisecond, idle: time.Second})
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		go srv.Serve(ln)
		defer srv.Close()
		resp, err := http.Get("http://" + ln.Addr().String() + "/")
		if err == nil {
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			t.Errorf("GET past the write timeout: got %d %q, want the connection closed", resp.StatusCode, body)
		}
	})
}

// closedWithin checks that the server closes conn no sooner than min and
// no later than max after start.
func closedWithin(t *testing.T, conn net.Conn, start time.Time, min, max time.Duration) {
	t.Helper()
	conn.SetReadDeadline(start.Add(max))
	_, err := io.ReadAll(conn)
	d := time.Since(start)
	if ne, ok := errors.AsType[net.Error](err); ok && ne.Timeout() {
		t.Fatalf("connection still open after %v, want it closed by the server", max)
	}
	if d < min-50*time.Millisecond {
		t.Errorf("connection closed after %v, want no sooner than %v", d, min)
	}
}

// The limits, -cors-origins and the timeouts reach the server's Config and
// the http.Server; their defaults are the README's.
func TestParseLimitsAndTimeouts(t *testing.T) {
	noEnv := func(string) string { return "" }
	c, err := parseConfig([]string{"judged"}, noEnv, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	s := c.server
	if got, want := []int{s.MaxPermanents, s.MaxAbilities, s.MaxItems, s.MaxStringBytes, s.MaxDepth, s.MaxInFlight}, []int{500, 32, 500, 256, 32, 64}; !slices.Equal(got, want) {
		t.Errorf("default limits [permanents abilities items string depth in-flight]: got %v, want %v", got, want)
	}
	if s.CORSOrigins != nil {
		t.Errorf("default CORS origins: got %q, want none", s.CORSOrigins)
	}
	if want := (timeouts{readHeader: 5 * time.Second, read: 10 * time.Second, write: 30 * time.Second, idle: 120 * time.Second, shutdownDelay: 5 * time.Second, shutdown: 10 * time.Second}); c.http != want {
		t.Errorf("default timeouts: got %+v, want %+v", c.http, want)
	}

	c, err = parseConfig([]string{"judged", "-max-permanents", "10", "-max-abilities", "2", "-max-items", "3",
		"-max-string", "40", "-max-depth", "8", "-max-in-flight", "5", "-check-cores", "3",
		"-cors-origins", "https://deck.example, https://other.example/", "-write-timeout", "3s", "-shutdown-delay", "2s"}, noEnv, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	s = c.server
	if got, want := []int{s.MaxPermanents, s.MaxAbilities, s.MaxItems, s.MaxStringBytes, s.MaxDepth, s.MaxInFlight, s.CheckCores}, []int{10, 2, 3, 40, 8, 5, 3}; !slices.Equal(got, want) {
		t.Errorf("limits: got %v, want %v", got, want)
	}
	if want := []string{"https://deck.example", "https://other.example"}; !slices.Equal(s.CORSOrigins, want) {
		t.Errorf("CORS origins: got %q, want %q", s.CORSOrigins, want)
	}
	if c.http.write != 3*time.Second || c.http.shutdownDelay != 2*time.Second {
		t.Errorf("timeouts: got %+v, want write 3s, shutdown delay 2s", c.http)
	}
	srv := newHTTPServer(http.NotFoundHandler(), c.http)
	if srv.ReadHeaderTimeout != 5*time.Second || srv.ReadTimeout != 10*time.Second || srv.WriteTimeout != 3*time.Second || srv.IdleTimeout != 120*time.Second {
		t.Errorf("http.Server timeouts: got header %v, read %v, write %v, idle %v; want 5s, 10s, 3s, 120s",
			srv.ReadHeaderTimeout, srv.ReadTimeout, srv.WriteTimeout, srv.IdleTimeout)
	}
}

// SIGTERM under load loses nothing. Keep-alive clients send checks without
// pause; a load balancer polls /readyz and, once it answers 503, sends no
// new request. Every request sent is answered 200: those sent during
// -shutdown-delay carry Connection: close, so each client's next request
// goes on a new connection, never on one the shutdown closes under it.
func TestSIGTERMUnderLoadLosesNothing(t *testing.T) {
	for _, obey := range []bool{true, false} {
		t.Run(fmt.Sprintf("clients obey the load balancer: %v", obey), func(t *testing.T) { underLoad(t, obey) })
	}
}

// underLoad sends SIGTERM under load. Clients that do not obey the load
// balancer go on until a connection is refused. For them, a connection the
// kernel took into the listener's queue just before the listener closed is
// reset unread (ECONNRESET, EPIPE): the server never saw that request, as
// with a refused connection, and no server can answer it. What must never
// happen is an EOF: a connection the server took, whose request it dropped
// (http.Server.Shutdown does that to a connection's first request).
func underLoad(t *testing.T, obeyLB bool) {
	j := startJudged(t, "-shutdown-delay", "1s")
	var lbStopped atomic.Bool
	lbDone := make(chan struct{})
	go func() { // the load balancer's health check
		defer close(lbDone)
		client := &http.Client{Timeout: time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
		for !lbStopped.Load() {
			resp, err := client.Get(j.base + "/readyz")
			if err != nil || resp.StatusCode != http.StatusOK {
				lbStopped.Store(true)
			}
			if err == nil {
				resp.Body.Close()
			}
			time.Sleep(50 * time.Millisecond)
		}
	}()

	const clients = 16
	transport := &http.Transport{MaxIdleConnsPerHost: clients, MaxConnsPerHost: clients}
	defer transport.CloseIdleConnections()
	client := &http.Client{Timeout: 10 * time.Second, Transport: transport}
	var sent, answered, closing atomic.Int64
	var mu sync.Mutex
	var lost []string
	var wg sync.WaitGroup
	for range clients {
		wg.Go(func() {
			for !obeyLB || !lbStopped.Load() {
				sent.Add(1)
				resp, err := client.Post(j.base+"/v1/attacks/check", "application/json", strings.NewReader(bearAttack))
				if err != nil && !obeyLB && (errors.Is(err, syscall.ECONNREFUSED) || errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.EPIPE)) {
					sent.Add(-1)
					return // the listener is closed: the server never read this request
				}
				if err != nil {
					mu.Lock()
					lost = append(lost, err.Error())
					mu.Unlock()
					continue
				}
				body, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), `"verdict":"legal"`) {
					mu.Lock()
					lost = append(lost, fmt.Sprintf("%d %s", resp.StatusCode, body))
					mu.Unlock()
					continue
				}
				answered.Add(1)
				if resp.Close {
					closing.Add(1)
				}
			}
		})
	}
	time.Sleep(300 * time.Millisecond) // under load
	if err := syscall.Kill(os.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	wg.Wait()
	<-lbDone
	if err := j.wait(t, 10*time.Second); err != nil {
		t.Errorf("run: got %v, want nil", err)
	}
	if len(lost) > 0 {
		t.Errorf("%d of %d requests lost, want none:\n%s", len(lost), sent.Load(), strings.Join(lost, "\n"))
	}
	if answered.Load() == 0 || closing.Load() == 0 {
		t.Errorf("%d answers, %d of them with Connection: close; want some of each (the load ran into the shutdown)", answered.Load(), closing.Load())
	}
	t.Logf("%d requests sent, %d answered, %d with Connection: close", sent.Load(), answered.Load(), closing.Load())
}

// While draining, each answer carries Connection: close, and the server
// still takes new connections until -shutdown-delay is over.
func TestConnectionCloseWhileDraining(t *testing.T) {
	j := startJudged(t, "-shutdown-delay", "2s")
	client := &http.Client{Timeout: 5 * time.Second}
	check := func() *http.Response {
		resp, err := client.Post(j.base+"/v1/attacks/check", "application/json", strings.NewReader(bearAttack))
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return resp
	}
	if resp := check(); resp.Close || resp.StatusCode != http.StatusOK {
		t.Errorf("before SIGTERM: got %d, Connection: close %v; want 200, kept alive", resp.StatusCode, resp.Close)
	}
	j.stop()
	time.Sleep(200 * time.Millisecond)
	for i := range 3 {
		if resp := check(); !resp.Close || resp.StatusCode != http.StatusOK {
			t.Errorf("request %d while draining: got %d, Connection: close %v; want 200 with Connection: close", i, resp.StatusCode, resp.Close)
		}
	}
	if err := j.wait(t, 10*time.Second); err != nil {
		t.Errorf("run: got %v, want nil", err)
	}
}

// The default -shutdown-delay gives a load balancer time to see /readyz
// turn 503.
func TestDefaultShutdownDelay(t *testing.T) {
	c, err := parseConfig([]string{"judged"}, func(string) string { return "" }, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if c.http.shutdownDelay != 5*time.Second {
		t.Errorf("-shutdown-delay: got %v, want 5s", c.http.shutdownDelay)
	}
}

// 70 clients sending their bodies at a byte a second take no place a
// request could have: bodies are read before a request is admitted, so 48
// others sent meanwhile, 8 at a time, are all served, and none of the slow
// ones counts as in flight.
func TestSlowBodiesLockNoOneOut(t *testing.T) {
	j := startJudged(t, "-max-in-flight", "64")
	const slow = 70
	stop := make(chan struct{})
	var wg sync.WaitGroup
	defer func() { close(stop); wg.Wait() }()
	for range slow {
		conn, err := net.Dial("tcp", j.addr)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(conn, "POST /v1/attacks/check HTTP/1.1\r\nHost: judge\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n", len(bearAttack))
		wg.Go(func() {
			defer conn.Close()
			tick := time.NewTicker(time.Second)
			defer tick.Stop()
			for i := 0; i < len(bearAttack); i++ {
				if _, err := conn.Write([]byte{bearAttack[i]}); err != nil {
					return
				}
				select {
				case <-stop:
					return
				case <-tick.C:
				}
			}
		})
	}
	time.Sleep(1500 * time.Millisecond) // every slow client has sent a byte or two

	client := &http.Client{Timeout: 5 * time.Second}
	var served atomic.Int64
	var others sync.WaitGroup
	for w := range 8 {
		others.Go(func() {
			for i := range 6 {
				resp, err := client.Post(j.base+"/v1/attacks/check", "application/json", strings.NewReader(bearAttack))
				if err != nil {
					t.Errorf("worker %d, request %d: %v", w, i, err)
					continue
				}
				body, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				if resp.StatusCode != http.StatusOK {
					t.Errorf("worker %d, request %d beside %d slow bodies: got %d %s, want 200", w, i, slow, resp.StatusCode, body)
					continue
				}
				served.Add(1)
			}
		})
	}
	others.Wait()
	if served.Load() != 48 {
		t.Errorf("served %d of 48 requests beside %d slow bodies, want all", served.Load(), slow)
	}
	_, metrics := get(t, j.base+"/metrics")
	if !strings.Contains(metrics, "rulesjudge_http_requests_in_flight 0") {
		t.Errorf("with %d bodies being sent, want none in flight; GET /metrics says\n%s", slow, grepLines(metrics, "in_flight"))
	}
}

// grepLines keeps the lines of s that contain sub.
func grepLines(s, sub string) string {
	var out []string
	for line := range strings.Lines(s) {
		if strings.Contains(line, sub) {
			out = append(out, strings.TrimSpace(line))
		}
	}
	return strings.Join(out, "\n")
}
