// Package panics: run-time panics whose values Go computes from the
// operands (the dynamic type in a failed type assertion, the index and
// length in an index error, the type in a hash or comparison error) while
// the encoding gives every panic of one kind the same value.
package panics

import "sync"

//snowflake:base
var m sync.Map

// AssertPanicValue always panics, with a value naming v's dynamic type.
// want: unproven
// truth: nonatomic
// why: from k2 absent: T1 Loads k2 (nil); T2 Stores k2=1.5 then k=2; T1 Stores k=1 and panics "interface {} is nil, not int". T1 before T2 ends with k=2; T1 after T2's first Store panics with "float64", not "nil".
func AssertPanicValue(k, k2 string) int {
	v, _ := m.Load(k2)
	if _, isInt := v.(int); isInt {
		v = "s"
	}
	m.Store(k, 1)
	return v.(int)
}

// HashPanicValue always panics hashing an unhashable key whose type depends on a Load.
// want: unproven
// truth: nonatomic
// why: as AssertPanicValue: the panic value says "[]int" or "[]string" depending on the state at the first Load.
func HashPanicValue(k, k2 string) {
	v, _ := m.Load(k2)
	if _, ok := v.([]int); !ok {
		var s []string
		v = s
	}
	m.Store(k, 1)
	m.Load(v)
}

// EqPanicValue always panics comparing an uncomparable value whose type depends on a Load.
// want: unproven
// truth: nonatomic
// why: as AssertPanicValue: the panic value "comparing uncomparable type []int" or "[]string" depends on the state at the first Load.
func EqPanicValue(k, k2 string) bool {
	v, _ := m.Load(k2)
	if _, ok := v.([]int); !ok {
		var s []string
		v = s
	}
	m.Store(k, 1)
	return v == v
}

// IndexPanicValue always panics with an index error naming the loaded index.
// want: violation
// truth: nonatomic
// why: the panic value "index out of range [i] with length 2" names i, loaded before the Store: from k2 holding a non-int, T1 Loads it (i = 2); T2 Swaps in a large int; T1 Stores and panics naming 2, while T1 after T2 would name the large int.
func IndexPanicValue(k, k2 string, a [2]int) int {
	v, _ := m.Load(k2)
	i, _ := v.(int)
	if i < 2 {
		i = 2
	}
	m.Store(k, 1)
	return a[i]
}

// ExplicitPanic panics with the loaded value itself.
// want: violation
// truth: nonatomic
// why: the panic value is v, loaded before the Store.
func ExplicitPanic(k, k2 string) {
	v, _ := m.Load(k2)
	m.Store(k, 1)
	panic(v)
}

// SamePanic panics with a value independent of any state.
// want: atomic
// truth: atomic
// why: every run Stores k and panics with "boom".
func SamePanic(k string) {
	m.Store(k, 1)
	panic("boom")
}
