// Package shadow names its package variables as the oracle's generated
// driver could name its own values (a for the arguments, x for a receiver,
// p0 for an object passed as a parameter, r0 for a result): the driver
// must still build, each name meaning the package's.
package shadow

import "sync/atomic"

var (
	//snowflake:base
	a  atomic.Int64
	b  atomic.Int64
	x  atomic.Int64
	p0 atomic.Int64
	r0 atomic.Int64
)

// Put stores v in both words.
// truth: nonatomic
func Put(v int64) {
	a.Store(v)
	b.Store(v)
}

// Total returns the sum of both words.
// truth: nonatomic
func Total() int64 { return a.Load() + b.Load() }

// Bump adds one to a.
// truth: atomic
func Bump() int64 { return a.Add(1) }

// Spread stores v in a and in a word named as a driver's local (two
// calls: each more makes the oracle's scenarios many times more).
// truth: nonatomic
func Spread(v int64) {
	a.Store(v)
	r0.Store(v)
}

// Counter is a client type whose methods also read the package's words.
type Counter struct {
	//snowflake:base
	n atomic.Int64
}

// Twice sets c's count to x, then adds one: another Twice between the
// two calls makes it return x+2, which no serial order does.
// truth: nonatomic
func (c *Counter) Twice() int64 {
	c.n.Store(x.Load())
	return c.n.Add(1)
}

// With sets c's count to p0, then adds one, r0 and the counter passed as
// a parameter: as Twice, another With between the calls breaks it.
// truth: nonatomic
func (c *Counter) With(q *atomic.Int64) int64 {
	c.n.Store(p0.Load())
	return c.n.Add(1 + r0.Load() + q.Load())
}
