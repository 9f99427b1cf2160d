// Package lrucache hands out sessions through lru.Cache, a user collection
// snowflake knows only from its spec file (lru/lru.sfspec). Claim and
// Renew are atomic; their twins ClaimCheckThenAct and RenewLoadThenStore
// compose two calls and are not.
package lrucache

import "github.com/snowflakeverify/snowflake/examples/lrucache/lru"

// Sessions maps a user to the id of their session.
type Sessions struct {
	ids *lru.Cache[string, int64]
}

// New returns an empty session table.
func New() *Sessions { return &Sessions{ids: lru.New[string, int64]()} }

// Claim records id for user unless the user has a session; it reports
// whether it did. PutIfAbsent checks and inserts in one call.
//
// want: atomic
// truth: atomic
func (s *Sessions) Claim(user string, id int64) bool {
	return s.ids.PutIfAbsent(user, id)
}

// ClaimCheckThenAct is Claim as "look, then insert": two goroutines can
// both find the user absent, both Put, and both return true.
//
// want: violation
// truth: nonatomic
func (s *Sessions) ClaimCheckThenAct(user string, id int64) bool {
	if _, ok := s.ids.Get(user); ok {
		return false
	}
	s.ids.Put(user, id)
	return true
}

// Renew replaces the user's session old by new, if it is still old.
//
// want: atomic
// truth: atomic
func (s *Sessions) Renew(user string, old, new int64) bool {
	return s.ids.CompareAndSwap(user, old, new)
}

// RenewLoadThenStore is Renew as "load, compare, store": another goroutine
// may renew in between, and its renewal is lost.
//
// want: violation
// truth: nonatomic
func (s *Sessions) RenewLoadThenStore(user string, old, new int64) bool {
	cur, ok := s.ids.Get(user)
	if !ok || cur != old {
		return false
	}
	s.ids.Put(user, new)
	return true
}
