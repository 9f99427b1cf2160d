// Package window counts events in a window kept in two unexported
// atomics: functions over both objects, whose witnesses in the package
// environment are runs of the package's own methods.
package window

import "sync/atomic"

// Window counts the events since start.
type Window struct {
	//snowflake:base
	start atomic.Int64
	count atomic.Int64
}

// Hit counts one event at now, starting a new window when the current one
// is older than span.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: another Hit that starts a new window between the client's Load and its Add: the client's event is counted in a window it did not see
func (w *Window) Hit(now, span int64) int64 {
	if now-w.start.Load() > span {
		w.start.Store(now)
		w.count.Store(0)
	}
	return w.count.Add(1)
}

// Snapshot returns the window's start and count.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: a Hit that starts a new window between the two loads: the old start with the new count
func (w *Window) Snapshot() (int64, int64) {
	return w.start.Load(), w.count.Load()
}

// Count returns the events counted.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (w *Window) Count() int64 {
	return w.count.Load()
}

// Pair holds two counters of which the package only ever changes one.
type Pair struct {
	//snowflake:base
	hits  atomic.Int64
	fixed atomic.Int64
}

// Inc counts a hit.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (p *Pair) Inc() { p.hits.Add(1) }

// Both reads the two counters.
//
// want: unproven
// want-collection: violation
// truth-collection: nonatomic
// truth: atomic
// why: only Inc changes a counter, and an Inc between the loads fits the order with the client first; a Store to fixed between them, which no code of the package makes, breaks it
func (p *Pair) Both() (int64, int64) {
	return p.hits.Load(), p.fixed.Load()
}

// Public has a counter other packages can reach.
//
// (No field is marked: the oracle's package environment decides the
// confinement of a client's base only, and would run Reset in the package
// environment; the function is found by discovery.)
type Public struct {
	start atomic.Int64
	Count atomic.Int64
}

// Reset restarts the window at now.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: Count is exported: another package's Store to it between the two calls (collection environment, as the object escapes)
func (p *Public) Reset(now int64) int64 {
	p.start.Store(now)
	return p.Count.Swap(0)
}
