// Package replacing keeps a map whose entries are replaced but never
// deleted, and a twin whose package deletes.
package replacing

import "sync"

// Config maps names to values; entries are replaced, never deleted.
type Config struct {
	//snowflake:base
	m sync.Map
}

// Set replaces name's value.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (c *Config) Set(name string, v int) { c.m.Store(name, v) }

// Current reads name's value after checking it is there: present once, it
// stays in this package.
//
// want: atomic
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: no Delete in the package; in the collection environment one comes between the loads
func (c *Config) Current(name string) (int, bool) {
	if _, ok := c.m.Load(name); !ok {
		return 0, false
	}
	v, ok := c.m.Load(name)
	if !ok {
		return -1, false
	}
	return v.(int), true
}

// Pair returns name's value read twice: a Set between the reads shows.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: another Set between the two loads gives two values no single instant has
func (c *Config) Pair(name string) (int, int) {
	a, _ := c.m.Load(name)
	b, _ := c.m.Load(name)
	x, _ := a.(int)
	y, _ := b.(int)
	return x, y
}

// Table is Config's twin whose package deletes.
type Table struct {
	//snowflake:base
	m sync.Map
}

// Drop deletes name.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (t *Table) Drop(name string) { t.m.Delete(name) }

// Put replaces name's value.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (t *Table) Put(name string, v int) { t.m.Store(name, v) }

// Current reads name's value after checking it is there.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: a Drop between the loads
func (t *Table) Current(name string) (int, bool) {
	if _, ok := t.m.Load(name); !ok {
		return 0, false
	}
	v, ok := t.m.Load(name)
	if !ok {
		return -1, false
	}
	return v.(int), true
}
