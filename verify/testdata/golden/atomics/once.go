// This file: once-style lazy initialisation through an atomic.Pointer and
// an atomic.Value.
package atomics

import "sync/atomic"

// Conn is created lazily; never written after construction.
type Conn struct {
	id int
}

// LazyConn creates its Conn on first use.
type LazyConn struct {
	p atomic.Pointer[Conn]
}

// Get returns the Conn, installing a new one if none is set.
// want: atomic
// truth: atomic
// why: linearizable at the Load that saw a Conn or at the successful CompareAndSwap(nil, c); a failed one repeats.
func (l *LazyConn) Get() *Conn {
	for {
		if c := l.p.Load(); c != nil {
			return c
		}
		c := &Conn{id: 1}
		if l.p.CompareAndSwap(nil, c) {
			return c
		}
	}
}

// GetNaive checks for nil, then stores.
// want: violation
// truth: nonatomic
// why: A and B both load nil and both store their own Conn: they return different Conns.
func (l *LazyConn) GetNaive() *Conn {
	if c := l.p.Load(); c != nil {
		return c
	}
	c := &Conn{id: 1}
	l.p.Store(c)
	return c
}

// GetReload installs with one CompareAndSwap and reloads when it fails.
// want: violation
// truth: nonatomic
// why: the CompareAndSwap fails on B's Conn, then another goroutine Stores nil before the reload: Get returns nil, which a serial run never does.
func (l *LazyConn) GetReload() *Conn {
	if c := l.p.Load(); c != nil {
		return c
	}
	c := &Conn{id: 1}
	if l.p.CompareAndSwap(nil, c) {
		return c
	}
	return l.p.Load()
}

// LazyValue creates its *Conn on first use, in an atomic.Value. Against
// an environment that may Store a value of another type, every
// CompareAndSwap-based initialisation of a Value is non-atomic: the
// CompareAndSwap panics where a serial run would have loaded that value.
type LazyValue struct {
	v atomic.Value
}

// Get returns the *Conn, installing a new one if the Value is empty; a
// value of another type panics (at the assertion, or in CompareAndSwap).
// want: violation
// truth: nonatomic
// why: A loads nil, B Stores 7 (an int), A's CompareAndSwap(nil, c) panics "compare and swap of inconsistently typed value into Value"; a serial Get run after B's Store panics at the assertion instead, before B's Store it returns c: no instant gives A's panic.
func (l *LazyValue) Get() *Conn {
	for {
		if v := l.v.Load(); v != nil {
			return v.(*Conn)
		}
		c := &Conn{id: 2}
		if l.v.CompareAndSwap(nil, c) {
			return c
		}
	}
}

// GetReload installs with one CompareAndSwap and reloads when it fails.
// want: violation
// truth: nonatomic
// why: as Get: a Store of an int between the first Load and the CompareAndSwap makes the CompareAndSwap panic, where a serial run panics at the assertion (a failed CompareAndSwap itself is harmless: a Value never returns to nil, so the reload sees a value).
func (l *LazyValue) GetReload() *Conn {
	if v := l.v.Load(); v != nil {
		return v.(*Conn)
	}
	c := &Conn{id: 2}
	if l.v.CompareAndSwap(nil, c) {
		return c
	}
	return l.v.Load().(*Conn)
}

// GetNaive checks for nil, then stores.
// want: violation
// truth: nonatomic
// why: A and B both load nil and both store their own *Conn: they return different Conns.
func (l *LazyValue) GetNaive() *Conn {
	if v := l.v.Load(); v != nil {
		return v.(*Conn)
	}
	c := &Conn{id: 2}
	l.v.Store(c)
	return c
}
