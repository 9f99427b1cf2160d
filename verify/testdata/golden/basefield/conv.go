// This file: the base's address converted for sync/atomic's functions.
package basefield

import (
	"sync/atomic"
	"unsafe"
)

// Level is a gauge's level, a defined type over uint32.
type Level uint32

// Gauge keeps the highest level seen, in a Level accessed through
// atomic's uint32 functions.
type Gauge struct {
	//snowflake:base
	max Level
}

// Raise raises the maximum to v, reporting whether it did.
// want: atomic
// truth: atomic
// why: linearizable at the successful CompareAndSwap, or at the Load that saw a value >= v; a failed CompareAndSwap changes nothing and repeats.
func (g *Gauge) Raise(v uint32) bool {
	for {
		cur := atomic.LoadUint32((*uint32)(&g.max))
		if v <= cur {
			return false
		}
		if atomic.CompareAndSwapUint32((*uint32)(&g.max), cur, v) {
			return true
		}
	}
}

// RaiseNaive checks, then stores.
// want: violation
// truth: nonatomic
// why: A loads 1, B raises to 5, A stores 2: the maximum goes down, which no serial order gives.
func (g *Gauge) RaiseNaive(v uint32) bool {
	if v <= atomic.LoadUint32((*uint32)(&g.max)) {
		return false
	}
	atomic.StoreUint32((*uint32)(&g.max), v)
	return true
}

// Ticks counts in a uint64 reached through unsafe.Pointer as an int64.
type Ticks struct {
	//snowflake:base
	n uint64
}

// Tick adds one, through (*int64)(unsafe.Pointer(&t.n)).
// want: atomic
// truth: atomic
// why: one AddInt64 on the same 64-bit word.
func (t *Ticks) Tick() int64 {
	return atomic.AddInt64((*int64)(unsafe.Pointer(&t.n)), 1)
}

// TickNaive loads, then stores, through the converted address.
// want: violation
// truth: nonatomic
// why: A and B both load 0 and both store 1: a tick is lost.
func (t *Ticks) TickNaive() int64 {
	p := (*int64)(unsafe.Pointer(&t.n))
	v := atomic.LoadInt64(p) + 1
	atomic.StoreInt64(p, v)
	return v
}
