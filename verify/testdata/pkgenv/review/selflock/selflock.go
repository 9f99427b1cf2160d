// Package selflock has an unexported function over two objects that only
// its exported method calls, with a mutex held: no two runs of it overlap,
// so the package environment must not add it to its own operations
// (paths.OperationsOf) nor report a witness made of two overlapping runs
// of it, which no run of the program makes.
package selflock

import (
	"sync"
	"sync/atomic"
)

// Window counts the events since start.
type Window struct {
	mu    sync.Mutex
	start atomic.Int64
	count atomic.Int64
}

// hit counts one event at now; it is only ever called with mu held.
//
// want: unproven
// want-collection: violation
// truth: atomic
// truth-collection: nonatomic
// why: every call of hit is Hit's, under w.mu: no other run of hit, and no other code of the package, can come between its calls. (a witness whose other goroutine runs w.hit was once reported: paths.OperationsOf)
func (w *Window) hit(now, span int64) int64 {
	if now-w.start.Load() > span {
		w.start.Store(now)
		w.count.Store(0)
	}
	return w.count.Add(1)
}

// Hit counts one event at now, starting a new window when the current one
// is older than span.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: hit's calls run in one critical section of w.mu, and every access to w.start and w.count in the package holds it
func (w *Window) Hit(now, span int64) int64 {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.hit(now, span)
}
