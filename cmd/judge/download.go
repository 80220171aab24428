package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"time"

	"rulesjudge/cards"
	"rulesjudge/internal/buildinfo"
)

// runCardsDownload fills the card cache with Scryfall's current Oracle Cards
// file, or says it already holds it.
func runCardsDownload(ctx context.Context, o options, stderr io.Writer) int {
	dir := o.out
	if dir == "" {
		var err error
		if dir, err = cards.DefaultCacheDir(); err != nil {
			fmt.Fprintf(stderr, "judge cards download: %v; give one with -o DIR\n", err)
			return exitBadInput
		}
	}
	d := &cards.Downloader{
		BulkDataURL: o.bulkData,
		// No overall timeout: 100 MB may take minutes; a stalled answer
		// is caught by the transport's own timeouts and by Ctrl-C.
		Client:    &http.Client{Transport: downloadTransport()},
		UserAgent: buildinfo.Read().UserAgent(),
	}
	if o.progress || isTerminal(stderr) {
		d.Progress = cards.NewProgressBar(stderr, 200*time.Millisecond)
	}
	fmt.Fprintf(stderr, "judge cards download: asking %s for the Oracle Cards file\n", orDefault(o.bulkData, cards.DefaultBulkDataURL))
	c, db, err := d.Update(ctx, dir)
	if err != nil {
		fmt.Fprintf(stderr, "judge cards download: %v\n%s", err, downloadFailedHint)
		return exitFailure
	}
	what := "already up to date"
	if db != nil {
		what = "downloaded and verified"
	}
	fmt.Fprintf(stderr, "judge cards download: %s: %s (%d cards, Scryfall's file of %s)\n",
		what, c.File, c.Cards, c.UpdatedAt.UTC().Format(time.RFC3339))
	return exitLegal
}

// downloadFailedHint follows a download that failed: card names still
// work, and a file fetched another way can be given by hand.
const downloadFailedHint = `The era's cards built into judge and judged still answer card names; the cache is as it was.
For Scryfall's newer text, fetch the "Oracle Cards" file of https://scryfall.com/docs/api/bulk-data
another way (a browser, another machine) and give it by hand: judge --cards FILE, judged -cards FILE.
`

// downloadTransport gives up on a server that does not answer, without
// bounding how long a download that is moving may take.
func downloadTransport() *http.Transport {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.ResponseHeaderTimeout = time.Minute
	return t
}

// isTerminal says whether f (standard input or error) is a terminal: where
// a progress bar belongs, and where nothing waits to be read.
func isTerminal(f any) bool {
	file, ok := f.(*os.File)
	if !ok {
		return false
	}
	st, err := file.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
