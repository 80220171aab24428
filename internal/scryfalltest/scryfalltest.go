// Package scryfalltest is a stand-in for Scryfall's bulk-data API on
// loopback, for the tests of the card download (package cards, judge cards
// download, judged -cards auto): the list at /bulk-data, the Oracle Cards
// file at /file/oracle-cards.json. Tests change what it serves between
// downloads with Set. It never reaches the internet.
package scryfalltest

import (
	"compress/gzip"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// Updated is the updated_at the list gives at first.
var Updated = time.Date(2026, 11, 20, 9, 5, 0, 0, time.UTC)

// Server serves the list and the file. Its exported fields are what it
// serves; change them with Set while it runs.
type Server struct {
	*httptest.Server
	mu        sync.Mutex
	File      []byte    // the card file served
	UpdatedAt time.Time // the list's updated_at
	Size      int64     // the list's size; -1: len(File)
	Gzip      bool      // send the file with Content-Encoding: gzip
	FileCT    string    // the file's Content-Type
	List      string    // when set, the list's whole body
	Status    int       // when set, the file's status
	downloads int
	headers   http.Header // of the last request
}

// New serves the card file at path (read now) on loopback, closed when the
// test ends.
func New(t testing.TB, path string) *Server {
	t.Helper()
	file, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := &Server{File: file, UpdatedAt: Updated, Size: -1, FileCT: "application/json"}
	s.Server = httptest.NewServer(http.HandlerFunc(s.serve))
	t.Cleanup(s.Close)
	return s
}

// BulkDataURL is the list's address.
func (s *Server) BulkDataURL() string { return s.URL + "/bulk-data" }

// Set changes what the server serves.
func (s *Server) Set(f func(s *Server)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	f(s)
}

// Downloads is how many times the file was asked for.
func (s *Server) Downloads() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.downloads
}

// Header is a header of the last request.
func (s *Server) Header(name string) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.headers.Get(name)
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.headers = r.Header.Clone()
	switch r.URL.Path {
	case "/bulk-data":
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		if s.List != "" {
			fmt.Fprint(w, s.List)
			return
		}
		size := s.Size
		if size < 0 {
			size = int64(len(s.File))
		}
		fmt.Fprintf(w, `{"object": "list", "has_more": false, "data": [
			{"object": "bulk_data", "type": "unique_artwork", "updated_at": "2026-11-20T09:00:00.000+00:00",
			 "download_uri": "http://%[1]s/file/unique.json", "size": 5, "content_type": "application/json", "content_encoding": "gzip"},
			{"object": "bulk_data", "type": "oracle_cards", "name": "Oracle Cards", "updated_at": %[2]q,
			 "download_uri": "http://%[1]s/file/oracle-cards.json", "size": %[3]d, "content_type": "application/json", "content_encoding": "gzip"}]}`,
			r.Host, s.UpdatedAt.Format(time.RFC3339Nano), size)
	case "/file/oracle-cards.json":
		s.downloads++
		if s.Status != 0 {
			http.Error(w, "gone", s.Status)
			return
		}
		w.Header().Set("Content-Type", s.FileCT)
		if !s.Gzip {
			w.Write(s.File)
			return
		}
		w.Header().Set("Content-Encoding", "gzip")
		gz := gzip.NewWriter(w)
		gz.Write(s.File)
		gz.Close()
	default:
		http.NotFound(w, r)
	}
}

// RunWithEmptyCache runs a package's tests (from its TestMain) with HOME and
// the user cache directory in a fresh temporary folder, so that no card file
// a person downloaded changes what the tests see, and exits with their code.
func RunWithEmptyCache(m *testing.M) {
	home, err := os.MkdirTemp("", "rulesjudge-test-home")
	if err != nil {
		panic(err)
	}
	os.Setenv("HOME", home)
	os.Setenv("XDG_CACHE_HOME", filepath.Join(home, ".cache"))
	code := m.Run()
	os.RemoveAll(home)
	os.Exit(code)
}
