// This file holds calls of interface methods (paths/iface.go): on values
// whose dynamic type the path shows (converted in the function, returned
// by an inlined helper), on a field of a local struct that may be nil (the
// nil receiver panics), on a package variable (a fork over the closed set
// of its dynamic types), with pointer receivers and through the wrapper of
// a value method called on a pointer.

package conform

// shape has two implementations in this package.
type shape interface{ area(k int) int }

type tile struct{ side int }

func (s tile) area(k int) int { return s.side * s.side * k }

type strip struct{ w, h int }

func (s strip) area(k int) int { return (s.w + s.h) / k }

// pickShape returns a tile or a strip by a's sign.
func pickShape(a int) shape {
	if a < 0 {
		return strip{w: a, h: 2}
	}
	return tile{side: a}
}

// DispatchLocal calls area on a value converted in the function, of one
// type or the other by a's sign; strip's area divides by k.
func DispatchLocal(a, k int) int {
	var s shape = tile{side: a}
	if a < 0 {
		s = strip{w: a, h: 1}
	}
	return s.area(k)
}

// DispatchHelper calls area on a helper's result.
func DispatchHelper(a, k int) int { return pickShape(a).area(k) }

// holder's shape is set only below.
type holder struct{ s shape }

// DispatchNilField calls area on a field that is nil unless b: a nil
// receiver panics.
func DispatchNilField(b bool, a int) int {
	var h holder
	if b {
		h.s = tile{side: a}
	}
	return h.s.area(1)
}

// tally counts through a pointer receiver.
type tally struct{ n int }

func (t *tally) area(k int) int {
	t.n += k
	return t.n
}

// DispatchPointer calls a pointer method through the interface: it writes
// the tally the function made.
func DispatchPointer(a, k int) (int, int) {
	t := &tally{n: a}
	var s shape = t
	r := s.area(k)
	return r, t.n
}

// defaultShape is set by the package's initialization only.
var defaultShape shape = tile{side: 3}

// DispatchGlobal calls area on a package variable: the path forks on its
// dynamic type (a tile, or nil).
// conform: sound
func DispatchGlobal(k int) int { return defaultShape.area(k) }

// DispatchWrapper calls a value method on a pointer through the interface
// (go/ssa's wrapper dereferences the pointer).
// conform: sound
func DispatchWrapper(a int) int {
	var s shape = &tile{side: a}
	return s.area(2)
}
