// Package stray holds client functions that stray outside their one
// collection: helpers of other packages, goroutines, channels, a second
// map, a mutex, other fields, callbacks.
package stray

import (
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/snowflakeverify/snowflake/testdata/corpus/stray/ext"
)

// Store is a plain key-value store.
type Store struct {
	m sync.Map
}

// GetKey loads a key built by ext.Key, a pure helper of another package.
func (s *Store) GetKey(ns string, id int) (any, bool) {
	return s.m.Load(ext.Key(ns, id))
}

// GetOrCreateCanon is get-or-create keyed by ext.Canon.
func (s *Store) GetOrCreateCanon(k string, v any) any {
	if x, ok := s.m.Load(ext.Canon(k)); ok {
		return x
	}
	x, _ := s.m.LoadOrStore(ext.Canon(k), v)
	return x
}

// GetAudited loads a key after recording it in ext.Journal.
func (s *Store) GetAudited(k string) (any, bool) {
	return s.m.Load(ext.Audit(k))
}

// SeedScaled inserts n scaled by ext.Scale.
func (s *Store) SeedScaled(k string, n int) bool {
	_, loaded := s.m.LoadOrStore(k, ext.Scaled(n))
	return !loaded
}

// Shared hands its map to helpers of another package.
type Shared struct {
	m sync.Map
}

// GetVia loads k through ext.LoadFrom.
func (s *Shared) GetVia(k string) (any, bool) {
	return ext.LoadFrom(&s.m, k)
}

// Insert stores v at k unless present, through ext.PutIfAbsent.
func (s *Shared) Insert(k string, v any) bool {
	return ext.PutIfAbsent(&s.m, k, v)
}

// StoreAsync stores in a new goroutine.
func (s *Store) StoreAsync(k string, v any) {
	go s.m.Store(k, v)
}

// FillParallel stores every key in its own goroutine and waits.
func (s *Store) FillParallel(keys []string, v any) {
	var wg sync.WaitGroup
	for _, k := range keys {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.m.Store(k, v)
		}()
	}
	wg.Wait()
}

// Notify sends k's value on ch when present.
func (s *Store) Notify(k string, ch chan<- any) bool {
	v, ok := s.m.Load(k)
	if ok {
		ch <- v
	}
	return ok
}

// Receive stores the next value received from ch at k.
func (s *Store) Receive(k string, ch <-chan any) {
	s.m.Store(k, <-ch)
}

// Update replaces k's value with f of it.
func (s *Store) Update(k string, f func(any) any) {
	v, _ := s.m.Load(k)
	s.m.Store(k, f(v))
}

// Dump prints k's value.
func (s *Store) Dump(k string) {
	v, _ := s.m.Load(k)
	fmt.Println(k, v)
}

// Counter is a stored counter object.
type Counter struct {
	n atomic.Int64
}

// Hit increments k's counter object, creating it if missing.
func (s *Store) Hit(k string) int64 {
	v, _ := s.m.LoadOrStore(k, new(Counter))
	return v.(*Counter).n.Add(1)
}

// Stat is a published record that Touch mutates in place.
type Stat struct {
	Hits int
}

// Touch increments the Hits field of k's record.
func (s *Store) Touch(k string) {
	if v, ok := s.m.Load(k); ok {
		v.(*Stat).Hits++
	}
}

// Mirror keeps a primary map and a backup copy.
type Mirror struct {
	//snowflake:base
	primary sync.Map
	backup  sync.Map
}

// Put stores v in both maps.
func (m *Mirror) Put(k string, v any) {
	m.primary.Store(k, v)
	m.backup.Store(k, v)
}

// Archive moves k from the primary map to the backup.
func (m *Mirror) Archive(k string) bool {
	v, ok := m.primary.LoadAndDelete(k)
	if !ok {
		return false
	}
	m.backup.Store(k, v)
	return true
}

// Get loads k from the primary map.
func (m *Mirror) Get(k string) (any, bool) {
	return m.primary.Load(k)
}

// Locked guards check-then-act with its own mutex.
type Locked struct {
	//snowflake:base
	m  sync.Map
	mu sync.Mutex
}

// Insert stores v at k unless present, holding the mutex.
func (l *Locked) Insert(k string, v any) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if _, ok := l.m.Load(k); ok {
		return false
	}
	l.m.Store(k, v)
	return true
}

// Tracked counts its own lookups in a second field.
type Tracked struct {
	//snowflake:base
	m      sync.Map
	misses atomic.Int64
	last   string
}

// Get loads k and counts a miss.
func (t *Tracked) Get(k string) (any, bool) {
	v, ok := t.m.Load(k)
	if !ok {
		t.misses.Add(1)
	}
	return v, ok
}

// Put stores v and remembers k as the last key written.
func (t *Tracked) Put(k string, v any) {
	t.last = k
	t.m.Store(k, v)
}

// Evictor calls a hook on eviction.
type Evictor interface {
	Evicted(k string, v any)
}

// Cache calls its hook on every eviction.
type Cache struct {
	//snowflake:base
	m    sync.Map
	hook Evictor
}

// Evict removes k and reports it to the hook.
func (c *Cache) Evict(k string) {
	if v, ok := c.m.LoadAndDelete(k); ok {
		c.hook.Evicted(k, v)
	}
}

//snowflake:base
var sessions sync.Map

// tokens is a second package-level map.
var tokens sync.Map

// evictions counts expired sessions.
var evictions int

// Login records a session and its token.
func Login(user, token string) {
	sessions.Store(user, token)
	tokens.Store(token, user)
}

// Expire removes a session and counts it.
func Expire(user string) {
	if _, ok := sessions.LoadAndDelete(user); ok {
		evictions++
	}
}

// Session returns a user's token.
func Session(user string) (any, bool) {
	return sessions.Load(user)
}
