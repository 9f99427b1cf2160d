package fuzzfound

import "sync"

// N's map never leaves the package, and no operation stores nil in it.
type N struct {
	//snowflake:base
	m sync.Map
}

// Reset drops k when it holds nil, then stores -1 there (found by the
// package-map form, seed 2, inputs 35376 on: verify's package witness
// started from {k: nil}, which no operation of the package makes, because
// the stored values it assumed counted CompareAndDelete's old value, nil,
// as stored; the oracle, whose package runs start empty, found none in
// 4,082 scenarios; mended: only what a call's effect puts into an entry
// counts, obligations.storedArgs). In the package, the CompareAndDelete
// never succeeds, and Reset is one Store; another goroutine calling the
// map directly may put nil there first. Once unproven (no package
// witness, the collection's alone); atomic since the package's stored
// types are an invariant proofs assume (verify/stored.go): every value in
// m is an int.
//
// want: atomic
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: in the package, k never holds nil, so the CompareAndDelete never deletes and Reset takes effect at its Store; in the collection environment, from {k: nil}, another goroutine's LoadOrStore(k, 0) between the calls finds k absent, which no serial order gives
func (c *N) Reset(k string) int {
	c.m.CompareAndDelete(k, nil)
	c.m.Store(k, -1)
	return 0
}

// GetOrCreate returns k's value, storing v when there is none.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: the Load's path returns what it found; the other path's LoadOrStore decides at one instant
func (c *N) GetOrCreate(k string, v int) int {
	if x, ok := c.m.Load(k); ok {
		return x.(int)
	}
	x, _ := c.m.LoadOrStore(k, v)
	return x.(int)
}
