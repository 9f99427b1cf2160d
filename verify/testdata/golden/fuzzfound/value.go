package fuzzfound

import "sync/atomic"

// level holds an atomic.Value by pointer: its copies share it.
type level struct{ n *atomic.Value }

type inner struct{ lv level }

// Holder holds a level by value, inside inner.
type Holder struct {
	in   inner
	name string
}

// NewHolder builds the level inside a literal inside the new literal.
func NewHolder(name string) Holder {
	return Holder{in: inner{lv: level{n: new(atomic.Value)}}, name: name}
}

// Reset stores 0 twice (found by the nested-literal form, seed 2, inputs
// 10900 on: verify's witness replays and is right by hand; the oracle ran
// 2,208 scenarios without a violation, as the only int64 in its value
// domain was the 0 the body stores, and an atomic.Value holding an int64
// takes no other type; mended: a stored integer constant brings the next
// value of its type).
//
// want: violation
// truth: nonatomic
// why: from nil, another goroutine's Swap(int64(1)) between the Stores returns the first Store's 0, and the second Store hides its 1: before the function it would return nil, after it the final value would be 1
func (c level) Reset(v int64) bool {
	c.n.Store(int64(0))
	c.n.Store(int64(0))
	return false
}
