// Package bounded is a cache of readings shared by every check: a map
// safe for concurrent use that holds at most a given number of entries.
// When full it starts again empty, which keeps it bounded without
// bookkeeping on every hit. The ability reader keeps its readings of
// texts in one (ability.ParseKept), the rules core its readings of whole
// permanents in another.
package bounded

import "sync"

// Cache holds up to max values by key.
type Cache[K comparable, V any] struct {
	mu  sync.RWMutex
	m   map[K]V
	max int
}

// New is an empty cache of at most max values.
func New[K comparable, V any](max int) *Cache[K, V] {
	return &Cache[K, V]{m: map[K]V{}, max: max}
}

// Get looks a key up.
func (c *Cache[K, V]) Get(key K) (V, bool) {
	c.mu.RLock()
	v, ok := c.m[key]
	c.mu.RUnlock()
	return v, ok
}

// GetBytes looks a key up in a cache by strings, with the key's bytes: no
// string is made for the lookup.
func GetBytes[V any](c *Cache[string, V], key []byte) (V, bool) {
	c.mu.RLock()
	v, ok := c.m[string(key)]
	c.mu.RUnlock()
	return v, ok
}

// Put keeps a value, emptying the cache first when it is full.
func (c *Cache[K, V]) Put(key K, v V) {
	c.mu.Lock()
	if len(c.m) >= c.max {
		c.m = make(map[K]V, c.max)
	}
	c.m[key] = v
	c.mu.Unlock()
}

// Len is how many values the cache holds.
func (c *Cache[K, V]) Len() int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return len(c.m)
}
