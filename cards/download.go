package cards

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// DefaultBulkDataURL is Scryfall's list of bulk data files
// (https://scryfall.com/docs/api/bulk-data).
const DefaultBulkDataURL = "https://api.scryfall.com/bulk-data"

// OracleCards is the type of the bulk file the judge reads: one card
// object per Oracle card, about 35,000 of them, over 100 MB.
const OracleCards = "oracle_cards"

// BulkFile is one entry of Scryfall's bulk-data list, the fields the
// downloader reads.
type BulkFile struct {
	Type            string    `json:"type"`
	UpdatedAt       time.Time `json:"updated_at"`
	DownloadURI     string    `json:"download_uri"`
	Size            int64     `json:"size"`
	ContentType     string    `json:"content_type"`
	ContentEncoding string    `json:"content_encoding"`
}

// The cache directory holds the card file under a name carrying its date,
// and cacheIndex, which names the current one. cacheIndex is written last,
// by a rename, so a reader sees either the old file and date or the new
// ones, never a half-written file or a file with another's date.
const (
	cacheIndex  = "oracle-cards.json"
	cachePrefix = "oracle-cards-"
)

// Cached describes the card file kept in a cache directory.
type Cached struct {
	// File is the card file's path.
	File string `json:"-"`
	// Name is File's base name, as the index records it.
	Name string `json:"file"`
	// UpdatedAt is Scryfall's updated_at of the file.
	UpdatedAt time.Time `json:"updated_at"`
	// Size is the file's size in bytes.
	Size int64 `json:"size"`
	// Cards is how many cards the card reader found in it.
	Cards int `json:"cards"`
	// DownloadURI is where it came from; Downloaded, when.
	DownloadURI string    `json:"download_uri"`
	Downloaded  time.Time `json:"downloaded"`
}

// DefaultCacheDir is where the card file is kept by default: rulesjudge in
// the user's cache directory (os.UserCacheDir: $XDG_CACHE_HOME or
// ~/.cache on Linux, ~/Library/Caches on macOS, %LocalAppData% on Windows).
func DefaultCacheDir() (string, error) {
	dir, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("no cache directory for the card file: %w", err)
	}
	return filepath.Join(dir, "rulesjudge"), nil
}

// ReadCache describes the card file in dir. The error wraps fs.ErrNotExist
// when dir holds none.
func ReadCache(dir string) (Cached, error) {
	data, err := os.ReadFile(filepath.Join(dir, cacheIndex))
	if err != nil {
		return Cached{}, err
	}
	var c Cached
	if err := json.Unmarshal(data, &c); err != nil {
		return Cached{}, fmt.Errorf("%s: %w (delete it, or run judge cards download)", filepath.Join(dir, cacheIndex), err)
	}
	if c.Name == "" || c.Name != filepath.Base(c.Name) || !strings.HasPrefix(c.Name, cachePrefix) {
		return Cached{}, fmt.Errorf("%s: names no card file (delete it, or run judge cards download)", filepath.Join(dir, cacheIndex))
	}
	c.File = filepath.Join(dir, c.Name)
	if _, err := os.Stat(c.File); err != nil {
		return Cached{}, fmt.Errorf("the card file named by %s: %w", filepath.Join(dir, cacheIndex), err)
	}
	return c, nil
}

// LoadCache loads the card file in dir; the DB's Source says its date.
func LoadCache(dir string) (*DB, Cached, error) {
	c, err := ReadCache(dir)
	if err != nil {
		return nil, Cached{}, err
	}
	db, err := LoadFile(c.File)
	if err != nil {
		return nil, Cached{}, fmt.Errorf("%s: %w", c.File, err)
	}
	db.source.UpdatedAt = c.UpdatedAt
	return db, c, nil
}

// Downloader keeps the Oracle Cards file of Scryfall's bulk data in a
// cache directory.
type Downloader struct {
	// BulkDataURL is the bulk-data list; DefaultBulkDataURL when empty.
	BulkDataURL string
	// Client makes the requests; http.DefaultClient when nil. The download
	// is bounded by the context, not by a client timeout, since 100 MB may
	// take minutes.
	Client *http.Client
	// UserAgent is sent with every request, as Scryfall asks.
	UserAgent string
	// Progress, when not nil, is shown the download's progress (see
	// NewProgressBar).
	Progress func(done, total int64)
}

// Update makes dir hold Scryfall's current Oracle Cards file: it asks the
// bulk-data list for the file's updated_at, and downloads the file when
// dir has none or an older one. A downloaded file is verified before it
// replaces the old one: its size is the size the list gives, it is a JSON
// array, and the card reader loads cards from it; db is then the loaded
// file, nil when nothing was downloaded. An error leaves the cache as it
// was.
func (d *Downloader) Update(ctx context.Context, dir string) (c Cached, db *DB, err error) {
	bf, err := d.oracleCards(ctx)
	if err != nil {
		return Cached{}, nil, err
	}
	old, err := ReadCache(dir)
	if err == nil && !bf.UpdatedAt.After(old.UpdatedAt) {
		return old, nil, nil // up to date
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return Cached{}, nil, fmt.Errorf("the card cache: %w", err)
	}
	return d.download(ctx, dir, bf)
}

// oracleCards reads the bulk-data list and returns its Oracle Cards entry.
func (d *Downloader) oracleCards(ctx context.Context) (BulkFile, error) {
	list := d.BulkDataURL
	if list == "" {
		list = DefaultBulkDataURL
	}
	resp, err := d.get(ctx, list, "application/json")
	if err != nil {
		return BulkFile{}, err
	}
	defer resp.Body.Close()
	var body struct {
		Object string     `json:"object"`
		Data   []BulkFile `json:"data"`
	}
	// The list is a few kilobytes; 1 MiB bounds a wrong answer.
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&body); err != nil {
		return BulkFile{}, fmt.Errorf("%s: not Scryfall's bulk-data list: %w", list, err)
	}
	for _, bf := range body.Data {
		if bf.Type != OracleCards {
			continue
		}
		u, err := url.Parse(bf.DownloadURI)
		switch {
		case err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "":
			return BulkFile{}, fmt.Errorf("%s: the %s entry's download_uri %q is not an http(s) URL", list, OracleCards, bf.DownloadURI)
		case bf.UpdatedAt.IsZero():
			return BulkFile{}, fmt.Errorf("%s: the %s entry has no updated_at", list, OracleCards)
		}
		return bf, nil
	}
	return BulkFile{}, fmt.Errorf("%s: no %q entry among %d", list, OracleCards, len(body.Data))
}

// get sends a GET and returns a 200 answer; any other status is an error.
func (d *Downloader) get(ctx context.Context, u, accept string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", accept)
	if d.UserAgent != "" {
		req.Header.Set("User-Agent", d.UserAgent)
	}
	client := d.Client
	if client == nil {
		client = http.DefaultClient
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		resp.Body.Close()
		return nil, fmt.Errorf("GET %s: %s", u, resp.Status)
	}
	return resp, nil
}

// maxUnknownSize bounds a download whose size the list does not give.
const maxUnknownSize = 2 << 30

// download fetches bf into dir, verifies it and makes it the current file.
func (d *Downloader) download(ctx context.Context, dir string, bf BulkFile) (_ Cached, _ *DB, err error) {
	resp, err := d.get(ctx, bf.DownloadURI, "application/json")
	if err != nil {
		return Cached{}, nil, err
	}
	defer resp.Body.Close()
	if ct := resp.Header.Get("Content-Type"); ct != "" {
		if mt, _, err := mime.ParseMediaType(ct); err != nil || (mt != "application/json" && mt != "application/octet-stream") {
			return Cached{}, nil, fmt.Errorf("GET %s: got Content-Type %q, want application/json", bf.DownloadURI, ct)
		}
	}
	tmp, err := os.CreateTemp(dir, cachePrefix+"*.part")
	if err != nil {
		return Cached{}, nil, fmt.Errorf("the card cache: %w", err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	// Go's client undoes a gzip Content-Encoding itself, so what is read
	// is the file as Scryfall's size counts it.
	limit := int64(maxUnknownSize)
	if bf.Size > 0 {
		limit = bf.Size + 1 // one byte more shows a file that is too long
	}
	var src io.Reader = io.LimitReader(resp.Body, limit)
	if d.Progress != nil {
		src = &progressReader{r: src, total: bf.Size, show: d.Progress}
	}
	n, err := io.Copy(tmp, src)
	if err != nil {
		return Cached{}, nil, fmt.Errorf("downloading %s: %w", bf.DownloadURI, err)
	}
	if bf.Size > 0 && n != bf.Size {
		return Cached{}, nil, fmt.Errorf("downloading %s: got %d bytes, want the %d the bulk-data list gives", bf.DownloadURI, n, bf.Size)
	}
	if err := tmp.Sync(); err != nil {
		return Cached{}, nil, err
	}
	if _, err := tmp.Seek(0, io.SeekStart); err != nil {
		return Cached{}, nil, err
	}
	db, err := Load(tmp)
	if err != nil {
		return Cached{}, nil, fmt.Errorf("the file downloaded from %s is not a card file: %w", bf.DownloadURI, err)
	}
	if err := tmp.Close(); err != nil {
		return Cached{}, nil, err
	}
	// Readable by all, as a file written without CreateTemp would be: the
	// user who downloads may not be the one judged runs as.
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return Cached{}, nil, err
	}
	c := Cached{
		Name:        cachePrefix + bf.UpdatedAt.UTC().Format("20060102T150405Z") + ".json",
		UpdatedAt:   bf.UpdatedAt,
		Size:        n,
		Cards:       db.Len(),
		DownloadURI: bf.DownloadURI,
		Downloaded:  time.Now().UTC().Truncate(time.Second),
	}
	c.File = filepath.Join(dir, c.Name)
	if err = os.Rename(tmp.Name(), c.File); err != nil {
		return Cached{}, nil, fmt.Errorf("the card cache: %w", err)
	}
	if err = writeIndex(dir, c); err != nil {
		os.Remove(c.File)
		return Cached{}, nil, err
	}
	removeOld(dir, c.Name)
	db.source = Source{File: c.File, UpdatedAt: c.UpdatedAt}
	return c, db, nil
}

// writeIndex makes c the cache's current file.
func writeIndex(dir string, c Cached) error {
	data, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, cacheIndex+".*.part")
	if err != nil {
		return fmt.Errorf("the card cache: %w", err)
	}
	if _, err := tmp.Write(append(data, '\n')); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return fmt.Errorf("the card cache: %w", err)
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("the card cache: %w", err)
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("the card cache: %w", err)
	}
	if err := os.Rename(tmp.Name(), filepath.Join(dir, cacheIndex)); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("the card cache: %w", err)
	}
	return nil
}

// removeOld deletes the card files the index no longer names. A file still
// open elsewhere (a judged loading it) stays readable until it is closed
// on Unix; elsewhere the removal fails and waits for the next download.
func removeOld(dir, keep string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		name := e.Name()
		if name != keep && strings.HasPrefix(name, cachePrefix) && strings.HasSuffix(name, ".json") {
			os.Remove(filepath.Join(dir, name))
		}
	}
}

// IsNotCached says that err is ReadCache's answer for a directory with no
// card file.
func IsNotCached(err error) bool { return errors.Is(err, fs.ErrNotExist) }

// progressReader reports the bytes read through it.
type progressReader struct {
	r           io.Reader
	done, total int64
	show        func(done, total int64)
}

func (p *progressReader) Read(b []byte) (int, error) {
	n, err := p.r.Read(b)
	p.done += int64(n)
	p.show(p.done, p.total)
	return n, err
}

// NewProgressBar returns a progress function for Downloader.Progress that
// draws a bar on w, redrawn in place (with a carriage return) at most every
// interval, and a last line once done reaches total. total is 0 when
// unknown: then only the bytes are shown.
func NewProgressBar(w io.Writer, interval time.Duration) func(done, total int64) {
	var last time.Time
	finished := false
	return func(done, total int64) {
		if finished {
			return
		}
		end := total > 0 && done >= total
		if !end && time.Since(last) < interval {
			return
		}
		last = time.Now()
		const width = 30
		if total > 0 {
			filled := int(min(done, total) * width / total)
			fmt.Fprintf(w, "\r[%s%s] %5.1f%% %s of %s", strings.Repeat("#", filled), strings.Repeat(".", width-filled),
				float64(done)*100/float64(total), megabytes(done), megabytes(total))
		} else {
			fmt.Fprintf(w, "\r%s", megabytes(done))
		}
		if end {
			fmt.Fprintln(w)
			finished = true
		}
	}
}

func megabytes(n int64) string { return fmt.Sprintf("%.1f MB", float64(n)/1e6) }
