// This file defines Mutex and RWMutex, the stand-ins for sync's locks in
// the package environment (pkgenv.go). Everything runs on one goroutine,
// so a lock only records who holds it: an operation of the other
// goroutine that would wait for a lock the function holds cannot run in
// that gap, and its scenario is dropped (blocked); the function waiting
// for itself would wait forever, as the real program does, so it panics.
// A lock left held by another run (a package-level lock and a run cut
// short) is free: every run starts with its locks free.

package harness

// Mutex has sync.Mutex's method set.
type Mutex struct {
	held bool
	run  *run // the run that took it
}

// RWMutex has sync.RWMutex's method set.
type RWMutex struct {
	w       Mutex
	readers int
}

// fresh frees a lock that another run left held.
func (m *Mutex) fresh() {
	if m.run != cur {
		m.held, m.run = false, cur
	}
}

// wait is what taking a held lock does in a single-goroutine run.
func wait(what string) {
	if cur != nil && cur.inOp > 0 {
		panic(blocked{})
	}
	panic("harness: " + what + " waits for a lock its own goroutine holds: the program deadlocks")
}

// Lock is sync.Mutex.Lock.
func (m *Mutex) Lock() {
	if !m.TryLock() {
		wait("Lock")
	}
}

// TryLock is sync.Mutex.TryLock.
func (m *Mutex) TryLock() bool {
	m.fresh()
	if m.held {
		return false
	}
	m.held = true
	return true
}

// Unlock is sync.Mutex.Unlock.
func (m *Mutex) Unlock() {
	m.fresh()
	if !m.held {
		panic("sync: unlock of unlocked mutex")
	}
	m.held = false
}

func (rw *RWMutex) fresh() {
	if rw.w.run != cur {
		rw.readers = 0
	}
	rw.w.fresh()
}

// Lock is sync.RWMutex.Lock.
func (rw *RWMutex) Lock() {
	if !rw.TryLock() {
		wait("Lock")
	}
}

// TryLock is sync.RWMutex.TryLock.
func (rw *RWMutex) TryLock() bool {
	rw.fresh()
	if rw.readers > 0 {
		return false
	}
	return rw.w.TryLock()
}

// Unlock is sync.RWMutex.Unlock.
func (rw *RWMutex) Unlock() {
	rw.fresh()
	if !rw.w.held {
		panic("sync: Unlock of unlocked RWMutex")
	}
	rw.w.held = false
}

// RLock is sync.RWMutex.RLock.
func (rw *RWMutex) RLock() {
	if !rw.TryRLock() {
		wait("RLock")
	}
}

// TryRLock is sync.RWMutex.TryRLock.
func (rw *RWMutex) TryRLock() bool {
	rw.fresh()
	if rw.w.held {
		return false
	}
	rw.readers++
	return true
}

// RUnlock is sync.RWMutex.RUnlock.
func (rw *RWMutex) RUnlock() {
	rw.fresh()
	if rw.readers == 0 {
		panic("sync: RUnlock of unlocked RWMutex")
	}
	rw.readers--
}

// RLocker is sync.RWMutex.RLocker.
func (rw *RWMutex) RLocker() interface {
	Lock()
	Unlock()
} {
	return rlocker{rw}
}

type rlocker struct{ rw *RWMutex }

func (l rlocker) Lock()   { l.rw.RLock() }
func (l rlocker) Unlock() { l.rw.RUnlock() }
