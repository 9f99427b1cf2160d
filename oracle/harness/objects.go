// This file defines a run's objects besides its base (issue #23): the
// shared objects a function touches, each with its own state, so that a
// scenario is a history of the tuple of objects (Herlihy and Wing: a tuple
// of linearizable objects is linearizable when its state is the tuple of
// their states, so the check compares every object's final state).
//
// Static objects are those the driver names (Name): the receiver's fields
// of modelled types at any depth, package variables, pointer parameters.
// In a run with the exploration's domain (a scenario's, or its serial
// replays', which take the scenario's initial states), one is registered
// when the driver names it, before the client's call, its initial state
// chosen then (as the base's is at the start), so that the other
// goroutine may call its methods in any gap, the first included, before
// the client touches it (the prepass's runs, which have no domain,
// register it on the client's first call of it).
// Registering late would leave scenarios out (a fuzzed two-map function
// whose violation needs the other goroutine to call the second map before
// the client does); registering early only adds scenarios, each a run the
// program can make. Dynamic objects are the ones a modelled map's values
// point to (a sync.Map of *atomic.Int64): the client's calls of one are
// the run's once it is published (a value of a registered map), and the
// other goroutine calls one by loading it first (From: the object its
// earlier call returned), as real code must.

package harness

import "reflect"

// A slotted object is a stand-in whose state the run can take over: the
// sync.Map and sync/atomic stand-ins.
type slotted interface {
	object
	slot() **shimState
}

func (m *Map) slot() **shimState        { return &m.st }
func (v *Integer[T]) slot() **shimState { return &v.st }
func (b *Bool) slot() **shimState       { return &b.st }
func (p *Pointer[T]) slot() **shimState { return &p.st }
func (v *Value) slot() **shimState      { return &v.st }

// noObject is the result of the other goroutine's call on the object an
// earlier call returned when, in a serial order, that call returned none.
type noObject struct{}

// Name makes o a static object of the current run, named as Go prints it
// (s.hits, drops, from): the driver calls it before the client's call,
// for every object the function may touch besides its base. Only the
// stand-ins whose zero value is ready (sync.Map, sync/atomic's types) are
// named; others stay plain. A run with a domain registers it at once.
func Name(o object, name string) {
	s, ok := o.(slotted)
	if cur == nil || !ok {
		return
	}
	if cur.domain != nil { // registered now, so that the other goroutine may call it before the client does
		*s.slot() = cur.staticObject(name, o.kind())
		return
	}
	*s.slot() = &shimState{model: newModel(o.kind(), nil), name: name, static: true}
}

// adopt returns the state *stp that a call in r acts on: a static object
// registered (on its first call), a published dynamic object registered,
// or a plain state (fresh, or reset when left from another run).
func (r *run) adopt(stp **shimState, k kind) *shimState {
	st := *stp
	switch {
	case st != nil && st.run == r:
		return st
	case st != nil && st.static && st.run == nil:
		*stp = r.staticObject(st.name, k)
		return *stp
	case st != nil && st.run != nil: // left from another run
		st = nil
	}
	if st == nil {
		st = &shimState{model: newModel(k, nil)}
		*stp = st
	}
	if r.published(stp) {
		st.run = r
		r.objs = append(r.objs, st)
	}
	return st
}

// staticObject returns the state of the static object name, registering
// it: its initial state is the scenario's (inits), or chosen now.
func (r *run) staticObject(name string, k kind) *shimState {
	if st, ok := r.byName[name]; ok {
		return st
	}
	if r.domain != nil {
		r.domain.kinds[name] = k
	}
	init, ok := r.inits[name]
	if !ok && r.ch != nil && r.domain != nil && !r.pkg {
		init = pickInit(k, r.ch, r.domain.keys, r.domain.values(k))
		if r.inits == nil {
			r.inits = map[string]map[any]any{}
		}
		r.inits[name] = init
	}
	st := &shimState{model: newModel(k, init), run: r, name: name, static: true}
	if r.byName == nil {
		r.byName = map[string]*shimState{}
	}
	r.byName[name] = st
	r.objs = append(r.objs, st)
	return st
}

// published reports whether the object at stp is a value of a registered
// map: another goroutine may have loaded it.
func (r *run) published(stp **shimState) bool {
	_, _, ok := r.holder(stp)
	return ok
}

// holder finds a registered map holding the object at stp, and its key.
func (r *run) holder(stp **shimState) (*shimState, any, bool) {
	for _, st := range r.objs {
		if !st.model.kind.keyed() {
			continue
		}
		for k, v := range st.model.m {
			if s, ok := v.(slotted); ok && s.slot() == stp {
				return st, k, true
			}
		}
	}
	return nil, nil, false
}

// envCall performs one of the other goroutine's calls: on the base, on a
// static object (registered now if the client has not called it yet), or
// on the object an earlier call of the other goroutine returned.
func (r *run) envCall(c Call) ([]any, any) {
	if c.Op > 0 {
		res, p := r.opCall(c)
		r.envRes, r.lastEnv = append(r.envRes, res), nil
		return res, p
	}
	st := r.base
	switch {
	case c.From > 0:
		var o slotted
		if prev := r.envRes[c.From-1]; len(prev) > 0 {
			o, _ = prev[0].(slotted)
		}
		if o == nil {
			r.envRes, r.lastEnv = append(r.envRes, []any{noObject{}}), nil
			return []any{noObject{}}, nil
		}
		st = *o.slot()
		if st == nil || st.run != r {
			st = r.adoptEnv(o)
		}
	case c.Obj != "":
		st = r.staticObject(c.Obj, r.domain.kindOf(c.Obj))
	}
	res, p := st.try(c)
	r.envRes = append(r.envRes, res)
	r.lastEnv = st
	if len(res) > 0 {
		if _, ok := res[0].(slotted); ok {
			r.slotted++
		}
	}
	return res, p
}

// adoptEnv registers o, which the other goroutine reached through a map.
func (r *run) adoptEnv(o slotted) *shimState {
	stp := o.slot()
	st := *stp
	if st == nil || (st.run != nil && st.run != r) {
		st = &shimState{model: newModel(o.kind(), nil)}
	}
	st.run = r
	*stp = st
	r.objs = append(r.objs, st)
	return st
}

// objectOps lists the other goroutine's calls in the next gap: the base's,
// each registered static object's, and those on each object an earlier
// call of the other goroutine returned. Cached until either list grows.
func (r *run) objectOps() []Call {
	if r.pkg || r.domain == nil || (len(r.byName) == 0 && r.slotted == 0) {
		return r.envOps
	}
	n := len(r.byName)*1000 + len(r.envRes)
	if r.opsCache != nil && r.opsKey == n {
		return r.opsCache
	}
	ops := r.envOps
	if len(r.byName) > 0 || len(r.envRes) > 0 {
		ops = append([]Call(nil), r.envOps...)
	}
	for _, st := range r.objs {
		if st.static && st != r.base {
			for _, c := range r.domain.opsOf(st.model.kind) {
				c.Obj = st.name
				ops = append(ops, c)
			}
		}
	}
	for j, res := range r.envRes {
		if len(res) == 0 {
			continue
		}
		if o, ok := res[0].(slotted); ok {
			for _, c := range r.domain.opsOf(o.kind()) {
				c.From = j + 1
				ops = append(ops, c)
			}
		}
	}
	r.opsCache, r.opsKey = ops, n
	return ops
}

// finals returns the final state of the base and of every other static
// object by name (nil when there is none), those the run never called
// with their initial state.
func (r *run) finals() (map[any]any, map[string]map[any]any) {
	if len(r.inits) == 0 && len(r.byName) == 0 {
		return r.base.model.m, nil
	}
	out := map[string]map[any]any{}
	for name, init := range r.inits {
		out[name] = init
	}
	for name, st := range r.byName {
		out[name] = st.model.m
	}
	return r.base.model.m, out
}

// resetKnown empties the objects the driver supplies as values (a
// *atomic.Int64 of the value domain): every run starts them afresh.
func resetKnown(objs []slotted) {
	for _, o := range objs {
		*o.slot() = nil
	}
}

// An objDomain is what the runs of one argument tuple share about objects
// besides the base: the keys, the pool of values (fitted to each kind),
// the other goroutine's calls on each kind, and the static objects' kinds.
type objDomain struct {
	keys []any
	pool []any
	// passed are the values the client passes to objects besides the
	// base (the prepass's), which join their domains beyond the pool's
	// first: a CompareAndSwap's old value, which the object must be able
	// to hold for the swap to succeed.
	passed []any
	cfg    *Config
	vals   map[string][]any
	ops    map[string][]Call
	kinds  map[string]kind
}

// maxObjValues bounds the values, besides nil, of an object other than
// the base: its initial states and the other goroutine's arguments.
const maxObjValues = 2

func newObjDomain(keys, pool, passed []any, cfg *Config) *objDomain {
	return &objDomain{keys: keys, pool: pool, passed: passed, cfg: cfg, vals: map[string][]any{}, ops: map[string][]Call{}, kinds: map[string]kind{}}
}

// values returns the values an object of kind k holds, nil last: the
// pool's first, then its kind's defaults, then the base's defaults
// (defaultValues), so that an object the body passes no value to (a
// second sync.Map it only loads from and copies) still holds values other
// than nil, as the base does; then the values the client passes to
// objects besides the base that those first ones miss (at most
// maxObjValues more). A body whose constants fill the pool's first
// places (an integer parameter's comparisons) would otherwise leave a
// CompareAndSwap's old value out of the object it compares with. The
// domain only grows: every scenario explored before still is.
func (d *objDomain) values(k kind) []any {
	if v, ok := d.vals[k.name()]; ok {
		return v
	}
	var out []any
	cands := append(append(append([]any(nil), d.pool...), kindDefaults(k)...), defaultValues...)
	for _, v := range fitAll(k, cands) {
		if v != nil && len(out) < maxObjValues {
			out = append(out, v)
		}
	}
	extra := 0
	for _, v := range fitAll(k, d.passed) {
		if v != nil && extra < maxObjValues && !contains(out, v) {
			out = append(out, v)
			extra++
		}
	}
	out = fitAll(k, append(out, nil))
	d.vals[k.name()] = out
	return out
}

// kindDefaults are values an object of kind k holds besides its zero
// value, for when the pool has none of its type: 1 and 2 for integers,
// true for a Bool.
func kindDefaults(k kind) []any {
	z, ok := k.fit(nil)
	if !ok || z == nil {
		return nil
	}
	t := reflect.TypeOf(z)
	switch t.Kind() {
	case reflect.Int32, reflect.Int64, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return []any{reflect.ValueOf(1).Convert(t).Interface(), reflect.ValueOf(2).Convert(t).Interface()}
	case reflect.Bool:
		return []any{true}
	}
	return nil
}

// opsOf lists the other goroutine's calls on an object of kind k.
func (d *objDomain) opsOf(k kind) []Call {
	if ops, ok := d.ops[k.name()]; ok {
		return ops
	}
	ops := k.envOps(d.keys, d.values(k), d.cfg.Ops)
	d.ops[k.name()] = ops
	return ops
}

// kindOf returns the kind of the static object name.
func (d *objDomain) kindOf(name string) kind { return d.kinds[name] }

// holderOf finds a registered map holding the dynamic object ob, and its
// key: how a witness names it (counters["a"]).
func (r *run) holderOf(ob *shimState) (*shimState, any) {
	for _, st := range r.objs {
		if !st.model.kind.keyed() {
			continue
		}
		for _, k := range st.model.keys() {
			if s, ok := st.model.m[k].(slotted); ok && *s.slot() == ob {
				return st, k
			}
		}
	}
	return nil, nil
}
