// Package cowget: copy-on-write generations made by a copying helper
// that returns a new object (paths/freshresult.go). The caller's write of
// a field of the copy before publishing it constructs the copy, so a
// published generation is never written, and reading one is a function
// of its pointer. The twin's helper also keeps the copy in a package
// variable: the caller's write is then no construction (other code holds
// the object), and reading a published generation proves nothing.
package cowget

import "sync/atomic"

// Metrics is one generation, replaced whole on every change.
type Metrics struct {
	CPU float64
	QPS float64
}

type recorder struct {
	//snowflake:base
	state atomic.Pointer[Metrics]
}

// copyMetrics returns a new copy of m.
func copyMetrics(m *Metrics) *Metrics {
	return &Metrics{CPU: m.CPU, QPS: m.QPS}
}

// Get returns a copy of the current generation.
//
// want: atomic
// truth: atomic
// why: one Load; the generation it loads is never written once published (the copies are written only before their Store)
func (r *recorder) Get() *Metrics {
	return copyMetrics(r.state.Load())
}

// SetCPU copies the current generation, sets CPU and stores the copy.
//
// want: violation
// truth: nonatomic
// why: another goroutine's Store between the Load and the Store is lost
func (r *recorder) SetCPU(v float64) {
	c := copyMetrics(r.state.Load())
	c.CPU = v
	r.state.Store(c)
}

// Snap is one generation of a count, whose copies the helper also keeps.
type Snap struct {
	N int64
}

type counter struct {
	//snowflake:base
	state atomic.Pointer[Snap]
}

// lastCopy is the last copy copySnap made.
var lastCopy *Snap

// copySnap returns a new copy of s and keeps it in lastCopy.
func copySnap(s *Snap) *Snap {
	c := &Snap{N: s.N}
	lastCopy = c
	return c
}

// Count returns the current generation's count.
//
// want: unproven
// truth: atomic
// why: copySnap's copy escapes through lastCopy, so Bump's s.N++ is no construction and Snap.N counts as written after publication: the read of N is any value, and nothing proves the function (no code writes a published Snap, in truth)
func (c *counter) Count() int64 {
	return c.state.Load().N
}

// Bump copies the current generation, adds one and stores the copy.
//
// want: unsupported
// truth: nonatomic
// why: copySnap writes the package variable lastCopy, which the fragment refuses; another goroutine's Store between the Load and the Store would be lost
func (c *counter) Bump() {
	s := copySnap(c.state.Load())
	s.N++
	c.state.Store(s)
}
