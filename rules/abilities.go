package rules

import (
	"sync"

	"rulesjudge/rules/ability"
)

// ParseAbility reads one ability text of a permanent named name with
// package ability's reader (ability.Parse), keeping the readings in a
// bounded cache shared by every check, so a wording seen before is not read
// again. Callers must not change the abilities returned.
func ParseAbility(text, name string) ([]ability.Ability, error) {
	key := readingKey{name, text} // no string built for the lookup
	if r, ok := readings.get(key); ok {
		return r.abs, r.err
	}
	abs, err := ability.Parse(text, name)
	readings.put(key, reading{abs, err})
	return abs, err
}

// readingKey is a text and the name of the permanent it is read for.
type readingKey struct{ name, text string }

// reading is what ability.Parse answered for one text and name.
type reading struct {
	abs []ability.Ability
	err error
}

// readingCache holds up to max readings; when full it starts again empty,
// which keeps it bounded without bookkeeping on every hit.
type readingCache struct {
	mu  sync.RWMutex
	m   map[readingKey]reading
	max int
}

var readings = &readingCache{m: map[readingKey]reading{}, max: 16_384}

func (c *readingCache) get(key readingKey) (reading, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	r, ok := c.m[key]
	return r, ok
}

func (c *readingCache) put(key readingKey, r reading) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) >= c.max {
		c.m = make(map[readingKey]reading, c.max)
	}
	c.m[key] = r
}
