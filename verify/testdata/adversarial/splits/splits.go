// Package splits holds functions that compute their outcome from a call
// which is no instant (Size, Count) where that outcome cannot, or need not,
// tell the call's own interleavings apart.
package splits

import (
	cmap "github.com/orcaman/concurrent-map/v2"
	"github.com/puzpuzpuz/xsync/v4"
)

// Quota is an xsync client.
type Quota struct {
	m *xsync.Map[string, int]
}

// nonneg reports whether n is not negative.
//
//snowflake:argfunctional
func nonneg(n int) bool { return n >= 0 }

// one returns 1 whatever n is.
//
//snowflake:argfunctional
func one(n int) int { return 1 }

// SaneHelper reports whether Size is not negative, through a helper.
// want: unproven
// truth: atomic
// why: Size is never negative, so the function always returns true; the helper's body says so (a witness must not take it for a free function).
func (q *Quota) SaneHelper() bool { return nonneg(q.m.Size()) }

// OneHelper returns one(Size()): always 1.
// want: unproven
// truth: atomic
// why: the helper ignores its argument.
func (q *Quota) OneHelper() int { return one(q.m.Size()) }

// Stock is a concurrent-map client.
type Stock struct {
	m cmap.ConcurrentMap[string, int]
}

// Mix asks Count or IsEmpty, by x: two calls that are no instant, of two
// result types, on two paths.
// want: unproven
// truth: nonatomic
// why: either call counts one shard at a time; the witness search takes one call site only, so it refuses (no internal error).
func (s *Stock) Mix(x bool) bool {
	if x {
		return s.m.Count() == 0
	}
	return s.m.IsEmpty()
}
