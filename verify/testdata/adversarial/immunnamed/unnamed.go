// Package unnamed writes a field through an unnamed struct pointer of the
// same shape (review: once proven atomic, the write not keyed at all).
package unnamed

import "sync/atomic"

// Plain is read by Diff.
type Plain struct{ v int }

// Bump writes v through an unnamed struct pointer.
func Bump(b *Plain) { (*struct{ v int })(b).v++ }

// C counts.
type C struct{ n atomic.Int64 }

// Diff reads p.v around one Store.
//
// want: violation
// truth: nonatomic
// why: another goroutine's Bump between the reads changes p.v
func (c *C) Diff(p *Plain) int {
	x := p.v
	c.n.Store(int64(x))
	return p.v - x
}
