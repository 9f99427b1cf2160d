// Package generic holds a table whose mutex's address a generic helper
// returns, and Put releases and retakes it through that address (found by
// a review of the lock analysis: the generic body's field selection
// follows a conversion of a type parameter's value, so the mutex still
// counted as only ever locked in place, and Put was proven atomic).
package generic

import "sync"

// Table maps keys to values under mu.
type Table struct {
	mu sync.Mutex
	m  sync.Map
}

// muOf returns the table's mutex; its body is generic.
func muOf[P interface{ *Table }](p P) *sync.Mutex { return &(*Table)(p).mu }

func relock(m *sync.Mutex) {
	m.Unlock()
	m.Lock()
}

// Put stores v at k unless k is there.
//
// want: unsupported
// want-collection: unsupported
// truth: nonatomic
// why: relock releases t.mu between the Load and the Store: two Puts of one key may both store and return true
func (t *Table) Put(k string, v int) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if _, ok := t.m.Load(k); ok {
		return false
	}
	relock(muOf(t))
	t.m.Store(k, v)
	return true
}
