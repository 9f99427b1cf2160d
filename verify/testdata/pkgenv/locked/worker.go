package locked

import "sync"

// Sweeper starts a goroutine in its constructor that deletes the boot
// entry under the lock.
type Sweeper struct {
	mu sync.Mutex
	//snowflake:base
	m sync.Map
}

// NewSweeper returns a sweeper holding the boot entry and starts its
// goroutine.
func NewSweeper() *Sweeper {
	s := &Sweeper{}
	s.m.Store("boot", 1)
	go s.sweep()
	return s
}

// sweep runs in the goroutine NewSweeper starts.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: one call under s.mu
func (s *Sweeper) sweep() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.m.Delete("boot")
}

// Claim takes k unless it is taken.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: Load then Store under s.mu, which sweep's goroutine holds too
func (s *Sweeper) Claim(k string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.m.Load(k); ok {
		return false
	}
	s.m.Store(k, true)
	return true
}

var (
	tableMu sync.Mutex
	//snowflake:base
	table sync.Map
)

// Intern returns the canonical copy of s.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: Load then Store under tableMu, which every access to table holds
func Intern(s string) string {
	tableMu.Lock()
	defer tableMu.Unlock()
	if v, ok := table.Load(s); ok {
		return v.(string)
	}
	table.Store(s, s)
	return s
}

// Forget drops s.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: one call under tableMu
func Forget(s string) {
	tableMu.Lock()
	table.Delete(s)
	tableMu.Unlock()
}

// Cache reads without the lock and changes its map only under it.
type Cache struct {
	mu sync.Mutex
	//snowflake:base
	m sync.Map
}

// Get reads k without the lock.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (c *Cache) Get(k string) (any, bool) {
	return c.m.Load(k)
}

// Put stores v at k unless present, under the lock.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: every call that may change c.m holds c.mu; Get's unlocked Loads change nothing between Put's calls
func (c *Cache) Put(k string, v int) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.m.Load(k); ok {
		return false
	}
	c.m.Store(k, v)
	return true
}

// GetOrCreate is double-checked locking: a Load without the lock, then
// Load and Store under it.
//
// want: unsupported
// want-collection: unsupported
// truth: atomic
// why: atomic, but its first Load is outside the critical section: the rule needs all its calls in one
func (c *Cache) GetOrCreate(k string, v int) any {
	if x, ok := c.m.Load(k); ok {
		return x
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if x, ok := c.m.Load(k); ok {
		return x
	}
	c.m.Store(k, v)
	return v
}
