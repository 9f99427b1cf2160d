package specs_real

import "github.com/snowflakeverify/snowflake/verify/testdata/golden/specs_real/ttl"

// Store holds the cache handle by value: its embedded pointer is the
// collection, so copies of the handle are the same cache.
type Store struct {
	c ttl.Cache //snowflake:base
}

// Put stores in one call, through the handle held by value.
// want: atomic
// truth: atomic
// why: one call of Set.
func (s *Store) Put(k string, v any) {
	s.c.Set(k, v, 0)
}

// PutOnce stores v unless k is live, through a method value of the handle.
// want: atomic
// truth: atomic
// why: one call of Add, made through the bound method.
func (s *Store) PutOnce(k string, v any) bool {
	add := s.c.Add
	return add(k, v, 0) == nil
}

// PutOnceNaive checks through one method value and stores through another.
// want: violation
// truth: nonatomic
// why: get misses; the other goroutine Sets k; set overwrites it.
func (s *Store) PutOnceNaive(k string, v any) bool {
	get, set := s.c.Get, s.c.Set
	if _, ok := get(k); ok {
		return false
	}
	set(k, v, 0)
	return true
}
