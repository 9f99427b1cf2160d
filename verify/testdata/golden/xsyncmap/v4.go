// This file: xsync v4 Map clients: get-or-create, delete-if, struct and
// pointer values, closures capturing parameters, and closures outside the
// fragment (reading memory).
package xsyncmap

import "github.com/puzpuzpuz/xsync/v4"

// Quota counts uses per key on a v4 map.
type Quota struct {
	m *xsync.Map[string, int]
}

// Init sets key to twice n unless present, with LoadOrCompute; the closure captures n.
// want: atomic
// truth: atomic
// why: one LoadOrCompute; the closure is a function of n.
func (q *Quota) Init(key string, n int) int {
	v, _ := q.m.LoadOrCompute(key, func() (int, bool) {
		return 2 * n, false
	})
	return v
}

// TryInit sets key to n unless present, cancelling when n is negative.
// want: atomic
// truth: atomic
// why: one LoadOrCompute; a cancelled compute leaves the map unchanged and returns (0, false).
func (q *Quota) TryInit(key string, n int) (int, bool) {
	return q.m.LoadOrCompute(key, func() (int, bool) {
		return n, n < 0
	})
}

// InitNaive loads, then stores.
// want: violation
// truth: nonatomic
// why: two goroutines both see key absent and each stores and returns its own value: one result is not what the map holds.
func (q *Quota) InitNaive(key string, n int) int {
	if v, ok := q.m.Load(key); ok {
		return v
	}
	q.m.Store(key, 2*n)
	return 2 * n
}

// InitOrStore sets key to n unless present, with LoadOrStore.
// want: atomic
// truth: atomic
// why: one LoadOrStore.
func (q *Quota) InitOrStore(key string, n int) int {
	v, _ := q.m.LoadOrStore(key, n)
	return v
}

// Release decrements key's count and deletes it at zero, with Compute.
// want: atomic
// truth: atomic
// why: one Compute deciding between UpdateOp, DeleteOp and CancelOp.
func (q *Quota) Release(key string) (int, bool) {
	return q.m.Compute(key, func(old int, loaded bool) (int, xsync.ComputeOp) {
		if !loaded {
			return 0, xsync.CancelOp
		}
		if old <= 1 {
			return 0, xsync.DeleteOp
		}
		return old - 1, xsync.UpdateOp
	})
}

// ReleaseNaive loads, then deletes or stores.
// want: violation
// truth: nonatomic
// why: an Acquire between the Load (count 1) and the Delete is deleted unseen.
func (q *Quota) ReleaseNaive(key string) (int, bool) {
	old, ok := q.m.Load(key)
	if !ok {
		return 0, false
	}
	if old <= 1 {
		q.m.Delete(key)
		return 0, false
	}
	q.m.Store(key, old-1)
	return old - 1, true
}

// Peek reads key with a cancelling Compute.
// want: atomic
// truth: atomic
// why: one Compute returning CancelOp: an accessor.
func (q *Quota) Peek(key string) (int, bool) {
	return q.m.Compute(key, func(old int, loaded bool) (int, xsync.ComputeOp) {
		return old, xsync.CancelOp
	})
}

// Odd returns ComputeOp(7), which is none of the three ops.
// want: atomic
// truth: atomic
// why: one Compute; v4 leaves a present key unchanged and returns (new, true), and inserts an absent one.
func (q *Quota) Odd(key string, n int) (int, bool) {
	return q.m.Compute(key, func(old int, loaded bool) (int, xsync.ComputeOp) {
		return old + n, xsync.ComputeOp(7)
	})
}

// Take takes one unit below max; the closure records whether it did in a captured variable.
// want: atomic
// truth: atomic
// why: one Compute; took, written by the callback, is an output of the call: a function of the map's state, the key and what the callback captured (paths/cboutputs.go).
func (q *Quota) Take(key string, max int) bool {
	took := false
	q.m.Compute(key, func(old int, loaded bool) (int, xsync.ComputeOp) {
		if old >= max {
			return old, xsync.CancelOp
		}
		took = true
		return old + 1, xsync.UpdateOp
	})
	return took
}

// TakeNaive loads, checks and stores.
// want: violation
// truth: nonatomic
// why: two goroutines both Load max-1 and both Store max: both take the last unit.
func (q *Quota) TakeNaive(key string, max int) bool {
	n, _ := q.m.Load(key)
	if n >= max {
		return false
	}
	q.m.Store(key, n+1)
	return true
}

// Reset removes key and returns its count.
// want: atomic
// truth: atomic
// why: one LoadAndDelete.
func (q *Quota) Reset(key string) (int, bool) {
	return q.m.LoadAndDelete(key)
}

// Move moves a's count onto b.
// want: violation
// truth: nonatomic
// why: between the LoadAndDelete of a and the Compute of b another goroutine sees the units nowhere.
func (q *Quota) Move(a, b string) int {
	n, _ := q.m.LoadAndDelete(a)
	v, _ := q.m.Compute(b, func(old int, loaded bool) (int, xsync.ComputeOp) {
		return old + n, xsync.UpdateOp
	})
	return v
}

// Both reads two keys.
// want: violation
// truth: nonatomic
// why: a Store to a between the two Loads: the pair (old a, new b) after Stores to a then b never existed.
func (q *Quota) Both(a, b string) (int, int) {
	x, _ := q.m.Load(a)
	y, _ := q.m.Load(b)
	return x, y
}

// Size counts the keys.
// want: violation
// truth: nonatomic
// why: Size sums per-stripe counters updated after the entry is written.
func (q *Quota) Size() int { return q.m.Size() }

// Empty reports whether no key is present, with Size.
// want: violation
// truth: nonatomic
// why: Size is no instant: from {b}, Size reads a's stripe (absent); another goroutine Stores a, then Deletes b; Size reads b's stripe (absent) and returns 0, so Empty returns true for a map never empty.
func (q *Quota) Empty() bool { return q.m.Size() == 0 }

// Keys collects the keys with Range.
// want: violation
// truth: nonatomic
// why: Range is not a snapshot: from {}, Range reads a's bucket (absent); another goroutine Stores a, then b; Range reads b's bucket: the keys are [b], which no instant had. (A key moved between buckets during it may also be seen twice or not at all.)
func (q *Quota) Keys() []string {
	var ks []string
	q.m.Range(func(k string, _ int) bool {
		ks = append(ks, k)
		return true
	})
	return ks
}

// Wipe clears the map.
// want: violation
// truth: nonatomic
// why: Clear starts a resize with a clear hint; when another resize (a grow triggered by a concurrent Store) is in progress, its CompareAndSwap on resizeCtl fails, it helps that resize and returns without clearing: a key stored before both calls is still present after Clear returned.
func (q *Quota) Wipe() { q.m.Clear() }

// Stats are struct values.
type Stats struct {
	m *xsync.Map[string, Stat]
}

// Stat is a count and a sum.
type Stat struct {
	N, Sum int
}

// Observe adds x to key's stat with Compute.
// want: atomic
// truth: atomic
// why: one Compute over struct values.
func (s *Stats) Observe(key string, x int) Stat {
	v, _ := s.m.Compute(key, func(old Stat, loaded bool) (Stat, xsync.ComputeOp) {
		return Stat{N: old.N + 1, Sum: old.Sum + x}, xsync.UpdateOp
	})
	return v
}

// ObserveNaive loads, then stores.
// want: violation
// truth: nonatomic
// why: two goroutines load the same stat and both store N+1: an observation is lost.
func (s *Stats) ObserveNaive(key string, x int) Stat {
	old, _ := s.m.Load(key)
	v := Stat{N: old.N + 1, Sum: old.Sum + x}
	s.m.Store(key, v)
	return v
}

// Mean reads N and Sum of one stat.
// want: atomic
// truth: atomic
// why: one Load of a struct value: both fields come from the same instant.
func (s *Stats) Mean(key string) int {
	v, ok := s.m.Load(key)
	if !ok || v.N == 0 {
		return 0
	}
	return v.Sum / v.N
}

// Sessions holds pointers.
type Sessions struct {
	m *xsync.Map[string, *Session]
}

// Session is a user's session.
type Session struct {
	User string
	Hits int
}

// Open returns id's session, storing s when there is none.
// want: atomic
// truth: atomic
// why: one LoadOrStore.
func (ss *Sessions) Open(id string, s *Session) *Session {
	v, _ := ss.m.LoadOrStore(id, s)
	return v
}

// OpenNaive loads, then stores.
// want: violation
// truth: nonatomic
// why: two goroutines both miss, both Store and both return their own session: one is overwritten.
func (ss *Sessions) OpenNaive(id string, s *Session) *Session {
	if v, ok := ss.m.Load(id); ok {
		return v
	}
	ss.m.Store(id, s)
	return s
}

// OpenCompute returns id's session, creating one for user with LoadOrCompute.
// want: atomic
// truth: atomic
// why: one LoadOrCompute; the callback's new session is identified with the condensed run's by its site and inputs (paths/cboutputs.go).
func (ss *Sessions) OpenCompute(id, user string) *Session {
	v, _ := ss.m.LoadOrCompute(id, func() (*Session, bool) {
		return &Session{User: user}, false
	})
	return v
}

// OpenWith returns id's session, storing s with LoadOrCompute; the closure captures the pointer s.
// want: atomic
// truth: atomic
// why: one LoadOrCompute; the closure returns s without reading through it (a captured parameter).
func (ss *Sessions) OpenWith(id string, s *Session) *Session {
	v, _ := ss.m.LoadOrCompute(id, func() (*Session, bool) {
		return s, false
	})
	return v
}

// Expire deletes id when its session has more than limit hits; the closure reads through the pointer.
// want: unsupported
// truth: outside
// why: Hits is written by Hit: the closure reads memory other goroutines write.
func (ss *Sessions) Expire(id string, limit int) bool {
	_, ok := ss.m.Compute(id, func(old *Session, loaded bool) (*Session, xsync.ComputeOp) {
		if loaded && old.Hits > limit {
			return nil, xsync.DeleteOp
		}
		return old, xsync.CancelOp
	})
	return ok
}

// Hit counts a hit on id's session, in place.
// want: unsupported
// truth: outside
// why: writes the session's memory, outside the map.
func (ss *Sessions) Hit(id string) {
	if v, ok := ss.m.Load(id); ok {
		v.Hits++
	}
}

// Owner returns the user of id's session.
// want: atomic
// truth: atomic
// why: one Load; User is written by no function after construction.
func (ss *Sessions) Owner(id string) string {
	v, ok := ss.m.Load(id)
	if !ok {
		return ""
	}
	return v.User
}

// Embedded embeds the map pointer.
type Embedded struct {
	*xsync.Map[string, int]
}

// Inc adds one through the embedded map.
// want: atomic
// truth: atomic
// why: one Compute.
func (e Embedded) Inc(k string) int {
	v, _ := e.Compute(k, func(old int, loaded bool) (int, xsync.ComputeOp) {
		return old + 1, xsync.UpdateOp
	})
	return v
}

// IncNaive loads, then stores, through the embedded map.
// want: violation
// truth: nonatomic
// why: two goroutines both Load n and both Store n+1.
func (e Embedded) IncNaive(k string) int {
	v, _ := e.Load(k)
	e.Store(k, v+1)
	return v + 1
}

// ByValue holds the map by value.
type ByValue struct {
	m xsync.Map[string, int]
}

// Swap stores v and returns the previous value.
// want: atomic
// truth: atomic
// why: one LoadAndStore.
func (b *ByValue) Swap(k string, v int) (int, bool) {
	return b.m.LoadAndStore(k, v)
}

// SwapNaive loads, then stores.
// want: violation
// truth: nonatomic
// why: a Store between the Load and the Store is overwritten and never returned.
func (b *ByValue) SwapNaive(k string, v int) (int, bool) {
	old, ok := b.m.Load(k)
	b.m.Store(k, v)
	return old, ok
}
