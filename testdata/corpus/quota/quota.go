// Package quota caps usage with limits held in fields next to the base
// object: limits fixed at construction, and limits that change afterwards
// (through an exported field, a plain function, or an escaped address).
package quota

import (
	"sync"
	"sync/atomic"
)

// Quota caps usage at Limit, which package tune changes at run time.
type Quota struct {
	//snowflake:base
	used  atomic.Int64
	Limit int64
}

// Take uses one unit unless Limit is reached.
func (q *Quota) Take() bool {
	for {
		n := q.used.Load()
		if n >= q.Limit {
			return false
		}
		if q.used.CompareAndSwap(n, n+1) {
			return true
		}
	}
}

// Used returns the units used.
func (q *Quota) Used() int64 {
	return q.used.Load()
}

// Burst caps usage at a capacity fixed by NewBurst.
type Burst struct {
	//snowflake:base
	used atomic.Int64
	cap  int64
}

// NewBurst returns a Burst of capacity c.
func NewBurst(c int64) *Burst {
	return &Burst{cap: c}
}

// Spend uses n units unless that would exceed the capacity.
func (b *Burst) Spend(n int64) bool {
	for {
		u := b.used.Load()
		if u+n > b.cap {
			return false
		}
		if b.used.CompareAndSwap(u, u+n) {
			return true
		}
	}
}

// SpendNaive checks the capacity, then adds.
func (b *Burst) SpendNaive(n int64) bool {
	if b.used.Load()+n > b.cap {
		return false
	}
	b.used.Add(n)
	return true
}

// Window counts per-key events up to size, which Retune changes.
type Window struct {
	//snowflake:base
	m    sync.Map
	size int
}

// Retune changes a window's size.
func Retune(w *Window, n int) {
	w.size = n
}

// Admit counts an event for k unless k reached the window size.
func (w *Window) Admit(k string) bool {
	for {
		v, loaded := w.m.LoadOrStore(k, 1)
		if !loaded {
			return true
		}
		n := v.(int)
		if n >= w.size {
			return false
		}
		if w.m.CompareAndSwap(k, n, n+1) {
			return true
		}
	}
}

// Count returns k's count.
func (w *Window) Count(k string) int {
	v, _ := w.m.Load(k)
	n, _ := v.(int)
	return n
}

// Meter flags keys whose count is over a threshold, which callers adjust
// through the pointer Threshold returns.
type Meter struct {
	//snowflake:base
	m         sync.Map
	threshold int
}

// Threshold returns the address of the threshold.
func (m *Meter) Threshold() *int {
	return &m.threshold
}

// Over reports whether k's count is over the threshold.
func (m *Meter) Over(k string) bool {
	v, _ := m.m.Load(k)
	n, _ := v.(int)
	return n > m.threshold
}
