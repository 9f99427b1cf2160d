// Package pool keeps one connection per address in a sync.Map:
// get-or-create with fresh allocations, and eviction.
package pool

import "sync"

// Conn is a connection; its fields are set before it is published and
// never written afterwards.
type Conn struct {
	Addr string
	ID   int
}

// Pool maps addresses to *Conn.
type Pool struct {
	conns sync.Map
}

// Get returns addr's connection, creating it if missing.
func (p *Pool) Get(addr string) *Conn {
	v, _ := p.conns.LoadOrStore(addr, &Conn{Addr: addr})
	return v.(*Conn)
}

// GetOrDial looks addr up first and creates a connection on a miss.
func (p *Pool) GetOrDial(addr string, id int) *Conn {
	if v, ok := p.conns.Load(addr); ok {
		return v.(*Conn)
	}
	v, _ := p.conns.LoadOrStore(addr, &Conn{Addr: addr, ID: id})
	return v.(*Conn)
}

// GetOrDialOwn returns its own new connection after a miss, whether or not
// it was the one published.
func (p *Pool) GetOrDialOwn(addr string) *Conn {
	if v, ok := p.conns.Load(addr); ok {
		return v.(*Conn)
	}
	c := &Conn{Addr: addr}
	p.conns.LoadOrStore(addr, c)
	return c
}

// GetOrDialStore publishes its new connection with Store after a miss.
func (p *Pool) GetOrDialStore(addr string) *Conn {
	if v, ok := p.conns.Load(addr); ok {
		return v.(*Conn)
	}
	c := &Conn{Addr: addr}
	p.conns.Store(addr, c)
	return c
}

// GetCreated returns addr's connection and whether this call created it.
func (p *Pool) GetCreated(addr string) (*Conn, bool) {
	c := &Conn{Addr: addr}
	v, _ := p.conns.LoadOrStore(addr, c)
	got := v.(*Conn)
	return got, got == c
}

// Put publishes c under its address.
func (p *Pool) Put(c *Conn) {
	p.conns.Store(c.Addr, c)
}

// Offer publishes c unless its address has a connection.
func (p *Pool) Offer(c *Conn) bool {
	_, loaded := p.conns.LoadOrStore(c.Addr, c)
	return !loaded
}

// Evict removes addr's connection and returns it.
func (p *Pool) Evict(addr string) (*Conn, bool) {
	v, ok := p.conns.LoadAndDelete(addr)
	if !ok {
		return nil, false
	}
	c, _ := v.(*Conn)
	return c, true
}

// EvictNaive looks addr's connection up, then deletes it.
func (p *Pool) EvictNaive(addr string) (*Conn, bool) {
	v, ok := p.conns.Load(addr)
	if !ok {
		return nil, false
	}
	p.conns.Delete(addr)
	c, _ := v.(*Conn)
	return c, true
}

// EvictIfSame removes c if it is still addr's connection.
func (p *Pool) EvictIfSame(addr string, c *Conn) bool {
	return p.conns.CompareAndDelete(addr, c)
}

// Redial replaces addr's connection with a new one and returns the old.
func (p *Pool) Redial(addr string) *Conn {
	old, _ := p.conns.Swap(addr, &Conn{Addr: addr})
	c, _ := old.(*Conn)
	return c
}

// RedialNaive loads addr's connection, then stores a new one.
func (p *Pool) RedialNaive(addr string) *Conn {
	old, _ := p.conns.Load(addr)
	p.conns.Store(addr, &Conn{Addr: addr})
	c, _ := old.(*Conn)
	return c
}

// Borrow takes addr's idle connection out of the pool, or makes a new one.
func (p *Pool) Borrow(addr string) *Conn {
	if v, ok := p.conns.LoadAndDelete(addr); ok {
		return v.(*Conn)
	}
	return &Conn{Addr: addr}
}

// BorrowNaive looks addr's idle connection up, then deletes it.
func (p *Pool) BorrowNaive(addr string) *Conn {
	if v, ok := p.conns.Load(addr); ok {
		p.conns.Delete(addr)
		return v.(*Conn)
	}
	return &Conn{Addr: addr}
}

// Upgrade replaces addr's connection with one of the given id if it is
// still the connection old.
func (p *Pool) Upgrade(addr string, old *Conn, id int) bool {
	return p.conns.CompareAndSwap(addr, old, &Conn{Addr: addr, ID: id})
}

// Rebind replaces addr's connection with a new one whose ID is one more
// than the current connection's, retrying on interference.
func (p *Pool) Rebind(addr string) int {
	for {
		v, ok := p.conns.Load(addr)
		if !ok {
			return 0
		}
		cur := v.(*Conn)
		if p.conns.CompareAndSwap(addr, cur, &Conn{Addr: addr, ID: cur.ID + 1}) {
			return cur.ID + 1
		}
	}
}
