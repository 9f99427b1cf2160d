package typedtable

import "sync"

// Jobs maps job ids to their state: only "queued", "running" and "done"
// are ever stored, and an entry moves only forward.
type Jobs struct {
	//snowflake:base
	m sync.Map
}

// Submit queues id unless it is known.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (j *Jobs) Submit(id string) bool {
	_, loaded := j.m.LoadOrStore(id, "queued")
	return !loaded
}

// Start moves a queued id to running.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (j *Jobs) Start(id string) bool {
	return j.m.CompareAndSwap(id, "queued", "running")
}

// Finish moves a running id to done.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (j *Jobs) Finish(id string) bool {
	return j.m.CompareAndSwap(id, "running", "done")
}

// Forget drops a done id.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (j *Jobs) Forget(id string) bool {
	return j.m.CompareAndDelete(id, "done")
}

// Status returns id's state, dropping an entry that holds no known state.
//
// want: atomic
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: the package stores only the three states, so the Delete never runs; with any value (collection), a Submit between the Load of "x" and the Delete is lost
func (j *Jobs) Status(id string) string {
	v, ok := j.m.Load(id)
	if !ok {
		return "unknown"
	}
	switch s := v.(string); s {
	case "queued", "running", "done":
		return s
	}
	j.m.Delete(id)
	return "unknown"
}

// Retry moves a done id back to queued, reading it first.
//
// want: violation
// want-collection: violation
// truth: nonatomic
// why: two Retries of a done id between the Load and the Store both return true
func (j *Jobs) Retry(id string) bool {
	v, ok := j.m.Load(id)
	if !ok || v.(string) != "done" {
		return false
	}
	j.m.Store(id, "queued")
	return true
}
