package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net/http"
	"os"
	"time"

	"github.com/rs/zerolog"

	"rulesjudge/cards"
	"rulesjudge/cards/era"
	"rulesjudge/httpapi"
	"rulesjudge/internal/buildinfo"
)

// cardsSource says where the card file comes from.
type cardsSource int

// Every source but fromNone has the built-in cards (package cards/era)
// under its file: a name the file lacks is looked up there, and a card of
// both is the file's (its Oracle text is the newer).
const (
	fromNone    cardsSource = iota // -cards none: no card file; card names are a 422
	fromBuiltin                    // no -cards and no card cache, or -cards builtin: the built-in cards alone
	fromFile                       // -cards FILE
	fromCache                      // no -cards, and the card cache holds a file
	fromAuto                       // -cards auto: the cache, downloaded or refreshed from Scryfall
)

// addCardFlags adds the flags of the card cache.
func addCardFlags(fs *flag.FlagSet, c *config) {
	dir, err := cards.DefaultCacheDir()
	if err != nil {
		dir = "" // no user cache directory: no default cache
	}
	fs.StringVar(&c.cardCache, "cards-cache", dir, "the card cache directory (judge cards download and -cards auto fill it)")
	fs.StringVar(&c.bulkData, "scryfall-bulk-data", cards.DefaultBulkDataURL, "Scryfall's bulk-data list, which -cards auto asks for the Oracle Cards file")
	fs.DurationVar(&c.cardsRefresh, "cards-refresh", 0, "with -cards auto, how often to ask Scryfall again while serving, and swap in a newer file (0: at start-up only; Scryfall's file changes twice a day, its rules text far less often: 168h is plenty)")
}

// resolveCards decides where the card file comes from. A -cards file that
// is not there is caught at start-up; a card cache that can't be read is
// logged, and the server starts with the built-in cards alone.
func resolveCards(c *config) error {
	switch {
	case c.cardsRefresh < 0:
		return fmt.Errorf("-cards-refresh %v: want 0 (off) or a positive duration", c.cardsRefresh)
	case c.cardsRefresh > 0 && c.cards != "auto":
		return errors.New("-cards-refresh is for -cards auto")
	}
	switch c.cards {
	case "none":
		c.cards, c.cardsFrom = "", fromNone
	case "builtin":
		c.cards, c.cardsFrom = "", fromBuiltin
	case "auto":
		if c.cardCache == "" {
			return errors.New("-cards auto: no card cache directory; give one with -cards-cache DIR")
		}
		c.cardsFrom = fromAuto
	case "":
		c.cardsFrom = fromBuiltin
		if c.cardCache == "" {
			return nil
		}
		cached, err := cards.ReadCache(c.cardCache)
		switch {
		case cards.IsNotCached(err):
		case err != nil:
			c.cacheErr = err
		default:
			c.cards, c.cardsFrom = cached.File, fromCache
		}
	default:
		if _, err := os.Stat(c.cards); err != nil {
			return fmt.Errorf("-cards: %w", err)
		}
		c.cardsFrom = fromFile
	}
	return nil
}

// loadCards fills cf while the server answers, then lets /readyz say ready.
// It reads the built-in cards first, then the file, if any, over them. A
// file that can't be read is sent on failed, which stops the server. With
// -cards auto it first loads the cache's file, if any, then asks Scryfall
// for a newer one and swaps it in; a refresh that fails is only logged,
// and the server goes on with what it has (the built-in cards at least).
func loadCards(ctx context.Context, cfg config, cf *httpapi.CardFile, ready *httpapi.Readiness, logger zerolog.Logger, failed chan<- error) {
	start := time.Now()
	builtin, err := era.Load()
	if err != nil { // the binary's own file: a bug, never the operator's
		failed <- err
		return
	}
	loaded := func(db *cards.DB, start time.Time) {
		if db != builtin {
			db = db.Over(builtin)
		}
		// Logged before the file is used: a client that sees it in use
		// (/readyz, a card name judged) finds the line in the log.
		layers := db.Layers()
		src := layers[0].Source
		ev := logger.Info().Str("file", src.File).Int("cards", layers[0].Cards).Bool("builtin", src.Builtin).
			Float64("duration_ms", float64(time.Since(start).Microseconds())/1000)
		if !src.UpdatedAt.IsZero() {
			ev = ev.Time("updated_at", src.UpdatedAt.UTC())
		}
		if len(layers) > 1 {
			ev = ev.Str("extends", layers[1].Source.File).Int("extends_cards", layers[1].Cards)
		}
		ev.Msg("card file loaded")
		cf.Set(db)
		ready.Done(httpapi.ReadyLoadingCards)
	}
	switch cfg.cardsFrom {
	case fromBuiltin:
		loaded(builtin, start)
		return
	case fromFile:
		db, err := cards.LoadFile(cfg.cards)
		if err != nil {
			failed <- fmt.Errorf("-cards %s: %w", cfg.cards, err)
			return
		}
		loaded(db, start)
		return
	case fromCache:
		db, _, err := cards.LoadCache(cfg.cardCache)
		if err != nil {
			failed <- fmt.Errorf("the card cache %s: %w (-cards builtin starts with the built-in cards alone, -cards none with no card file)", cfg.cardCache, err)
			return
		}
		loaded(db, start)
		return
	}

	// -cards auto.
	hadCache := false
	if db, _, err := cards.LoadCache(cfg.cardCache); err == nil {
		loaded(db, start)
		hadCache = true
	} else if !cards.IsNotCached(err) {
		logger.Warn().Err(err).Str("cache", cfg.cardCache).Msg("the card cache can't be read; downloading")
	}
	d := &cards.Downloader{
		BulkDataURL: cfg.bulkData,
		Client:      &http.Client{Transport: downloadTransport()},
		UserAgent:   buildinfo.Read().UserAgent(),
	}
	logger.Info().Str("bulk_data", cfg.bulkData).Str("cache", cfg.cardCache).Msg("asking Scryfall for the Oracle Cards file")
	start = time.Now()
	c, db, err := d.Update(ctx, cfg.cardCache)
	switch {
	case err != nil && hadCache:
		logger.Warn().Err(err).Msg("the card file could not be refreshed; serving the cached one")
	case err != nil:
		logger.Warn().Err(err).Msg("the card file could not be downloaded; serving the built-in cards (judge cards download -o DIR, or a file given with -cards FILE, adds Scryfall's)")
		loaded(builtin, start)
	case db == nil:
		logger.Info().Str("file", c.File).Time("updated_at", c.UpdatedAt.UTC()).Msg("the cached card file is Scryfall's latest")
		if !hadCache { // the cache appeared between the two reads
			if db, _, err = cards.LoadCache(cfg.cardCache); err != nil {
				failed <- fmt.Errorf("-cards auto: %w", err)
				return
			}
			loaded(db, start)
		}
	default:
		logger.Info().Str("file", c.File).Int64("bytes", c.Size).Msg("card file downloaded and verified")
		loaded(db, start)
	}
	if cfg.cardsRefresh <= 0 {
		return
	}
	tick := time.NewTicker(cfg.cardsRefresh)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		start := time.Now()
		c, db, err := d.Update(ctx, cfg.cardCache)
		switch {
		case err != nil:
			logger.Warn().Err(err).Msg("the card file could not be refreshed; serving the one loaded")
		case db != nil:
			logger.Info().Str("file", c.File).Int64("bytes", c.Size).Msg("card file downloaded and verified")
			loaded(db, start)
		}
	}
}

// downloadTransport gives up on a server that does not answer, without
// bounding how long a download that is moving may take.
func downloadTransport() *http.Transport {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.ResponseHeaderTimeout = time.Minute
	return t
}
