package pubsub

import "sync/atomic"

// Stopper closes its done channel once, guarded by an atomic flag.
type Stopper struct {
	stopped atomic.Bool //snowflake:base
	done    chan struct{}
}

// NewStopper returns a running stopper.
func NewStopper() *Stopper {
	return &Stopper{done: make(chan struct{})}
}

// Stop closes done the first time it is called.
// want: atomic
// truth: atomic
// why: one CompareAndSwap decides; only its winner closes done.
func (s *Stopper) Stop() bool {
	if s.stopped.CompareAndSwap(false, true) {
		close(s.done)
		return true
	}
	return false
}

// StopRacy checks the flag, sets it, and closes done.
// want: violation
// truth: nonatomic
// why: two goroutines both load false before either stores true: both close done, and the second panics.
func (s *Stopper) StopRacy() bool {
	if s.stopped.Load() {
		return false
	}
	s.stopped.Store(true)
	close(s.done)
	return true
}

// Wake signals done without blocking unless the stopper was stopped.
// want: atomic
// truth: atomic
// why: one Load; the non-blocking send is on a channel fixed at construction.
func (s *Stopper) Wake() bool {
	if s.stopped.Load() {
		return false
	}
	select {
	case s.done <- struct{}{}:
		return true
	default:
		return false
	}
}
