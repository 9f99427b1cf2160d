// Package genbody writes a field in a generic method's body, of a struct
// that an instance shares with Plain (the body's struct{ v T } names no
// instance: its write counts for every struct of its field names).
package genbody

import "sync/atomic"

// Plain is read by Diff.
type Plain struct{ v int }

// Box is generic; Box[int] has Plain's struct.
type Box[T any] struct{ v T }

// Set writes v in the generic body.
func (b *Box[T]) Set(v T) { b.v = v }

// SetPlain writes a Plain's v through Box[int]'s Set.
func SetPlain(p *Plain, v int) { (*Box[int])(p).Set(v) }

// C counts.
type C struct{ n atomic.Int64 }

// Diff reads p.v around one Store.
//
// want: violation
// truth: nonatomic
// why: another goroutine's SetPlain between the reads changes p.v
func (c *C) Diff(p *Plain) int {
	x := p.v
	c.n.Store(int64(x))
	return p.v - x
}
