// Package nodrop has no directives: every function making two or more
// calls on shared objects, or one inside a loop, is reported with a
// verdict, an unsupported one naming the form discovery does not follow
// yet; functions calling methods of a fresh object, or making one call
// outside a loop, are not composite operations and are not reported.
package nodrop

import (
	"sync"
	"sync/atomic"
)

// Spin holds a flag and a counter.
type Spin struct {
	flag atomic.Bool
	n    atomic.Int64
}

// Lock spins until its CompareAndSwap succeeds: one call, in a loop.
// want: atomic
// truth: atomic
// why: linearizable at the CompareAndSwap that succeeds; the failed ones change nothing.
func (s *Spin) Lock() {
	for !s.flag.CompareAndSwap(false, true) {
	}
}

// AddN adds one n times: one call, in a loop.
// want: violation
// truth: nonatomic
// why: another goroutine's Swap between two Adds sees a count no serial order gives.
func (s *Spin) AddN(n int) {
	for i := 0; i < n; i++ {
		s.n.Add(1)
	}
}

// Unlock makes one call outside a loop: not a composite operation.
func (s *Spin) Unlock() { s.flag.Store(false) }

type inner struct{ seen sync.Map }

// Outer reaches a map through a field held by pointer.
type Outer struct{ in *inner }

// Mark stores k unless present, in a nested field.
// want: unproven
// truth: nonatomic
// why: check-then-act on o.in.seen: two goroutines both Load k absent and both Store.
func (o *Outer) Mark(k string) bool {
	if _, ok := o.in.seen.Load(k); ok {
		return false
	}
	o.in.seen.Store(k, true)
	return true
}

// MarkIn stores k unless present, in a map passed as a parameter.
// want: violation
// truth: nonatomic
// why: check-then-act on m: two goroutines both Load k absent and both Store.
func MarkIn(m *sync.Map, k string) bool {
	if _, ok := m.Load(k); ok {
		return false
	}
	m.Store(k, true)
	return true
}

// MarkOnce stores k unless present, with one LoadOrStore, in a map passed
// as a parameter: one call, not reported.
func MarkOnce(m *sync.Map, k string) bool {
	_, loaded := m.LoadOrStore(k, true)
	return !loaded
}

// Count counts the keys of a map it makes itself: calls on a fresh object,
// not shared, not reported.
func Count(ks []string) int {
	var m sync.Map
	for _, k := range ks {
		m.Store(k, true)
	}
	n := 0
	m.Range(func(any, any) bool { n++; return true })
	return n
}

// Table holds its map by pointer and has value receivers: each call's
// copy of the receiver points to the same map.
type Table struct{ m *sync.Map }

// Put stores k unless present, through a value receiver.
// want: violation
// truth: nonatomic
// why: check-then-act on t.m: two goroutines both Load k absent and both Store.
func (t Table) Put(k string, v int) bool {
	if _, ok := t.m.Load(k); ok {
		return false
	}
	t.m.Store(k, v)
	return true
}

// Get returns k's value, storing v first when absent, through a value
// receiver: Load, then LoadOrStore.
// want: atomic
// truth: atomic
// why: linearizable at the Load that finds k, or at the LoadOrStore.
func (t Table) Get(k string, v int) any {
	if x, ok := t.m.Load(k); ok {
		return x
	}
	x, _ := t.m.LoadOrStore(k, v)
	return x
}
