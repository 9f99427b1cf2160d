// Package baseuse: the uses of a base's address the client check follows.
package baseuse

import "sync/atomic"

// Pool counts in a plain int64 through a recursive helper.
type Pool struct {
	//snowflake:base
	n int64
}

// spin passes p on to itself n times, then loads it.
func spin(p *int64, n int) int64 {
	if n == 0 {
		return atomic.LoadInt64(p)
	}
	return spin(p, n-1)
}

// Get loads the count through spin.
func (p *Pool) Get() int64 { return spin(&p.n, 2) }

// Inc adds one.
func (p *Pool) Inc() int64 { return atomic.AddInt64(&p.n, 1) }
