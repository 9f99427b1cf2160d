package calls

import "sync"

// Entry is a cache entry.
type Entry struct {
	key string
	n   int
}

// newEntry returns a fresh entry for k.
//
//snowflake:argfunctional
func newEntry(k string) *Entry {
	return &Entry{key: k}
}

// Entries maps keys to *Entry.
type Entries struct {
	m sync.Map
}

// Get returns k's entry, creating it on a miss.
// want: atomic
// truth: atomic
// why: Load then LoadOrStore(newEntry(k)): get-or-create; the condensed run's fresh entry is identified with the original's (same call site, same argument).
func (e *Entries) Get(k string) *Entry {
	if v, ok := e.m.Load(k); ok {
		return v.(*Entry)
	}
	v, _ := e.m.LoadOrStore(k, newEntry(k))
	return v.(*Entry)
}

// Put inserts a fresh entry unless k has one.
// want: atomic
// truth: atomic
// why: one LoadOrStore of a fresh entry.
func (e *Entries) Put(k string) bool {
	_, loaded := e.m.LoadOrStore(k, newEntry(k))
	return !loaded
}

// GetOwn returns its own fresh entry even when its insert lost.
// want: violation
// truth: nonatomic
// why: two goroutines both miss; the loser's LoadOrStore loads the winner's entry but it returns its own, which the map does not hold.
func (e *Entries) GetOwn(k string) *Entry {
	if v, ok := e.m.Load(k); ok {
		return v.(*Entry)
	}
	n := newEntry(k)
	e.m.LoadOrStore(k, n)
	return n
}

// GetOrStore creates the entry with Store on a miss.
// want: violation
// truth: nonatomic
// why: two goroutines both miss and Store; each returns its own entry, the map keeps one.
func (e *Entries) GetOrStore(k string) *Entry {
	if v, ok := e.m.Load(k); ok {
		return v.(*Entry)
	}
	n := newEntry(k)
	e.m.Store(k, n)
	return n
}
