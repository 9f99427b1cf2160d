package fuzzfound

import "sync"

// M's map never leaves the package; Drop deletes the key "z", which only
// it names.
type M struct {
	//snowflake:base
	m sync.Map
}

// Drop deletes "z".
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one Delete
func (c *M) Drop() {
	c.m.Delete("z")
}

// Put stores v at k.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one Store
func (c *M) Put(k string, v int) {
	c.m.Store(k, v)
}

// Twice loads k twice (found by the package-map form, seed 2, input 2700
// on: the oracle ran 992 scenarios without a violation, as the client's k
// never took "z", a key only an operation passes; the client's domain now
// holds the constants its package's operations pass).
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: Twice("z") finds "z", Drop deletes it, the second Load misses: -1, false, which no serial order gives
func (c *M) Twice(k string) (int, bool) {
	if _, ok := c.m.Load(k); !ok {
		return 0, false
	}
	x, ok := c.m.Load(k)
	if !ok {
		return -1, false
	}
	return x.(int), true
}
