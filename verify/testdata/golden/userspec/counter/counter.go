// Package counter is a mutex-protected int64: a user collection described
// by counter.sfspec, with a state of one value.
package counter

import "sync"

// Counter is a shared count.
type Counter struct {
	mu sync.Mutex
	n  int64
}

// Load returns the count.
func (c *Counter) Load() int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.n
}

// Add adds d and returns the new count.
func (c *Counter) Add(d int64) int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.n += d
	return c.n
}

// IncBelow adds one if the count is below max; it reports whether it did.
func (c *Counter) IncBelow(max int64) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.n < max {
		c.n++
		return true
	}
	return false
}

// MustDec subtracts one; it panics when the count is not positive.
func (c *Counter) MustDec() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.n <= 0 {
		panic("counter: negative")
	}
	c.n--
}
