// Package limiter admits at most max holders; its counter is unexported.
package limiter

import "sync/atomic"

// Limiter counts the holders.
type Limiter struct {
	//snowflake:base
	n   atomic.Int64
	max int64
}

// New makes a Limiter of max holders.
func New(max int64) *Limiter { return &Limiter{max: max} }

// TryAcquire takes a place when there is one.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: two TryAcquires between Load and Add both take the last place
func (l *Limiter) TryAcquire() bool {
	if l.n.Load() >= l.max {
		return false
	}
	l.n.Add(1)
	return true
}

// TryAcquireCAS takes a place when there is one, with a CompareAndSwap loop.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: the CompareAndSwap decides at one instant
func (l *Limiter) TryAcquireCAS() bool {
	for {
		n := l.n.Load()
		if n >= l.max {
			return false
		}
		if l.n.CompareAndSwap(n, n+1) {
			return true
		}
	}
}

// Release gives a place back.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (l *Limiter) Release() {
	l.n.Add(-1)
}

// InUse returns the holders.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (l *Limiter) InUse() int64 { return l.n.Load() }
