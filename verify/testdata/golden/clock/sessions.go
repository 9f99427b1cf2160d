// Package clock: service code that reads the clock around its collection
// calls: a session table with expiry by time.Now, a lease table that
// backs off with time.Sleep, a last-seen timestamp of UnixNano in an
// atomic.Int64, a rate limiter's window. Each atomic function has a naive
// twin that is not.
package clock

import (
	"sync"
	"time"
)

// Sessions maps a session token to its expiry (a time.Time).
type Sessions struct {
	m   sync.Map //snowflake:base
	ttl time.Duration
}

// NewSessions returns an empty table whose sessions live ttl.
func NewSessions(ttl time.Duration) *Sessions { return &Sessions{ttl: ttl} }

// Touch starts or extends token's session until ttl from now.
// want: atomic
// truth: atomic
// why: one Store of time.Now().Add(ttl); the condensed run reads the clock at the same site, so it stores the same expiry.
func (s *Sessions) Touch(token string) {
	s.m.Store(token, time.Now().Add(s.ttl))
}

// Valid reports whether token's session has not expired.
// want: atomic
// truth: atomic
// why: one Load, then a comparison with the clock.
func (s *Sessions) Valid(token string) bool {
	v, ok := s.m.Load(token)
	if !ok {
		return false
	}
	exp, _ := v.(time.Time)
	return time.Now().Before(exp)
}

// Expire deletes token's session if it has expired, and reports whether
// it did; it deletes only the expiry it read, and reads again when another
// goroutine replaced it.
// want: atomic
// truth: atomic
// why: linearized at the CompareAndDelete that succeeds, or at the Load that finds no expired session; a failed CompareAndDelete is an accessor, and the clock is read again in the next iteration.
func (s *Sessions) Expire(token string) bool {
	for {
		v, ok := s.m.Load(token)
		if !ok {
			return false
		}
		exp, isTime := v.(time.Time)
		if !isTime || !time.Now().After(exp) {
			return false
		}
		if s.m.CompareAndDelete(token, v) {
			return true
		}
	}
}

// ExpireNaive deletes token's session if the expiry it read has passed.
// want: violation
// truth: nonatomic
// why: T Loads an expired expiry; another goroutine Touches the token (a fresh expiry); T Deletes it, though the session it deletes had not expired.
func (s *Sessions) ExpireNaive(token string) bool {
	v, ok := s.m.Load(token)
	if !ok {
		return false
	}
	exp, isTime := v.(time.Time)
	if !isTime || !time.Now().After(exp) {
		return false
	}
	s.m.Delete(token)
	return true
}

// Refresh extends token's session by ttl from now if it is still valid,
// and reports whether it did; it replaces only the expiry it read.
// want: atomic
// truth: atomic
// why: linearized at the CompareAndSwap that succeeds, or at the Load that finds no valid session; a failed CompareAndSwap is an accessor.
func (s *Sessions) Refresh(token string) bool {
	for {
		v, ok := s.m.Load(token)
		if !ok {
			return false
		}
		exp, isTime := v.(time.Time)
		now := time.Now()
		if !isTime || !now.Before(exp) {
			return false
		}
		if s.m.CompareAndSwap(token, v, now.Add(s.ttl)) {
			return true
		}
	}
}

// RefreshNaive extends token's session if the expiry it read is valid.
// want: violation
// truth: nonatomic
// why: T Loads a valid expiry; another goroutine Deletes the session (a logout); T Stores a new expiry, bringing back a session that was gone.
func (s *Sessions) RefreshNaive(token string) bool {
	v, ok := s.m.Load(token)
	if !ok {
		return false
	}
	exp, isTime := v.(time.Time)
	now := time.Now()
	if !isTime || !now.Before(exp) {
		return false
	}
	s.m.Store(token, now.Add(s.ttl))
	return true
}

// Start opens token's session unless one exists, and returns its expiry.
// want: atomic
// truth: atomic
// why: one LoadOrStore of time.Now().Add(ttl): the condensed run reads the clock at the same site.
func (s *Sessions) Start(token string) time.Time {
	v, _ := s.m.LoadOrStore(token, time.Now().Add(s.ttl))
	exp, _ := v.(time.Time)
	return exp
}

// StartNaive opens token's session unless one exists, and returns its expiry.
// want: violation
// truth: nonatomic
// why: T Loads nothing; another goroutine Stores an expiry; T Stores its own over it and returns it, though the session existed.
func (s *Sessions) StartNaive(token string) time.Time {
	if v, ok := s.m.Load(token); ok {
		exp, _ := v.(time.Time)
		return exp
	}
	exp := time.Now().Add(s.ttl)
	s.m.Store(token, exp)
	return exp
}

// Remaining returns how long token's session has left, rounded down to
// whole seconds (zero when there is none).
// want: atomic
// truth: atomic
// why: one Load; time.Until reads the clock, Truncate is exact Duration arithmetic.
func (s *Sessions) Remaining(token string) time.Duration {
	v, ok := s.m.Load(token)
	if !ok {
		return 0
	}
	exp, _ := v.(time.Time)
	return time.Until(exp).Truncate(time.Second)
}

// expired reports whether exp has passed at now.
//
//snowflake:functional
func expired(exp, now time.Time) bool { return !now.Before(exp) }

// Sweep deletes token's session if it has expired, judged by a functional
// helper of time values, deleting only the expiry it read, once.
// want: violation
// truth: nonatomic
// why: T Loads an expired expiry; another goroutine replaces it by another expired one; T's CompareAndDelete fails and the session stays, expired, though every serial order deletes it (Expire retries instead).
func (s *Sessions) Sweep(token string) {
	v, ok := s.m.Load(token)
	if exp, isTime := v.(time.Time); ok && isTime && expired(exp, time.Now()) {
		s.m.CompareAndDelete(token, v)
	}
}

// ExtendTo moves token's expiry to exp if exp is later, never earlier,
// and reports whether it did.
// want: atomic
// truth: atomic
// why: linearized at the LoadOrStore or CompareAndSwap that succeeds, or at the Load that finds a later expiry; failed ones are accessors. Time values from a parameter and from the map compare exactly.
func (s *Sessions) ExtendTo(token string, exp time.Time) bool {
	for {
		v, ok := s.m.Load(token)
		if !ok {
			if _, loaded := s.m.LoadOrStore(token, exp); !loaded {
				return true
			}
			continue
		}
		cur, _ := v.(time.Time)
		if !exp.After(cur) {
			return false
		}
		if s.m.CompareAndSwap(token, v, exp) {
			return true
		}
	}
}

// ExtendToNaive moves token's expiry to exp if the expiry it read is earlier.
// want: violation
// truth: nonatomic
// why: T Loads an earlier expiry; another goroutine Stores a later one; T Stores exp over it, moving the expiry back.
func (s *Sessions) ExtendToNaive(token string, exp time.Time) bool {
	v, _ := s.m.Load(token)
	if cur, _ := v.(time.Time); !exp.After(cur) {
		return false
	}
	s.m.Store(token, exp)
	return true
}
