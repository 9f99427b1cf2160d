// Package specs_real: clients of a TTL cache described by a spec file
// (ttl/ttl.sfspec) that uses the package's Item, time.Duration, the
// methods Cache gets from its embedded *cache, and the call's clock.
package specs_real

import (
	"time"

	"github.com/snowflakeverify/snowflake/verify/testdata/golden/specs_real/ttl"
)

// Sessions caches session tokens for a while.
type Sessions struct {
	c *ttl.Cache //snowflake:base
}

const lifetime = 30 * time.Second

// Start stores tok for user unless a live one is there, in one call.
// want: atomic
// truth: atomic
// why: one call of Add, which checks and stores at one instant.
func (s *Sessions) Start(user, tok string) bool {
	return s.c.Add(user, tok, lifetime) == nil
}

// StartNaive checks for a live token, then stores its own.
// want: violation
// truth: nonatomic
// why: Get misses; the other goroutine Sets a token; Set overwrites it, and both believe they started the session.
func (s *Sessions) StartNaive(user, tok string) bool {
	if _, ok := s.c.Get(user); ok {
		return false
	}
	s.c.Set(user, tok, lifetime)
	return true
}

// StartChecked looks first and adds only when it saw nothing: the result is
// Add's, whose check is at its own instant.
// want: atomic
// truth: atomic
// why: a Get that hits returns false at its instant; after a miss the outcome is Add's, and Add's instant explains both calls (a Get there would see what Add sees or hit and return false with the same state).
func (s *Sessions) StartChecked(user, tok string) bool {
	if _, ok := s.c.Get(user); ok {
		return false
	}
	return s.c.Add(user, tok, lifetime) == nil
}

// Token returns the live token of user, reading twice: only the second
// read counts.
// want: atomic
// truth: atomic
// why: two accessors; the result is the second Get's, at its instant.
func (s *Sessions) Token(user string) (any, bool) {
	s.c.Get(user)
	return s.c.Get(user)
}

// End removes the session of user in one call.
// want: atomic
// truth: atomic
// why: one call of Delete.
func (s *Sessions) End(user string) {
	s.c.Delete(user)
}

// EndNaive reads the token, then deletes it, returning the token it read.
// want: violation
// truth: nonatomic
// why: Get reads token a; the other goroutine Sets token b; Delete removes b, though the caller believes it ended session a.
func (s *Sessions) EndNaive(user string) (any, bool) {
	tok, ok := s.c.Get(user)
	if ok {
		s.c.Delete(user)
	}
	return tok, ok
}

// Refresh extends a live session by reading its token and storing it again.
// want: violation
// truth: nonatomic
// why: Get reads token a; the other goroutine Sets token b; Set stores a back over b.
func (s *Sessions) Refresh(user string) bool {
	tok, ok := s.c.Get(user)
	if !ok {
		return false
	}
	s.c.Set(user, tok, lifetime)
	return true
}

// Restart ends the session and starts a new one.
// want: violation
// truth: nonatomic
// why: Delete, then the other goroutine Adds a token, and the client's Add fails: no serial order has Delete and Add with the other goroutine's call outside them fail.
func (s *Sessions) Restart(user, tok string) bool {
	s.c.Delete(user)
	return s.c.Add(user, tok, lifetime) == nil
}

// Install stores tok and reads it back.
// want: violation
// truth: nonatomic
// why: Set stores tok; the other goroutine Deletes it; Get misses, which no serial order gives right after Set.
func (s *Sessions) Install(user, tok string) (any, bool) {
	s.c.Set(user, tok, 0)
	return s.c.Get(user)
}

// Claim adds tok, or returns the token already there: the LoadOrStore of
// a cache with no such method.
// want: violation
// truth: nonatomic
// why: Add fails on a live token; the other goroutine Deletes it; Get misses and Claim returns no token, which no serial order gives.
func (s *Sessions) Claim(user, tok string) (any, bool) {
	if s.c.Add(user, tok, lifetime) == nil {
		return tok, true
	}
	return s.c.Get(user)
}

// Live reports whether user has a live session.
// want: atomic
// truth: atomic
// why: one Get, at the instant of its call's clock reading.
func (s *Sessions) Live(user string) bool {
	_, ok := s.c.Get(user)
	return ok
}

// Count counts the live sessions.
// want: unproven
// truth: nonatomic
// why: Items copies the items one by one (the spec marks it not atomic): a session ended and another started during the copy are both counted or both missed.
func (s *Sessions) Count() int {
	return len(s.c.Items())
}

// tokens is a cache found without a directive: functions making two calls
// on it are discovered.
var tokens = ttl.New()

// Rotate replaces the live token of user, reporting whether it changed.
// want: violation
// truth: nonatomic
// why: Get reads token a; the other goroutine Deletes it; Set stores the new token though the session had ended.
func Rotate(user, tok string) bool {
	old, ok := tokens.Get(user)
	if !ok {
		return false
	}
	tokens.Set(user, tok, lifetime)
	return old != tok
}

// Lookup reads the token twice and returns the second read.
// want: atomic
// truth: atomic
// why: two accessors; the result is the second Get's.
func Lookup(user string) (any, bool) {
	tokens.Get(user)
	return tokens.Get(user)
}

// Both reads the token twice and reports both reads: the condensed run's
// two Gets read one instant's time, so an item expiring in between is no
// read at one instant either.
// want: violation
// truth: nonatomic
// why: Get hits; the other goroutine Deletes the item (or it expires); Get misses: (true, false) is no pair of reads at one instant.
func (s *Sessions) Both(user string) (bool, bool) {
	_, ok1 := s.c.Get(user)
	_, ok2 := s.c.Get(user)
	return ok1, ok2
}
