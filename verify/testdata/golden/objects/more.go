package objects

import (
	"sync"
	"sync/atomic"
)

// Window counts events in the current window and the window's start.
type Window struct {
	//snowflake:base
	start atomic.Int64
	count atomic.Int64
}

// Add counts one event if the window started at or after t, else starts a new window at t.
// want: violation
// truth: nonatomic
// why: the start is read, then the count changed: another goroutine can reset the window in between and the event lands in the new window's count although it was decided by the old one.
func (w *Window) Add(t int64) int64 {
	if w.start.Load() >= t {
		return w.count.Add(1)
	}
	w.start.Store(t)
	w.count.Store(1)
	return 1
}

// Count reads the count: one call.
// want: atomic
// truth: atomic
// why: one Load of one object.
func (w *Window) Count() int64 {
	return w.count.Load()
}

// Rate reads start and count at two instants.
// want: violation
// truth: nonatomic
// why: another goroutine's reset between the Loads gives a start and a count no instant had.
func (w *Window) Rate() (int64, int64) {
	s := w.start.Load()
	return s, w.count.Load()
}

// Gateway nests its counters in a struct held by value.
type Gateway struct {
	//snowflake:base
	routes sync.Map
	gw     struct {
		outsim atomic.Int64
		insim  atomic.Int64
	}
}

// Out counts an outbound message on a nested counter.
// want: atomic
// truth: atomic
// why: one Add on a nested field, an object of its own.
func (g *Gateway) Out() int64 {
	return g.gw.outsim.Add(1)
}

// Both counts one message each way.
// want: violation
// truth: nonatomic
// why: two mutating calls on two nested counters: another goroutine sees one counted and not the other.
func (g *Gateway) Both() {
	g.gw.outsim.Add(1)
	g.gw.insim.Add(1)
}

// RouteOut stores a route and counts it.
// want: violation
// truth: nonatomic
// why: the route is visible before the count moves: another goroutine sees the route and the old count.
func (g *Gateway) RouteOut(k string) {
	g.routes.Store(k, true)
	g.gw.outsim.Add(1)
}

// Pair keeps two maps in step.
type Pair struct {
	//snowflake:base
	byID   sync.Map
	byName sync.Map
}

// Move takes id from byID into byName.
// want: violation
// truth: nonatomic
// why: between the LoadAndDelete and the Store the value is in neither map: another goroutine's Loads see it nowhere.
func (p *Pair) Move(id string) bool {
	v, ok := p.byID.LoadAndDelete(id)
	if !ok {
		return false
	}
	p.byName.Store(id, v)
	return true
}

// Lookup tries byID, then byName.
// want: violation
// truth: nonatomic
// why: a Move between the two Loads makes the value seem absent from both.
func (p *Pair) Lookup(id string) (any, bool) {
	if v, ok := p.byID.Load(id); ok {
		return v, true
	}
	return p.byName.Load(id)
}

// InByName reads one map: one call on an object besides the base.
// want: atomic
// truth: atomic
// why: one Load.
func (p *Pair) InByName(id string) bool {
	_, ok := p.byName.Load(id)
	return ok
}

// Nested is a map of maps: tenant → *sync.Map.
type Nested struct {
	//snowflake:base
	tenants sync.Map
}

// Get reads k in tenant t's map.
// want: violation
// truth: nonatomic
// why: in the open environment another goroutine may replace t's map and change the old one before the inner Load.
func (n *Nested) Get(t, k string) (any, bool) {
	m, ok := n.tenants.Load(t)
	if !ok {
		return nil, false
	}
	return m.(*sync.Map).Load(k)
}

// Put stores k in tenant t's map, creating it.
// want: violation
// truth: nonatomic
// why: the new inner map is published empty before the Store: another goroutine loads it and finds k absent after t's creation.
func (n *Nested) Put(t, k string, v any) {
	m, _ := n.tenants.LoadOrStore(t, new(sync.Map))
	m.(*sync.Map).Store(k, v)
}

var drops atomic.Int64

// Queue counts drops in a package variable besides its base.
type Queue struct {
	//snowflake:base
	items sync.Map
}

// Drop removes k and counts the drop.
// want: violation
// truth: nonatomic
// why: the removal shows before the drop count moves.
func (q *Queue) Drop(k string) {
	if _, ok := q.items.LoadAndDelete(k); ok {
		drops.Add(1)
	}
}

// Drops reads the package counter.
// want: atomic
// truth: atomic
// why: one Load of a package variable.
func (q *Queue) Drops() int64 {
	return drops.Load()
}

// Transfer moves d from a to b, which may be the same counter.
// want: violation
// truth: nonatomic
// why: two mutating calls: another goroutine sees a decreased and b not yet increased.
func (q *Queue) Transfer(a, b *atomic.Int64, d int64) {
	a.Add(-d)
	b.Add(d)
}

// Total reads a counter the caller passes: one call, on a family member.
// want: atomic
// truth: atomic
// why: one Load.
func (q *Queue) Total(c *atomic.Int64) int64 {
	return c.Load()
}

// Shards holds counters in an array besides its map.
type Shards struct {
	//snowflake:base
	names  sync.Map
	shards [4]atomic.Int64
}

// RaiseShard raises shard i&3 to at least n with a CAS loop on the element.
// want: atomic
// truth: atomic
// why: a pure loop of Loads and failed CASes on one array element, an object of its own; the last CAS is the one mutation.
func (s *Shards) RaiseShard(i int, n int64) {
	for {
		cur := s.shards[i&3].Load()
		if cur >= n || s.shards[i&3].CompareAndSwap(cur, n) {
			return
		}
	}
}

// MoveShard moves one from shard i&3 to shard j&3 (maybe the same one).
// want: violation
// truth: nonatomic
// why: two mutating calls on two elements (maybe one): another goroutine sees the first change and not the second.
func (s *Shards) MoveShard(i, j int) {
	s.shards[i&3].Add(-1)
	s.shards[j&3].Add(1)
}
