// This file: functions that compute their outcome from Size, a call that
// is no instant of the map: the call's own interleavings are the
// function's when what it makes of the result tells them apart.
package xsyncmap

// Over reports whether more than limit keys are present.
// want: violation
// truth: nonatomic
// why: with limit = 1, from {a}: Size reads a's stripe (1); another goroutine Deletes a, then Stores b; Size reads b's stripe (1) and returns 2, so Over returns true, though the map never held more than one key.
func (q *Quota) Over(limit int) bool { return q.m.Size() > limit }

// PerKey divides total among the keys present.
// want: violation
// truth: nonatomic
// why: from {a}: Size reads a's stripe (1); another goroutine Deletes a, then Stores b; Size returns 2, a count the map never had, and total / 2 differs from total / 1 (and from the panic of total / 0) for a large total. (From {b} with a Stored and b Deleted meanwhile, Size returns 0 and the division panics, though the map held a key at every instant.)
func (q *Quota) PerKey(total int) int { return total / q.m.Size() }

// Sane reports whether Size is not negative: it always is.
// want: unproven
// truth: atomic
// why: Size is no instant, but whatever it returns the function returns true, as at any instant.
func (q *Quota) Sane() bool { return q.m.Size() >= 0 }

// Ignore calls Size and returns 1, whatever it returned.
// want: unproven
// truth: atomic
// why: the result is thrown away: every run returns 1 and leaves the map as it was.
func (q *Quota) Ignore() int {
	_ = q.m.Size()
	return 1
}
