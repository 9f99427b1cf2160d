// Package instantiate holds generic clients whose methods are refused for
// what depends on the instantiation; each method's doc says at which
// instantiation its code as written is walked ("at: -" for none).
package instantiate

import (
	"cmp"
	"fmt"
	"sync"
)

// Signed and Unsigned are constraints.Integer's parts.
type Signed interface {
	~int8 | ~int16 | ~int32 | ~int64
}

// Unsigned lists unsigned integer types.
type Unsigned interface{ ~uint | ~uint32 }

// Integer is a union of two constraint interfaces.
type Integer interface{ Signed | Unsigned }

// Tally counts values of an integer type in a map.
type Tally[K comparable, N Integer] struct {
	m sync.Map
}

// Bump adds d under k.
// at: K = any, N = int8
func (t *Tally[K, N]) Bump(k K, d N) N {
	v, _ := t.m.Load(k)
	n, _ := v.(N)
	t.m.Store(k, n+d)
	return n + d
}

// Renamed uses its own names for the receiver's type parameters.
// at: A = any, B = int8
func (t *Tally[A, B]) Renamed(k A, d B) B {
	v, _ := t.m.Load(k)
	n, _ := v.(B)
	return n * d
}

// Best keeps an ordered value per key.
type Best[N cmp.Ordered] struct {
	m sync.Map
}

// Raise compares with <.
// at: N = int
func (b *Best[N]) Raise(k string, x N) bool {
	v, _ := b.m.Load(k)
	if n, _ := v.(N); n < x {
		b.m.Store(k, x)
		return true
	}
	return false
}

// Named keys values by their String method.
type Named[S fmt.Stringer] struct {
	m sync.Map
}

// Put calls a method of the constraint: no type of the program is chosen.
// at: -
func (n *Named[S]) Put(s S) {
	n.m.Store(s.String(), s)
}

// Slices holds slices of an element type.
type Slices[S ~[]E, E any] struct {
	m sync.Map
}

// Len takes the length of a value of type S: ~[]E mentions E, no term is
// chosen for S.
// at: -
func (s *Slices[S, E]) Len(k string, v S) int {
	s.m.Store(k, len(v))
	return len(v)
}
