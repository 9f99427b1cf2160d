package errs

import (
	"errors"
	"fmt"
	"log/slog"
	"sync"
)

// ErrExpired says a session is no longer valid.
var ErrExpired = errors.New("session expired")

// Sessions maps tokens to user names, logging through a logger of its own.
type Sessions struct {
	//snowflake:base
	m  sync.Map
	lg *slog.Logger
}

// Revoke ends token's session; cause, the caller's reason, is wrapped
// with %w into the error it returns, and logged with slog.Logger.With.
// want: atomic
// truth: atomic
// why: one LoadAndDelete; the wrapped error's contents are the token, the user and cause (trusted immutable) in both runs.
func (s *Sessions) Revoke(token string, cause error) error {
	v, ok := s.m.LoadAndDelete(token)
	if !ok {
		return fmt.Errorf("revoke %s: %w", token, ErrExpired)
	}
	user := v.(string)
	s.lg.With("token", token).Warn("revoked", "user", user, "cause", cause)
	return fmt.Errorf("revoke %s (user %s): %w", token, user, cause)
}

// RevokeRacy loads, then deletes.
// want: violation
// truth: nonatomic
// why: two goroutines both Load the session and both Delete it: both report revoking it.
func (s *Sessions) RevokeRacy(token string, cause error) error {
	v, ok := s.m.Load(token)
	if !ok {
		return fmt.Errorf("revoke %s: %w", token, ErrExpired)
	}
	s.m.Delete(token)
	user := v.(string)
	s.lg.With("token", token).Warn("revoked", "user", user, "cause", cause)
	return fmt.Errorf("revoke %s (user %s): %w", token, user, cause)
}

// User returns token's user; a missing session is ErrExpired, which the
// caller checks with errors.Is after wrapping.
// want: atomic
// truth: atomic
// why: one Load; errors.Is along the chain built here is exact.
func (s *Sessions) User(token string) (string, bool) {
	v, ok := s.m.Load(token)
	var err error
	if !ok {
		err = fmt.Errorf("user %s: %w", token, ErrExpired)
	}
	if errors.Is(err, ErrExpired) {
		slog.Debug("expired", "token", token)
		return "", false
	}
	return v.(string), true
}

// RevokeAny formats the loaded value itself, whose dynamic type is not
// known: printing it may read memory (a pointer's pointee), so the error's
// message is no function of the value.
// want: unproven
// truth: atomic
// why: one LoadAndDelete, but fmt.Errorf of a value of unknown dynamic type gives an arbitrary error in each run.
func (s *Sessions) RevokeAny(token string) error {
	v, ok := s.m.LoadAndDelete(token)
	if !ok {
		return ErrExpired
	}
	return fmt.Errorf("revoked %s (user %v)", token, v)
}
