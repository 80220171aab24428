package cards

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"rulesjudge/rules/ability"
)

// DB is a card file indexed by name. It is read-only once loaded, so any
// number of goroutines may use it.
type DB struct {
	cards  []Card
	byName map[string]ref // folded name -> card (and face)
	names  []nameEntry    // every name and face name, sorted by folded name
	source Source
	// layers are the files the cards come from, the one looked in first
	// first: one, or two for a file over another (Over).
	layers []Layer
}

// Layer is one card file of a DB and how many of the DB's cards come from
// it.
type Layer struct {
	Source Source
	Cards  int
}

// Source says which file a DB was loaded from, and its date when known.
type Source struct {
	// File is the path the DB was read from; empty for Load.
	File string
	// UpdatedAt is Scryfall's updated_at of the file, for a file of the
	// card cache (LoadCache, Downloader.Update); zero otherwise.
	UpdatedAt time.Time
	// Builtin says the file is built into the binary (package era), not
	// read from the disk.
	Builtin bool
}

// Source says which file the DB was loaded from: for a file over another
// (Over), the one over.
func (db *DB) Source() Source { return db.source }

// Layers are the files the DB's cards come from, the one looked in first
// first, with how many cards each gives.
func (db *DB) Layers() []Layer {
	if db.layers == nil {
		return []Layer{{Source: db.source, Cards: len(db.cards)}}
	}
	return db.layers
}

// Over is a DB of db's cards and, under them, base's (each taken as one
// file: a DB already over another is counted as its Source's): a name finds db's
// card when db has one, else base's. A card of base is left out whole
// when db has a card of its name or of one of its faces' names, so that
// a newer file's text of a card is the only one found. db and base are
// unchanged.
func (db *DB) Over(base *DB) *DB {
	out := &DB{
		cards:  make([]Card, 0, len(db.cards)+len(base.cards)),
		byName: make(map[string]ref, len(db.byName)+len(base.byName)),
		source: db.source,
	}
	for _, c := range db.cards {
		out.add(c)
	}
	own := len(out.cards)
	for _, c := range base.cards {
		if !db.hasAnyName(c) {
			out.add(c)
		}
	}
	out.sortNames()
	out.layers = []Layer{{Source: db.source, Cards: own}, {Source: base.source, Cards: len(out.cards) - own}}
	return out
}

// hasAnyName says whether db has a card named as c or one of c's faces.
func (db *DB) hasAnyName(c Card) bool {
	if _, ok := db.byName[Fold(c.Name)]; ok {
		return true
	}
	for _, f := range c.CardFaces {
		if _, ok := db.byName[Fold(f.Name)]; ok {
			return true
		}
	}
	return false
}

// ref is a card of the file and, for a face's own name, which face.
type ref struct {
	card int32
	face int16 // -1: the card as a whole
}

type nameEntry struct {
	folded, name string
	ref          ref
}

// Layouts that are not cards a player puts into play; a real card of the
// same name wins over them.
var minorLayouts = map[string]bool{"token": true, "double_faced_token": true, "emblem": true, "art_series": true, "vanguard": true, "planar": true, "scheme": true}

// LoadFile reads a card file (see Load). A name ending in ".gz" is
// decompressed as it is read.
func LoadFile(name string) (*DB, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(name, ".gz") {
		gz, err := gzip.NewReader(f)
		if err != nil {
			return nil, err
		}
		defer gz.Close()
		r = gz
	}
	db, err := Load(r)
	if err != nil {
		return nil, err
	}
	db.source.File = name
	return db, nil
}

// Load reads a JSON array of Scryfall card objects, such as Scryfall's
// "Oracle Cards" bulk data file. It streams the array one card at a time
// and keeps only the fields of Card, so the file is never held in memory
// whole. Art series objects are skipped; when two objects share a name, a
// card wins over a token, and otherwise the first one read.
func Load(r io.Reader) (*DB, error) { return LoadSource(r, Source{}) }

// LoadSource is Load, for a DB whose Source is src.
func LoadSource(r io.Reader, src Source) (*DB, error) {
	dec := json.NewDecoder(bufio.NewReaderSize(r, 1<<16))
	tok, err := dec.Token()
	if err != nil {
		return nil, fmt.Errorf("not a JSON array of card objects: %w", err)
	}
	if d, ok := tok.(json.Delim); !ok || d != '[' {
		return nil, fmt.Errorf("not a JSON array of card objects: it starts with %v", tok)
	}
	db := &DB{byName: map[string]ref{}, source: src}
	for i := 0; dec.More(); i++ {
		var c Card
		if err := dec.Decode(&c); err != nil {
			return nil, fmt.Errorf("card %d (at byte %d): %w", i, dec.InputOffset(), err)
		}
		db.add(c)
	}
	if _, err := dec.Token(); err != nil {
		return nil, fmt.Errorf("the array does not end: %w", err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("data after the array at byte %d", dec.InputOffset())
	}
	if len(db.cards) == 0 {
		return nil, errors.New("no cards in the file")
	}
	db.sortNames()
	return db, nil
}

// sortNames lists every name of byName, sorted, for Names and Suggest.
func (db *DB) sortNames() {
	db.names = make([]nameEntry, 0, len(db.byName))
	for folded, r := range db.byName {
		db.names = append(db.names, nameEntry{folded: folded, name: db.nameOf(r), ref: r})
	}
	slices.SortFunc(db.names, func(a, b nameEntry) int { return strings.Compare(a.folded, b.folded) })
}

// add indexes a card under its name and its faces' names.
func (db *DB) add(c Card) {
	if c.Layout == "art_series" || strings.TrimSpace(c.Name) == "" {
		return
	}
	idx := int32(len(db.cards))
	db.cards = append(db.cards, c)
	used := false
	index := func(name string, face int16) {
		key := Fold(name)
		if key == "" {
			return
		}
		if old, ok := db.byName[key]; ok && !(minorLayouts[db.cards[old.card].Layout] && !minorLayouts[c.Layout]) {
			return // the first of two cards keeps the name; a card beats a token
		}
		db.byName[key] = ref{card: idx, face: face}
		used = true
	}
	index(c.Name, -1)
	if len(c.CardFaces) > 1 {
		for i, f := range c.CardFaces {
			index(f.Name, int16(i))
		}
	}
	if !used {
		db.cards = db.cards[:idx] // no name leads to it
	}
}

func (db *DB) nameOf(r ref) string {
	c := db.cards[r.card]
	if r.face >= 0 {
		return c.CardFaces[r.face].Name
	}
	return c.Name
}

// Len is the number of cards in the file (art series objects and cards
// whose name was taken left out).
func (db *DB) Len() int { return len(db.cards) }

// Lookup finds a card by its name or a face's name, ignoring case,
// accents and the kind of apostrophe. face is the face named ("" when the
// card's own name was given).
func (db *DB) Lookup(name string) (c Card, face string, ok bool) {
	r, ok := db.byName[Fold(name)]
	if !ok {
		return Card{}, "", false
	}
	c = db.cards[r.card]
	if r.face >= 0 {
		face = c.CardFaces[r.face].Name
	}
	return c, face, true
}

// Names lists, in alphabetical order, up to limit names (cards' and faces')
// that start with prefix, ignoring case and accents, and how many there
// are in all.
func (db *DB) Names(prefix string, limit int) (names []string, total int) {
	p := Fold(prefix)
	i, _ := slices.BinarySearchFunc(db.names, p, func(e nameEntry, p string) int { return strings.Compare(e.folded, p) })
	names = []string{}
	for ; i < len(db.names) && strings.HasPrefix(db.names[i].folded, p); i++ {
		if len(names) < limit {
			names = append(names, db.names[i].name)
		}
		total++
	}
	return names, total
}

// Suggest lists up to n names close to one that is not in the file: names
// it begins, then names within a few typing mistakes of it, closest first.
func (db *DB) Suggest(name string, n int) []string {
	q := Fold(name)
	if q == "" || n <= 0 {
		return nil
	}
	type scored struct {
		name string
		d    int
	}
	limit := max(2, len(q)/4)
	var found []scored
	for _, e := range db.names {
		d := 0 // a prefix of three letters or more is as close as can be
		if len(q) < 3 || !strings.HasPrefix(e.folded, q) {
			d = ability.EditDistance(q, e.folded, limit)
		}
		if d <= limit {
			found = append(found, scored{e.name, d})
		}
	}
	slices.SortStableFunc(found, func(a, b scored) int { return a.d - b.d })
	var out []string
	for _, s := range found[:min(n, len(found))] {
		out = append(out, s.name)
	}
	return out
}

// folding maps what a person may type differently from Scryfall's spelling
// of a name: typographic apostrophes and accented letters.
var folding = strings.NewReplacer(
	"’", "'", "‘", "'",
	"à", "a", "á", "a", "â", "a", "ä", "a", "ã", "a", "å", "a",
	"è", "e", "é", "e", "ê", "e", "ë", "e",
	"ì", "i", "í", "i", "î", "i", "ï", "i",
	"ò", "o", "ó", "o", "ô", "o", "ö", "o", "õ", "o",
	"ù", "u", "ú", "u", "û", "u", "ü", "u",
	"ñ", "n", "ç", "c", "æ", "ae",
)

// Fold is the form names are compared in: lower case, accents and
// typographic apostrophes folded, runs of white space made one space.
func Fold(name string) string {
	return folding.Replace(strings.Join(strings.Fields(strings.ToLower(name)), " "))
}
