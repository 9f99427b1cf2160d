// Package peak keeps a maximum that only grows: every change is a
// CompareAndSwap to a larger value, so the package keeps the invariant
// "the peak never decreases", and a function correct only under it is
// atomic in the package environment.
package peak

import "sync/atomic"

// Peak is the largest value seen.
type Peak struct {
	//snowflake:base
	max atomic.Int64
}

// Raise makes the peak at least v.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: a CompareAndSwap loop
func (p *Peak) Raise(v int64) {
	for {
		cur := p.max.Load()
		if v <= cur || p.max.CompareAndSwap(cur, v) {
			return
		}
	}
}

// RaiseAbove raises the peak to v only when it has already reached floor,
// and reports whether it had.
//
// want: atomic
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: the peak never decreases, so once it has reached floor it still has at the CompareAndSwap; a Store of a lower value between the two, which no code of the package makes, breaks it
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

// Reached reports whether the peak has reached v.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (p *Peak) Reached(v int64) bool {
	return p.max.Load() >= v
}

// Lower can set the peak below where it is: the package does not keep the
// invariant, and LowerAbove, its RaiseAbove, is not atomic.
type Lower struct {
	//snowflake:base
	max atomic.Int64
}

// Reset sets the peak to v, which may be lower.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (l *Lower) Reset(v int64) { l.max.Store(v) }

// RaiseAbove raises the peak to v only when it has already reached floor.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: a Reset below floor between the first Load and the CompareAndSwap: the raise happens though the peak is below floor
func (l *Lower) RaiseAbove(floor, v int64) bool {
	if l.max.Load() < floor {
		return false
	}
	for {
		cur := l.max.Load()
		if v <= cur || l.max.CompareAndSwap(cur, v) {
			return true
		}
	}
}

// Hits only ever adds one, yet the package does not keep "the count never
// decreases": at the maximum, Add wraps to the minimum.
type Hits struct {
	//snowflake:base
	n atomic.Int64
}

// Hit counts one.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (h *Hits) Hit() int64 { return h.n.Add(1) }

// BumpIfHot counts one more when the count has reached floor.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: at the maximum, another BumpIfHot between the Load and the Add wraps the count below floor; the serial orders give false or another count
func (h *Hits) BumpIfHot(floor int64) bool {
	if h.n.Load() < floor {
		return false
	}
	h.n.Add(1)
	return true
}
