// Package memory: values that the encoding computes as functions of a
// slice header although Go reads them from shared memory.
package memory

import "sync"

// Cache is a client with a pointer base.
type Cache struct {
	m *sync.Map
}

// BytesTwice stores k and reports whether string(b) changed meanwhile.
// want: unproven
// truth: nonatomic
// why: race-free interleaving: T1 converts b ("a"), Stores k; T2 Loads k (synchronized after T1's Store), writes b[0] = 'b', Stores k2; T1 Loads k2 (synchronized after T2's Store), converts b ("b") and returns false. Every serial run returns true.
func (c *Cache) BytesTwice(k, k2 string, b []byte) bool {
	x := string(b)
	c.m.Store(k, 1)
	c.m.Load(k2)
	return x == string(b)
}

// RunesTwice is BytesTwice with a []rune.
// want: unproven
// truth: nonatomic
// why: as BytesTwice: string(r) reads r's elements from memory.
func (c *Cache) RunesTwice(k, k2 string, r []rune) bool {
	x := string(r)
	c.m.Store(k, 1)
	c.m.Load(k2)
	return x == string(r)
}

// BytesKey stores 1 under string(b) and reports whether string(b) is still the key it stored.
// want: unproven
// truth: nonatomic
// why: as BytesTwice.
func (c *Cache) BytesKey(k2 string, b []byte) bool {
	key := string(b)
	c.m.Store(key, 1)
	c.m.Load(k2)
	return string(b) == key
}

// DerefTwice stores k and reports whether *p changed meanwhile.
// want: violation
// truth: nonatomic
// why: as BytesTwice, with *p.
func (c *Cache) DerefTwice(k, k2 string, p *int) bool {
	x := *p
	c.m.Store(k, 1)
	c.m.Load(k2)
	return x == *p
}

// SliceElemTwice reads xs[0] twice.
// want: violation
// truth: nonatomic
// why: as BytesTwice, with xs[0].
func (c *Cache) SliceElemTwice(k, k2 string, xs []int) bool {
	x := xs[0]
	c.m.Store(k, 1)
	c.m.Load(k2)
	return x == xs[0]
}

// MapLenTwice reads len of a shared Go map twice.
// want: unproven
// truth: nonatomic
// why: as BytesTwice, with a map insertion.
func (c *Cache) MapLenTwice(k, k2 string, mm map[string]int) bool {
	x := len(mm)
	c.m.Store(k, 1)
	c.m.Load(k2)
	return x == len(mm)
}

//snowflake:base
var g sync.Map

// SliceIdxT reads an element of a slice whose type is a type parameter, twice.
// want: unsupported
// (refused: the operation depends on the type argument)
// truth: nonatomic
// why: as BytesTwice: xs[0] reads shared memory (go/ssa gives it an Index instruction, not IndexAddr, because xs's type is a type parameter).
func SliceIdxT[S ~[]int](k, k2 string, xs S) bool {
	x := xs[0]
	g.Store(k, 1)
	g.Load(k2)
	return x == xs[0]
}

// MapLenT reads len of a Go map whose type is a type parameter, twice.
// want: unsupported
// (refused: the operation depends on the type argument)
// truth: nonatomic
// why: as MapLenTwice: the map's size may change.
func MapLenT[M ~map[string]int](k, k2 string, mm M) bool {
	x := len(mm)
	g.Store(k, 1)
	g.Load(k2)
	return x == len(mm)
}

// BytesT converts a byte slice whose type is a type parameter, twice.
// want: unsupported
// (refused: the operation depends on the type argument)
// truth: nonatomic
// why: as BytesTwice.
func BytesT[B ~[]byte](k, k2 string, b B) bool {
	x := string(b)
	g.Store(k, 1)
	g.Load(k2)
	return x == string(b)
}

// pair is two ints written together.
type pair struct{ a, b int }

// Set writes both fields.
func (p *pair) Set(a, b int) { p.a, p.b = a, b }

// Consistent reads *p whole, twice, and p.a: the whole read and the field
// read overlap in memory.
// want: unproven
// truth: nonatomic
// why: a Set between the two whole reads that lands inside the call makes p.a differ from y.a and the call Store k, which no serial run does; but a witness writing *p would have to keep *p and p.a one memory, which the search does not (it shows no write when a whole struct is read).
func (c *Cache) Consistent(k string, p *pair) int {
	x := *p
	c.m.Load(k)
	y := *p
	if p.a != y.a {
		c.m.Store(k, 1)
		return x.b
	}
	return x.b
}

// SameWhole compares *p before and after a Load.
// want: unproven
// truth: nonatomic
// why: a Set between the reads makes them differ, which no serial run gives; a whole-struct read, so no write is shown (as Consistent).
func (c *Cache) SameWhole(k string, p *pair) bool {
	a := *p
	c.m.Load(k)
	return a == *p
}
