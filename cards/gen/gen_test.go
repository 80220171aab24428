package main

import (
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"sync"
	"testing"
	"time"

	"rulesjudge/cards"
)

// TestGenerated: a small generated file loads, and every card in it reads.
func TestGenerated(t *testing.T) {
	name := filepath.Join(t.TempDir(), "cards.json")
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	if err := write(f, 500); err != nil {
		t.Fatal(err)
	}
	f.Close()
	db, err := cards.LoadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if db.Len() != 500 {
		t.Errorf("got %d cards, want 500", db.Len())
	}
	names, _ := db.Names("", 2000)
	for _, n := range names {
		c, face, _ := db.Lookup(n)
		if _, err := cards.Derive(c, face); err != nil {
			t.Errorf("%s: %v", n, err)
		}
	}
}

// BenchmarkLoad30000 is the judge's start-up with a card file as big as
// Scryfall's Oracle Cards: 30,000 generated cards, about 130 MB. It
// reports the file's size, the peak heap while loading (sampled every
// millisecond), and the heap the loaded file keeps.
//
//	go test -run '^$' -bench Load30000 -benchtime 3x ./cards/gen
func BenchmarkLoad30000(b *testing.B) {
	name := filepath.Join(b.TempDir(), "cards-30000.json")
	f, err := os.Create(name)
	if err != nil {
		b.Fatal(err)
	}
	if err := write(f, 30000); err != nil {
		b.Fatal(err)
	}
	f.Close()
	info, _ := os.Stat(name)

	var peak, retained uint64
	var db *cards.DB
	b.ResetTimer()
	for b.Loop() {
		db = nil
		runtime.GC()
		stop := samplePeakHeap(&peak)
		db, err = cards.LoadFile(name)
		stop()
		if err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	retained = ms.HeapAlloc
	if db.Len() != 30000 {
		b.Fatalf("got %d cards, want 30000", db.Len())
	}
	b.ReportMetric(float64(info.Size())/(1<<20), "file-MB")
	b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
	b.ReportMetric(float64(retained)/(1<<20), "retained-heap-MB")
}

// samplePeakHeap records the largest live heap seen until stop is called.
func samplePeakHeap(peak *uint64) (stop func()) {
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		t := time.NewTicker(time.Millisecond)
		defer t.Stop()
		for {
			metrics.Read(sample)
			*peak = max(*peak, sample[0].Value.Uint64())
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	})
	return func() { close(done); wg.Wait() }
}
