package httpapi

import (
	"path/filepath"
	"time"
)

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
