// Package fresh holds functions whose correctness turns on whether a
// helper's result or an allocation is a new object: a deferred recovery
// that makes a helper return nil, and a comparison with an object the
// map cannot hold yet.
package fresh

import "sync"

// Entry is a map value.
type Entry struct{ key string }

// S is the client.
type S struct{ m sync.Map }

// rec recovers a panic in progress when deferred directly; its annotation
// does not hold (recover is no function of the arguments).
//
//snowflake:argfunctional
func rec(x int) { recover() }

// mk allocates, except for "" where it panics and rec recovers: it then
// returns nil. Its annotation relies on rec's, so it does not hold either.
//
//snowflake:argfunctional
func mk(k string) (p *Entry) {
	defer rec(0)
	if k == "" {
		panic("empty")
	}
	return &Entry{key: k}
}

// mk2 is mk without the recovery: every call that returns allocates.
//
//snowflake:argfunctional
func mk2(k string) (p *Entry) {
	if k == "" {
		panic("empty")
	}
	return &Entry{key: k}
}

// PutRecovered runs check-then-act when mk returns nil.
// want: unproven
// truth: nonatomic
// why: mk("") returns nil (rec recovers its panic), so Load then Store: two goroutines both miss and both return true. Taking mk's result for a new object would make the branch dead and the function atomic; the broken annotations of rec and mk are reported.
func (s *S) PutRecovered(k string) bool {
	if mk(k) == nil {
		if _, ok := s.m.Load(k); ok {
			return false
		}
		s.m.Store(k, 1)
		return true
	}
	_, loaded := s.m.LoadOrStore(k, 1)
	return !loaded
}

// Put is PutRecovered with mk2, which never returns nil.
// want: atomic
// truth: atomic
// why: mk2(k) is a new object, never nil, so the only run is the LoadOrStore (or mk2's panic).
func (s *S) Put(k string) bool {
	if mk2(k) == nil {
		if _, ok := s.m.Load(k); ok {
			return false
		}
		s.m.Store(k, 1)
		return true
	}
	_, loaded := s.m.LoadOrStore(k, 1)
	return !loaded
}

// SameAlloc compares k's value with an object it just allocated.
// want: unproven
// truth: atomic
// why: v == e never holds (e is new and unpublished), so the only run is the LoadOrStore; the encoding cannot tell that the Load never returns e, and a model that puts e in the map must not confirm a witness.
func (s *S) SameAlloc(k string) bool {
	e := &Entry{key: k}
	v, _ := s.m.Load(k)
	if v == any(e) {
		s.m.Store(k, 1)
		return true
	}
	_, loaded := s.m.LoadOrStore(k, 2)
	return !loaded
}

// SameHelper is SameAlloc with mk2's new object.
// want: unproven
// truth: atomic
// why: as SameAlloc: mk2's result is a new object the map cannot hold.
func (s *S) SameHelper(k string) bool {
	e := mk2(k)
	v, _ := s.m.Load(k)
	if v == any(e) {
		s.m.Store(k, 1)
		return true
	}
	_, loaded := s.m.LoadOrStore(k, 2)
	return !loaded
}
