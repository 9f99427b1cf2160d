package genwrap

import "sync/atomic"

// Ref is a typed wrapper around atomic.Pointer, its receiver type
// parameter named differently in each method.
type Ref[T any] struct {
	p atomic.Pointer[T]
}

// Get returns the current pointer.
// want: atomic
// truth: atomic
// why: one Load.
func (r *Ref[T]) Get() *T { return r.p.Load() }

// Set replaces the pointer.
// want: atomic
// truth: atomic
// why: one Store.
func (r *Ref[E]) Set(x *E) { r.p.Store(x) }

// Exchange replaces the pointer, returning the old one.
// want: atomic
// truth: atomic
// why: one Swap.
func (r *Ref[T]) Exchange(x *T) *T { return r.p.Swap(x) }

// ReplaceNaive reads through Get, then writes through Set.
// want: violation
// truth: nonatomic
// why: both goroutines read the same old pointer and both return it.
func (r *Ref[T]) ReplaceNaive(x *T) *T {
	old := r.Get()
	r.Set(x)
	return old
}

// Replace goes through Exchange.
// want: atomic
// truth: atomic
// why: one Swap.
func (r *Ref[T]) Replace(x *T) *T {
	return r.Exchange(x)
}
