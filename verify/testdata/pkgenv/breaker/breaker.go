// Package breaker trips after a run of failures; its counter is
// unexported, so only the package's methods change it, and a witness
// starts from a count the package's own calls reach.
package breaker

import "sync/atomic"

// trip is the count of failures that opens the breaker.
const trip = 3

// Breaker counts the failures since the last success.
type Breaker struct {
	fails atomic.Int32
}

// Open reports whether the breaker is open.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (b *Breaker) Open() bool {
	return b.fails.Load() >= trip
}

// Fail counts a failure and reports whether it opened the breaker.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: after two failures, two Fails between Open and Add both open it
func (b *Breaker) Fail() bool {
	if b.Open() {
		return false
	}
	b.fails.Add(1)
	return b.Open()
}

// FailCAS counts a failure with a CompareAndSwap loop.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: the CompareAndSwap decides at one instant
func (b *Breaker) FailCAS() bool {
	for {
		n := b.fails.Load()
		if n >= trip {
			return false
		}
		if b.fails.CompareAndSwap(n, n+1) {
			return n+1 >= trip
		}
	}
}

// Succeed closes the breaker and reports whether it was open.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: after three failures, two Succeeds both report the breaker was open
func (b *Breaker) Succeed() bool {
	was := b.Open()
	b.fails.Store(0)
	return was
}

// SucceedSwap closes the breaker with one Swap.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (b *Breaker) SucceedSwap() bool {
	return b.fails.Swap(0) >= trip
}

// Gate admits at most four holders; Enter takes a place first and gives
// it back when there was none.
type Gate struct {
	n atomic.Uint32
}

// Enter takes a place when there is one.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: the count wraps around 2^32 between two Enters (a state no short run of the package makes)
func (g *Gate) Enter() bool {
	if g.n.Add(1) <= 4 {
		return true
	}
	g.n.Add(^uint32(0))
	return false
}

// Leave gives a place back.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (g *Gate) Leave() {
	g.n.Add(^uint32(0))
}

// Tickets hands out at most four tickets, never taken back.
type Tickets struct {
	n atomic.Uint32
}

// Take takes a ticket when one is left.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: the count wraps around 2^32 between two Takes, a state the package's short runs never make (the witness says so)
func (t *Tickets) Take() bool {
	if t.n.Add(1) <= 4 {
		return true
	}
	t.n.Add(^uint32(0))
	return false
}

// Seats reserves at most four seats and says how many are reserved.
type Seats struct {
	n atomic.Uint32
}

// Reserve reserves a seat when one is free.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: after four Reserves, Reserved between Reserve's two Adds counts five seats
func (s *Seats) Reserve() bool {
	if s.n.Add(1) <= 4 {
		return true
	}
	s.n.Add(^uint32(0))
	return false
}

// Reserved returns the seats reserved.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (s *Seats) Reserved() uint32 {
	return s.n.Load()
}

// Latch trips after three failures, counted by a CompareAndSwap loop only.
type Latch struct {
	n atomic.Int32
}

// TripCAS counts a failure with a CompareAndSwap loop.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: the CompareAndSwap decides at one instant
func (l *Latch) TripCAS() bool {
	for {
		n := l.n.Load()
		if n >= trip {
			return false
		}
		if l.n.CompareAndSwap(n, n+1) {
			return n+1 >= trip
		}
	}
}

// Reset clears the latch and reports whether it was tripped.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: after three TripCAS runs (the loop's first tries: its exact runs), two Resets both report the latch was tripped
func (l *Latch) Reset() bool {
	was := l.n.Load() >= trip
	l.n.Store(0)
	return was
}
