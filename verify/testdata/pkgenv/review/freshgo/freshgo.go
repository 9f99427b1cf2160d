// Package freshgo stores a new map in its pointer base and passes the same
// map to a goroutine it starts, which deletes from it: no method of the
// type touches it there, so Touching does not list the delete.
package freshgo

import "sync"

// Cache maps names to lengths.
type Cache struct {
	//snowflake:base
	m *sync.Map
}

// New makes a cache whose entry at name another goroutine drops.
func New(name string) *Cache {
	mp := new(sync.Map)
	go forget(mp, name)
	return &Cache{m: mp}
}

func forget(m *sync.Map, name string) { m.Delete(name) }

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
// why: forget's Delete can run between the loads (c := New("a"); c.Put("a"); c.Twice("a") may return -1, false). Today atomic with scope package: the map passed to forget is taken for one only the field holds
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
