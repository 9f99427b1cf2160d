// Package lockskip holds tables whose map every function touches under the
// table's mutex, beside helpers the lock analysis need not follow: they
// lock only another struct's mutex and never reach a table, so they cannot
// change what the discipline tracks, however deep or recursive they are.
// A helper that may take the table's own mutex is still followed.
package lockskip

import "sync"

// A journal keeps lines under its own mutex.
type journal struct {
	mu    sync.Mutex
	lines []string
}

// note appends s to the journal after depth nested calls of itself. It is
// recursive and locks a mutex, but no table's: no table is reachable from
// it, and a journal's mutex is no field of a table.
func (j *journal) note(depth int, s string) {
	if depth > 0 {
		j.note(depth-1, s)
		return
	}
	j.mu.Lock()
	j.lines = append(j.lines, s)
	j.mu.Unlock()
}

// Table maps names to counts; every access to m holds mu.
type Table struct {
	mu  sync.Mutex
	m   sync.Map
	log *journal
}

// NewTable returns an empty table with its journal.
func NewTable() *Table {
	return &Table{log: &journal{}}
}

// Put stores v under k unless k is there.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: Load then Store in one critical section of t.mu, which every access to t.m holds (Drop's journal helper locks only the journal)
func (t *Table) Put(k string, v int) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if _, ok := t.m.Load(k); ok {
		return false
	}
	t.m.Store(k, v)
	return true
}

// Drop deletes k and notes it in the journal, outside the lock: one call,
// no composite operation, but an access the discipline checks.
func (t *Table) Drop(k string) {
	t.mu.Lock()
	t.m.Delete(k)
	t.mu.Unlock()
	t.log.note(2, k)
}

// Ledger is Table's twin whose helper may take the ledger's own mutex.
type Ledger struct {
	mu sync.Mutex
	m  sync.Map
}

// Put stores v under k unless k is there.
//
// want: unsupported
// want-collection: unsupported
// truth: atomic
// why: the lock analysis must follow settle, which locks l.mu, and settle is recursive
func (l *Ledger) Put(k string, v int) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if _, ok := l.m.Load(k); ok {
		return false
	}
	l.m.Store(k, v)
	return true
}

// Drop deletes k, then settles: an access the discipline checks, and a
// call of a recursive helper that locks l.mu.
func (l *Ledger) Drop(k string) {
	l.mu.Lock()
	l.m.Delete(k)
	l.mu.Unlock()
	l.settle(2)
}

// settle takes and releases the ledger's mutex after depth nested calls.
func (l *Ledger) settle(depth int) {
	if depth > 0 {
		l.settle(depth - 1)
		return
	}
	l.mu.Lock()
	l.mu.Unlock()
}
