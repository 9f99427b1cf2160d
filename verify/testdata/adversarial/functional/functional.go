// Package functional: functional and argfunctional annotations whose
// results the encoding treats as a function of the argument values, while
// Go lets them depend on memory that other goroutines change.
package functional

import "sync"

// Store is a client with a pointer base.
type Store struct {
	m *sync.Map
}

// box holds a pointer to shared memory.
type box struct {
	p *int
}

// get reads through the value receiver's pointer: its result depends on the
// receiver's state, as the contract allows.
//
//snowflake:functional
func (b box) get() int { return *b.p }

// read reads through a pointer argument.
//
//snowflake:argfunctional
func read(p *int) int { return *p }

// sum reads the elements of a slice argument.
//
//snowflake:argfunctional
func sum(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}

// TwoReadsValueRecv stores k and reports whether *b.p changed meanwhile.
// want: unproven
// truth: nonatomic
// why: get reads memory through a value receiver. Race-free interleaving: T1 reads *b.p, Stores k; T2 Loads k (synchronized after T1's Store), writes *b.p, Stores k2; T1 Loads k2 (synchronized after T2's Store) and reads the new *b.p: false, which no serial run gives.
func (s *Store) TwoReadsValueRecv(k, k2 string, b box) bool {
	x := b.get()
	s.m.Store(k, 1)
	s.m.Load(k2)
	return x == b.get()
}

// TwoReadsPtrArg stores k and reports whether *p changed meanwhile.
// want: violation
// truth: nonatomic
// why: read dereferences its argument; as TwoReadsValueRecv.
func (s *Store) TwoReadsPtrArg(k, k2 string, p *int) bool {
	x := read(p)
	s.m.Store(k, 1)
	s.m.Load(k2)
	return x == read(p)
}

// TwoReadsSlice stores k and reports whether the slice's sum changed.
// want: unproven
// truth: nonatomic
// why: sum reads the slice's elements; as TwoReadsValueRecv.
func (s *Store) TwoReadsSlice(k, k2 string, xs []int) bool {
	x := sum(xs)
	s.m.Store(k, 1)
	s.m.Load(k2)
	return x == sum(xs)
}

// reg is a package-level base object, used by Lookup and Evict below.
//
//snowflake:base
var reg sync.Map

// lookup reads reg although annotated: its result depends on the map.
// want: atomic
// truth: atomic
// why: one Load.
//
//snowflake:argfunctional
func lookup(k string) any {
	v, _ := reg.Load(k)
	return v
}

// evict deletes from reg although annotated functional.
// want: atomic
// truth: atomic
// why: one Delete.
//
//snowflake:argfunctional
func evict(k string) bool {
	reg.Delete(k)
	return true
}

// LookupTwice stores 1 at k2 and compares k's value read before and after.
// want: violation
// truth: nonatomic
// why: lookup is a Load in disguise: Load, Store, Load; another goroutine's Store to k between them makes the result false, which no serial run gives. The annotation is wrong and reported; the witness search runs the code as written (lookup inlined) and confirms the interleaving.
func LookupTwice(k, k2 string) bool {
	a := lookup(k)
	reg.Store(k2, 1)
	return a == lookup(k)
}

// LoadThenEvict loads k, then deletes it through an annotated helper.
// want: violation
// truth: nonatomic
// why: evict is a Delete in disguise: Load-then-Delete loses another goroutine's Store in between. The annotation is wrong and reported; the witness search runs the code as written (evict inlined) and confirms the interleaving.
func LoadThenEvict(k string) any {
	v, _ := reg.Load(k)
	evict(k)
	return v
}

// fresh returns a new pointer on every call, although annotated: two calls
// with the same (no) arguments give different results.
//
//snowflake:argfunctional
func fresh(n int) *int {
	p := new(int)
	*p = n
	return p
}

// FreshTwice copies k to k2 when two fresh pointers differ, which they always do.
// want: violation
// truth: nonatomic
// why: fresh(1) != fresh(1) in Go, so the Load-then-Store copy always runs. The body of fresh shows that each call allocates, so the encoding knows the two results differ and the branch is live.
func FreshTwice(k, k2 string) {
	if fresh(1) != fresh(1) {
		v, _ := reg.Load(k)
		reg.Store(k2, v)
	}
}
