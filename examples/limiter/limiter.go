// Package limiter bounds concurrent work with an atomic.Int64 counter. The
// correct acquire is a compare-and-swap retry loop; its naive twin checks
// the limit and then adds, and two goroutines can both pass the check.
package limiter

import "sync/atomic"

// Limiter admits at most max holders at a time. max is set at construction
// and never written after, so snowflake reads it as a constant.
type Limiter struct {
	//snowflake:base
	inUse atomic.Int64
	max   int64
}

// New returns a limiter admitting max holders.
func New(max int64) *Limiter { return &Limiter{max: max} }

// Acquire takes a slot if one is free. The CompareAndSwap installs n+1 only
// if the count is still n; a failed attempt changes nothing and retries.
//
// want: atomic
// truth: atomic
func (l *Limiter) Acquire() bool {
	for {
		n := l.inUse.Load()
		if n >= l.max {
			return false
		}
		if l.inUse.CompareAndSwap(n, n+1) {
			return true
		}
	}
}

// AcquireNaive checks, then adds. Two goroutines can both see max-1 and
// both add: max+1 holders.
//
// want: violation
// truth: nonatomic
func (l *Limiter) AcquireNaive() bool {
	if l.inUse.Load() >= l.max {
		return false
	}
	l.inUse.Add(1)
	return true
}

// Release frees a slot.
//
// want: atomic
// truth: atomic
func (l *Limiter) Release() {
	l.inUse.Add(-1)
}

// InUse returns the number of holders.
//
// want: atomic
// truth: atomic
func (l *Limiter) InUse() int64 {
	return l.inUse.Load()
}
