// Package versions keeps the newest version of each key: keep-newest
// retry loops over a sync.Map of structs and ints, and their naive twins.
package versions

import "sync"

// Entry is a versioned value.
type Entry struct {
	Ver uint64
	Val string
}

// Table maps keys to Entries.
type Table struct {
	m sync.Map
}

// Put records e unless k holds a version at least as new, and reports
// whether it did.
func (t *Table) Put(k string, e Entry) bool {
	for {
		v, loaded := t.m.LoadOrStore(k, e)
		if !loaded {
			return true
		}
		cur := v.(Entry)
		if cur.Ver >= e.Ver {
			return false
		}
		if t.m.CompareAndSwap(k, cur, e) {
			return true
		}
	}
}

// PutNaive records e with a Load, a comparison and a Store.
func (t *Table) PutNaive(k string, e Entry) bool {
	if v, ok := t.m.Load(k); ok && v.(Entry).Ver >= e.Ver {
		return false
	}
	t.m.Store(k, e)
	return true
}

// PutStoreOnMiss records e, storing it outright when k is missing.
func (t *Table) PutStoreOnMiss(k string, e Entry) bool {
	for {
		v, ok := t.m.Load(k)
		if !ok {
			t.m.Store(k, e)
			return true
		}
		cur := v.(Entry)
		if cur.Ver >= e.Ver {
			return false
		}
		if t.m.CompareAndSwap(k, cur, e) {
			return true
		}
	}
}

// PutRestore swaps e in and puts the old entry back when it was newer.
func (t *Table) PutRestore(k string, e Entry) bool {
	old, loaded := t.m.Swap(k, e)
	if loaded && old.(Entry).Ver > e.Ver {
		t.m.Store(k, old)
		return false
	}
	return true
}

// Get returns k's entry.
func (t *Table) Get(k string) (Entry, bool) {
	v, ok := t.m.Load(k)
	if !ok {
		return Entry{}, false
	}
	e, ok := v.(Entry)
	return e, ok
}

// Version returns k's version, 0 when k is missing.
func (t *Table) Version(k string) uint64 {
	v, _ := t.m.Load(k)
	e, _ := v.(Entry)
	return e.Ver
}

// Retire deletes k if it holds version ver.
func (t *Table) Retire(k string, ver uint64) bool {
	for {
		v, ok := t.m.Load(k)
		if !ok {
			return false
		}
		e, isEntry := v.(Entry)
		if !isEntry || e.Ver != ver {
			return false
		}
		if t.m.CompareAndDelete(k, e) {
			return true
		}
	}
}

// RetireNaive deletes k after checking its version.
func (t *Table) RetireNaive(k string, ver uint64) bool {
	v, ok := t.m.Load(k)
	if !ok {
		return false
	}
	if e, isEntry := v.(Entry); !isEntry || e.Ver != ver {
		return false
	}
	t.m.Delete(k)
	return true
}

// Bump raises k's version by one, keeping its value, and returns the new
// version.
func (t *Table) Bump(k string) uint64 {
	for {
		v, loaded := t.m.LoadOrStore(k, Entry{Ver: 1})
		if !loaded {
			return 1
		}
		e := v.(Entry)
		if t.m.CompareAndSwap(k, e, Entry{Ver: e.Ver + 1, Val: e.Val}) {
			return e.Ver + 1
		}
	}
}

// Newer reports whether a's version is newer than b's.
func (t *Table) Newer(a, b string) bool {
	va, _ := t.m.Load(a)
	vb, _ := t.m.Load(b)
	ea, _ := va.(Entry)
	eb, _ := vb.(Entry)
	return ea.Ver > eb.Ver
}

// Clock keeps the highest int timestamp seen per key.
type Clock struct {
	m sync.Map
}

// Observe raises k's timestamp to at least ts and returns the timestamp.
func (c *Clock) Observe(k string, ts int) int {
	for {
		v, loaded := c.m.LoadOrStore(k, ts)
		if !loaded {
			return ts
		}
		cur := v.(int)
		if cur >= ts {
			return cur
		}
		if c.m.CompareAndSwap(k, cur, ts) {
			return ts
		}
	}
}

// ObserveNaive raises k's timestamp with Load then Store.
func (c *Clock) ObserveNaive(k string, ts int) int {
	if v, ok := c.m.Load(k); ok {
		if cur := v.(int); cur >= ts {
			return cur
		}
	}
	c.m.Store(k, ts)
	return ts
}

// Advance raises an existing timestamp to at least ts; a missing key is
// left missing.
func (c *Clock) Advance(k string, ts int) bool {
	for {
		v, ok := c.m.Load(k)
		if !ok {
			return false
		}
		cur, isInt := v.(int)
		if !isInt || cur >= ts {
			return false
		}
		if c.m.CompareAndSwap(k, cur, ts) {
			return true
		}
	}
}

// Latest returns k's timestamp.
func (c *Clock) Latest(k string) (int, bool) {
	v, ok := c.m.Load(k)
	if !ok {
		return 0, false
	}
	n, isInt := v.(int)
	return n, isInt
}
