// Package era holds the card pool of the judged edition, built into the
// binary: every card first printed in a core set, expansion or starter set
// from Alpha (1993) to Future Sight (2007), 8,841 Scryfall-shaped card
// objects (era-pool.json.gz: MTGJSON 5.2.0, MIT licence; NOTICE.md beside
// it gives the source and the licence). It is the card file a server and
// the judge command use when they are given none, and the one a file given
// them extends (cards.DB.Over), so that the edition's card names work out
// of the box.
package era

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"fmt"
	"sync"

	"rulesjudge/cards"
)

// FileName is the built-in card file's name, as a card file's status
// reports it.
const FileName = "era-pool.json.gz"

//go:embed era-pool.json.gz
var pool []byte

// Load reads the built-in card file. It is read once per process, on the
// first call: every later call returns the same DB, which is read-only.
func Load() (*cards.DB, error) { return load() }

var load = sync.OnceValues(read)

// read decodes the built-in card file.
func read() (*cards.DB, error) {
	zr, err := gzip.NewReader(bytes.NewReader(pool))
	if err != nil {
		return nil, fmt.Errorf("the built-in cards: %w", err)
	}
	db, err := cards.LoadSource(zr, cards.Source{File: FileName, Builtin: true})
	if err != nil {
		return nil, fmt.Errorf("the built-in cards: %w", err)
	}
	return db, nil
}
