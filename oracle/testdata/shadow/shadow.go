// Package shadow names its package variables as the oracle's generated
// driver names its own values (a for the arguments, x for a receiver):
// the driver must still build, each name meaning the package's.
package shadow

import "sync/atomic"

var (
	//snowflake:base
	a atomic.Int64
	b atomic.Int64
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
