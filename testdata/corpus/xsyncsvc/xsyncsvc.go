// Package xsyncsvc holds service code on github.com/puzpuzpuz/xsync: a
// memo table filled with LoadOrCompute, a session registry, rate-limit
// buckets changed with Compute, reference counts on a v3 MapOf, and a
// request counter on xsync.Counter.
package xsyncsvc

import (
	xsync3 "github.com/puzpuzpuz/xsync/v3"
	"github.com/puzpuzpuz/xsync/v4"
)

// Memo memoizes squares by key.
type Memo struct {
	m *xsync.Map[string, int]
}

// Get computes n*n once per key with LoadOrCompute.
func (c *Memo) Get(key string, n int) int {
	v, _ := c.m.LoadOrCompute(key, func() (int, bool) {
		return n * n, false
	})
	return v
}

// GetLoadOrStore checks first, then inserts with LoadOrStore and returns
// what the map holds.
func (c *Memo) GetLoadOrStore(key string, n int) int {
	if v, ok := c.m.Load(key); ok {
		return v
	}
	v, _ := c.m.LoadOrStore(key, n*n)
	return v
}

// GetOwnValue inserts with LoadOrStore but returns its own value even
// when the insert failed.
func (c *Memo) GetOwnValue(key string, n int) int {
	if v, ok := c.m.Load(key); ok {
		return v
	}
	c.m.LoadOrStore(key, n*n)
	return n * n
}

// GetReadBack stores, then reads the key back.
func (c *Memo) GetReadBack(key string, n int) int {
	if v, ok := c.m.Load(key); ok {
		return v
	}
	c.m.Store(key, n*n)
	v, _ := c.m.Load(key)
	return v
}

// GetStore stores unconditionally after a miss.
func (c *Memo) GetStore(key string, n int) int {
	if v, ok := c.m.Load(key); ok {
		return v
	}
	c.m.Store(key, n*n)
	return n * n
}

// Session is a logged-in user.
type Session struct {
	User string
}

// Sessions maps session ids to sessions.
type Sessions struct {
	m *xsync.Map[string, *Session]
}

// Login registers s unless id has a session, and returns the registered one.
func (r *Sessions) Login(id string, s *Session) *Session {
	v, _ := r.m.LoadOrStore(id, s)
	return v
}

// LoginNaive checks, then stores.
func (r *Sessions) LoginNaive(id string, s *Session) *Session {
	if v, ok := r.m.Load(id); ok {
		return v
	}
	r.m.Store(id, s)
	return s
}

// Logout removes id and returns its session.
func (r *Sessions) Logout(id string) (*Session, bool) {
	return r.m.LoadAndDelete(id)
}

// LogoutNaive loads, then deletes.
func (r *Sessions) LogoutNaive(id string) (*Session, bool) {
	s, ok := r.m.Load(id)
	if ok {
		r.m.Delete(id)
	}
	return s, ok
}

// logins counts logins outside the map.
var logins int

// LoginCounted registers s and counts the login in a package variable.
func (r *Sessions) LoginCounted(id string, s *Session) bool {
	_, loaded := r.m.LoadOrStore(id, s)
	if !loaded {
		logins++
	}
	return !loaded
}

// Buckets holds the tokens taken per client in the current window.
type Buckets struct {
	m *xsync.Map[string, int]
}

// Take takes a token below limit with Compute and returns the count.
func (b *Buckets) Take(client string, limit int) (int, bool) {
	return b.m.Compute(client, func(used int, loaded bool) (int, xsync.ComputeOp) {
		if used >= limit {
			return used, xsync.CancelOp
		}
		return used + 1, xsync.UpdateOp
	})
}

// TakeNaive loads, checks and stores.
func (b *Buckets) TakeNaive(client string, limit int) (int, bool) {
	used, _ := b.m.Load(client)
	if used >= limit {
		return used, false
	}
	b.m.Store(client, used+1)
	return used + 1, true
}

// TakeTwo takes two tokens with two Computes.
func (b *Buckets) TakeTwo(client string) int {
	b.m.Compute(client, func(used int, loaded bool) (int, xsync.ComputeOp) {
		return used + 1, xsync.UpdateOp
	})
	v, _ := b.m.Compute(client, func(used int, loaded bool) (int, xsync.ComputeOp) {
		return used + 1, xsync.UpdateOp
	})
	return v
}

// Refill starts a new window for client.
func (b *Buckets) Refill(client string) {
	b.m.Delete(client)
}

// Used reads client's count.
func (b *Buckets) Used(client string) int {
	v, _ := b.m.Load(client)
	return v
}

// Refs counts references per resource on a v3 MapOf.
type Refs struct {
	m *xsync3.MapOf[string, int]
}

// Retain adds a reference with Compute.
func (r *Refs) Retain(res string) {
	r.m.Compute(res, func(n int, loaded bool) (int, bool) {
		return n + 1, false
	})
}

// RetainNaive loads, then stores.
func (r *Refs) RetainNaive(res string) {
	n, _ := r.m.Load(res)
	r.m.Store(res, n+1)
}

// Release drops a reference and deletes the entry at zero, with Compute;
// it reports whether the entry is still there.
func (r *Refs) Release(res string) bool {
	_, ok := r.m.Compute(res, func(n int, loaded bool) (int, bool) {
		return n - 1, n <= 1
	})
	return ok
}

// ReleaseNaive loads, then deletes or stores.
func (r *Refs) ReleaseNaive(res string) bool {
	n, ok := r.m.Load(res)
	if !ok || n <= 1 {
		r.m.Delete(res)
		return false
	}
	r.m.Store(res, n-1)
	return true
}

// Requests counts requests.
type Requests struct {
	c *xsync.Counter
}

// Hit counts one request.
func (q *Requests) Hit() { q.c.Inc() }

// Seen reads the count.
func (q *Requests) Seen() int64 { return q.c.Value() }
