package clock

import (
	"sync"
	"time"
)

// Leases maps a resource name to the owner holding it.
type Leases struct {
	m       sync.Map //snowflake:base
	backoff time.Duration
}

// Acquire takes name for owner, retrying with exponential backoff while
// someone else holds it, until the deadline passes.
// want: atomic
// truth: atomic
// why: each failed LoadOrStore is an accessor (it found the lease held), time.Sleep changes nothing; linearized at the LoadOrStore that stores, or at the last that finds the lease held before the clock passes the deadline.
func (l *Leases) Acquire(name, owner string, wait time.Duration) bool {
	deadline := time.Now().Add(wait)
	backoff := l.backoff
	for {
		if _, held := l.m.LoadOrStore(name, owner); !held {
			return true
		}
		if !time.Now().Before(deadline) {
			return false
		}
		time.Sleep(backoff)
		backoff *= 2
	}
}

// AcquireNaive takes name for owner, retrying with backoff, by checking
// then storing.
// want: violation
// truth: nonatomic
// why: T Loads name (free); another goroutine Stores its owner; T Stores over it: both believe they hold the lease.
func (l *Leases) AcquireNaive(name, owner string, wait time.Duration) bool {
	deadline := time.Now().Add(wait)
	backoff := l.backoff
	for {
		if _, held := l.m.Load(name); !held {
			l.m.Store(name, owner)
			return true
		}
		if !time.Now().Before(deadline) {
			return false
		}
		time.Sleep(backoff)
		backoff *= 2
	}
}

// Release gives name up if owner holds it.
// want: atomic
// truth: atomic
// why: one CompareAndDelete.
func (l *Leases) Release(name, owner string) bool {
	return l.m.CompareAndDelete(name, owner)
}

// ReleaseNaive gives name up if the owner it read is owner.
// want: violation
// truth: nonatomic
// why: T Loads owner; another goroutine releases and re-acquires name for someone else; T Deletes the new owner's lease.
func (l *Leases) ReleaseNaive(name, owner string) bool {
	v, ok := l.m.Load(name)
	if !ok || v != owner {
		return false
	}
	l.m.Delete(name)
	return true
}

// WaitFree polls until name is free or the timeout passes.
// want: atomic
// truth: atomic
// why: Loads only; the clock decides when to stop, each reading fixed when read.
func (l *Leases) WaitFree(name string, timeout time.Duration) bool {
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		if _, held := l.m.Load(name); !held {
			return true
		}
		time.Sleep(time.Millisecond)
	}
	return false
}
