// This file: a float64 encoded with math.Float64bits in an atomic.Uint64.
package atomics

import (
	"math"
	"sync/atomic"
)

// Gauge holds a float64 as its bits.
type Gauge struct {
	bits atomic.Uint64
}

// Add adds d with a CompareAndSwap loop and returns the new value.
// want: atomic
// truth: atomic
// why: linearizable at the successful CompareAndSwap; the new bits are a deterministic function of the old ones and d.
func (g *Gauge) Add(d float64) float64 {
	for {
		old := g.bits.Load()
		nu := math.Float64frombits(old) + d
		if g.bits.CompareAndSwap(old, math.Float64bits(nu)) {
			return nu
		}
	}
}

// AddNaive loads, adds, then stores.
// want: violation
// truth: nonatomic
// why: A and B both load 1.5 and both store 1.5+d: one addition is lost.
func (g *Gauge) AddNaive(d float64) float64 {
	nu := math.Float64frombits(g.bits.Load()) + d
	g.bits.Store(math.Float64bits(nu))
	return nu
}

// Value returns the current value.
// want: atomic
// truth: atomic
// why: one Load.
func (g *Gauge) Value() float64 {
	return math.Float64frombits(g.bits.Load())
}

// Set stores f.
// want: atomic
// truth: atomic
// why: one Store.
func (g *Gauge) Set(f float64) {
	g.bits.Store(math.Float64bits(f))
}

// RaiseTo raises the value to at least f with a CompareAndSwap loop.
// want: atomic
// truth: atomic
// why: linearizable at the Load that saw a value >= f or at the successful CompareAndSwap.
func (g *Gauge) RaiseTo(f float64) bool {
	for {
		old := g.bits.Load()
		if math.Float64frombits(old) >= f {
			return false
		}
		if g.bits.CompareAndSwap(old, math.Float64bits(f)) {
			return true
		}
	}
}

// RaiseToNaive checks, then stores.
// want: violation
// truth: nonatomic
// why: A loads 1.0, B raises to 9.0, A stores 2.0: the maximum goes down.
func (g *Gauge) RaiseToNaive(f float64) bool {
	if math.Float64frombits(g.bits.Load()) >= f {
		return false
	}
	g.bits.Store(math.Float64bits(f))
	return true
}
