// Package goargs expires temporary keys in goroutines it starts; Twice
// reads permanent keys only.
package goargs

import "sync"

// Cache maps names to lengths.
type Cache struct {
	//snowflake:base
	m sync.Map
}

// Put stores name's length under its permanent key.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (c *Cache) Put(name string) { c.m.LoadOrStore("perm/"+name, len(name)) }

// Scratch stores a temporary entry and expires it in another goroutine.
//
// want: unsupported
// want-collection: unsupported
// truth: outside
// why: a go statement
func (c *Cache) Scratch(name string) {
	c.m.Store("tmp/"+name, 0)
	go c.expire("tmp/" + name)
}

// expire deletes k.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (c *Cache) expire(k string) { c.m.Delete(k) }

// Twice reads a permanent name twice.
//
// want: unproven
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: the package deletes only keys "tmp/"+name (the one go statement starting expire); Twice reads "perm/" keys, so no run of the package deletes between its loads; a go target with arguments is no operation the package environment runs (its arguments are not bound yet), so no witness, and no proof
func (c *Cache) Twice(name string) (int, bool) {
	k := "perm/" + name
	if _, ok := c.m.Load(k); !ok {
		return 0, false
	}
	v, ok := c.m.Load(k)
	if !ok {
		return -1, false
	}
	return v.(int), true
}
