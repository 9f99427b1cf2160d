package calls

import (
	"strconv"
	"sync"
)

// Store wraps its map in small helpers.
type Store struct {
	m sync.Map
}

// spare is a map other than any Store's.
var spare sync.Map

// load wraps Load.
// want: atomic
// truth: atomic
// why: a single Load.
func (s *Store) load(k string) (any, bool) {
	return s.m.Load(k)
}

// store wraps Store.
// want: atomic
// truth: atomic
// why: a single Store.
func (s *Store) store(k string, v any) {
	s.m.Store(k, v)
}

// Lookup calls the load wrapper.
// want: atomic
// truth: atomic
// why: load is inlined: one Load.
func (s *Store) Lookup(k string) (any, bool) {
	return s.load(k)
}

// GetOrInit is get-or-create through the load wrapper.
// want: atomic
// truth: atomic
// why: load is inlined; Load then LoadOrStore.
func (s *Store) GetOrInit(k string, v any) any {
	if x, ok := s.load(k); ok {
		return x
	}
	x, _ := s.m.LoadOrStore(k, v)
	return x
}

// PutIfAbsent is check-then-act through the wrappers.
// want: violation
// truth: nonatomic
// why: load and store are inlined: Load then Store; two goroutines both see k absent, both store and both return true.
func (s *Store) PutIfAbsent(k string, v any) bool {
	if _, ok := s.load(k); ok {
		return false
	}
	s.store(k, v)
	return true
}

// ViaSpare passes another map to loadFrom.
// want: atomic
// truth: atomic
// why: the one Load is on spare, an object of its own (a package variable whose address serves only its calls).
func (s *Store) ViaSpare(k string) (any, bool) {
	return loadFrom(&spare, k)
}

// FromOther loads k from another Store through its load wrapper.
// want: unsupported
// truth: outside
// why: load is inlined with o as its receiver: the Load is on o's map, not on the base (o may be another Store).
func (s *Store) FromOther(o *Store, k string) (any, bool) {
	return o.load(k)
}

// d1, d2 and d3 nest three helpers deep.
// want: atomic
// truth: atomic
// why: d2 and d3 are inlined: one Load.
func (s *Store) d1(k string) (any, bool) { return s.d2(k) }

// d2 calls d3.
// want: atomic
// truth: atomic
// why: d3 is inlined: one Load.
func (s *Store) d2(k string) (any, bool) { return s.d3(k) }

// d3 loads.
// want: atomic
// truth: atomic
// why: one Load.
func (s *Store) d3(k string) (any, bool) { return s.m.Load(k) }

// Depth3 reaches the Load through three nested helpers.
// want: atomic
// truth: atomic
// why: d1, d2, d3 are inlined (depth 3, the limit): one Load.
func (s *Store) Depth3(k string) (any, bool) {
	return s.d1(k)
}

// find recurses n times, then loads.
// want: unsupported
// truth: atomic
// why: one Load on every run; snowflake refuses the recursive call.
func (s *Store) find(k string, n int) (any, bool) {
	if n <= 0 {
		return s.m.Load(k)
	}
	return s.find(k, n-1)
}

// Find calls the recursive find.
// want: unsupported
// truth: atomic
// why: one Load on every run; inlining find meets its recursive call, which is refused.
func (s *Store) Find(k string) (any, bool) {
	return s.find(k, 2)
}

// digits is a pure but recursive, unannotated helper.
func digits(n int) int {
	if n < 10 && n > -10 {
		return 1
	}
	return 1 + digits(n/10)
}

// ByWidth loads the key naming n's number of digits.
// want: atomic
// truth: atomic
// why: one Load; digits is recursive, so it is not inlined, but its body is pure (its inferred summary): the key is a function of n.
func (s *Store) ByWidth(n int) (any, bool) {
	return s.m.Load("w" + strconv.Itoa(digits(n)))
}

// mustKey panics on an empty key.
//
//snowflake:argfunctional
func mustKey(k string) {
	if k == "" {
		panic("empty key")
	}
}

// checked loads k and validates it on the way out.
// want: atomic
// truth: atomic
// why: one Load; the deferred argfunctional check only decides whether the call ends in a panic.
func (s *Store) checked(k string) (any, bool) {
	defer mustKey(k)
	return s.m.Load(k)
}

// Checked calls checked.
// want: unsupported
// truth: atomic
// why: as checked; snowflake does not inline a helper that defers a call.
func (s *Store) Checked(k string) (any, bool) {
	return s.checked(k)
}
