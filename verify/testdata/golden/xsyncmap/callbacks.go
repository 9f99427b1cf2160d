// This file: xsync v4 clients whose callbacks take part in a race:
// Compute and LoadOrCompute after a separate Load, and their one-call twins.
package xsyncmap

import "github.com/puzpuzpuz/xsync/v4"

// Limits caps counters.
type Limits struct {
	m *xsync.Map[string, int]
}

// BumpBelow loads the count, then adds one with Compute unless the count
// it loaded had reached max.
// want: violation
// truth: nonatomic
// why: another goroutine changes the count between the Load and the Compute: the Compute adds to a count the check never saw.
func (l *Limits) BumpBelow(key string, max int) int {
	n, _ := l.m.Load(key)
	if n >= max {
		return n
	}
	v, _ := l.m.Compute(key, func(old int, loaded bool) (int, xsync.ComputeOp) {
		return old + 1, xsync.UpdateOp
	})
	return v
}

// BumpBelowOnce adds one unless the count has reached max, with one Compute.
// want: atomic
// truth: atomic
// why: one Compute; the callback decides on what the map holds.
func (l *Limits) BumpBelowOnce(key string, max int) int {
	v, _ := l.m.Compute(key, func(old int, loaded bool) (int, xsync.ComputeOp) {
		if old >= max {
			return old, xsync.CancelOp
		}
		return old + 1, xsync.UpdateOp
	})
	return v
}

// InitTwice loads the count and, when absent, sets it with LoadOrCompute,
// returning the value it computed rather than the one LoadOrCompute returns.
// want: violation
// truth: nonatomic
// why: a Store between the Load and LoadOrCompute: the client returns a value the map does not hold.
func (l *Limits) InitTwice(key string, n int) int {
	if v, ok := l.m.Load(key); ok {
		return v
	}
	l.m.LoadOrCompute(key, func() (int, bool) { return n * 2, false })
	return n * 2
}
