// Package xcounter: clients of xsync's striped Counter (v3 and v4). Add,
// Inc and Dec each change one stripe atomically; Value and Reset visit the
// stripes one at a time and are no instant of the counter.
package xcounter

import (
	xsync3 "github.com/puzpuzpuz/xsync/v3"
	"github.com/puzpuzpuz/xsync/v4"
)

// Hits is a v3 counter held by pointer.
type Hits struct {
	c *xsync3.Counter
}

// Once adds one.
// want: atomic
// truth: atomic
// why: one Add.
func (h *Hits) Once() { h.c.Add(1) }

// Inc adds one with Inc.
// want: atomic
// truth: atomic
// why: one Inc.
func (h *Hits) Inc() { h.c.Inc() }

// Twice adds two with two Incs.
// want: violation
// truth: nonatomic
// why: Value is no instant, but a Value that overlaps no Add returns the exact sum: another goroutine's Value between the two Incs sees the count raised by one, which no instant of Twice gives (before it the count is unchanged, after it raised by two).
func (h *Hits) Twice() {
	h.c.Inc()
	h.c.Inc()
}

// Undo adds then subtracts n.
// want: violation
// truth: nonatomic
// why: Add(n) then Add(-n) has no net effect, but another goroutine's Value between them (overlapping no Add, so exact) sees the count raised by n, which no instant of Undo gives.
func (h *Hits) Undo(n int64) {
	h.c.Add(n)
	h.c.Add(-n)
}

// Read returns the count.
// want: violation
// truth: nonatomic
// why: Value sums the stripes one at a time: with the count 0, it reads stripe 0 (0); A Incs on stripe 0, then B Decs on stripe 1; Value reads -1, a count the counter never had.
func (h *Hits) Read() int64 { return h.c.Value() }

// IncRead adds one and reads the count.
// want: violation
// truth: nonatomic
// why: another goroutine reads the count (a Value overlapping no Add is exact), then adds, between the Inc and the Value: its read saw this call's Inc, and this call's result counts its Add, which no instant gives. (A lone Inc in between is explained by ordering it first.)
func (h *Hits) IncRead() int64 {
	h.c.Inc()
	return h.c.Value()
}

// Clear resets the count.
// want: violation
// truth: nonatomic
// why: Reset zeroes the stripes one at a time: a concurrent Inc on a zeroed stripe survives, one on a later stripe is lost.
func (h *Hits) Clear() { h.c.Reset() }

// AddIf adds n when n is positive.
// want: atomic
// truth: atomic
// why: the branch is on the argument; at most one Add.
func (h *Hits) AddIf(n int64) bool {
	if n <= 0 {
		return false
	}
	h.c.Add(n)
	return true
}

// Gauge is a v4 counter, embedded by pointer.
type Gauge struct {
	*xsync.Counter
}

// Up adds one.
// want: atomic
// truth: atomic
// why: one Inc through the embedded counter.
func (g Gauge) Up() { g.Inc() }

// Down subtracts one.
// want: atomic
// truth: atomic
// why: one Dec.
func (g Gauge) Down() { g.Dec() }

// UpUnlessNegative reads the value, then adds one when it is not negative.
// want: violation
// truth: nonatomic
// why: Value is no instant of the counter; and from 0, another goroutine's Add(-1) then exact Value (-1) between the Value and the Inc make the check stale: the call returns true and Incs, which no instant after the Add allows, while an instant before it would be seen by the read.
func (g Gauge) UpUnlessNegative() bool {
	if g.Value() < 0 {
		return false
	}
	g.Inc()
	return true
}

// Bytes is a v4 counter held by value.
type Bytes struct {
	c xsync.Counter
}

// Add adds n bytes.
// want: atomic
// truth: atomic
// why: one Add on a counter held by value.
func (b *Bytes) Add(n int64) { b.c.Add(n) }

// Positive reports whether the count is above zero.
// want: violation
// truth: nonatomic
// why: Value sums the stripes one at a time: from 0, it reads stripe 1 (0); another goroutine Decs on stripe 1, then Incs on stripe 2; Value reads 1 and Positive returns true, though the count was never above 0.
func (h *Hits) Positive() bool { return h.c.Value() > 0 }
