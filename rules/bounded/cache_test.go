package bounded

import "testing"

// A cache never holds more than its bound: the value put when it is full
// is kept, the others are dropped.
func TestCacheBound(t *testing.T) {
	c := New[int, int](3)
	for i := range 3 {
		c.Put(i, i*10)
	}
	if v, ok := c.Get(2); !ok || v != 20 || c.Len() != 3 {
		t.Fatalf("before the bound: Get(2) = %d, %v; Len %d, want 20, true; 3", v, ok, c.Len())
	}
	c.Put(3, 30)
	if c.Len() != 1 {
		t.Errorf("past the bound: Len %d, want 1", c.Len())
	}
	if _, ok := c.Get(0); ok {
		t.Error("past the bound: Get(0) found a value dropped")
	}
	if v, ok := c.Get(3); !ok || v != 30 {
		t.Errorf("past the bound: Get(3) = %d, %v, want 30, true", v, ok)
	}
	s := New[string, int](2)
	s.Put("flying", 1)
	if v, ok := GetBytes(s, []byte("flying")); !ok || v != 1 {
		t.Errorf("GetBytes(flying) = %d, %v, want 1, true", v, ok)
	}
}
