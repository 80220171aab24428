package rules

import (
	"sync"

	"rulesjudge/rules/ability"
)

// ParseAbility reads one ability text of a permanent named name with
// package ability's reader, keeping the readings (ability.ParseKept).
// Callers must not change the abilities returned.
func ParseAbility(text, name string) ([]ability.Ability, error) {
	return ability.ParseKept(text, name)
}

// cache holds up to max values; when full it starts again empty, which
// keeps it bounded without bookkeeping on every hit. It is shared by every
// check: permReadings.
type cache[K comparable, V any] struct {
	mu  sync.RWMutex
	m   map[K]V
	max int
}

func newCache[K comparable, V any](max int) *cache[K, V] {
	return &cache[K, V]{m: map[K]V{}, max: max}
}

// getBytes looks a key up in a cache by strings, with the key's bytes: no
// string is made for the lookup.
func getBytes[V any](c *cache[string, V], key []byte) (V, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	v, ok := c.m[string(key)]
	return v, ok
}

func (c *cache[K, V]) put(key K, v V) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) >= c.max {
		c.m = make(map[K]V, c.max)
	}
	c.m[key] = v
}

// asciiOneOf reports whether w, all ASCII, is one of the lowercase ASCII
// words known but for case: what ability.IsOneOf(strings.ToLower(w), known)
// answers for an ASCII w, without the lowered copy. A w with another byte
// is not taken here (the caller lowers it and asks IsOneOf).
func asciiOneOf(w string, known []string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] >= 0x80 {
			return false
		}
	}
	for _, k := range known {
		if len(k) != len(w) {
			continue
		}
		same := true
		for i := 0; i < len(w) && same; i++ {
			c := w[i]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			same = c == k[i]
		}
		if same {
			return true
		}
	}
	return false
}
