// Package jobs: a job table whose base is marked with //snowflake:base on the
// line above the field, among other fields. A small state machine
// (queued -> running -> done) driven by CompareAndSwap, with a
// Load-then-CompareAndSwap that is atomic and one that is not.
package jobs

import "sync"

// Queue tracks job states.
type Queue struct {
	name string

	// jobs maps a job id to "queued", "running" or "done".
	//snowflake:base
	jobs sync.Map

	limit int
}

// Submit queues id unless it is known.
// want: atomic
// truth: atomic
// why: one LoadOrStore.
func (q *Queue) Submit(id string) bool {
	_, loaded := q.jobs.LoadOrStore(id, "queued")
	return !loaded
}

// State returns id's state.
// want: atomic
// truth: atomic
// why: one Load; comma-ok assertion.
func (q *Queue) State(id string) (string, bool) {
	v, ok := q.jobs.Load(id)
	if !ok {
		return "", false
	}
	s, ok := v.(string)
	return s, ok
}

// Active reports whether id is queued or running.
// want: atomic
// truth: atomic
// why: one Load; the switch compares its result with constants.
func (q *Queue) Active(id string) bool {
	v, _ := q.jobs.Load(id)
	switch v {
	case "queued", "running":
		return true
	}
	return false
}

// Start moves id from queued to running.
// want: atomic
// truth: atomic
// why: condensable at the CompareAndSwap: if it fails, id is no longer queued there, and a serial Start from that state also returns false without a change.
func (q *Queue) Start(id string) bool {
	v, ok := q.jobs.Load(id)
	if !ok || v != "queued" {
		return false
	}
	return q.jobs.CompareAndSwap(id, "queued", "running")
}

// StartRacy moves id from queued to running with a Store.
// want: violation
// truth: nonatomic
// why: two goroutines both Load "queued" and both Store "running"; both return true and the job runs twice.
func (q *Queue) StartRacy(id string) bool {
	v, ok := q.jobs.Load(id)
	if !ok || v != "queued" {
		return false
	}
	q.jobs.Store(id, "running")
	return true
}

// Finish moves id from running to done.
// want: atomic
// truth: atomic
// why: one CompareAndSwap.
func (q *Queue) Finish(id string) bool {
	return q.jobs.CompareAndSwap(id, "running", "done")
}

// Cancel removes id if it is still queued.
// want: atomic
// truth: atomic
// why: one CompareAndDelete.
func (q *Queue) Cancel(id string) bool {
	return q.jobs.CompareAndDelete(id, "queued")
}

// Requeue puts a known id back to queued, whatever its state.
// want: violation
// truth: nonatomic
// why: Start moves id from queued to running between the Load of "queued" and the CompareAndSwap; Requeue returns false, which a serial run never returns for a present id.
func (q *Queue) Requeue(id string) bool {
	v, ok := q.jobs.Load(id)
	if !ok {
		return false
	}
	return q.jobs.CompareAndSwap(id, v, "queued")
}
