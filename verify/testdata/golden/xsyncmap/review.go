// This file: a shape a review found handled wrongly: a callback reading a
// map it was given (it had been proven atomic).
package xsyncmap

import "github.com/puzpuzpuz/xsync/v4"

// Tags maps a name to its tag set.
type Tags struct {
	m *xsync.Map[string, map[string]bool]
}

// Has keeps name's tag set if it holds tag x and deletes it otherwise,
// with a Compute whose callback reads the map it is given.
// want: unsupported
// truth: outside
// why: the callback reads old["x"], memory another goroutine may change between the two runs: not a function of its arguments.
func (g *Tags) Has(name string) bool {
	_, ok := g.m.Compute(name, func(old map[string]bool, loaded bool) (map[string]bool, xsync.ComputeOp) {
		if old["x"] {
			return old, xsync.CancelOp
		}
		return old, xsync.DeleteOp
	})
	return ok
}
