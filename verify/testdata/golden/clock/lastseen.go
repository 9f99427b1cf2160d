package clock

import (
	"sync/atomic"
	"time"
)

// Peer records when it was last heard from, as UnixNano in an atomic.Int64.
type Peer struct {
	last atomic.Int64 //snowflake:base
}

// Heard moves the last-seen time forward to now, never back.
// want: atomic
// truth: atomic
// why: linearized at the CompareAndSwap that succeeds, or at the Load that finds a later time; a failed CompareAndSwap is an accessor.
func (p *Peer) Heard() {
	now := time.Now().UnixNano()
	for {
		old := p.last.Load()
		if old >= now {
			return
		}
		if p.last.CompareAndSwap(old, now) {
			return
		}
	}
}

// HeardNaive moves the last-seen time to now if the time it read is earlier.
// want: violation
// truth: nonatomic
// why: T Loads an earlier time; another goroutine Stores a later one; T Stores its now over it, moving the time back.
func (p *Peer) HeardNaive() {
	now := time.Now().UnixNano()
	if p.last.Load() < now {
		p.last.Store(now)
	}
}

// Idle returns how long ago the peer was last heard from.
// want: atomic
// truth: atomic
// why: one Load; time.Unix and time.Since are functions of it and of the clock's reading.
func (p *Peer) Idle() time.Duration {
	return time.Since(time.Unix(0, p.last.Load()))
}

// Stale reports whether the peer has been silent for longer than d, and
// if so marks it as never seen.
// want: atomic
// truth: atomic
// why: CompareAndSwap from the value read: linearized there when it succeeds or when the Load finds a recent time; the loop retries otherwise.
func (p *Peer) Stale(d time.Duration) bool {
	for {
		old := p.last.Load()
		if time.Duration(time.Now().UnixNano()-old) <= d {
			return false
		}
		if p.last.CompareAndSwap(old, 0) {
			return true
		}
	}
}

// StaleNaive reports whether the peer has been silent for longer than d,
// and if so marks it as never seen.
// want: violation
// truth: nonatomic
// why: T Loads an old time; another goroutine Stores a fresh one (the peer spoke); T Stores 0, forgetting it.
func (p *Peer) StaleNaive(d time.Duration) bool {
	if time.Duration(time.Now().UnixNano()-p.last.Load()) <= d {
		return false
	}
	p.last.Store(0)
	return true
}
