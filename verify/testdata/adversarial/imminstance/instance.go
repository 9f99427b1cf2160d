// Package instance reads a field of an instance of a generic struct that
// a convertible type writes (review: once proven atomic, the read keyed
// by the generic struct{ v T }, the write by struct{ v int }).
package instance

import "sync/atomic"

// Box is generic; Box[int] has IntBox's struct.
type Box[T any] struct{ v T }

// IntBox is convertible to Box[int].
type IntBox struct{ v int }

// Bump writes v through IntBox.
func Bump(b *IntBox) { b.v++ }

// Conv converts a Box[int] to the IntBox Bump takes.
func Conv(b *Box[int]) *IntBox { return (*IntBox)(b) }

// C counts.
type C struct{ n atomic.Int64 }

// Diff reads b.v around one Store.
//
// want: violation
// truth: nonatomic
// why: another goroutine's Bump(Conv(b)) between the reads changes b.v
func (c *C) Diff(b *Box[int]) int {
	x := b.v
	c.n.Store(int64(x))
	return b.v - x
}
