package forms

import (
	"sync"
	"sync/atomic"
)

// Tally composes two package counters through helpers.
type Tally struct {
	mu sync.Mutex
}

var hits0, hits1 atomic.Int64

// bumpBoth makes two calls of its own.
// composite: hits0
func (t *Tally) bumpBoth() {
	hits0.Add(1)
	hits1.Add(1)
}

// readSeen makes one call: no composite operation by itself.
func (t *Tally) readSeen() int64 { return hits0.Load() }

// readKept makes one call.
func (t *Tally) readKept() int64 { return hits1.Load() }

// Both reads the two counts through two helpers.
// composite: hits0
func (t *Tally) Both() (int64, int64) {
	return t.readSeen(), t.readKept()
}

// Locked runs one helper's single call under a lock: still one call, no
// composite operation.
func (t *Tally) Locked() int64 {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.readSeen()
}

// Forward only forwards bumpBoth's composite operation: reported at
// bumpBoth.
func (t *Tally) Forward() { t.bumpBoth() }

// LockedForward runs bumpBoth under the lock: a composite operation of
// its own.
// composite: hits0
func (t *Tally) LockedForward() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.bumpBoth()
}

// Repeat calls a one-call helper in a loop.
// composite: hits0
func (t *Tally) Repeat(n int) (last int64) {
	for i := 0; i < n; i++ {
		last = t.readSeen()
	}
	return last
}

// Mixed makes a call of its own and one through a helper.
// composite: hits1
func (t *Tally) Mixed() int64 {
	hits1.Add(1)
	return t.readSeen()
}

// Deep reaches bumpBoth through another helper: bumpBoth's helper's
// calls are not followed (one level of helpers), so Deep forwards.
func (t *Tally) Deep() { t.Forward() }

// OnFresh calls a two-call helper on a Gauge it makes and keeps: no
// shared object.
func OnFresh() int64 {
	g := new(Gauge)
	return g.Twice()
}

// Gauge has a two-call method.
type Gauge struct{ v atomic.Int64 }

// Twice makes two calls on its receiver's field.
// composite: g.v
func (g *Gauge) Twice() int64 {
	g.v.Add(1)
	return g.v.Load()
}

// Deferred calls a helper that defers a call: the walker does not inline
// it, so its calls are not counted.
func (t *Tally) Deferred() { t.deferring() }

// deferring makes two calls, one deferred.
// composite: hits0
func (t *Tally) deferring() {
	defer hits0.Add(1)
	hits0.Add(1)
}

// Closure calls a closure that makes a call, and makes one itself: the
// closure's call is counted once.
// composite: hits0
func (t *Tally) Closure() int64 {
	f := func() int64 { return hits0.Load() }
	hits0.Add(1)
	return f()
}

// retry adds n with a CompareAndSwap loop.
// composite: hits0
func retry(n int64) {
	for {
		old := hits0.Load()
		if hits0.CompareAndSwap(old, old+n) {
			return
		}
	}
}

// RetryOne only forwards retry's loop: reported at retry.
func (t *Tally) RetryOne() { retry(1) }
