package httpapi

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"rulesjudge/cards"
)

// ReadyLoadingCards holds readiness (GET /readyz) back while the card file
// loads.
const ReadyLoadingCards = "loading the card file"

// CardFile is the card file the server looks card names up in (judged
// -cards). It can be filled after the server starts, so that a large file
// loads while the server answers: until then a card name is answered 503
// with Retry-After (and judged holds /readyz back on ReadyLoadingCards).
type CardFile struct {
	db atomic.Pointer[cards.DB]
	// derived keeps the reading of the file's cards named in requests
	// (derive): a card is read once, not on every request that names it.
	derived derivedCache
}

// NewCardFile returns a card file holding db; nil means still loading.
func NewCardFile(db *cards.DB) *CardFile {
	f := &CardFile{}
	if db != nil {
		f.Set(db)
	}
	return f
}

// Set fills the card file once it is loaded.
func (f *CardFile) Set(db *cards.DB) { f.db.Store(db) }

// loaded returns the card database: errNoCardFile when the server has no
// card file, errCardsLoading while it loads.
func (f *CardFile) loaded() (*cards.DB, *requestError) {
	if f == nil {
		return nil, errNoCardFile
	}
	db := f.db.Load()
	if db == nil {
		return nil, errCardsLoading
	}
	return db, nil
}

// find looks a card up by its name or a face's, ignoring case and accents:
// the card, and the face the name picks ("" for the card's own name). It
// is the one lookup of a card name: in a request's board, GET
// /v1/cards/{name} and the tests' deriveCard. Besides loaded's errors, a
// name not in the file is a 404 naming close matches.
func (f *CardFile) find(name string) (cards.Card, string, *requestError) {
	db, err := f.loaded()
	if err != nil {
		return cards.Card{}, "", err
	}
	c, face, ok := db.Lookup(name)
	if !ok {
		return cards.Card{}, "", fail(codeNotFound, "%s", unknownCard(db, name))
	}
	return c, face, nil
}

// errNoCardFile is a card name asked of a server without a card file.
var errNoCardFile = fail(codeNotFound, "this server has no card file (judged -cards FILE)")

// retryAfterLoading is the Retry-After, in seconds, while the card file
// loads.
const retryAfterLoading = "2"

var errCardsLoading = fail(codeUnavailable, "the card file is still loading; retry in a moment")

// unknownCard says a name is not in the card file, with close matches.
func unknownCard(db *cards.DB, name string) string {
	detail := fmt.Sprintf("no card named %q in the card file", name)
	if near := db.Suggest(name, 3); len(near) > 0 {
		quoted := make([]string, len(near))
		for i, c := range near {
			quoted[i] = strconv.Quote(c)
		}
		detail += "; did you mean " + strings.Join(quoted, " or ") + "?"
	}
	return detail
}

// CardFileStatus says which card file the server has loaded: GET /readyz
// reports it, so that an operator sees which file and which day's cards
// the judge reads.
type CardFileStatus struct {
	// File is the card file's name (its base name: the server's paths are
	// its own business).
	File string `json:"file" example:"oracle-cards-20261120T090500Z.json"`
	// UpdatedAt is Scryfall's updated_at of the file, for a file of the
	// card cache (judge cards download, judged -cards auto); absent for a
	// file given by path.
	UpdatedAt *time.Time `json:"updated_at,omitempty" example:"2026-11-20T09:05:00Z"`
	// Cards is how many cards the file holds.
	Cards int `json:"cards" example:"35412"`
}

// status describes the loaded card file; nil when there is none or it is
// still loading.
func (f *CardFile) status() *CardFileStatus {
	if f == nil {
		return nil
	}
	db := f.db.Load()
	if db == nil {
		return nil
	}
	src := db.Source()
	s := &CardFileStatus{File: filepath.Base(src.File), Cards: db.Len()}
	if src.File == "" {
		s.File = "(read from a stream)"
	}
	if !src.UpdatedAt.IsZero() {
		t := src.UpdatedAt.UTC()
		s.UpdatedAt = &t
	}
	return s
}

// kept is the reading of the card of the file that name finds, with face
// in play, kept by keep; false when there is none (not a name, no card
// file, or not read yet). It is the reading shared by every request:
// what a request may change is copied from it (cardReading.fill).
func (f *CardFile) kept(name, face string, maxAbilities int) (cards.Derived, bool) {
	if name == "" || f == nil {
		return cards.Derived{}, false
	}
	db := f.db.Load()
	if db == nil {
		return cards.Derived{}, false
	}
	return f.derived.get(db, derivedKey{name, face, maxAbilities})
}

// keep keeps the reading of the card that name finds: the card file's
// cards are read once, not on every request that names them. Only
// readings without problems are kept.
func (f *CardFile) keep(name, face string, maxAbilities int, d cards.Derived) {
	if db := f.db.Load(); db != nil {
		f.derived.put(db, derivedKey{name, face, maxAbilities}, d)
	}
}

// derivedCache holds up to maxDerived readings of one card file; when full,
// or when another file is loaded, it starts again empty.
type derivedCache struct {
	mu sync.RWMutex
	db *cards.DB
	m  map[derivedKey]cards.Derived
}

// derivedKey is a card of the file, by the name a request gave (which
// finds one card), with the face the request gave, and the most abilities
// a permanent may have (a card with more lines is refused, not read).
type derivedKey struct {
	name, face   string
	maxAbilities int
}

// maxDerived is more than the cards of the era's formats.
const maxDerived = 8192

func (c *derivedCache) get(db *cards.DB, key derivedKey) (cards.Derived, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	if c.db != db {
		return cards.Derived{}, false
	}
	d, ok := c.m[key]
	return d, ok
}

func (c *derivedCache) put(db *cards.DB, key derivedKey, d cards.Derived) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.db != db || len(c.m) >= maxDerived {
		c.db, c.m = db, map[derivedKey]cards.Derived{}
	}
	c.m[key] = d
}
