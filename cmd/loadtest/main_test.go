package main

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// A short run goes through the fixed phase and at least one growing step,
// and reports every figure the README promises, with no 5xx and no
// connection error.
func TestShortRun(t *testing.T) {
	var out bytes.Buffer
	err := run([]string{"loadtest", "-duration", "1500ms", "-rate", "100", "-fixed", "500ms", "-step", "500ms", "-workers", "4"}, &out)
	if err != nil {
		t.Fatalf("run: %v\n%s", err, &out)
	}
	for _, want := range []string{
		"fixed       100", "step        160", "p50", "p99", "answers by status: 200:",
		"5xx answers: 0; connection errors: 0", "peak memory of the process", "stopped: ",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output: want %q in\n%s", want, &out)
		}
	}
}

func TestFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-workers", "64", "-max-in-flight", "64"}, // the server would rightly answer 503
		{"-factor", "1"},
		{"-rate", "0"},
	} {
		if _, err := parse(append([]string{"loadtest"}, args...), &bytes.Buffer{}); err == nil {
			t.Errorf("loadtest %v: got no error, want one", args)
		}
	}
}

// The worst mode sends the costliest boards within the limits from many
// workers and probes /healthz and a small check meanwhile: every answer is
// 200 or 503 (the worst boards) or 200 (the probes), with no connection
// error, and it reports every figure the README quotes. Its latency
// targets are the command's to judge, not the test's.
func TestWorstMode(t *testing.T) {
	var out bytes.Buffer
	if _, err := runWorst(&out, time.Second, 8, false); err != nil {
		t.Fatalf("runWorst: %v\n%s", err, &out)
	}
	for _, want := range []string{"worst boards", "GET /healthz", "small check", "p99", "peak memory of the process", "250 attackers, 249 blockers"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output: want %q in\n%s", want, &out)
		}
	}
}
