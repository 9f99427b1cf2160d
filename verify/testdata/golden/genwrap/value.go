package genwrap

import "sync/atomic"

// Box is a typed wrapper around atomic.Value.
type Box[T any] struct {
	v atomic.Value
}

// Load returns the value, or T's zero value before the first Store.
// want: atomic
// truth: atomic
// why: one Load.
func (b *Box[T]) Load() T {
	x, _ := b.v.Load().(T)
	return x
}

// Store stores x.
// want: atomic
// truth: atomic
// why: one Store.
func (b *Box[T]) Store(x T) { b.v.Store(x) }

// Swap stores x, returning the old value.
// want: atomic
// truth: atomic
// why: one Swap.
func (b *Box[T]) Swap(x T) T {
	old, _ := b.v.Swap(x).(T)
	return old
}

// ExchangeNaive loads, then stores, through the wrapper.
// want: violation
// truth: nonatomic
// why: both goroutines load the same old value and both return it.
func (b *Box[T]) ExchangeNaive(x T) T {
	old := b.Load()
	b.Store(x)
	return old
}

// Exchange goes through the wrapper's Swap.
// want: atomic
// truth: atomic
// why: one Swap.
func (b *Box[T]) Exchange(x T) T {
	return b.Swap(x)
}
