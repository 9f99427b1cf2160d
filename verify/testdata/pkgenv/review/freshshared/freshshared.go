// Package freshshared stores a new map in its pointer base and hands the
// same map to its caller: Confinement takes the stored pointer for a new
// object only the field holds, but any package can delete from it.
package freshshared

import "sync"

// Cache maps names to lengths.
type Cache struct {
	//snowflake:base
	m *sync.Map
}

// New makes a cache and returns its map as well.
func New() (*Cache, *sync.Map) {
	mp := new(sync.Map)
	return &Cache{m: mp}, mp
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
// why: the caller of New holds the map too (m escapes through New's second result): mp.Delete(name) between the loads gives -1, false. Today atomic with scope package under "never deleted nor changed" (newObject accepts the allocation without looking at its other uses)
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
