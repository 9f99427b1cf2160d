// Package writer writes the field of a struct shaped as sameshape's cfg
// (struct{ n int64 }): a type of its own, which sameshape's code cannot
// convert to or from.
package writer

// W is a counter written in place.
type W struct{ n int64 }

// Add adds v.
func (w *W) Add(v int64) { w.n += v }

// N returns the count.
func (w *W) N() int64 { return w.n }
