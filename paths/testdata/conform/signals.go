// This file holds releases of package sync (paths/syncrelease.go): a
// WaitGroup's Done and a Cond's Signal and Broadcast leave the outcome as
// it was, and panic on a nil receiver.

package conform

import "sync"

// running is counted up in init, so that no run takes it below zero.
var running sync.WaitGroup

func init() { running.Add(1 << 30) }

// SignalDone counts itself done, deferred and not, wakes the waiters of
// a Cond it made, and returns a+1.
func SignalDone(a int8) int8 {
	defer running.Done()
	running.Done()
	var c sync.Cond
	c.Broadcast()
	return a + 1
}

// SignalMaybeNil wakes the waiters of a new Cond, or of a nil one unless
// b: a nil receiver panics.
func SignalMaybeNil(b bool) int8 {
	var c *sync.Cond
	if b {
		c = new(sync.Cond)
	}
	c.Broadcast()
	c.Signal()
	return 2
}
