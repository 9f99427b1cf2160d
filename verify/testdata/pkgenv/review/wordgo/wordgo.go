// Package wordgo keeps a peak every method only raises, but its
// constructor starts a goroutine that lowers the new peak's word: Touching
// leaves the constructor out (a private allocation, as the go statement's
// receiver is the field's address, not the allocation), so the invariant
// "max never decreases" is taken as kept and RaiseAbove is proven.
package wordgo

import "sync/atomic"

// Peak is the largest value seen.
type Peak struct {
	//snowflake:base
	max atomic.Int64
}

// NewPeak starts the peak at 100 and, a little later, lowers it to 50.
//
// want: unsupported
// want-collection: unsupported
// truth: outside
// why: a go statement
func NewPeak() *Peak {
	p := &Peak{}
	p.max.Store(100)
	go p.max.Add(-50)
	return p
}

// RaiseAbove raises the peak to v only when it has already reached floor,
// and reports whether it had.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// pending: #24
// why: p := NewPeak(); p.RaiseAbove(100, 100): the constructor's Add(-50) between the two loads makes the CompareAndSwap(50, 100) undo it, and the peak ends at 100 (every serial order ends at 50). (once atomic with scope package; now unproven, its witness needs the goroutine the constructor starts)
func (p *Peak) RaiseAbove(floor, v int64) bool {
	if p.max.Load() < floor {
		return false
	}
	for {
		cur := p.max.Load()
		if v <= cur || p.max.CompareAndSwap(cur, v) {
			return true
		}
	}
}
