// Package signals composes calls on a sync.Map with the calls that only
// let other goroutines go on: a WaitGroup's Add and Done, a Cond's Signal
// and Broadcast. They are no part of the composition (paths/syncrelease.go).
package signals

import "sync"

// Jobs records finished jobs and counts them done on a WaitGroup.
type Jobs struct {
	//snowflake:base
	m  sync.Map
	wg sync.WaitGroup
}

// Finish records the job's result once, counted running on the WaitGroup
// meanwhile.
// want: atomic
// truth: atomic
// why: one LoadOrStore; the deferred Done only lets a Wait return after it.
func (j *Jobs) Finish(id string, result int) int {
	j.wg.Add(1)
	defer j.wg.Done()
	v, _ := j.m.LoadOrStore(id, result)
	return v.(int)
}

// FinishNaive records the job's result unless one is there, counted
// running meanwhile.
// want: violation
// truth: nonatomic
// why: another Finish stores between the Load and the Store, which overwrites it.
func (j *Jobs) FinishNaive(id string, result int) int {
	j.wg.Add(1)
	defer j.wg.Done()
	if v, ok := j.m.Load(id); ok {
		return v.(int)
	}
	j.m.Store(id, result)
	return result
}

// Start counts a job started, then records it pending unless it is known.
// want: atomic
// truth: atomic
// why: Add before the one LoadOrStore orders nothing the composition reads.
func (j *Jobs) Start(id string) bool {
	j.wg.Add(1)
	_, loaded := j.m.LoadOrStore(id, -1)
	return !loaded
}

// StartNaive counts a job started, then records it pending when it is
// not known.
// want: violation
// truth: nonatomic
// why: another goroutine stores the job between the Load and the Store, which overwrites it.
func (j *Jobs) StartNaive(id string) bool {
	j.wg.Add(1)
	if _, ok := j.m.Load(id); ok {
		return false
	}
	j.m.Store(id, -1)
	return true
}

// done counts a job done.
// want: atomic
// truth: atomic
// why: no call on the map.
func (j *Jobs) done() { j.wg.Done() }

// Settle takes the job's result and counts it done through a helper.
// want: atomic
// truth: atomic
// why: one LoadAndDelete; the helper only calls Done.
func (j *Jobs) Settle(id string) (int, bool) {
	j.wg.Add(1)
	v, ok := j.m.LoadAndDelete(id)
	j.done()
	if !ok {
		return 0, false
	}
	return v.(int), true
}

// Twice reads the job's result twice, counted running until the first
// read.
// want: violation
// truth: nonatomic
// why: another goroutine deletes the job between the two Loads; Done in between orders nothing the Loads read.
func (j *Jobs) Twice(id string) int {
	j.wg.Add(1)
	if _, ok := j.m.Load(id); !ok {
		j.wg.Done()
		return 0
	}
	j.wg.Done()
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
