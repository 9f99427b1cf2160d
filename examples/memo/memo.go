// Package memo memoises an expensive pure function in a sync.Map. Get is the
// standard get-or-create: a fast Load, then LoadOrStore of a freshly computed
// result. snowflake proves it atomic once compute is annotated as functional
// (its result depends only on its argument); the two broken variants below
// differ from Get in a single line.
package memo

import "sync"

// compute stands in for an expensive, pure computation.
//
//snowflake:functional
func compute(key string) int {
	n := len(key)
	return n*n + 7
}

// Memo caches compute(key) for each key. Its only field is a sync.Map, so it
// is the base object without an annotation.
type Memo struct {
	results sync.Map
}

// Seed records a known result for key unless one is already recorded, and
// reports whether it did.
//
// want: atomic
// truth: atomic
func (m *Memo) Seed(key string, n int) bool {
	_, loaded := m.results.LoadOrStore(key, n)
	return !loaded
}

// Get returns the memoised result for key, computing it on a miss. On a miss
// it returns what LoadOrStore returns: its own result if it inserted it, or
// the value some other goroutine inserted first. Either way Get returns the
// value the map holds, as a serial Get would.
//
// want: atomic
// truth: atomic
func (m *Memo) Get(key string) int {
	if v, ok := m.results.Load(key); ok {
		return v.(int)
	}
	v, _ := m.results.LoadOrStore(key, compute(key))
	return v.(int)
}

// GetIgnoringWinner drops the value LoadOrStore returns and returns its own
// result instead. If a Seed inserts key between the Load and the
// LoadOrStore, Seed returns true and this call returns compute(key) while the
// map holds the seeded value: the caller got a result the map does not hold.
//
// want: violation
// truth: nonatomic
func (m *Memo) GetIgnoringWinner(key string) int {
	if v, ok := m.results.Load(key); ok {
		return v.(int)
	}
	n := compute(key)
	m.results.LoadOrStore(key, n)
	return n
}

// GetOverwriting stores its result with Store instead of LoadOrStore. If a
// Seed inserts key between the Load and the Store, both Seed and this call
// think they recorded the result, and the seeded value is overwritten.
//
// want: violation
// truth: nonatomic
func (m *Memo) GetOverwriting(key string) int {
	if v, ok := m.results.Load(key); ok {
		return v.(int)
	}
	n := compute(key)
	m.results.Store(key, n)
	return n
}
