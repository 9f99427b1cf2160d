// Package lockbalance holds functions whose mutex operations balance on
// every path, or do not (TestBalancedLocks): the name says which.
package lockbalance

import "sync"

type T struct {
	mu sync.Mutex
	rw sync.RWMutex
	n  int
}

func (t *T) BalancedDefer() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.n++
}

func (t *T) BalancedBranches(a bool) {
	t.mu.Lock()
	if a {
		t.mu.Unlock()
		return
	}
	t.n++
	t.mu.Unlock()
}

func (t *T) BalancedRead() int {
	t.rw.RLock()
	defer t.rw.RUnlock()
	return t.n
}

func (t *T) BalancedNested() {
	t.mu.Lock()
	t.rw.Lock()
	t.n++
	t.rw.Unlock()
	t.mu.Unlock()
}

func (t *T) BalancedTwoSections() {
	t.mu.Lock()
	t.n++
	t.mu.Unlock()
	t.mu.Lock()
	t.n--
	t.mu.Unlock()
}

func (t *T) BalancedPanic(a bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if a {
		panic("a")
	}
}

func (t *T) BalancedLoop(k int) {
	for i := 0; i < k; i++ {
		t.mu.Lock()
		t.n++
		t.mu.Unlock()
	}
}

func (t *T) BalancedNone() int { return t.n }

func (t *T) UnbalancedLeak(a bool) {
	t.mu.Lock()
	if a {
		return
	}
	t.mu.Unlock()
}

func (t *T) UnbalancedTwice() {
	t.mu.Lock()
	t.mu.Lock()
	t.mu.Unlock()
	t.mu.Unlock()
}

func (t *T) UnbalancedDeferTwice() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.mu.Unlock()
}

func (t *T) UnbalancedUnlockFree() {
	t.mu.Unlock()
}

func (t *T) UnbalancedReadWrite() {
	t.rw.RLock()
	t.rw.Unlock()
}

func (t *T) UnbalancedPanicHeld(a bool) {
	t.mu.Lock()
	if a {
		panic("a")
	}
	t.mu.Unlock()
}

func (t *T) UnbalancedTry() bool {
	if t.mu.TryLock() {
		t.mu.Unlock()
		return true
	}
	return false
}

func (t *T) UnbalancedLoopHeld(k int) {
	for i := 0; i < k; i++ {
		t.mu.Lock()
	}
	t.mu.Unlock()
}

func (t *T) UnbalancedDeferLock() {
	defer t.mu.Lock()
}
