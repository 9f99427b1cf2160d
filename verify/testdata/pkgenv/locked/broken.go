package locked

import "sync"

// Leaky is Registry with one method that stores without the lock: the
// discipline does not hold, and the locked methods keep today's verdict.
type Leaky struct {
	mu sync.Mutex
	//snowflake:base
	m sync.Map
}

// Register adds s under name unless a service is there already.
//
// want: unsupported
// want-collection: unsupported
// truth: nonatomic
// why: Set stores name without l.mu between the Load and the Store; both report success
func (l *Leaky) Register(name string, s *Service) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if _, ok := l.m.Load(name); ok {
		return false
	}
	l.m.Store(name, s)
	return true
}

// Set stores s under name without the lock.
//
// want: atomic
// want-collection: atomic
// truth: atomic
// why: one call
func (l *Leaky) Set(name string, s *Service) {
	l.m.Store(name, s)
}

// ReadLocked changes its map under the read side of its mutex.
type ReadLocked struct {
	mu sync.RWMutex
	//snowflake:base
	m sync.Map
}

// Put adds v under k unless present, holding only the read side.
//
// want: unsupported
// want-collection: unsupported
// truth: nonatomic
// why: two Puts hold the read side together; both Load k absent and both Store
func (r *ReadLocked) Put(k string, v int) bool {
	r.mu.RLock()
	defer r.mu.RUnlock()
	if _, ok := r.m.Load(k); ok {
		return false
	}
	r.m.Store(k, v)
	return true
}

// Get reads k under the read side.
//
// want: unsupported
// want-collection: unsupported
// truth: atomic
// why: one call; the discipline is broken by Put, so the rule does not apply
func (r *ReadLocked) Get(k string) (any, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.m.Load(k)
}

// Split keeps the discipline, but Move takes the lock twice.
type Split struct {
	mu sync.Mutex
	//snowflake:base
	m sync.Map
}

// Move copies the value under from to to, in two critical sections.
//
// want: unsupported
// want-collection: unsupported
// truth: nonatomic
// why: another Move or Drop runs between the sections: the value stored is stale
func (s *Split) Move(from, to string) bool {
	s.mu.Lock()
	v, ok := s.m.Load(from)
	s.mu.Unlock()
	if !ok {
		return false
	}
	s.mu.Lock()
	s.m.Store(to, v)
	s.mu.Unlock()
	return true
}

// Drop deletes k under the lock.
//
// want: unsupported
// want-collection: unsupported
// truth: atomic
// why: one call under s.mu, which every access to s.m holds; but relax unlocks s.mu while Pause's deferred Unlock is pending, which the lock analysis refuses (a panic there would release another goroutine's lock: paths/lockdefer.go), though nothing between relax's Unlock and Lock can panic
func (s *Split) Drop(k string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.m.Delete(k)
}

// Pause stores k, releasing the lock for a while in a helper between its
// Load and its Store.
//
// want: unsupported
// want-collection: unsupported
// truth: nonatomic
// why: relax unlocks s.mu between the Load and the Store: two critical sections
func (s *Split) Pause(k string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.m.Load(k); ok {
		return false
	}
	s.relax()
	s.m.Store(k, 1)
	return true
}

// relax lets others in; called with s.mu held.
//
// want: unsupported
// want-collection: unsupported
// truth: atomic
// why: no access to s.m; its Unlock, alone, finds s.mu not held
func (s *Split) relax() {
	s.mu.Unlock()
	s.mu.Lock()
}

// capacity bounds Admit; SetCapacity changes it without any lock.
var capacity = 2

// SetCapacity sets the capacity.
func SetCapacity(n int) { capacity = n }

// Limited admits keys while the capacity is not zero.
type Limited struct {
	mu sync.Mutex
	//snowflake:base
	m sync.Map
}

// Admit reads the capacity before taking the lock.
//
// want: unsupported
// want-collection: unsupported
// truth: nonatomic
// why: SetCapacity(0) completes before Admit's critical section, which still admits with the capacity it read
func (l *Limited) Admit(key string) bool {
	c := capacity
	l.mu.Lock()
	defer l.mu.Unlock()
	if _, ok := l.m.Load(key); ok {
		return true
	}
	if c == 0 {
		return false
	}
	l.m.Store(key, true)
	return true
}

// Exported holds its map in an exported field: other packages reach it
// without the lock, so only the collection environment applies.
type Exported struct {
	mu sync.Mutex
	//snowflake:base
	M sync.Map
}

// Register adds v under k unless present.
//
// want: unsupported
// want-collection: unsupported
// truth: nonatomic
// why: another package stores k in e.M between the Load and the Store, without e.mu
func (e *Exported) Register(k string, v int) bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	if _, ok := e.M.Load(k); ok {
		return false
	}
	e.M.Store(k, v)
	return true
}

// Quota admits keys while below its limit, which SetLimit changes.
type Quota struct {
	mu    sync.Mutex
	limit int
	//snowflake:base
	m sync.Map
}

// SetLimit changes the limit under the lock.
//
// want: unsupported
// want-collection: unsupported
// truth: atomic
// why: no call on q.m; the write to q.limit is refused
func (q *Quota) SetLimit(n int) {
	q.mu.Lock()
	q.limit = n
	q.mu.Unlock()
}

// Admit reads the limit before taking the lock.
//
// want: unsupported
// want-collection: unsupported
// truth: nonatomic
// why: SetLimit(0) completes between the read of q.limit and the critical section, which admits with the old limit
func (q *Quota) Admit(key string) bool {
	max := q.limit
	q.mu.Lock()
	defer q.mu.Unlock()
	if _, ok := q.m.Load(key); ok || max == 0 {
		return ok
	}
	q.m.Store(key, true)
	return true
}

// AdmitLocked reads the limit inside its critical section.
//
// want: atomic
// want-collection: unsupported
// truth: atomic
// why: q.limit is only written holding q.mu, so it keeps one value across the section, which holds every call on q.m
func (q *Quota) AdmitLocked(key string) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	if _, ok := q.m.Load(key); ok || q.limit == 0 {
		return ok
	}
	q.m.Store(key, true)
	return true
}

// Loose is Quota with a limit written without the lock.
type Loose struct {
	mu    sync.Mutex
	limit int
	//snowflake:base
	m sync.Map
}

// SetLimit changes the limit without the lock.
//
// want: unsupported
// want-collection: unsupported
// truth: atomic
// why: no call on l.m; its write to l.limit is refused
func (l *Loose) SetLimit(n int) {
	l.limit = n
}

// Admit reads the limit inside its critical section.
//
// want: unsupported
// want-collection: unsupported
// truth: nonatomic
// why: SetLimit changes l.limit between the section's two reads of it, without the lock
func (l *Loose) Admit(key string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.limit == 0 {
		return false
	}
	if _, ok := l.m.Load(key); ok {
		return true
	}
	if l.limit < 0 {
		return false
	}
	l.m.Store(key, true)
	return true
}
