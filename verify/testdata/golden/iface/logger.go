// Package iface: calls of interface methods. A call whose receiver's
// dynamic type the path shows is a call of that type's method; otherwise
// the call is the choice among the types the receiver's sources construct
// (a closed set: an unexported field set only by this package's code),
// plus a nil receiver, which panics. A receiver that callers of another
// module may fill (an exported field, a parameter of an exported
// constructor) has an open set: the call is refused, naming the interface,
// the method and the source.
package iface

import (
	"log"
	"sync"
)

// verboser is the package's leveled-logging guard; its implementations
// are the two types below.
type verboser interface {
	V(level int) bool
}

// levelled logs at levels up to its own.
type levelled struct{ level int }

// V reports whether level is enabled.
func (l levelled) V(level int) bool { return level <= l.level }

// silent logs nothing.
type silent struct{}

// V reports false.
func (silent) V(int) bool { return false }

// Registry registers names; its logger is chosen by its constructor.
type Registry struct {
	m   sync.Map //snowflake:base
	log verboser
}

// NewRegistry returns a registry that logs when verbose.
func NewRegistry(verbose bool) *Registry {
	var l verboser = silent{}
	if verbose {
		l = levelled{level: 2}
	}
	return &Registry{log: l}
}

// Add registers k unless present, logging a duplicate at level 2.
// want: atomic
// truth: atomic
// why: one LoadOrStore; log.V(2) is levelled's or silent's V (the field is set only by NewRegistry), a function of the logger, and the log line an output event.
func (r *Registry) Add(k string, v int) bool {
	_, loaded := r.m.LoadOrStore(k, v)
	if loaded && r.log.V(2) {
		log.Printf("registry: %s already registered", k)
	}
	return !loaded
}

// AddNaive registers k with a Load then a Store, logging a duplicate.
// want: violation
// truth: nonatomic
// why: another goroutine can store k between the Load and the Store, which then overwrites it; the V guard changes nothing.
func (r *Registry) AddNaive(k string, v int) bool {
	if _, ok := r.m.Load(k); ok {
		if r.log.V(2) {
			log.Printf("registry: %s already registered", k)
		}
		return false
	}
	r.m.Store(k, v)
	return true
}

// Lookup logs at level 3, then loads k.
// want: atomic
// truth: atomic
// why: one Load; the guard before it calls a method of a closed set that reads only the logger.
func (r *Registry) Lookup(k string) (int, bool) {
	if r.log.V(3) {
		log.Printf("registry: lookup %s", k)
	}
	v, ok := r.m.Load(k)
	if !ok {
		return 0, false
	}
	return v.(int), true
}

// Both loads k, and when verbose loads it again to compare.
// want: violation
// truth: nonatomic
// why: with the levelled logger V(1) holds, and a Store between the two Loads makes them differ, which no serial run can return.
func (r *Registry) Both(k string) (any, any) {
	a, _ := r.m.Load(k)
	var b any
	if r.log.V(1) {
		b, _ = r.m.Load(k)
	}
	return a, b
}

// Logger is an exported logging guard.
type Logger interface {
	V(level int) bool
}

// Server's logger is an exported field: any code may set it.
type Server struct {
	m   sync.Map //snowflake:base
	Log Logger
}

// Add registers k, logging a duplicate through the exported field's logger.
// want: unsupported
// truth: outside
// why: s.Log may hold a Logger of another module whose V does anything (even call s's map); the reason names Logger.V and the exported field.
func (s *Server) Add(k string, v int) bool {
	_, loaded := s.m.LoadOrStore(k, v)
	if loaded && s.Log.V(2) {
		log.Printf("server: %s already registered", k)
	}
	return !loaded
}

// Cache's logger is unexported but comes from its exported constructor's caller.
type Cache struct {
	m   sync.Map //snowflake:base
	log Logger
}

// NewCache returns a cache logging to l.
func NewCache(l Logger) *Cache {
	return &Cache{log: l}
}

// Add registers k, logging a duplicate through the caller's logger.
// want: unsupported
// truth: outside
// why: c.log is set from NewCache's parameter, which callers of another module may fill with any Logger; the reason says so.
func (c *Cache) Add(k string, v int) bool {
	_, loaded := c.m.LoadOrStore(k, v)
	if loaded && c.log.V(2) {
		log.Printf("cache: %s already registered", k)
	}
	return !loaded
}

// Enabled reports whether l logs at level n: exported, so callers of any
// package may pass any verboser.
func Enabled(l verboser, n int) bool { return l.V(n) }

// Remove deletes k, logging through the exported helper when enabled.
// want: atomic
// truth: atomic
// why: one LoadAndDelete; Enabled is inlined with l bound to r.log, whose set is closed on this path (levelled or silent), whatever other callers pass.
func (r *Registry) Remove(k string) bool {
	_, loaded := r.m.LoadAndDelete(k)
	if Enabled(r.log, 2) {
		log.Printf("registry: removed %s: %v", k, loaded)
	}
	return loaded
}

// RemoveNaive deletes k after a Load, logging through the exported helper.
// want: violation
// truth: nonatomic
// why: another goroutine can take k out between the Load and the Delete: both report removing it, which no serial order allows.
func (r *Registry) RemoveNaive(k string) bool {
	if _, ok := r.m.Load(k); !ok {
		return false
	}
	if Enabled(r.log, 2) {
		log.Printf("registry: removing %s", k)
	}
	r.m.Delete(k)
	return true
}
