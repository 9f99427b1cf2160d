// Package limiter bounds concurrency with atomic.Int64 counters:
// compare-and-swap loops below a limit, and the check-then-add and
// add-then-undo shapes real code ships.
package limiter

import "sync/atomic"

// maxInflight is the limit of a Limiter.
const maxInflight = 8

// Limiter counts requests in flight.
type Limiter struct {
	inflight atomic.Int64
}

// TryAcquire takes a slot unless all are taken.
func (l *Limiter) TryAcquire() bool {
	for {
		n := l.inflight.Load()
		if n >= maxInflight {
			return false
		}
		if l.inflight.CompareAndSwap(n, n+1) {
			return true
		}
	}
}

// TryAcquireNaive checks the count, then adds.
func (l *Limiter) TryAcquireNaive() bool {
	if l.inflight.Load() >= maxInflight {
		return false
	}
	l.inflight.Add(1)
	return true
}

// TryAcquireUndo adds first and undoes the add when over the limit.
func (l *Limiter) TryAcquireUndo() bool {
	if l.inflight.Add(1) > maxInflight {
		l.inflight.Add(-1)
		return false
	}
	return true
}

// TryAcquireN takes n slots at once unless fewer are free.
func (l *Limiter) TryAcquireN(n int64) bool {
	if n <= 0 {
		return true
	}
	for {
		cur := l.inflight.Load()
		if cur+n > maxInflight {
			return false
		}
		if l.inflight.CompareAndSwap(cur, cur+n) {
			return true
		}
	}
}

// Release gives a slot back.
func (l *Limiter) Release() {
	l.inflight.Add(-1)
}

// ReleaseNaive gives a slot back with Load then Store.
func (l *Limiter) ReleaseNaive() {
	n := l.inflight.Load()
	l.inflight.Store(n - 1)
}

// ReleaseFloor gives a slot back unless none is taken.
func (l *Limiter) ReleaseFloor() bool {
	for {
		n := l.inflight.Load()
		if n <= 0 {
			return false
		}
		if l.inflight.CompareAndSwap(n, n-1) {
			return true
		}
	}
}

// Inflight returns the number of slots taken.
func (l *Limiter) Inflight() int64 {
	return l.inflight.Load()
}

// Available returns the number of free slots.
func (l *Limiter) Available() int64 {
	return maxInflight - l.inflight.Load()
}

// Drain forgets every slot taken and returns how many there were.
func (l *Limiter) Drain() int64 {
	return l.inflight.Swap(0)
}

// DrainNaive reads the count, then zeroes it.
func (l *Limiter) DrainNaive() int64 {
	n := l.inflight.Load()
	l.inflight.Store(0)
	return n
}

// Bucket is a token bucket.
type Bucket struct {
	tokens atomic.Int64
}

// Take takes a token unless the bucket is empty.
func (b *Bucket) Take() bool {
	for {
		t := b.tokens.Load()
		if t <= 0 {
			return false
		}
		if b.tokens.CompareAndSwap(t, t-1) {
			return true
		}
	}
}

// TakeUndo takes a token and puts it back when that went below zero.
func (b *Bucket) TakeUndo() bool {
	if b.tokens.Add(-1) < 0 {
		b.tokens.Add(1)
		return false
	}
	return true
}

// Refill adds n tokens up to capacity max and returns the new level.
func (b *Bucket) Refill(n, max int64) int64 {
	for {
		t := b.tokens.Load()
		nt := t + n
		if nt > max {
			nt = max
		}
		if b.tokens.CompareAndSwap(t, nt) {
			return nt
		}
	}
}

// RefillNaive adds n tokens up to max with Load then Store.
func (b *Bucket) RefillNaive(n, max int64) int64 {
	nt := b.tokens.Load() + n
	if nt > max {
		nt = max
	}
	b.tokens.Store(nt)
	return nt
}

//snowflake:base
var active int64

// Enter admits a caller unless limit callers are active.
func Enter(limit int64) bool {
	for {
		n := atomic.LoadInt64(&active)
		if n >= limit {
			return false
		}
		if atomic.CompareAndSwapInt64(&active, n, n+1) {
			return true
		}
	}
}

// EnterNaive admits a caller with a check, then an add.
func EnterNaive(limit int64) bool {
	if atomic.LoadInt64(&active) >= limit {
		return false
	}
	atomic.AddInt64(&active, 1)
	return true
}

// Leave lets a caller out and returns the number still active.
func Leave() int64 {
	return atomic.AddInt64(&active, -1)
}
