// Package cmapx: concurrent-map v2 clients. ConcurrentMap has value
// receivers: a copy of the struct shares the shards, so a client may hold
// it by value, by pointer or embedded, and call it from value or pointer
// methods.
package cmapx

import (
	cmap "github.com/orcaman/concurrent-map/v2"
)

// Stock counts items.
type Stock struct {
	m cmap.ConcurrentMap[string, int]
}

// Add adds n with Upsert.
// want: atomic
// truth: atomic
// why: one Upsert; the callback is a function of what the map holds and n.
func (s *Stock) Add(item string, n int) int {
	return s.m.Upsert(item, n, func(exist bool, old, nv int) int {
		if exist {
			return old + nv
		}
		return nv
	})
}

// AddNaive gets, then sets.
// want: violation
// truth: nonatomic
// why: two goroutines both Get 0 and both Set n: one addition is lost.
func (s *Stock) AddNaive(item string, n int) int {
	old, _ := s.m.Get(item)
	s.m.Set(item, old+n)
	return old + n
}

// Reserve sets item once, from a value receiver.
// want: atomic
// truth: atomic
// why: one SetIfAbsent.
func (s Stock) Reserve(item string) bool {
	return s.m.SetIfAbsent(item, 1)
}

// ReserveNaive checks, then sets.
// want: violation
// truth: nonatomic
// why: both goroutines see item absent, both Set and both return true.
func (s Stock) ReserveNaive(item string) bool {
	if s.m.Has(item) {
		return false
	}
	s.m.Set(item, 1)
	return true
}

// Total is the number of items.
// want: violation
// truth: nonatomic
// why: Count locks one shard at a time: a Set into a counted shard and a Remove from an uncounted one give a count the map never had.
func (s *Stock) Total() int { return s.m.Count() }

// Take removes item and returns its count with Pop.
// want: atomic
// truth: atomic
// why: one Pop.
func (s *Stock) Take(item string) (int, bool) {
	return s.m.Pop(item)
}

// TakeNaive gets, then removes.
// want: violation
// truth: nonatomic
// why: two goroutines both Get the same count and both return it; or a Set between the Get and the Remove is removed unseen.
func (s *Stock) TakeNaive(item string) (int, bool) {
	n, ok := s.m.Get(item)
	if !ok {
		return 0, false
	}
	s.m.Remove(item)
	return n, true
}

// DropEmpty removes item when its count is zero, with RemoveCb.
// want: atomic
// truth: atomic
// why: one RemoveCb; the callback decides under the shard lock.
func (s *Stock) DropEmpty(item string) bool {
	return s.m.RemoveCb(item, func(key string, n int, exists bool) bool {
		return exists && n == 0
	})
}

// DropEmptyNaive gets, then removes.
// want: violation
// truth: nonatomic
// why: an Add between the Get (count 0) and the Remove is removed unseen.
func (s *Stock) DropEmptyNaive(item string) bool {
	if n, ok := s.m.Get(item); !ok || n != 0 {
		return false
	}
	s.m.Remove(item)
	return true
}

// DropBelow removes item when its count is below min; the callback captures min.
// want: atomic
// truth: atomic
// why: one RemoveCb with a callback of its arguments and min.
func (s *Stock) DropBelow(item string, min int) bool {
	return s.m.RemoveCb(item, func(key string, n int, exists bool) bool {
		return n < min
	})
}

// Names copies the keys.
// want: violation
// truth: nonatomic
// why: Keys reads the shards one at a time: a key moved from an unread shard to a read one is missed.
func (s *Stock) Names() []string { return s.m.Keys() }

// Snapshot copies the map.
// want: violation
// truth: nonatomic
// why: Items copies the shards one at a time: not a snapshot.
func (s *Stock) Snapshot() map[string]int { return s.m.Items() }

// Users maps ids to profiles, with the map embedded.
type Users struct {
	cmap.ConcurrentMap[string, Profile]
}

// Profile is a struct value.
type Profile struct {
	Name  string
	Posts int
}

// Post counts a post by id, creating the profile.
// want: atomic
// truth: atomic
// why: one Upsert over struct values.
func (u Users) Post(id, name string) Profile {
	return u.Upsert(id, Profile{Name: name, Posts: 1}, func(exist bool, old, nv Profile) Profile {
		if !exist {
			return nv
		}
		return Profile{Name: old.Name, Posts: old.Posts + 1}
	})
}

// PostNaive gets the profile, then sets it.
// want: violation
// truth: nonatomic
// why: two goroutines read the same profile and both Set Posts+1: a post is lost.
func (u Users) PostNaive(id, name string) Profile {
	p, ok := u.Get(id)
	if !ok {
		p = Profile{Name: name}
	}
	p.Posts++
	u.Set(id, p)
	return p
}

// Rename sets the name, keeping the posts.
// want: atomic
// truth: atomic
// why: one Upsert; the callback captures nothing but its arguments.
func (u Users) Rename(id, name string) Profile {
	return u.Upsert(id, Profile{Name: name}, func(exist bool, old, nv Profile) Profile {
		return Profile{Name: nv.Name, Posts: old.Posts}
	})
}

// Leave removes the profile and returns it.
// want: atomic
// truth: atomic
// why: one Pop.
func (u Users) Leave(id string) (Profile, bool) {
	return u.Pop(id)
}

// Refs holds the map by pointer. ConcurrentMap's methods have value
// receivers, so every call copies *r.m first.
type Refs struct {
	m *cmap.ConcurrentMap[string, *Conn]
}

// Conn is a connection.
type Conn struct {
	Addr string
}

// OpenIfAbsent registers c with SetIfAbsent and reports whether it did.
// want: atomic
// truth: atomic
// why: one SetIfAbsent, on the copy of *r.m that a value-receiver call makes (a handle on the same shards).
func (r *Refs) OpenIfAbsent(id string, c *Conn) bool {
	return r.m.SetIfAbsent(id, c)
}

// CloseNaive gets, then removes.
// want: violation
// truth: nonatomic
// why: a Set between the Get and the Remove is removed unseen.
func (r *Refs) CloseNaive(id string) *Conn {
	c, ok := r.m.Get(id)
	if ok {
		r.m.Remove(id)
	}
	return c
}

// Conns holds pointers to connections in a map held by value.
type Conns struct {
	m cmap.ConcurrentMap[string, *Conn]
}

// Open registers c unless one is there, and returns the registered one.
// want: atomic
// truth: atomic
// why: one Upsert that keeps an existing connection; c is only passed, never read.
func (r *Conns) Open(id string, c *Conn) *Conn {
	return r.m.Upsert(id, c, func(exist bool, old, nv *Conn) *Conn {
		if exist {
			return old
		}
		return nv
	})
}

// OpenNaive gets, then sets.
// want: violation
// truth: nonatomic
// why: both goroutines see id absent, both Set their own connection and both return it: one is overwritten.
func (r *Conns) OpenNaive(id string, c *Conn) *Conn {
	if old, ok := r.m.Get(id); ok {
		return old
	}
	r.m.Set(id, c)
	return c
}

// OpenIfAbsent registers c with SetIfAbsent and reports whether it did.
// want: atomic
// truth: atomic
// why: one SetIfAbsent.
func (r *Conns) OpenIfAbsent(id string, c *Conn) bool {
	return r.m.SetIfAbsent(id, c)
}

// AddrOf reads the address of a registered connection.
// want: atomic
// truth: atomic
// why: Addr is written by no function after construction (immutable field): one Get.
func (r *Conns) AddrOf(id string) string {
	c, ok := r.m.Get(id)
	if !ok {
		return ""
	}
	return c.Addr
}

// CloseIf removes id when its connection has address addr; the callback
// reads the Conn through its pointer.
// want: unsupported
// truth: atomic
// why: one RemoveCb; Addr is an immutable field.
// note: snowflake refuses the changetype of the literal to cmap.UpsertCb/RemoveCb before the call (a bug: paths/instr.go)
func (r *Conns) CloseIf(id, addr string) bool {
	return r.m.RemoveCb(id, func(key string, c *Conn, exists bool) bool {
		return exists && c.Addr == addr
	})
}

// Replace swaps a connection with an Upsert that allocates a new one.
// want: atomic
// truth: atomic
// why: one Upsert; the callback's new connection is identified with the condensed run's by its site and inputs (paths/cboutputs.go).
func (r *Conns) Replace(id, addr string) *Conn {
	return r.m.Upsert(id, nil, func(exist bool, old, nv *Conn) *Conn {
		return &Conn{Addr: addr}
	})
}

// None reports whether no item is counted, with Count.
// want: violation
// truth: nonatomic
// why: Count locks one shard at a time: from {b}, it counts a's shard (empty); another goroutine Sets a, then Removes b; it counts b's shard (empty) and returns 0, so None returns true though an item was counted at every instant.
func (s *Stock) None() bool { return s.m.Count() == 0 }
