// This file: a plain client calling generic helpers of its package at
// concrete type arguments. An instantiation at concrete types is a body
// like any other: it is inlined.
package generics

import "sync"

// Index is a plain client.
type Index struct {
	m sync.Map
}

func lookup[K comparable](x *Index, k K) (any, bool) { return x.m.Load(k) }

// storeIfAbsent is itself found as a client function (its parameter is
// the client), a generic body verified for every instantiation.
// want: violation
// truth: nonatomic
// why: as Add.
func storeIfAbsent[K comparable, V any](x *Index, k K, v V) bool {
	if _, ok := x.m.Load(k); ok {
		return false
	}
	x.m.Store(k, v)
	return true
}

// Get loads through a generic helper instantiated at string.
// want: atomic
// truth: atomic
// why: one Load.
func (x *Index) Get(k string) any {
	v, _ := lookup(x, k)
	return v
}

// Add checks, then stores, through a generic helper instantiated at
// string and int.
// want: violation
// truth: nonatomic
// why: two goroutines both miss k and both store, both returning true.
func (x *Index) Add(k string, v int) bool {
	return storeIfAbsent(x, k, v)
}
