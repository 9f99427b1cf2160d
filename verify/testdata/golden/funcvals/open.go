package funcvals

import "sync"

// Cache fills misses with OnMiss, which callers of any package may set.
type Cache struct {
	m      sync.Map //snowflake:base
	OnMiss func(string) any
}

// Get returns the value under k, computing and storing it on a miss.
// want: unsupported
// truth: outside
// why: OnMiss is an exported field: code of another module may store any function into it.
func (c *Cache) Get(k string) any {
	if v, ok := c.m.Load(k); ok {
		return v
	}
	v, _ := c.m.LoadOrStore(k, c.OnMiss(k))
	return v
}

// GetNaive returns the value under k, storing the computed one on a miss.
// want: unsupported
// truth: outside
// why: OnMiss is an exported field: code of another module may store any function into it.
func (c *Cache) GetNaive(k string) any {
	if v, ok := c.m.Load(k); ok {
		return v
	}
	v := c.OnMiss(k)
	c.m.Store(k, v)
	return v
}

// Counter counts keys with a function its constructor builds as a closure.
type Counter struct {
	m    sync.Map //snowflake:base
	slot func(string) string
}

// NewCounter returns a counter whose slot names prefix every key.
func NewCounter(prefix string) *Counter {
	n := 0
	return &Counter{slot: func(k string) string { n++; return prefix + k }}
}

// Touch marks k's slot as seen unless already marked.
// want: unsupported
// truth: outside
// why: slot holds a closure whose captured counter is shared memory every caller writes.
func (c *Counter) Touch(k string) (any, bool) {
	return c.m.LoadOrStore(c.slot(k), true)
}

// TouchNaive marks k's slot with a Load then a Store.
// want: unsupported
// truth: outside
// why: slot holds a closure whose captured counter is shared memory every caller writes.
func (c *Counter) TouchNaive(k string) bool {
	s := c.slot(k)
	if _, ok := c.m.Load(s); ok {
		return false
	}
	c.m.Store(s, true)
	return true
}
