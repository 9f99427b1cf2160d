// Package insertonly is a cache whose entries are never deleted nor
// replaced: its package only ever calls LoadOrStore and Load.
package insertonly

import "sync"

// Cache maps names to lengths.
type Cache struct {
	//snowflake:base
	m sync.Map
}

// Put stores the length of name unless it is there.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (c *Cache) Put(name string) int {
	v, _ := c.m.LoadOrStore(name, len(name))
	return v.(int)
}

// Twice reads name's entry twice and returns the second: present once, it
// stays, with the same value, in this package.
//
// want: atomic
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: in the collection environment a Delete between the loads makes the second absent; the package never deletes
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
