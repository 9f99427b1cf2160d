// Package alias writes a field through an alias of its type (review:
// once proven atomic, the write keyed by the alias, the read by the type).
package alias

import "sync/atomic"

// Plain is read by Diff.
type Plain struct{ v int }

// A is an alias of Plain.
type A = Plain

// Bump writes v through the alias.
func Bump(b *A) { b.v++ }

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
