// Package latch holds one-shot flags, boxed values and waiter counts:
// atomic.Bool, atomic.Value and atomic.Uint32.
package latch

import "sync/atomic"

// Latch opens once.
type Latch struct {
	open atomic.Bool
}

// Open opens the latch and reports whether this call did.
func (l *Latch) Open() bool {
	return l.open.CompareAndSwap(false, true)
}

// OpenSwap opens the latch with Swap and reports whether this call did.
func (l *Latch) OpenSwap() bool {
	return !l.open.Swap(true)
}

// OpenNaive checks, then stores.
func (l *Latch) OpenNaive() bool {
	if l.open.Load() {
		return false
	}
	l.open.Store(true)
	return true
}

// IsOpen reports whether the latch is open.
func (l *Latch) IsOpen() bool {
	return l.open.Load()
}

// Toggle flips the latch and returns the new state.
func (l *Latch) Toggle() bool {
	for {
		o := l.open.Load()
		if l.open.CompareAndSwap(o, !o) {
			return !o
		}
	}
}

// ToggleNaive flips the latch with Load then Store.
func (l *Latch) ToggleNaive() bool {
	o := l.open.Load()
	l.open.Store(!o)
	return !o
}

// Box holds one value; every value it holds has the same dynamic type.
type Box struct {
	v atomic.Value
}

// Get returns the boxed value.
func (b *Box) Get() any {
	return b.v.Load()
}

// Init boxes x if the box is empty.
func (b *Box) Init(x any) bool {
	return b.v.CompareAndSwap(nil, x)
}

// InitNaive boxes x after checking that the box is empty.
func (b *Box) InitNaive(x any) bool {
	if b.v.Load() != nil {
		return false
	}
	b.v.Store(x)
	return true
}

// AddInt adds d to a boxed int with a CompareAndSwap retry loop; an empty
// box panics.
func (b *Box) AddInt(d int) int {
	for {
		old := b.v.Load()
		n := old.(int) + d
		if b.v.CompareAndSwap(old, n) {
			return n
		}
	}
}

// AddFloat adds d to a boxed float64 with a CompareAndSwap retry loop; an
// empty box panics.
func (b *Box) AddFloat(d float64) float64 {
	for {
		old := b.v.Load()
		f := old.(float64) + d
		if b.v.CompareAndSwap(old, f) {
			return f
		}
	}
}

// Confirm rewrites the boxed value with itself, retrying until no other
// write intervened, and returns it.
func (b *Box) Confirm() any {
	for {
		old := b.v.Load()
		if old == nil {
			return nil
		}
		if b.v.CompareAndSwap(old, old) {
			return old
		}
	}
}

// Waiters counts waiting goroutines in an atomic.Uint32.
type Waiters struct {
	n atomic.Uint32
}

// Arrive adds a waiter and returns the count.
func (w *Waiters) Arrive() uint32 {
	return w.n.Add(1)
}

// Leave removes a waiter with the ^uint32(0) idiom and reports whether it
// was the last.
func (w *Waiters) Leave() bool {
	return w.n.Add(^uint32(0)) == 0
}

// LeaveFloor removes a waiter unless there is none, and reports whether it
// was the last.
func (w *Waiters) LeaveFloor() bool {
	for {
		c := w.n.Load()
		if c == 0 {
			return false
		}
		if w.n.CompareAndSwap(c, c-1) {
			return c == 1
		}
	}
}

// LeaveNaive checks for zero, then removes a waiter.
func (w *Waiters) LeaveNaive() bool {
	if w.n.Load() == 0 {
		return false
	}
	return w.n.Add(^uint32(0)) == 0
}
