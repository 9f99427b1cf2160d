// Package cmapcopy's constructor keeps a copy of the concurrent map it
// stores in its base (a ConcurrentMap value shares its shards) and removes
// through it in a goroutine: the base is held by value, so Confinement does
// not look at the stored value's other uses, and Touching leaves the
// constructor out.
package cmapcopy

import cmap "github.com/orcaman/concurrent-map/v2"

// Cache maps names to lengths.
type Cache struct {
	//snowflake:base
	m cmap.ConcurrentMap[string, int]
}

// New makes a cache whose entry at name another goroutine drops.
func New(name string) *Cache {
	m := cmap.New[int]()
	go forget(m, name)
	return &Cache{m: m}
}

func forget(m cmap.ConcurrentMap[string, int], name string) { m.Remove(name) }

// Put stores the length of name unless it is there.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (c *Cache) Put(name string) { c.m.SetIfAbsent(name, len(name)) }

// Twice reads name twice.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: forget's Remove can run between the two Gets (c := New("a"); c.Put("a"); c.Twice("a") may return -1, false). Today atomic with scope package, under "never deleted nor changed"
func (c *Cache) Twice(name string) (int, bool) {
	if _, ok := c.m.Get(name); !ok {
		return 0, false
	}
	v, ok := c.m.Get(name)
	if !ok {
		return -1, false
	}
	return v, true
}
