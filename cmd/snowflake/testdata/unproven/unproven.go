// Package unproven has a function snowflake can neither prove atomic nor
// refute: the exit-status tests gate on it.
package unproven

import "sync"

// Buckets maps bucket sizes to values.
type Buckets struct {
	m sync.Map
}

// Load loads the bucket of the smallest power of two >= n. It is one Load,
// so it is atomic; but its key is carried around a loop, which is
// arbitrary on the path that leaves the loop: unproven.
func (b *Buckets) Load(n uint) (any, bool) {
	p := uint(1)
	for p < n {
		p <<= 1
	}
	return b.m.Load(p)
}
