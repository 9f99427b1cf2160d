// Package counterset counts per key with an unexported map of
// *atomic.Int64 that its package never deletes from.
package counterset

import (
	"sync"
	"sync/atomic"
)

// Counters counts per key.
type Counters struct {
	//snowflake:base
	m sync.Map
}

// Inc adds one to k's counter, making it when there is none.
//
// want: unproven
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: in this package a counter at zero and no counter read alike (Get), and nothing deletes: atomic at the Add; the proof needs that abstraction. In the collection environment a Delete between the calls loses the increment
func (c *Counters) Inc(k string) {
	v, _ := c.m.LoadOrStore(k, new(atomic.Int64))
	v.(*atomic.Int64).Add(1)
}

// Get returns k's count.
//
// want: atomic
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: the map's Load, then the counter's: in this package the counter is k's forever (no Delete, no Store); in the collection environment another goroutine replaces it
func (c *Counters) Get(k string) int64 {
	v, ok := c.m.Load(k)
	if !ok {
		return 0
	}
	return v.(*atomic.Int64).Load()
}
