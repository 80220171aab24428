package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"rulesjudge/cards"
	"rulesjudge/internal/scryfalltest"
)

// TestMain gives the tests an empty user cache directory, so that no card
// file a person downloaded changes what they see.
func TestMain(m *testing.M) { scryfalltest.RunWithEmptyCache(m) }

// readyCardFile is a card file of /readyz.
type readyCardFile struct {
	File      string         `json:"file"`
	UpdatedAt *time.Time     `json:"updated_at"`
	Cards     int            `json:"cards"`
	Builtin   bool           `json:"builtin"`
	Extends   *readyCardFile `json:"extends"`
}

// readyCards waits for /readyz to say ready and returns its cards.
func readyCards(t *testing.T, base string) (status struct {
	Status string
	Cards  *readyCardFile
}) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		code, body := get(t, base+"/readyz")
		if code == http.StatusOK {
			if err := json.Unmarshal([]byte(body), &status); err != nil {
				t.Fatal(err)
			}
			return status
		}
		if time.Now().After(deadline) {
			t.Fatalf("GET /readyz: got %d %s for 5s, want 200", code, body)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func cardCount(t *testing.T) int {
	t.Helper()
	db, err := cards.LoadFile(cardsFile)
	if err != nil {
		t.Fatal(err)
	}
	return db.Len()
}

// TestCardsAuto: -cards auto downloads the file into an empty cache, says
// in /readyz which file and date it loaded, and a second start finds the
// cache current and downloads nothing.
func TestCardsAuto(t *testing.T) {
	srv := scryfalltest.New(t, cardsFile)
	cache := t.TempDir()
	args := []string{"-cards", "auto", "-cards-cache", cache, "-scryfall-bulk-data", srv.BulkDataURL()}
	for i, wantDownloads := range []int{1, 1} {
		j := startJudged(t, args...)
		st := readyCards(t, j.base)
		c, err := cards.ReadCache(cache)
		if err != nil {
			t.Fatalf("start %d: the cache: %v", i+1, err)
		}
		if st.Cards == nil || st.Cards.File != filepath.Base(c.File) || st.Cards.UpdatedAt == nil ||
			!st.Cards.UpdatedAt.Equal(scryfalltest.Updated) || st.Cards.Cards != cardCount(t) {
			t.Errorf("start %d: /readyz cards: got %+v, want %s updated %v with %d cards", i+1, st.Cards, filepath.Base(c.File), scryfalltest.Updated, cardCount(t))
		}
		if resp, verdict, _ := postCards(t, j.base+"/v1/attacks/check", angelByName); resp.StatusCode != http.StatusOK || verdict != "legal" {
			t.Errorf("start %d: a card name: got %d %s, want 200 legal", i+1, resp.StatusCode, verdict)
		}
		if got := srv.Downloads(); got != wantDownloads {
			t.Errorf("start %d: got %d downloads, want %d", i+1, got, wantDownloads)
		}
		j.stop()
		if err := j.wait(t, 12*time.Second); err != nil {
			t.Fatal(err)
		}
	}
}

// TestCardsAutoWithoutScryfall: with an empty cache and no Scryfall, the
// server serves the built-in cards and says why in its log; with a cache,
// it serves the cached file over them.
func TestCardsAutoWithoutScryfall(t *testing.T) {
	gone := httptest.NewServer(http.NotFoundHandler())
	defer gone.Close()
	cache := t.TempDir()
	args := []string{"-cards", "auto", "-cards-cache", cache, "-scryfall-bulk-data", gone.URL + "/bulk-data"}
	var log bytes.Buffer
	logged := &syncWriter{w: &log}
	builtin := startJudgedLogging(t, logged, args...)
	if st := readyCards(t, builtin.base); st.Cards == nil || st.Cards.File != "era-pool.json.gz" || !st.Cards.Builtin || st.Cards.Extends != nil {
		t.Errorf("an empty cache and no Scryfall: /readyz cards got %+v, want the built-in cards alone", st.Cards)
	}
	if s := logged.String(); !strings.Contains(s, "serving the built-in cards") || !strings.Contains(s, "404") {
		t.Errorf("the log: got\n%s\nwant a warning with the 404, saying the built-in cards are served", s)
	}

	// Fill the cache, then start again with Scryfall gone.
	srv := scryfalltest.New(t, cardsFile)
	if _, _, err := (&cards.Downloader{BulkDataURL: srv.BulkDataURL()}).Update(context.Background(), cache); err != nil {
		t.Fatal(err)
	}
	j := startJudged(t, args...)
	if st := readyCards(t, j.base); st.Cards == nil || st.Cards.Cards != cardCount(t) || st.Cards.Builtin ||
		st.Cards.Extends == nil || !st.Cards.Extends.Builtin {
		t.Errorf("a cache and no Scryfall: /readyz cards got %+v, want the cached file over the built-in cards", st.Cards)
	}
}

// TestCardCacheByDefault: without -cards, the cache's file is loaded, with
// no request to Scryfall; -cards none goes without it.
func TestCardCacheByDefault(t *testing.T) {
	srv := scryfalltest.New(t, cardsFile)
	dir, err := cards.DefaultCacheDir()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if _, _, err := (&cards.Downloader{BulkDataURL: srv.BulkDataURL()}).Update(context.Background(), dir); err != nil {
		t.Fatal(err)
	}

	var log bytes.Buffer
	logged := &syncWriter{w: &log}
	j := startJudgedLogging(t, logged)
	if st := readyCards(t, j.base); st.Cards == nil || st.Cards.Cards != cardCount(t) || st.Cards.UpdatedAt == nil {
		t.Errorf("/readyz cards: got %+v, want the cached file and its date", st.Cards)
	}
	if got := srv.Downloads(); got != 1 {
		t.Errorf("got %d downloads, want the test's own only: the default reads the cache, never Scryfall", got)
	}
	if resp, verdict, _ := postCards(t, j.base+"/v1/attacks/check", angelByName); resp.StatusCode != http.StatusOK || verdict != "legal" {
		t.Errorf("a card name: got %d %s, want 200 legal", resp.StatusCode, verdict)
	}
	if s := logged.String(); !strings.Contains(s, `"message":"card file loaded"`) || !strings.Contains(s, `"updated_at":"2026-11-20T09:05:00Z"`) || !strings.Contains(s, dir) {
		t.Errorf("the log: got\n%s\nwant a card file loaded line with the file and its date", s)
	}

	none := startJudged(t, "-cards", "none")
	if code, body := get(t, none.base+"/readyz"); code != http.StatusOK || strings.Contains(body, `"cards"`) {
		t.Errorf("-cards none: /readyz got %d %s, want 200 and no cards", code, body)
	}
	if resp, _, _ := postCards(t, none.base+"/v1/attacks/check", angelByName); resp.StatusCode != http.StatusUnprocessableEntity {
		t.Errorf("-cards none, a card name: got %d, want 422", resp.StatusCode)
	}
}

func TestVersion(t *testing.T) {
	var out bytes.Buffer
	if err := run(context.Background(), []string{"judged", "-version"}, func(string) string { return "" }, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out.String(), "judged ") || !strings.Contains(out.String(), " go1.") {
		t.Errorf("got %q, want \"judged VERSION ... goX\"", out.String())
	}
}

// syncWriter is a writer the server's log goes to while the test reads it.
type syncWriter struct {
	mu sync.Mutex
	w  *bytes.Buffer
}

func (s *syncWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(p)
}

func (s *syncWriter) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.String()
}

// startJudgedLogging is startJudged with the log kept in log.
func startJudgedLogging(t *testing.T, log *syncWriter, args ...string) *judged {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	j := &judged{done: make(chan error, 1), stop: cancel}
	go func() {
		j.done <- run(ctx, append([]string{"judged", "-addr", "127.0.0.1:0", "-shutdown-delay", "0"}, args...), func(string) string { return "" }, log, io.Discard)
	}()
	t.Cleanup(func() {
		cancel()
		select {
		case <-j.done:
		case <-time.After(15 * time.Second):
			t.Error("run did not return within 15s of cancel")
		}
	})
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		for _, line := range strings.Split(log.String(), "\n") {
			var l struct{ Message, Addr string }
			if json.Unmarshal([]byte(line), &l) == nil && l.Message == "listening" {
				j.addr, j.base = l.Addr, "http://"+l.Addr
				return j
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatal("no listening line within 5s")
	return nil
}

// TestCardsRefresh: with -cards-refresh, a newer file on Scryfall is
// downloaded while the server serves, and swapped in.
func TestCardsRefresh(t *testing.T) {
	srv := scryfalltest.New(t, cardsFile)
	j := startJudged(t, "-cards", "auto", "-cards-cache", t.TempDir(), "-scryfall-bulk-data", srv.BulkDataURL(), "-cards-refresh", "20ms")
	if st := readyCards(t, j.base); st.Cards == nil || st.Cards.UpdatedAt == nil || !st.Cards.UpdatedAt.Equal(scryfalltest.Updated) {
		t.Fatalf("/readyz cards: got %+v, want the file of %v", st.Cards, scryfalltest.Updated)
	}
	newer := scryfalltest.Updated.Add(12 * time.Hour)
	srv.Set(func(s *scryfalltest.Server) { s.UpdatedAt = newer })
	deadline := time.Now().Add(5 * time.Second)
	for {
		st := readyCards(t, j.base)
		if st.Cards != nil && st.Cards.UpdatedAt != nil && st.Cards.UpdatedAt.Equal(newer) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("/readyz cards 5s after Scryfall's file changed: got %+v, want the file of %v", st.Cards, newer)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if got := srv.Downloads(); got != 2 {
		t.Errorf("got %d downloads, want 2: one at start, one of the newer file", got)
	}
	for _, args := range [][]string{{"-cards-refresh", "1h"}, {"-cards", "auto", "-cards-refresh", "-1s"}} {
		if _, err := parseConfig(append([]string{"judged"}, args...), func(string) string { return "" }, io.Discard); err == nil || !strings.Contains(err.Error(), "-cards-refresh") {
			t.Errorf("%q: got %v, want a -cards-refresh error", args, err)
		}
	}
}

// TestBuiltinCardsByDefault: started as the README says, with no card
// cache (TestMain's empty user cache directory) and no flag, judged has
// the edition's cards built in: /readyz and the log say so, and a block
// check given wholly by card names is judged: Grizzly Bears can't block
// the flying Serra Angel (502.4b), with Holy Strength attached or not.
func TestBuiltinCardsByDefault(t *testing.T) {
	var log bytes.Buffer
	logged := &syncWriter{w: &log}
	j := startJudgedLogging(t, logged)
	st := readyCards(t, j.base)
	if st.Cards == nil || st.Cards.File != "era-pool.json.gz" || !st.Cards.Builtin || st.Cards.Cards != 8841 || st.Cards.Extends != nil {
		t.Errorf("/readyz cards: got %+v, want the 8,841 built-in cards alone", st.Cards)
	}
	if s := logged.String(); !strings.Contains(s, `"file":"era-pool.json.gz","cards":8841,"builtin":true`) || !strings.Contains(s, `"message":"card file loaded"`) {
		t.Errorf("the log: got\n%s\nwant a card file loaded line naming the built-in cards", s)
	}
	const board = `{"board": {"active_player": "alice",
	  "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
	  "permanents": [{"id": "angel", "controller": "alice", "card": "Serra Angel"},
	                 {"id": "bear", "controller": "bob", "card": "Grizzly Bears"}%s]},
	  "attackers": [{"creature": "angel"}], "blockers": [{"creature": "bear", "blocking": ["angel"]}]}`
	for _, extra := range []string{"", `, {"id": "strength", "controller": "bob", "card": "Holy Strength", "attached_to": "bear"}`} {
		resp, verdict, rules := postCards(t, j.base+"/v1/blocks/check", fmt.Sprintf(board, extra))
		if resp.StatusCode != http.StatusOK || verdict != "illegal" || !slices.Equal(rules, []string{"502.4b"}) {
			t.Errorf("Grizzly Bears%s blocks Serra Angel: got %d %s %v, want 200 illegal [502.4b]", extra, resp.StatusCode, verdict, rules)
		}
	}
}
