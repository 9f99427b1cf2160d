// Package calls: calls out of the path. Functions marked
// //snowflake:functional or //snowflake:argfunctional are checked against
// their bodies and then trusted as uninterpreted functions (arbitrary per
// call when an input can reach memory); pure standard-library functions
// behave the same; unannotated helpers of the package are inlined (to a
// depth of 3); everything else — calls through interfaces and function
// values, recursive helpers, helpers with defer, unannotated helpers of
// other packages — is outside the fragment.
//
// Truth labels read "another goroutine" as the open environment: any
// sync.Map call on the base, and (for memory a pointer argument reaches)
// the writes that the pointer's other holders may make, which is the
// memory model snowflake itself assumes.
package calls

import "sync"

// Scores memoises scores by key.
type Scores struct {
	m sync.Map
}

// score stands in for a pure computation.
//
//snowflake:functional
func score(k string) int {
	n := 0
	for i := 0; i < len(k); i++ {
		n = n*31 + int(k[i])
	}
	return n
}

// lastKey is written by stamped.
var lastKey string

// stamped claims to be functional but records its argument in a package
// variable: the annotation is reported at the store.
//
//snowflake:functional
func stamped(k string) int {
	lastKey = k
	return len(k)
}

// factor is read by scaled.
var factor = 3

// scaled claims to depend on its arguments only but reads a package
// variable.
//
//snowflake:argfunctional
func scaled(k string) int {
	return len(k) * factor
}

// Get returns k's score, computing it on a miss.
// want: atomic
// truth: atomic
// why: Load, then LoadOrStore(score(k)); score is functional, so the condensed run stores and returns the same value.
func (s *Scores) Get(k string) int {
	if v, ok := s.m.Load(k); ok {
		return v.(int)
	}
	v, _ := s.m.LoadOrStore(k, score(k))
	return v.(int)
}

// SeedStable seeds k with its score and reports whether its own seed won
// and the score is stable.
// want: atomic
// truth: atomic
// why: one LoadOrStore; the two calls of score(k) are the same uninterpreted function of the same string, so w == score(k) holds in every run.
func (s *Scores) SeedStable(k string) bool {
	w := score(k)
	_, loaded := s.m.LoadOrStore(k, w)
	return !loaded && w == score(k)
}

// Recompute stores k's score and reports whether the map holds it.
// want: violation
// truth: nonatomic
// why: Store then Load: another goroutine's Store(k, "x") between them makes the call return false, which no instant gives (Store then Load at once reads back score(k)).
func (s *Scores) Recompute(k string) bool {
	s.m.Store(k, score(k))
	v, _ := s.m.Load(k)
	return v == any(score(k))
}

// Stamped seeds k with a value from the wrongly annotated stamped.
// want: unproven
// truth: atomic
// why: one LoadOrStore (the write to lastKey is invisible to sync.Map callers); snowflake refuses to trust the broken annotation of stamped.
func (s *Scores) Stamped(k string) bool {
	_, loaded := s.m.LoadOrStore(k, stamped(k))
	return !loaded
}

// Scaled seeds k with a value from the wrongly annotated scaled.
// want: unproven
// truth: atomic
// why: one LoadOrStore, and factor is never written; snowflake refuses to trust the broken annotation of scaled (it reads a package variable).
func (s *Scores) Scaled(k string) bool {
	_, loaded := s.m.LoadOrStore(k, scaled(k))
	return !loaded
}

// peek reads the map; its annotation is wrong (a functional function must
// not call sync.Map methods).
//
// want: atomic
// truth: atomic
// why: as a client method by itself, a single Load.
//
//snowflake:functional
func (s *Scores) peek(k string) any {
	v, _ := s.m.Load(k)
	return v
}

// SetIfUnset stores v unless peek sees a value.
// want: violation
// truth: nonatomic
// why: peek Loads, then Store: two goroutines both see nil and both store and return true.
func (s *Scores) SetIfUnset(k string, v int) bool {
	if s.peek(k) != nil {
		return false
	}
	s.m.Store(k, v)
	return true
}
