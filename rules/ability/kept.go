package ability

import "sync"

// ParseKept is Parse, keeping the readings in a bounded cache shared by
// every caller (the rules core, package cards), so a wording seen before is
// not read again. Callers must not change the abilities returned.
func ParseKept(text, name string) ([]Ability, error) {
	key := keptKey{name, text} // no string built for the lookup
	kept.mu.RLock()
	r, ok := kept.m[key]
	kept.mu.RUnlock()
	if ok {
		return r.abs, r.err
	}
	abs, err := Parse(text, name)
	kept.mu.Lock()
	if len(kept.m) >= keptMax {
		// Full: start again empty, which keeps the cache bounded without
		// bookkeeping on every hit.
		kept.m = make(map[keptKey]keptReading, keptMax)
	}
	kept.m[key] = keptReading{abs, err}
	kept.mu.Unlock()
	return abs, err
}

// keptKey is a text and the name of the permanent it is read for.
type keptKey struct{ name, text string }

// keptReading is what Parse answered for one text and name.
type keptReading struct {
	abs []Ability
	err error
}

const keptMax = 16_384

var kept = struct {
	mu sync.RWMutex
	m  map[keptKey]keptReading
}{m: map[keptKey]keptReading{}}
