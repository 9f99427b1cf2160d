// Package signals composes calls on a sync.Map with the calls that only
// let other goroutines go on: a WaitGroup's Done, a Cond's Signal and
// Broadcast. They are no part of the composition (paths/syncrelease.go).
// A WaitGroup's Add is no release: a Wait elsewhere sees whether it ran.
package signals

import (
	"sync"
	"sync/atomic"
)

// running counts the jobs of the package still running: a great many to
// start with, so that no run of the package's methods takes it below zero.
var running sync.WaitGroup

func init() { running.Add(1 << 30) }

// Jobs records finished jobs and counts them done.
type Jobs struct {
	//snowflake:base
	m sync.Map
}

// Finish records the job's result once and counts it done.
// want: atomic
// truth: atomic
// why: one LoadOrStore; the deferred Done only lets a Wait return after it.
func (j *Jobs) Finish(id string, result int) int {
	defer running.Done()
	v, _ := j.m.LoadOrStore(id, result)
	return v.(int)
}

// FinishNaive records the job's result unless one is there, and counts it
// done.
// want: violation
// truth: nonatomic
// why: another Finish stores between the Load and the Store, which overwrites it.
func (j *Jobs) FinishNaive(id string, result int) int {
	defer running.Done()
	if v, ok := j.m.Load(id); ok {
		return v.(int)
	}
	j.m.Store(id, result)
	return result
}

// done counts a job done.
// want: atomic
// truth: atomic
// why: no call on the map.
func (j *Jobs) done() { running.Done() }

// Settle takes the job's result and counts it done through a helper.
// want: atomic
// truth: atomic
// why: one LoadAndDelete; the helper only calls Done.
func (j *Jobs) Settle(id string) (int, bool) {
	v, ok := j.m.LoadAndDelete(id)
	j.done()
	if !ok {
		return 0, false
	}
	return v.(int), true
}

// Twice reads the job's result twice, counting a job done in between.
// want: violation
// truth: nonatomic
// why: another goroutine deletes the job between the two Loads; Done in between orders nothing the Loads read.
func (j *Jobs) Twice(id string) int {
	if _, ok := j.m.Load(id); !ok {
		return 0
	}
	running.Done()
	v, ok := j.m.Load(id)
	if !ok {
		return -1
	}
	return v.(int)
}

// Board posts values and wakes the goroutines waiting on its Cond.
type Board struct {
	//snowflake:base
	m    sync.Map
	cond sync.Cond
}

// Post swaps in the value and wakes every waiter.
// want: atomic
// truth: atomic
// why: one Swap; Broadcast only wakes waiters.
func (b *Board) Post(k string, v int) (int, bool) {
	old, loaded := b.m.Swap(k, v)
	b.cond.Broadcast()
	if !loaded {
		return 0, false
	}
	return old.(int), true
}

// Bump adds one to the value and wakes one waiter.
// want: violation
// truth: nonatomic
// why: another Bump stores between the Load and the Store: one increment is lost.
func (b *Board) Bump(k string) int {
	n := 0
	if v, ok := b.m.Load(k); ok {
		n = v.(int)
	}
	b.m.Store(k, n+1)
	b.cond.Signal()
	return n + 1
}

// A Server admits jobs until it is closed, counting the admitted ones on
// a WaitGroup that its shutdown (elsewhere) waits on.
type Server struct {
	//snowflake:base
	closed atomic.Bool
	jobs   sync.WaitGroup
}

// Submit admits a job unless the server is closed.
// want: unsupported
// truth: outside
// why: Add is no release: a whole shutdown (closed.Store(true), then jobs.Wait()) between the Load and the Add returns before the job it then admits; the WaitGroup is no object of the composition, so this is outside what a verdict says.
func (s *Server) Submit() bool {
	if s.closed.Load() {
		return false
	}
	s.jobs.Add(1)
	return true
}
