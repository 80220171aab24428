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

// errNoCardFile is a card name asked of a server without a card file:
// one started with -cards none, since judged has the built-in cards
// otherwise.
var errNoCardFile = fail(codeNotFound, "this server has no card file: "+noCardFileAdvice)

// noCardFileAdvice says how a server gets a card file. (The judge command
// writes its own flags in place of judged's.)
const noCardFileAdvice = "it was started with judged -cards none; without -cards none it has the era's cards built in, and judged -cards FILE adds a Scryfall card file"

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
	if layers := db.Layers(); len(layers) == 1 && layers[0].Source.Builtin {
		detail += " " + builtinOnlyAdvice
	}
	return detail
}

// builtinOnlyAdvice follows a name the built-in cards lack, when they are
// the server's only card file.
const builtinOnlyAdvice = "(the built-in cards are those first printed from Alpha to Future Sight; for another card, send its Scryfall card object, or give a Scryfall card file: judged -cards FILE)"

// CardFileStatus says which card file the server has loaded: GET /readyz
// reports it, so that an operator sees which file and which day's cards
// the judge reads.
type CardFileStatus struct {
	// File is the card file's name (its base name: the server's paths are
	// its own business); era-pool.json.gz for the built-in cards.
	File string `json:"file" example:"oracle-cards-20261120T090500Z.json"`
	// UpdatedAt is Scryfall's updated_at of the file, for a file of the
	// card cache (judge cards download, judged -cards auto); absent for a
	// file given by path.
	UpdatedAt *time.Time `json:"updated_at,omitempty" example:"2026-11-20T09:05:00Z"`
	// Cards is how many cards a name finds in this file.
	Cards int `json:"cards" example:"35412"`
	// Builtin says the file is the era's card pool built into the server
	// (package cards/era), not a file read from the disk.
	Builtin bool `json:"builtin" example:"false"`
	// Extends is the file under this one, when this one extends another:
	// a name this file lacks is looked up there, and its Cards counts the
	// cards found only there (a card of both is this file's). A -cards
	// file, or the card cache's, extends the built-in cards.
	Extends *CardFileStatus `json:"extends,omitempty"`
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
	var top, under *CardFileStatus
	for _, l := range db.Layers() {
		s := &CardFileStatus{File: filepath.Base(l.Source.File), Cards: l.Cards, Builtin: l.Source.Builtin}
		if l.Source.File == "" {
			s.File = "(read from a stream)"
		}
		if !l.Source.UpdatedAt.IsZero() {
			t := l.Source.UpdatedAt.UTC()
			s.UpdatedAt = &t
		}
		if top == nil {
			top = s
		} else {
			under.Extends = s
		}
		under = s
	}
	return top
}

// kept is the reading of the card of the file that name finds, with face
// in play, kept by keep; nil when there is none (not a name, no card
// file, or not read yet). It is the reading shared by every request:
// what a request may change is copied from it (cardReading.fill).
func (f *CardFile) kept(name, face string, maxAbilities int) *cardRead {
	if name == "" || f == nil {
		return nil
	}
	db := f.db.Load()
	if db == nil {
		return nil
	}
	return f.derived.get(db, derivedKey{name, face, maxAbilities})
}

// keep keeps the reading of the card that name finds: the card file's
// cards are read once, not on every request that names them. Only
// readings without problems are kept.
func (f *CardFile) keep(name, face string, maxAbilities int, c *cardRead) {
	if db := f.db.Load(); db != nil {
		// The key's own copies: a request's strings may be parts of its
		// room for ids (fastdecode.go), which the cache must not keep alive.
		f.derived.put(db, derivedKey{strings.Clone(name), strings.Clone(face), maxAbilities}, c)
	}
}

// derivedCache holds up to maxDerived readings of one card file; when full,
// or when another file is loaded, it starts again empty. A lookup takes no
// lock (sync.Map): every check of a board of cards makes one for each card.
type derivedCache struct {
	cur atomic.Pointer[derivedMap]
}

// derivedMap is the readings of one card file, and how many there are.
type derivedMap struct {
	db *cards.DB
	m  sync.Map // derivedKey → *cardRead
	n  atomic.Int32
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

func (c *derivedCache) get(db *cards.DB, key derivedKey) *cardRead {
	dm := c.cur.Load()
	if dm == nil || dm.db != db {
		return nil
	}
	v, ok := dm.m.Load(key)
	if !ok {
		return nil
	}
	return v.(*cardRead)
}

func (c *derivedCache) put(db *cards.DB, key derivedKey, v *cardRead) {
	dm := c.cur.Load()
	if dm == nil || dm.db != db || dm.n.Load() >= maxDerived {
		c.cur.CompareAndSwap(dm, &derivedMap{db: db}) // another request may have started one: either is fine
		if dm = c.cur.Load(); dm.db != db {
			return // another file loaded meanwhile
		}
	}
	if _, loaded := dm.m.LoadOrStore(key, v); !loaded {
		dm.n.Add(1)
	}
}
