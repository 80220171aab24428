//go:build unix

package main

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

const cardsFile = "../../testdata/cards.json"

// angelByName attacks with a permanent given by its card's name.
const angelByName = `{"board": {"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
  "permanents": [{"id": "angel", "controller": "alice", "card": "Serra Angel"}]}, "attackers": [{"creature": "angel"}]}`

// postCards posts body; verdict and rules, when the answer is a 200, are
// its verdict and the rules of its violations.
func postCards(t *testing.T, url, body string) (resp *http.Response, verdict string, rules []string) {
	t.Helper()
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var a struct {
		Verdict    string
		Violations []struct{ Rule string }
	}
	json.NewDecoder(resp.Body).Decode(&a)
	rules = []string{}
	for _, v := range a.Violations {
		rules = append(rules, v.Rule)
	}
	return resp, a.Verdict, rules
}

// TestCardsLoadWhileServing: with -cards, the server answers while the
// card file loads: /healthz says ok, /readyz says not ready, a card name
// is 503 with Retry-After; once loaded, /readyz says ready and names are
// found. The file is a named pipe, so the test decides when it loads.
func TestCardsLoadWhileServing(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "cards.json")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	j := startJudged(t, "-cards", fifo)

	if code, body := get(t, j.base+"/healthz"); code != http.StatusOK {
		t.Errorf("GET /healthz while loading: got %d %s, want 200", code, body)
	}
	if code, body := get(t, j.base+"/readyz"); code != http.StatusServiceUnavailable || !strings.Contains(body, "loading the card file") {
		t.Errorf("GET /readyz while loading: got %d %s, want 503 waiting on the card file", code, body)
	}
	if resp, _, _ := postCards(t, j.base+"/v1/attacks/check", angelByName); resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") == "" {
		t.Errorf("a card name while loading: got %d, Retry-After %q; want 503 with Retry-After", resp.StatusCode, resp.Header.Get("Retry-After"))
	}
	if resp, verdict, rules := postCards(t, j.base+"/v1/attacks/check", bearAttack); resp.StatusCode != http.StatusOK || verdict != "legal" || len(rules) != 0 {
		t.Errorf("a board without cards while loading: got %d %s %v, want 200 legal [] (308.2a: an untapped creature attacks)", resp.StatusCode, verdict, rules)
	}

	data, err := os.ReadFile(cardsFile)
	if err != nil {
		t.Fatal(err)
	}
	w, err := os.OpenFile(fifo, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	w.Write(data)
	w.Close()

	deadline := time.Now().Add(5 * time.Second)
	for {
		code, body := get(t, j.base+"/readyz")
		if code == http.StatusOK {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("GET /readyz 5s after the file was written: got %d %s, want 200", code, body)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if resp, verdict, rules := postCards(t, j.base+"/v1/attacks/check", angelByName); resp.StatusCode != http.StatusOK || verdict != "legal" || len(rules) != 0 {
		t.Errorf("a card name once loaded: got %d %s %v, want 200 legal []", resp.StatusCode, verdict, rules)
	}
	if code, body := get(t, j.base+"/v1/cards/Serra%20Angel"); code != http.StatusOK || !strings.Contains(body, `"abilities":["Flying","Vigilance"]`) {
		t.Errorf("GET /v1/cards/Serra%%20Angel: got %d %s, want 200 and its abilities", code, body)
	}
}

// TestCardsFlagErrors: a card file that is not there stops start-up; one
// that can't be read stops the server, with the reason.
func TestCardsFlagErrors(t *testing.T) {
	if _, err := parseConfig([]string{"judged", "-cards", filepath.Join(t.TempDir(), "missing.json")}, func(string) string { return "" }, nil); err == nil || !strings.Contains(err.Error(), "-cards") {
		t.Errorf("a missing file: got %v, want a -cards error", err)
	}
	bad := filepath.Join(t.TempDir(), "bad.json")
	os.WriteFile(bad, []byte(`{"object": "list", "data": []}`), 0o644)
	done := make(chan error, 1)
	go func() {
		done <- run(context.Background(), []string{"judged", "-addr", "127.0.0.1:0", "-cards", bad}, func(string) string { return "" }, io.Discard, io.Discard)
	}()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "not a JSON array") {
			t.Errorf("a file that is not a card array: run returned %v, want an error saying so", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("run did not stop within 5s of a bad card file")
	}
}
