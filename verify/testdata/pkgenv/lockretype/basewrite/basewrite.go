// Package basewrite holds a table whose map one function writes, without
// the table's mutex, through another named type over the same struct
// (found by a review of the lock analysis: the access under another name
// was not seen, and Put was proven atomic).
package basewrite

import "sync"

// Table maps keys to values under mu.
type Table struct {
	mu sync.Mutex
	m  sync.Map
}

// alt is Table's struct under another name.
type alt Table

// sneak stores into the map through the alt view, without the mutex.
func (a *alt) sneak(k string) {
	a.m.Store(k, -1)
}

// Put stores v at k unless k is there.
//
// want: unsupported
// want-collection: unsupported
// truth: nonatomic
// why: Drop's Store between the Load and the Store, without t.mu, makes Put overwrite a value it did not see
func (t *Table) Put(k string, v int) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if _, ok := t.m.Load(k); ok {
		return false
	}
	t.m.Store(k, v)
	return true
}

// Drop writes -1 at k through the alt view.
func (t *Table) Drop(k string) {
	(*alt)(t).sneak(k)
}
