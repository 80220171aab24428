package httpapi_test

import (
	"slices"
	"sync"
	"testing"

	"github.com/rs/zerolog"

	"rulesjudge/httpapi"
	"rulesjudge/scenarios"
)

// TestGoldenBuffersReused posts every scenario again through one server, in
// the reverse order and four at a time, and compares each whole answer with
// its golden file, as TestGolden does. A request's body, permanents, cards,
// players, attackers and blockers are read into buffers kept from one
// request to the next (buffers.go): an answer that kept a part of another
// request's board (a field not cleared, a buffer given back while still in
// use) would differ from its golden, whatever came before it.
func TestGoldenBuffersReused(t *testing.T) {
	if *update {
		t.Skip("TestGolden writes the goldens")
	}
	files, err := scenarios.Files(scenarioFS, ".")
	if err != nil {
		t.Fatal(err)
	}
	slices.Reverse(files)
	h := httpapi.NewServer(httpapi.Config{Cards: testCardFile(t)}, zerolog.Nop())
	next := make(chan scenarios.File)
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for f := range next {
				t.Run(f.Rel, func(t *testing.T) { checkScenarioGolden(t, h, f) })
			}
		})
	}
	for _, f := range files {
		next <- f
	}
	close(next)
	wg.Wait()
}
