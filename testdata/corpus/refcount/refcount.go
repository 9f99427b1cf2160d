// Package refcount holds reference counts that never come back from zero:
// increment-unless-zero loops on atomic.Int32, and sync/atomic's function
// forms on a plain int64 field.
package refcount

import "sync/atomic"

// Ref is a reference count; zero means the object is freed.
type Ref struct {
	n atomic.Int32
}

// TryRetain takes a reference unless the count is zero.
func (r *Ref) TryRetain() bool {
	for {
		c := r.n.Load()
		if c <= 0 {
			return false
		}
		if r.n.CompareAndSwap(c, c+1) {
			return true
		}
	}
}

// TryRetainNaive checks for zero, then adds.
func (r *Ref) TryRetainNaive() bool {
	if r.n.Load() <= 0 {
		return false
	}
	r.n.Add(1)
	return true
}

// TryRetainUndo adds, and takes the add back when the count was zero.
func (r *Ref) TryRetainUndo() bool {
	if r.n.Add(1) == 1 {
		r.n.Add(-1)
		return false
	}
	return true
}

// Release drops a reference and reports whether it was the last.
func (r *Ref) Release() bool {
	return r.n.Add(-1) == 0
}

// ReleaseNaive drops a reference, then loads to see whether it was the
// last.
func (r *Ref) ReleaseNaive() bool {
	r.n.Add(-1)
	return r.n.Load() == 0
}

// ReleaseStore drops a reference with Load then Store.
func (r *Ref) ReleaseStore() bool {
	c := r.n.Load() - 1
	r.n.Store(c)
	return c == 0
}

// Count returns the count.
func (r *Ref) Count() int32 {
	return r.n.Load()
}

// Shared reports whether more than one reference is held.
func (r *Ref) Shared() bool {
	return r.n.Load() > 1
}

// Revive brings a freed object back with one reference.
func (r *Ref) Revive() bool {
	return r.n.CompareAndSwap(0, 1)
}

// ReleaseSole drops the reference only if it is the only one.
func (r *Ref) ReleaseSole() bool {
	return r.n.CompareAndSwap(1, 0)
}

// Handle counts references in a plain int64 through sync/atomic's
// functions.
type Handle struct {
	//snowflake:base
	refs int64
	name string
}

// NewHandle returns a handle with one reference.
func NewHandle(name string) *Handle {
	return &Handle{refs: 1, name: name}
}

// Acquire takes a reference unless the handle is closed.
func (h *Handle) Acquire() bool {
	for {
		c := atomic.LoadInt64(&h.refs)
		if c == 0 {
			return false
		}
		if atomic.CompareAndSwapInt64(&h.refs, c, c+1) {
			return true
		}
	}
}

// AcquireNaive checks for zero, then adds.
func (h *Handle) AcquireNaive() bool {
	if atomic.LoadInt64(&h.refs) == 0 {
		return false
	}
	atomic.AddInt64(&h.refs, 1)
	return true
}

// Close drops a reference; dropping one too many panics.
func (h *Handle) Close() bool {
	c := atomic.AddInt64(&h.refs, -1)
	if c < 0 {
		panic("refcount: handle closed twice")
	}
	return c == 0
}

// Refs returns the count.
func (h *Handle) Refs() int64 {
	return atomic.LoadInt64(&h.refs)
}

// Name returns the handle's name.
func (h *Handle) Name() string {
	return h.name
}

// RefsPair reads the count twice.
func (h *Handle) RefsPair() (int64, int64) {
	a := atomic.LoadInt64(&h.refs)
	b := atomic.LoadInt64(&h.refs)
	return a, b
}
