// Package session: a client whose base is a *sync.Map marked by a trailing
// //snowflake:base among several fields. Swap and Clear, torn reads, two
// mutating calls, a non-base field read, a panic path and a method that makes
// no map call at all.
package session

import "sync"

// Store holds sessions by token.
type Store struct {
	ttl   int
	m     *sync.Map //snowflake:base
	owner string
}

// NewStore returns an empty store whose entries live ttl seconds.
func NewStore(ttl int, owner string) *Store {
	return &Store{ttl: ttl, m: new(sync.Map), owner: owner}
}

// Key returns the map key of a token: the token itself.
// want: atomic
// truth: atomic
// why: no map call; the result is the argument.
func (s *Store) Key(token string) string {
	return token
}

// Open creates a session; an empty token panics.
// want: atomic
// truth: atomic
// why: the panic depends only on the argument; otherwise one LoadOrStore.
func (s *Store) Open(token string, user any) bool {
	if token == "" {
		panic("session: empty token")
	}
	_, loaded := s.m.LoadOrStore(token, user)
	return !loaded
}

// Touch records the store's ttl for token.
// want: atomic
// truth: atomic
// why: one Store; ttl is set by NewStore and never written after, so it is read as a constant of the receiver.
func (s *Store) Touch(token string) {
	s.m.Store(token, s.ttl)
}

// Fetch checks that token exists, then loads it.
// want: atomic
// truth: atomic
// why: two accessors; condensable at the second Load only.
func (s *Store) Fetch(token string) (any, bool) {
	_, ok := s.m.Load(token)
	if !ok {
		return nil, false
	}
	return s.m.Load(token)
}

// Credentials returns the access and refresh tokens of user.
// want: violation
// truth: nonatomic
// why: torn read: a rotation stores a new access token then a new refresh token between the two Loads; the result pairs the old access with the new refresh token.
func (s *Store) Credentials(user string) (access, refresh any) {
	access, _ = s.m.Load(user + ":access")
	refresh, _ = s.m.Load(user + ":refresh")
	return access, refresh
}

// Rotate replaces token's value and returns the previous one.
// want: atomic
// truth: atomic
// why: one Swap.
func (s *Store) Rotate(token string, v any) (any, bool) {
	return s.m.Swap(token, v)
}

// RotateRacy replaces token's value after reading it.
// want: violation
// truth: nonatomic
// why: another goroutine stores y between the Load of x and the Swap; RotateRacy returns x and y is overwritten unseen.
func (s *Store) RotateRacy(token string, v any) (any, bool) {
	old, ok := s.m.Load(token)
	s.m.Swap(token, v)
	return old, ok
}

// Renew moves a session from an old token to a new one.
// want: violation
// truth: nonatomic
// why: two mutating calls: between the LoadAndDelete and the Store another goroutine finds neither token.
func (s *Store) Renew(oldToken, newToken string) bool {
	v, ok := s.m.LoadAndDelete(oldToken)
	if !ok {
		return false
	}
	s.m.Store(newToken, v)
	return true
}

// Restart resets token's value to 0 by deleting it first.
// want: violation
// truth: nonatomic
// why: two mutating calls: a Load between the Delete and the Store sees token absent, a state no serial Restart produces for a present token.
func (s *Store) Restart(token string) {
	s.m.Delete(token)
	s.m.Store(token, 0)
}

// LogoutAll removes every session.
// want: atomic
// truth: atomic
// why: one Clear.
func (s *Store) LogoutAll() {
	s.m.Clear()
}

// Visit calls visit for each session, with Range.
// want: violation
// truth: nonatomic
// why: Range is not a snapshot: if another goroutine stores a then b during the Range, visit may see b without a.
func (s *Store) Visit(visit func(token, v any) bool) {
	s.m.Range(visit)
}
