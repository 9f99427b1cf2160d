// Package named holds a table whose mutex a helper of another named type
// over the same struct releases and retakes inside Put's critical
// section (found by a review of the lock analysis' skip rule: the helper
// locks no mutex selected on a *Table, so it was skipped, and Put was
// proven atomic although its Load and Store are two critical sections).
package named

import "sync"

// Table maps keys to values under mu.
type Table struct {
	mu sync.Mutex
	m  sync.Map
}

// alt is Table's struct under another name.
type alt Table

// relock releases and retakes the mutex through the alt view.
func (a *alt) relock() {
	a.mu.Unlock()
	a.mu.Lock()
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
	(*alt)(t).relock()
	t.m.Store(k, v)
	return true
}
