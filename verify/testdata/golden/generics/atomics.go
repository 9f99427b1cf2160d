package generics

import "sync/atomic"

// Holder keeps a copy-on-write value behind a generic atomic.Pointer.
type Holder[T any] struct {
	p atomic.Pointer[T]
}

// Set replaces the value.
// want: atomic
// truth: atomic
// why: one Store.
func (h *Holder[T]) Set(v *T) { h.p.Store(v) }

// Init sets v unless a value is set, and returns the value in place.
// want: violation
// truth: nonatomic
// why: after the CompareAndSwap fails, another goroutine stores nil: the Load returns nil, which no serial order returns.
func (h *Holder[T]) Init(v *T) *T {
	if h.p.CompareAndSwap(nil, v) {
		return v
	}
	return h.p.Load()
}

// InitNaive loads, then stores when nil.
// want: violation
// truth: nonatomic
// why: two goroutines both see nil and both store; the first one's value is lost.
func (h *Holder[T]) InitNaive(v *T) *T {
	if cur := h.p.Load(); cur != nil {
		return cur
	}
	h.p.Store(v)
	return v
}

// Replace swaps in v when the current value is old.
// want: atomic
// truth: atomic
// why: one CompareAndSwap.
func (h *Holder[T]) Replace(old, v *T) bool { return h.p.CompareAndSwap(old, v) }

// Number is a counter fed with values of any integer type: converting
// them depends on the type argument.
type Number[N ~int32 | ~int64] struct {
	n atomic.Int64
}

// Add adds d to the counter.
// want: atomic
// truth: atomic
// why: one Add; nothing depends on N.
func (c *Number[N]) Add(d int64) int64 { return c.n.Add(d) }

// AddN adds a value of the type parameter.
// want: unsupported
// truth: atomic
// why: one Add; the conversion of d depends on the instantiation.
func (c *Number[N]) AddN(d N) int64 { return c.n.Add(int64(d)) }

// Ring hands out the slots of a slice of T by an atomic index.
type Ring[T any] struct {
	slots []T
	//snowflake:base
	next atomic.Uint64
}

// Slot returns the next slot's address.
// want: atomic
// truth: atomic
// why: one Add; indexing a []T is the same for every T.
func (r *Ring[T]) Slot() *T {
	i := r.next.Add(1)
	return &r.slots[i%uint64(len(r.slots))]
}

// TicketNaive loads the index, then stores it plus one.
// want: violation
// truth: nonatomic
// why: two goroutines both Load i and both Store i+1: both get ticket i+1.
func (r *Ring[T]) TicketNaive() uint64 {
	i := r.next.Load() + 1
	r.next.Store(i)
	return i
}
