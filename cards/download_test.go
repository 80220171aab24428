package cards_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"rulesjudge/cards"
)

// scryfall is a stand-in for Scryfall's bulk-data API on loopback: the list
// at /bulk-data, the file at /file/oracle-cards.json. The tests change what
// it serves between downloads.
type scryfall struct {
	mu        sync.Mutex
	file      []byte    // the card file served
	updatedAt time.Time // the list's updated_at
	size      int64     // the list's size; -1: len(file)
	gzip      bool      // send the file with Content-Encoding: gzip
	fileCT    string    // the file's Content-Type
	list      string    // when set, the list's whole body
	status    int       // when set, the file's status
	downloads int
	headers   http.Header // of the last request
}

func newScryfall(t *testing.T) (*scryfall, *httptest.Server) {
	t.Helper()
	file, err := os.ReadFile(testdata)
	if err != nil {
		t.Fatal(err)
	}
	s := &scryfall{file: file, updatedAt: time.Date(2026, 11, 20, 9, 5, 0, 0, time.UTC), size: -1, fileCT: "application/json"}
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	return s, srv
}

func (s *scryfall) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.headers = r.Header.Clone()
	switch r.URL.Path {
	case "/bulk-data":
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		if s.list != "" {
			fmt.Fprint(w, s.list)
			return
		}
		size := s.size
		if size < 0 {
			size = int64(len(s.file))
		}
		fmt.Fprintf(w, `{"object": "list", "has_more": false, "data": [
			{"object": "bulk_data", "type": "unique_artwork", "updated_at": "2026-11-20T09:00:00.000+00:00",
			 "download_uri": "http://%[1]s/file/unique.json", "size": 5, "content_type": "application/json", "content_encoding": "gzip"},
			{"object": "bulk_data", "type": "oracle_cards", "name": "Oracle Cards", "updated_at": %[2]q,
			 "download_uri": "http://%[1]s/file/oracle-cards.json", "size": %[3]d, "content_type": "application/json", "content_encoding": "gzip"}]}`,
			r.Host, s.updatedAt.Format(time.RFC3339Nano), size)
	case "/file/oracle-cards.json":
		s.downloads++
		if s.status != 0 {
			http.Error(w, "gone", s.status)
			return
		}
		w.Header().Set("Content-Type", s.fileCT)
		if !s.gzip {
			w.Write(s.file)
			return
		}
		w.Header().Set("Content-Encoding", "gzip")
		gz := gzip.NewWriter(w)
		gz.Write(s.file)
		gz.Close()
	default:
		http.NotFound(w, r)
	}
}

func (s *scryfall) set(f func(s *scryfall)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	f(s)
}

func downloader(srv *httptest.Server) *cards.Downloader {
	return &cards.Downloader{BulkDataURL: srv.URL + "/bulk-data", Client: srv.Client(), UserAgent: "rulesjudge/test"}
}

// parts lists the files of dir left by an unfinished download.
func parts(t *testing.T, dir string) []string {
	t.Helper()
	found, err := filepath.Glob(filepath.Join(dir, "*.part"))
	if err != nil {
		t.Fatal(err)
	}
	return found
}

func TestUpdateDownloadsVerifiesAndRefreshes(t *testing.T) {
	s, srv := newScryfall(t)
	dir := filepath.Join(t.TempDir(), "cache")
	want := loadTestdata(t).Len()
	ctx := context.Background()

	if _, err := cards.ReadCache(dir); !cards.IsNotCached(err) {
		t.Fatalf("ReadCache of an empty cache: got %v, want an error IsNotCached accepts", err)
	}

	// An empty cache: the file is downloaded, verified and kept.
	c, db, err := downloader(srv).Update(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	if db == nil || db.Len() != want || c.Cards != want {
		t.Fatalf("got db %v and %d cards recorded, want the %d cards of %s", db, c.Cards, want, testdata)
	}
	if !c.UpdatedAt.Equal(s.updatedAt) || c.Size != int64(len(s.file)) {
		t.Errorf("got updated_at %v size %d, want %v and %d", c.UpdatedAt, c.Size, s.updatedAt, len(s.file))
	}
	if src := db.Source(); src.File != c.File || !src.UpdatedAt.Equal(s.updatedAt) {
		t.Errorf("Source: got %+v, want file %s updated %v", src, c.File, s.updatedAt)
	}
	if got := s.headers.Get("User-Agent"); got != "rulesjudge/test" {
		t.Errorf("User-Agent: got %q, want rulesjudge/test (Scryfall asks for one)", got)
	}
	if got := s.headers.Get("Accept"); got != "application/json" {
		t.Errorf("Accept: got %q, want application/json (Scryfall asks for one)", got)
	}
	first := c.File
	db2, cached, err := cards.LoadCache(dir)
	if err != nil || cached.File != first || db2.Len() != want || !db2.Source().UpdatedAt.Equal(s.updatedAt) {
		t.Fatalf("LoadCache: got %+v, %v; want %s with %d cards and its date", cached, err, first, want)
	}

	// The same updated_at: nothing is downloaded.
	c, db, err = downloader(srv).Update(ctx, dir)
	if err != nil || db != nil || c.File != first || s.downloads != 1 {
		t.Errorf("up to date: got %s, db %v, %v, %d downloads; want %s, no db, 1 download", c.File, db, err, s.downloads, first)
	}

	// A newer file, sent gzipped: downloaded, and the old one removed.
	s.set(func(s *scryfall) { s.updatedAt = s.updatedAt.Add(12 * time.Hour); s.gzip = true })
	c, db, err = downloader(srv).Update(ctx, dir)
	if err != nil || db == nil || db.Len() != want || s.downloads != 2 {
		t.Fatalf("newer: got %+v, %v, %d downloads; want a new download", c, err, s.downloads)
	}
	if c.File == first || !c.UpdatedAt.Equal(s.updatedAt) {
		t.Errorf("newer: got %s updated %v, want a new file updated %v", c.File, c.UpdatedAt, s.updatedAt)
	}
	if _, err := os.Stat(first); !os.IsNotExist(err) {
		t.Errorf("the older file %s: got %v, want it removed", first, err)
	}
	if p := parts(t, dir); len(p) != 0 {
		t.Errorf("got partial files %v, want none", p)
	}
	// Readable by another user than the one who downloaded (judged's).
	for _, f := range []string{c.File, filepath.Join(dir, "oracle-cards.json")} {
		st, err := os.Stat(f)
		if err != nil {
			t.Fatal(err)
		}
		if st.Mode().Perm() != 0o644 {
			t.Errorf("%s: got mode %v, want -rw-r--r--", f, st.Mode().Perm())
		}
	}
}

// TestUpdateRefusesABadFile: a download that fails or does not verify
// leaves the cache as it was, with nothing half-written.
func TestUpdateRefusesABadFile(t *testing.T) {
	tests := []struct {
		name  string
		serve func(s *scryfall)
		want  string
	}{
		{"shorter than the list says", func(s *scryfall) { s.size = int64(len(s.file)) + 10 }, "want the"},
		{"longer than the list says", func(s *scryfall) { s.size = int64(len(s.file)) - 10 }, "want the"},
		{"not JSON", func(s *scryfall) { s.file = []byte("<html>maintenance</html>") }, "not a card file"},
		{"a JSON array with no card", func(s *scryfall) { s.file = []byte(`[{"object": "card", "name": "", "layout": "art_series"}]`) }, "no cards"},
		{"cut short", func(s *scryfall) { s.file = s.file[:len(s.file)/2]; s.size = int64(len(s.file)) }, "not a card file"},
		{"the file is gone", func(s *scryfall) { s.status = http.StatusNotFound }, "404"},
		{"another content type", func(s *scryfall) { s.fileCT = "text/html" }, "Content-Type"},
		{"no oracle_cards in the list", func(s *scryfall) { s.list = `{"object": "list", "data": []}` }, `no "oracle_cards" entry`},
		{"the list is not JSON", func(s *scryfall) { s.list = `Too many requests` }, "not Scryfall's bulk-data list"},
		{"a download_uri that is not a URL", func(s *scryfall) {
			s.list = `{"data": [{"type": "oracle_cards", "updated_at": "2027-01-01T00:00:00Z", "download_uri": "file:///etc/passwd"}]}`
		}, "not an http(s) URL"},
		{"no updated_at", func(s *scryfall) {
			s.list = `{"data": [{"type": "oracle_cards", "download_uri": "http://example.invalid/x.json"}]}`
		}, "no updated_at"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, srv := newScryfall(t)
			dir := t.TempDir()
			good, _, err := downloader(srv).Update(context.Background(), dir)
			if err != nil {
				t.Fatal(err)
			}
			s.set(func(s *scryfall) { s.updatedAt = s.updatedAt.Add(time.Hour); tt.serve(s) })
			_, db, err := downloader(srv).Update(context.Background(), dir)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want an error saying %q", err, tt.want)
			}
			if db != nil {
				t.Error("got a db, want none")
			}
			if c, err := cards.ReadCache(dir); err != nil || c.File != good.File || !c.UpdatedAt.Equal(good.UpdatedAt) {
				t.Errorf("the cache after: got %+v, %v; want the earlier file %s kept", c, err, good.File)
			}
			if p := parts(t, dir); len(p) != 0 {
				t.Errorf("got partial files %v, want none", p)
			}
		})
	}
}

func TestUpdateStopsWithItsContext(t *testing.T) {
	_, srv := newScryfall(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	dir := t.TempDir()
	if _, _, err := downloader(srv).Update(ctx, dir); err == nil || !strings.Contains(err.Error(), "context canceled") {
		t.Errorf("got %v, want the context's error", err)
	}
	if _, err := cards.ReadCache(dir); !cards.IsNotCached(err) {
		t.Errorf("the cache after: got %v, want none", err)
	}
}

func TestReadCacheRefusesABadIndex(t *testing.T) {
	for _, index := range []string{
		`not json`,
		`{"file": "../../etc/passwd"}`,
		`{"file": ""}`,
		`{"file": "oracle-cards-20261120T090500Z.json"}`, // names a file that is not there
	} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "oracle-cards.json"), []byte(index), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := cards.ReadCache(dir); err == nil {
			t.Errorf("index %s: got no error, want one", index)
		}
	}
}

func TestProgressBar(t *testing.T) {
	var out bytes.Buffer
	show := cards.NewProgressBar(&out, 0)
	show(50, 200)
	show(200, 200)
	show(200, 200) // after the end, nothing more
	want := "\r[#######.......................]  25.0% 0.0 MB of 0.0 MB" +
		"\r[##############################] 100.0% 0.0 MB of 0.0 MB\n"
	if out.String() != want {
		t.Errorf("got %q, want %q", out.String(), want)
	}

	out.Reset()
	show = cards.NewProgressBar(&out, 0)
	show(3_500_000, 0)
	if want := "\r3.5 MB"; out.String() != want {
		t.Errorf("unknown total: got %q, want %q", out.String(), want)
	}

	// Through a download: the bar ends at 100%.
	_, srv := newScryfall(t)
	out.Reset()
	d := downloader(srv)
	d.Progress = cards.NewProgressBar(&out, time.Hour)
	if _, _, err := d.Update(context.Background(), t.TempDir()); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(out.String(), "] 100.0% 0.0 MB of 0.0 MB\n") {
		t.Errorf("got %q, want the bar to end at 100%%", out.String())
	}
}

// eraCards is the era's card file shared beside the repository (about 5,000
// real Scryfall-shaped cards); tests skip without it, except under CI.
const eraCards = "../../shared/cards/era-cards.json.gz"

// TestUpdateTheEraFile downloads a file of real cards, sent gzipped as
// Scryfall sends its bulk files, and finds in it every card the file holds.
func TestUpdateTheEraFile(t *testing.T) {
	gz, err := os.ReadFile(eraCards)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s: %v (CI runs this test)", eraCards, err)
		}
		t.Skipf("%s: %v", eraCards, err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		t.Fatal(err)
	}
	var file bytes.Buffer
	if _, err := file.ReadFrom(zr); err != nil {
		t.Fatal(err)
	}
	want, err := cards.LoadFile(eraCards)
	if err != nil {
		t.Fatal(err)
	}
	s, srv := newScryfall(t)
	s.set(func(s *scryfall) { s.file = file.Bytes(); s.gzip = true })
	c, db, err := downloader(srv).Update(context.Background(), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if db.Len() != want.Len() || c.Cards != want.Len() || c.Size != int64(file.Len()) {
		t.Errorf("got %d cards (%d recorded), %d bytes; want %d cards, %d bytes", db.Len(), c.Cards, c.Size, want.Len(), file.Len())
	}
	for _, name := range []string{"Serra Angel", "Two-Headed Dragon", "Akki Lavarunner"} {
		if _, _, ok := db.Lookup(name); !ok {
			t.Errorf("%q: not in the downloaded file", name)
		}
	}
}
