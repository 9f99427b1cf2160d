// Package sessions composes calls on lru.Cache, a collection snowflake
// knows from the spec file next to package lru: the analysis of this
// package sees it through the fact the analysis of lru exports.
package sessions

import "lru"

// Sessions maps a user to the id of their session.
type Sessions struct {
	ids *lru.Cache[string, int64]
}

// Renew replaces the user's session old by new, if it is still old.
func (s *Sessions) Renew(user string, old, new int64) bool {
	return s.ids.CompareAndSwap(user, old, new)
}

// RenewLoadThenStore is Renew as "load, compare, store": another goroutine
// may renew in between, and its renewal is lost.
func (s *Sessions) RenewLoadThenStore(user string, old, new int64) bool { // want `^\(\*Sessions\)\.RenewLoadThenStore is not atomic: ids\.Get then ids\.Put; another goroutine's ids\.\w+\(.*\) between them makes the result or the final state impossible in any serial order$`
	cur, ok := s.ids.Get(user)
	if !ok || cur != old {
		return false
	}
	s.ids.Put(user, new)
	return true
}
