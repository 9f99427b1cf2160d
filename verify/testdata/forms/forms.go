// Package forms has one composite operation per way Go code reaches a
// shared object, and no directive: discovery must report each marked
// function ("composite: OBJECT" in its doc comment) exactly once, and no
// other function. Verdicts are not fixed here (TestForms): only presence.
package forms

import (
	"math"
	"sync"
	"sync/atomic"
)

type gateway struct{ outsim sync.Map }

// Client reaches its objects in many ways.
type Client struct {
	gw     *gateway
	inner  gateway
	shards [4]atomic.Int64
	slots  []atomic.Int64
	hits   atomic.Int64
	perKey sync.Map
	m      *sync.Map
	state  uint32
	spare  atomic.Int64
}

// Field makes two calls on a field of its receiver.
// composite: c.hits
func (c *Client) Field() int64 {
	c.hits.Add(1)
	return c.hits.Load()
}

// Single makes one call: no composite operation.
func (c *Client) Single() int64 { return c.hits.Load() }

// Nested makes two calls on a field of a field held by pointer.
// composite: c.gw.outsim
func (c *Client) Nested(k string) {
	if _, ok := c.gw.outsim.Load(k); !ok {
		c.gw.outsim.Store(k, true)
	}
}

// NestedValue makes two calls on a field of a field held by value.
// composite: c.inner.outsim
func (c *Client) NestedValue(k string) {
	if _, ok := c.inner.outsim.Load(k); !ok {
		c.inner.outsim.Store(k, true)
	}
}

// ConstElem makes two calls on an array element of constant index.
// composite: c.shards[0]
func (c *Client) ConstElem() int64 {
	c.shards[0].Add(1)
	return c.shards[0].Load()
}

// VarElem makes two calls on a slice element of variable index.
// composite: c.slots[i]
func (c *Client) VarElem(i int) int64 {
	c.slots[i].Add(1)
	return c.slots[i].Load()
}

// AddFloat adds v to the float64 whose bits a parameter points to.
// composite: bits
func AddFloat(bits *uint64, v float64) {
	for {
		old := atomic.LoadUint64(bits)
		nb := math.Float64bits(math.Float64frombits(old) + v)
		if atomic.CompareAndSwapUint64(bits, old, nb) {
			return
		}
	}
}

// MapParam stores k unless present in a map passed as a parameter.
// composite: m
func MapParam(m *sync.Map, k string) {
	if _, ok := m.Load(k); !ok {
		m.Store(k, 1)
	}
}

// Captured makes its calls in a closure capturing the receiver.
// composite: c.hits
func (c *Client) Captured() func() int64 {
	return func() int64 {
		c.hits.Add(1)
		return c.hits.Load()
	}
}

// Local reads a field into a local variable and calls it twice.
// composite: c.m
func (c *Client) Local(k string) {
	m := c.m
	if _, ok := m.Load(k); !ok {
		m.Store(k, 1)
	}
}

func (c *Client) counter() *atomic.Int64 { return &c.spare }

// CallResult makes two calls on the result of a call.
// composite: c.counter()
func (c *Client) CallResult() int64 {
	h := c.counter()
	h.Add(1)
	return h.Load()
}

var stats struct{ hits, misses atomic.Int64 }

// GlobalField makes two calls on a field of a package variable.
// composite: stats.hits
func GlobalField() int64 {
	stats.hits.Add(1)
	return stats.hits.Load()
}

var total atomic.Int64

// Global makes two calls on a package variable.
// composite: total
func Global() int64 {
	total.Add(1)
	return total.Load()
}

// Handle holds its map by pointer and has value receivers.
type Handle struct {
	name string
	m    *sync.Map
}

// ValueRecv makes two calls through a value receiver (the copy points to
// the same map).
// composite: h.m
func (h Handle) ValueRecv(k string) {
	if _, ok := h.m.Load(k); !ok {
		h.m.Store(k, h.name)
	}
}

// Hits is a defined type over a collection.
type Hits atomic.Int64

// Max raises h to v with a CAS loop.
// composite: (*atomic.Int64)(h)
func (h *Hits) Max(v int64) {
	for {
		old := (*atomic.Int64)(h).Load()
		if old >= v || (*atomic.Int64)(h).CompareAndSwap(old, v) {
			return
		}
	}
}

// Inc makes one call: no composite operation.
func (h *Hits) Inc() { (*atomic.Int64)(h).Add(1) }

// PerKey adds to a per-key counter: LoadOrStore then Add on its value.
// composite: c.perKey
func (c *Client) PerKey(k string) int64 {
	v, _ := c.perKey.LoadOrStore(k, new(atomic.Int64))
	return v.(*atomic.Int64).Add(1)
}

// Pair updates two counters together.
// composite: c.hits
func Pair(c *Client) {
	c.hits.Add(1)
	c.shards[1].Add(1)
}

// Loop makes one call, inside a loop.
// composite: c.hits
func (c *Client) Loop(n int) {
	for i := 0; i < n; i++ {
		c.hits.Add(1)
	}
}

// Converted makes two calls on a converted field.
// composite: c.state
func (c *Client) Converted() bool {
	if atomic.LoadUint32(&c.state) != 0 {
		return false
	}
	return atomic.CompareAndSwapUint32(&c.state, 0, 1)
}

// Fresh makes calls on a map it allocates: not shared, not reported.
func Fresh() int {
	var m sync.Map
	m.Store(1, 1)
	m.Store(2, 2)
	n := 0
	m.Range(func(k, v any) bool { n++; return true })
	return n
}

// LocalCaptured reads a field into a local variable that a closure
// captures, and calls it in both.
// composite: m
func (c *Client) LocalCaptured(k string) {
	m := c.m
	store := func() { m.Store(k, 1) }
	if _, ok := m.Load(k); !ok {
		store()
	}
}

// Pool holds counters in a Go map.
type Pool struct{ conns map[string]*atomic.Int64 }

// MapElem makes two calls on a counter read from a Go map.
// composite: p.conns[k]
func (p *Pool) MapElem(k string) int64 {
	c := p.conns[k]
	c.Add(1)
	return c.Load()
}

// RangeAll makes one call, in a loop over a Go map's values.
// composite: p.conns[k]
func (p *Pool) RangeAll() {
	for _, c := range p.conns {
		c.Add(1)
	}
}

// Publish makes a counter, publishes it, then adds to it: the counter is
// shared once stored.
// composite: c.perKey
func (c *Client) Publish(k string) {
	n := new(atomic.Int64)
	c.perKey.Store(k, n)
	n.Add(1)
}
