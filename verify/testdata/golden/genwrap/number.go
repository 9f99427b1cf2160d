package genwrap

import "sync/atomic"

// Num is a typed wrapper around atomic.Value for integers.
type Num[N ~int | ~int64] struct {
	v atomic.Value
}

// Get returns the number, 0 before the first Set.
// want: atomic
// truth: atomic
// why: one Load.
func (n *Num[N]) Get() N {
	x, _ := n.v.Load().(N)
	return x
}

// Set stores x.
// want: atomic
// truth: atomic
// why: one Store.
func (n *Num[N]) Set(x N) { n.v.Store(x) }

// sum adds with +, whose meaning depends on the type argument.
// want: unsupported
// truth: atomic
// why: no call; + on N depends on the instantiation.
func (n *Num[N]) sum(x, y N) N { return x + y }

// AddNaive reads through Get, adds through sum, writes through Set: sum
// is refused where it stands, and the method is walked again at N = int.
// want: violation
// truth: nonatomic
// why: both goroutines read 0 and store d: one addition is lost.
func (n *Num[N]) AddNaive(d N) N {
	x := n.sum(n.Get(), d)
	n.Set(x)
	return x
}

// Plus reads through Get and adds through sum.
// want: unsupported
// truth: atomic
// why: one Load; sum's + depends on the instantiation, so no proof covers
// every N.
func (n *Num[N]) Plus(d N) N {
	return n.sum(n.Get(), d)
}
