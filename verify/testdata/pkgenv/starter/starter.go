// Package starter starts a goroutine in its constructor that resets the
// counter; the counter is unexported.
package starter

import "sync/atomic"

// Ticker counts ticks; a goroutine of its own resets them.
type Ticker struct {
	//snowflake:base
	n atomic.Int64
}

// New makes a Ticker and starts its reset.
func New() *Ticker {
	t := &Ticker{}
	go t.reset()
	return t
}

// reset zeroes the count.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (t *Ticker) reset() {
	t.n.Store(0)
}

// Tick adds one and returns the count.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: the constructor's goroutine resets between Load and Store, and the reset is lost
func (t *Ticker) Tick() int64 {
	v := t.n.Load() + 1
	t.n.Store(v)
	return v
}
