// Package unsupported: functions outside the fragment of this version:
// loops, goroutines, defer (but of functional calls and of calls on the
// base object), channels, closures, writes to fields, and calls to
// unannotated functions and methods.
package unsupported

import (
	"strings"
	"sync"
)

// Batch groups keys; last records the last key written.
type Batch struct {
	//snowflake:base
	m    sync.Map
	last string
}

// Get loads k.
// want: atomic
// truth: atomic
// why: one Load.
func (b *Batch) Get(k string) (any, bool) {
	return b.m.Load(k)
}

// GetOr loads k through Get, with a default.
// want: atomic
// truth: atomic
// why: the call of the client's own Get is inlined: one Load.
func (b *Batch) GetOr(k string, def any) any {
	if v, ok := b.Get(k); ok {
		return v
	}
	return def
}

// GetFold loads k lower-cased.
// want: atomic
// truth: atomic
// why: one Load; strings.ToLower is in the list of pure standard-library functions (an uninterpreted function of its argument).
func (b *Batch) GetFold(k string) (any, bool) {
	return b.m.Load(strings.ToLower(k))
}

// DeleteAll deletes every key of keys.
// want: violation
// truth: nonatomic
// why: an impure loop (a Delete in a repeating iteration); another goroutine can Load keys[0] absent and then keys[1] still present.
func (b *Batch) DeleteAll(keys []string) {
	for _, k := range keys {
		b.m.Delete(k)
	}
}

// Incr increments k's int count with a CompareAndSwap retry loop.
// want: atomic
// truth: atomic
// why: a loop; linearizable at the LoadOrStore that inserts or the CompareAndSwap that succeeds, failed iterations are accessors.
func (b *Batch) Incr(k string) int {
	for {
		v, loaded := b.m.LoadOrStore(k, 1)
		if !loaded {
			return 1
		}
		n := v.(int)
		if b.m.CompareAndSwap(k, n, n+1) {
			return n + 1
		}
	}
}

// StoreAsync stores in a new goroutine.
// want: unsupported
// truth: outside
// why: a go statement; the Store happens after the call returns.
func (b *Batch) StoreAsync(k string, v any) {
	go b.m.Store(k, v)
}

// Pop loads k and deletes it on return.
// want: violation
// truth: nonatomic
// why: the deferred Delete runs at the exit: Load then Delete, a Store between them is deleted unseen.
func (b *Batch) Pop(k string) any {
	defer b.m.Delete(k)
	v, _ := b.m.Load(k)
	return v
}

// Notify sends k's value on ch.
// want: unsupported
// truth: outside
// why: a channel send.
func (b *Batch) Notify(k string, ch chan<- any) {
	if v, ok := b.m.Load(k); ok {
		ch <- v
	}
}

// Getter returns a function that loads k.
// want: unsupported
// truth: outside
// why: a closure; its Load runs whenever the caller calls it.
func (b *Batch) Getter(k string) func() (any, bool) {
	return func() (any, bool) {
		return b.m.Load(k)
	}
}

// Put stores v and records k in a field.
// want: unsupported
// truth: outside
// why: writes a field of the receiver.
func (b *Batch) Put(k string, v any) {
	b.last = k
	b.m.Store(k, v)
}
