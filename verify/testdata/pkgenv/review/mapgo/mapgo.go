// Package mapgo is wordgo's twin over a map held by value: the
// constructor's go statement deletes from the new value's map, Touching
// leaves the constructor out (a private allocation), and the invariant
// "an entry, once present, is never deleted nor changed" is taken as kept.
package mapgo

import "sync"

// Cache maps names to lengths.
type Cache struct {
	//snowflake:base
	m sync.Map
}

// New makes a cache holding "a", which a goroutine drops a little later.
//
// want: unsupported
// want-collection: unsupported
// truth: outside
// why: a go statement
func New() *Cache {
	c := &Cache{}
	c.m.Store("a", 1)
	go c.m.Delete("a")
	return c
}

// Put stores the length of name unless it is there.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (c *Cache) Put(name string) { c.m.LoadOrStore(name, len(name)) }

// Twice reads name twice.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// pending: #24
// why: c := New(); c.Twice("a"): the constructor's Delete between the two loads returns -1, false (serially 1, true or 0, false). (once atomic with scope package: the constructor's go statement was not seen as a touch; now unproven, its witness needs the goroutine a constructor starts)
func (c *Cache) Twice(name string) (int, bool) {
	if _, ok := c.m.Load(name); !ok {
		return 0, false
	}
	v, ok := c.m.Load(name)
	if !ok {
		return -1, false
	}
	return v.(int), true
}
