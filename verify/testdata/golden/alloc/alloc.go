// Package alloc: fresh allocations and floats. Each run of a function
// allocates a new object, so a condensed run never returns or stores the same
// pointer; floats are opaque. This version reports these unproven even where
// they are atomic.
package alloc

import "sync"

type conn struct {
	addr string
}

type stats struct {
	hits int
}

type limits struct {
	lo, hi int
}

// Pool maps keys to connections, stats, buffers, limits and weights.
type Pool struct {
	m sync.Map
}

// GetOrCreate returns key's connection, creating it on a miss.
// want: atomic
// truth: atomic
// why: Load then LoadOrStore(&conn{}): linearizable at the LoadOrStore; the condensed run allocates at the same site with the same contents, so it may be given the same object.
func (p *Pool) GetOrCreate(key string) *conn {
	if v, ok := p.m.Load(key); ok {
		return v.(*conn)
	}
	v, _ := p.m.LoadOrStore(key, &conn{addr: key})
	return v.(*conn)
}

// GetOrCreateRacy returns key's connection, creating it with Store on a miss.
// want: violation
// truth: nonatomic
// why: two goroutines both miss and each returns its own new conn; the map keeps only the second.
func (p *Pool) GetOrCreateRacy(key string) *conn {
	if v, ok := p.m.Load(key); ok {
		return v.(*conn)
	}
	c := &conn{addr: key}
	p.m.Store(key, c)
	return c
}

// Stats returns key's stats, creating them with new.
// want: atomic
// truth: atomic
// why: one LoadOrStore of new(stats); the zeroed object is identified with the condensed run's.
func (p *Pool) Stats(key string) *stats {
	v, _ := p.m.LoadOrStore(key, new(stats))
	return v.(*stats)
}

// Buffer stores a fresh buffer for key.
// want: atomic
// truth: atomic
// why: one Store of a make'd slice; the same site with the same sizes is identified with the condensed run's.
func (p *Pool) Buffer(key string) {
	p.m.Store(key, make([]byte, 0, 64))
}

// SetLimits stores a limits value for key.
// want: atomic
// truth: atomic
// why: one Store of a composite literal; struct values are exact datatypes.
func (p *Pool) SetLimits(key string, lo, hi int) {
	p.m.Store(key, limits{lo: lo, hi: hi})
}

// Scaled returns key's weight times f.
// want: atomic
// truth: atomic
// why: one Load; float multiplication is an uninterpreted but deterministic function of its operands.
func (p *Pool) Scaled(key string, f float64) (float64, bool) {
	v, ok := p.m.Load(key)
	if !ok {
		return 0, false
	}
	w, _ := v.(float64)
	return w * f, true
}
