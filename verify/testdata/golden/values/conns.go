// This file: get-or-create with fresh pointers. A run returns either the
// pointer the map holds or its own fresh one; only the former is atomic
// when its insert can lose.

package values

import "sync"

// conn is a connection, shared by pointer.
type conn struct {
	name string
	port int
}

// Conns maps names to connections.
type Conns struct {
	m sync.Map
}

// Get returns k's connection, publishing a new one on a miss.
// want: atomic
// truth: atomic
// why: one LoadOrStore; the result is the published pointer, the condensed run's fresh conn (same site, same contents) standing for this run's.
func (c *Conns) Get(k string) *conn {
	v, _ := c.m.LoadOrStore(k, &conn{name: k})
	return v.(*conn)
}

// GetOrCreate returns k's connection: Load first, LoadOrStore on a miss,
// returning what the map holds.
// want: atomic
// truth: atomic
// why: linearizable at the Load that finds k or at the LoadOrStore, whose result is the published pointer either way.
func (c *Conns) GetOrCreate(k string, port int) *conn {
	if v, ok := c.m.Load(k); ok {
		return v.(*conn)
	}
	v, _ := c.m.LoadOrStore(k, &conn{name: k, port: port})
	return v.(*conn)
}

// GetOrCreateOwn returns its own fresh connection after a Load miss, even
// when its LoadOrStore loses.
// want: violation
// truth: nonatomic
// why: two goroutines both miss; the first's LoadOrStore publishes its conn, the second's finds it but the second returns its own conn, which the map never held: no serial order gives two callers different conns for one key.
func (c *Conns) GetOrCreateOwn(k string) *conn {
	if v, ok := c.m.Load(k); ok {
		return v.(*conn)
	}
	cn := &conn{name: k}
	c.m.LoadOrStore(k, cn)
	return cn
}

// GetCreated returns k's connection and whether this call created it, by
// comparing the result with its own fresh pointer.
// want: atomic
// truth: atomic
// why: one LoadOrStore; the fresh pointer differs from every value in the map before, so v == cn exactly when the insert happened.
func (c *Conns) GetCreated(k string) (*conn, bool) {
	cn := &conn{name: k}
	v, _ := c.m.LoadOrStore(k, cn)
	p := v.(*conn)
	return p, p == cn
}

// GetBuilt builds the connection field by field before publishing it.
// want: atomic
// truth: atomic
// why: one LoadOrStore; the stores into the fresh conn happen before it is published, so a serial run builds the same contents.
func (c *Conns) GetBuilt(k string, port int) *conn {
	cn := new(conn)
	cn.name = k
	cn.port = port
	v, _ := c.m.LoadOrStore(k, cn)
	return v.(*conn)
}

// Redial replaces k's connection with a fresh one and returns the old one.
// want: atomic
// truth: atomic
// why: one Swap of a fresh conn; a serial run swaps in the same (identified) conn and returns the same previous value.
func (c *Conns) Redial(k string) (*conn, bool) {
	old, loaded := c.m.Swap(k, &conn{name: k})
	if !loaded {
		return nil, false
	}
	p, _ := old.(*conn)
	return p, true
}

// RedialRacy replaces k's connection after loading it.
// want: violation
// truth: nonatomic
// why: another goroutine Stores its conn between the Load and the Store; it is overwritten unseen and T returns the conn before it.
func (c *Conns) RedialRacy(k string) *conn {
	v, _ := c.m.Load(k)
	c.m.Store(k, &conn{name: k})
	p, _ := v.(*conn)
	return p
}

// PublishSeen publishes a fresh conn at k, then reports whether the alias
// key k2 holds that same conn.
// want: violation
// truth: nonatomic
// why: between T's Store and its Load another goroutine Loads k (T's conn) and Stores it at k2; T returns true. A serial run always returns false: its conn is fresh, so no key held it before the Store, and only k holds it after. The fresh pointer is distinct from the states before the Store, not from the later ones.
func (c *Conns) PublishSeen(k, k2 string) bool {
	cn := &conn{name: k}
	c.m.Store(k, cn)
	v, _ := c.m.Load(k2)
	return v == any(cn)
}

// token is a zero-size type: Go may give every new(token) the same address
// (the gc runtime does, once the pointer escapes).
type token struct{}

// Rotate swaps a new token in at k; when the previous value was this very
// token (it cannot be, if new pointers were distinct from old ones) it also
// marks k2.
// want: violation
// truth: nonatomic
// why: zero-size allocations share one address, so old == t holds whenever k held a *token: from k = &token{} (stored by an earlier Rotate), T Swaps and sees old == t; another goroutine Stores 5 at k, then Loads k2 (absent); T Stores k2 and returns true. T before that Store should be seen by the Load of k2; T after it would swap out 5 and return false.
func (c *Conns) Rotate(k, k2 string) bool {
	t := &token{}
	old, _ := c.m.Swap(k, t)
	if old == any(t) {
		c.m.Store(k2, true)
		return true
	}
	return false
}
