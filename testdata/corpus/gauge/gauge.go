// Package gauge keeps float64 gauges as their bits in atomic.Uint64s.
package gauge

import (
	"math"
	"sync/atomic"
)

// Gauge is a float64 gauge.
type Gauge struct {
	bits atomic.Uint64
}

// Set sets the gauge.
func (g *Gauge) Set(f float64) {
	g.bits.Store(math.Float64bits(f))
}

// Value returns the gauge.
func (g *Gauge) Value() float64 {
	return math.Float64frombits(g.bits.Load())
}

// Add adds d and returns the new value.
func (g *Gauge) Add(d float64) float64 {
	for {
		old := g.bits.Load()
		nu := math.Float64frombits(old) + d
		if g.bits.CompareAndSwap(old, math.Float64bits(nu)) {
			return nu
		}
	}
}

// AddNaive adds d with Load then Store.
func (g *Gauge) AddNaive(d float64) float64 {
	nu := math.Float64frombits(g.bits.Load()) + d
	g.bits.Store(math.Float64bits(nu))
	return nu
}

// Inc adds one.
func (g *Gauge) Inc() float64 {
	return g.Add(1)
}

// Scale multiplies the gauge by f and returns the new value.
func (g *Gauge) Scale(f float64) float64 {
	for {
		old := g.bits.Load()
		nu := math.Float64frombits(old) * f
		if g.bits.CompareAndSwap(old, math.Float64bits(nu)) {
			return nu
		}
	}
}

// Max raises the gauge to at least f and returns the maximum.
func (g *Gauge) Max(f float64) float64 {
	for {
		old := g.bits.Load()
		cur := math.Float64frombits(old)
		if cur >= f {
			return cur
		}
		if g.bits.CompareAndSwap(old, math.Float64bits(f)) {
			return f
		}
	}
}

// MaxNaive raises the gauge with a check, then a Store.
func (g *Gauge) MaxNaive(f float64) float64 {
	cur := math.Float64frombits(g.bits.Load())
	if cur >= f {
		return cur
	}
	g.bits.Store(math.Float64bits(f))
	return f
}

// Min lowers the gauge to at most f and reports whether it changed it.
func (g *Gauge) Min(f float64) bool {
	for {
		old := g.bits.Load()
		if math.Float64frombits(old) <= f {
			return false
		}
		if g.bits.CompareAndSwap(old, math.Float64bits(f)) {
			return true
		}
	}
}

// Reset zeroes the gauge and returns its value.
func (g *Gauge) Reset() float64 {
	return math.Float64frombits(g.bits.Swap(0))
}

// ResetNaive reads the gauge, then zeroes it.
func (g *Gauge) ResetNaive() float64 {
	f := math.Float64frombits(g.bits.Load())
	g.bits.Store(0)
	return f
}

// SetIfZero sets the gauge to f if it reads zero (either sign).
func (g *Gauge) SetIfZero(f float64) bool {
	if math.Float64frombits(g.bits.Load()) != 0 {
		return false
	}
	g.bits.Store(math.Float64bits(f))
	return true
}

// SetIfPositiveZero sets the gauge to f if it holds +0.0 exactly.
func (g *Gauge) SetIfPositiveZero(f float64) bool {
	return g.bits.CompareAndSwap(0, math.Float64bits(f))
}

// BumpBits adds one to the representation (not to the value).
func (g *Gauge) BumpBits() uint64 {
	return g.bits.Add(1)
}
