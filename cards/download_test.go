package cards_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"rulesjudge/cards"
	"rulesjudge/internal/scryfalltest"
)

func downloader(srv *scryfalltest.Server) *cards.Downloader {
	return &cards.Downloader{BulkDataURL: srv.BulkDataURL(), Client: srv.Client(), UserAgent: "rulesjudge/test"}
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
	srv := scryfalltest.New(t, testdata)
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
	if !c.UpdatedAt.Equal(srv.UpdatedAt) || c.Size != int64(len(srv.File)) {
		t.Errorf("got updated_at %v size %d, want %v and %d", c.UpdatedAt, c.Size, srv.UpdatedAt, len(srv.File))
	}
	if src := db.Source(); src.File != c.File || !src.UpdatedAt.Equal(srv.UpdatedAt) {
		t.Errorf("Source: got %+v, want file %s updated %v", src, c.File, srv.UpdatedAt)
	}
	if got := srv.Header("User-Agent"); got != "rulesjudge/test" {
		t.Errorf("User-Agent: got %q, want rulesjudge/test (Scryfall asks for one)", got)
	}
	if got := srv.Header("Accept"); got != "application/json" {
		t.Errorf("Accept: got %q, want application/json (Scryfall asks for one)", got)
	}
	first := c.File
	db2, cached, err := cards.LoadCache(dir)
	if err != nil || cached.File != first || db2.Len() != want || !db2.Source().UpdatedAt.Equal(srv.UpdatedAt) {
		t.Fatalf("LoadCache: got %+v, %v; want %s with %d cards and its date", cached, err, first, want)
	}

	// The same updated_at: nothing is downloaded.
	c, db, err = downloader(srv).Update(ctx, dir)
	if err != nil || db != nil || c.File != first || srv.Downloads() != 1 {
		t.Errorf("up to date: got %s, db %v, %v, %d downloads; want %s, no db, 1 download", c.File, db, err, srv.Downloads(), first)
	}

	// A newer file, sent gzipped: downloaded, and the old one removed.
	srv.Set(func(s *scryfalltest.Server) { s.UpdatedAt = s.UpdatedAt.Add(12 * time.Hour); s.Gzip = true })
	c, db, err = downloader(srv).Update(ctx, dir)
	if err != nil || db == nil || db.Len() != want || srv.Downloads() != 2 {
		t.Fatalf("newer: got %+v, %v, %d downloads; want a new download", c, err, srv.Downloads())
	}
	if c.File == first || !c.UpdatedAt.Equal(srv.UpdatedAt) {
		t.Errorf("newer: got %s updated %v, want a new file updated %v", c.File, c.UpdatedAt, srv.UpdatedAt)
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
		serve func(s *scryfalltest.Server)
		want  string
	}{
		{"shorter than the list says", func(s *scryfalltest.Server) { s.Size = int64(len(s.File)) + 10 }, "want the"},
		{"longer than the list says", func(s *scryfalltest.Server) { s.Size = int64(len(s.File)) - 10 }, "want the"},
		{"not JSON", func(s *scryfalltest.Server) { s.File = []byte("<html>maintenance</html>") }, "not a card file"},
		{"a JSON array with no card", func(s *scryfalltest.Server) {
			s.File = []byte(`[{"object": "card", "name": "", "layout": "art_series"}]`)
		}, "no cards"},
		{"cut short", func(s *scryfalltest.Server) { s.File = s.File[:len(s.File)/2]; s.Size = int64(len(s.File)) }, "not a card file"},
		{"the file is gone", func(s *scryfalltest.Server) { s.Status = http.StatusNotFound }, "404"},
		{"another content type", func(s *scryfalltest.Server) { s.FileCT = "text/html" }, "Content-Type"},
		{"no oracle_cards in the list", func(s *scryfalltest.Server) { s.List = `{"object": "list", "data": []}` }, `no "oracle_cards" entry`},
		{"the list is not JSON", func(s *scryfalltest.Server) { s.List = `Too many requests` }, "not Scryfall's bulk-data list"},
		{"a download_uri that is not a URL", func(s *scryfalltest.Server) {
			s.List = `{"data": [{"type": "oracle_cards", "updated_at": "2027-01-01T00:00:00Z", "download_uri": "file:///etc/passwd"}]}`
		}, "not an http(s) URL"},
		{"no updated_at", func(s *scryfalltest.Server) {
			s.List = `{"data": [{"type": "oracle_cards", "download_uri": "http://example.invalid/x.json"}]}`
		}, "no updated_at"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := scryfalltest.New(t, testdata)
			dir := t.TempDir()
			good, _, err := downloader(srv).Update(context.Background(), dir)
			if err != nil {
				t.Fatal(err)
			}
			srv.Set(func(s *scryfalltest.Server) { s.UpdatedAt = s.UpdatedAt.Add(time.Hour); tt.serve(s) })
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
	srv := scryfalltest.New(t, testdata)
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
	srv := scryfalltest.New(t, testdata)
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
	srv := scryfalltest.New(t, testdata)
	srv.Set(func(s *scryfalltest.Server) { s.File = file.Bytes(); s.Gzip = true })
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
