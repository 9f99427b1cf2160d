// Package convert deletes from its map through the receiver converted to
// another named type with the same underlying struct: Touching matches the
// field by the named type, so neither Drop (no field address of Cache) nor
// alt.drop (a field address of *alt) is listed, and "never deleted" is
// taken for kept.
package convert

import "sync"

// Cache maps names to lengths.
type Cache struct {
	//snowflake:base
	m sync.Map
}

type alt Cache

// drop deletes name.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (a *alt) drop(name string) { a.m.Delete(name) }

// Drop deletes name.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (c *Cache) Drop(name string) { (*alt)(c).drop(name) }

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
// why: c.Drop(name) between the loads deletes the entry. Today atomic with scope package under "never deleted nor changed"
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
