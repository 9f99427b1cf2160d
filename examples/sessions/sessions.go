// Package sessions keeps login sessions in a sync.Map keyed by token, as a
// service writes it: sessions expire by the clock, failures are errors
// wrapping sentinels, and every change is logged. The correct operations
// make one decisive map call each (LoadOrStore, a CompareAndSwap retry
// loop, LoadAndDelete); their naive twins check and then act, and another
// goroutine's call can come in between.
package sessions

import (
	"errors"
	"fmt"
	"log"
	"log/slog"
	"sync"
	"time"
)

// Errors returned by the store; callers test them with errors.Is.
var (
	ErrExists   = errors.New("sessions: token in use")
	ErrNotFound = errors.New("sessions: no such session")
	ErrExpired  = errors.New("sessions: session expired")
)

// A Session is one user's login. It is never changed once stored: a
// refresh stores a new Session.
type Session struct {
	User    string
	Expires time.Time
}

// Store holds the live sessions by token.
type Store struct {
	// m maps a token to its *Session.
	//snowflake:base
	m   sync.Map
	ttl time.Duration
}

// New returns a store whose sessions live ttl.
func New(ttl time.Duration) *Store { return &Store{ttl: ttl} }

// Open starts a session for user under token; the token must be free.
//
// want: atomic
// truth: atomic
func (s *Store) Open(token, user string) (*Session, error) {
	sess := &Session{User: user, Expires: time.Now().Add(s.ttl)}
	if _, loaded := s.m.LoadOrStore(token, sess); loaded {
		return nil, fmt.Errorf("open %q: %w", token, ErrExists)
	}
	slog.Info("session opened", "user", user, "ttl", s.ttl)
	return sess, nil
}

// OpenNaive checks that the token is free, then stores. Two goroutines
// opening the same token can both see it free: both succeed, and the first
// user's session is silently replaced.
//
// want: violation
// truth: nonatomic
func (s *Store) OpenNaive(token, user string) (*Session, error) {
	if _, ok := s.m.Load(token); ok {
		return nil, fmt.Errorf("open %q: %w", token, ErrExists)
	}
	sess := &Session{User: user, Expires: time.Now().Add(s.ttl)}
	s.m.Store(token, sess)
	slog.Info("session opened", "user", user, "ttl", s.ttl)
	return sess, nil
}

// Get returns the live session of token.
//
// want: atomic
// truth: atomic
func (s *Store) Get(token string) (*Session, error) {
	v, ok := s.m.Load(token)
	if !ok {
		return nil, fmt.Errorf("get %q: %w", token, ErrNotFound)
	}
	sess := v.(*Session)
	if time.Now().After(sess.Expires) {
		return nil, fmt.Errorf("get %q: %w", token, ErrExpired)
	}
	return sess, nil
}

// Refresh extends a live session by the store's ttl. The CompareAndSwap
// replaces exactly the session that was read; if another goroutine closed
// or refreshed it meanwhile, the loop reads again.
//
// want: atomic
// truth: atomic
func (s *Store) Refresh(token string) error {
	for {
		v, ok := s.m.Load(token)
		if !ok {
			return fmt.Errorf("refresh %q: %w", token, ErrNotFound)
		}
		old := v.(*Session)
		now := time.Now()
		if now.After(old.Expires) {
			return fmt.Errorf("refresh %q: %w", token, ErrExpired)
		}
		next := &Session{User: old.User, Expires: now.Add(s.ttl)}
		if s.m.CompareAndSwap(token, v, next) {
			return nil
		}
	}
}

// RefreshNaive reads the session and stores the extended one. A Close
// between the two is undone: the closed session comes back to life.
//
// want: violation
// truth: nonatomic
func (s *Store) RefreshNaive(token string) error {
	v, ok := s.m.Load(token)
	if !ok {
		return fmt.Errorf("refresh %q: %w", token, ErrNotFound)
	}
	old := v.(*Session)
	now := time.Now()
	if now.After(old.Expires) {
		return fmt.Errorf("refresh %q: %w", token, ErrExpired)
	}
	s.m.Store(token, &Session{User: old.User, Expires: now.Add(s.ttl)})
	return nil
}

// Close ends the session of token and returns its user.
//
// want: atomic
// truth: atomic
func (s *Store) Close(token string) (string, error) {
	v, loaded := s.m.LoadAndDelete(token)
	if !loaded {
		return "", fmt.Errorf("close %q: %w", token, ErrNotFound)
	}
	user := v.(*Session).User
	log.Printf("sessions: closed %s (user %s)", token, user)
	return user, nil
}

// CloseNaive looks the session up, then deletes it. Two goroutines closing
// the same token both find it and both report closing it.
//
// want: violation
// truth: nonatomic
func (s *Store) CloseNaive(token string) (string, error) {
	v, ok := s.m.Load(token)
	if !ok {
		return "", fmt.Errorf("close %q: %w", token, ErrNotFound)
	}
	s.m.Delete(token)
	user := v.(*Session).User
	log.Printf("sessions: closed %s (user %s)", token, user)
	return user, nil
}

// Expire removes the session of token if it has expired, and reports
// whether it did. CompareAndDelete removes only the expired session that
// was read, never a fresh one stored meanwhile.
//
// want: atomic
// truth: atomic
func (s *Store) Expire(token string) bool {
	for {
		v, ok := s.m.Load(token)
		if !ok || !time.Now().After(v.(*Session).Expires) {
			return false
		}
		if s.m.CompareAndDelete(token, v) {
			log.Printf("sessions: expired %s", token)
			return true
		}
	}
}

// ExpireNaive checks the expiry, then deletes by key. A session refreshed
// or reopened between the check and the delete is removed although it is
// live.
//
// want: violation
// truth: nonatomic
func (s *Store) ExpireNaive(token string) bool {
	v, ok := s.m.Load(token)
	if !ok || !time.Now().After(v.(*Session).Expires) {
		return false
	}
	s.m.Delete(token)
	log.Printf("sessions: expired %s", token)
	return true
}
