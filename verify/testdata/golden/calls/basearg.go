package calls

import "sync"

// loadFrom takes the map as a parameter.
func loadFrom(m *sync.Map, k string) (any, bool) {
	return m.Load(k)
}

// e1 to e4 nest four helpers deep, passing the map.
func e1(m *sync.Map, k string) (any, bool) { return e2(m, k) }
func e2(m *sync.Map, k string) (any, bool) { return e3(m, k) }
func e3(m *sync.Map, k string) (any, bool) { return e4(m, k) }
func e4(m *sync.Map, k string) (any, bool) { return m.Load(k) }

// Passer holds its map by value and lets its address out: passing &p.m to
// a helper, or returning it, counts as a possible reassignment of the base
// field, which refuses every method of the client.
type Passer struct {
	m sync.Map
}

// Via passes the base to loadFrom.
// want: unsupported
// truth: atomic
// why: loadFrom only Loads; snowflake refuses the client because &p.m escapes (here and in mp), before any inlining.
func (p *Passer) Via(k string) (any, bool) {
	return loadFrom(&p.m, k)
}

// mp returns the base object.
// want: unsupported
// truth: atomic
// why: no call on the map at all; the client is refused as for Via.
func (p *Passer) mp() *sync.Map {
	return &p.m
}

// ViaMp loads through the pointer mp returns.
// want: unsupported
// truth: atomic
// why: one Load on the base; the client is refused as for Via.
func (p *Passer) ViaMp(k string) (any, bool) {
	return p.mp().Load(k)
}

// Get is a plain Load of a refused client.
// want: unsupported
// truth: atomic
// why: one Load; the client is refused as for Via.
func (p *Passer) Get(k string) (any, bool) {
	return p.m.Load(k)
}

// Ref holds a pointer to a shared map, so passing the base around is
// passing the pointer's value, not the field's address.
type Ref struct {
	m *sync.Map
}

// NewRef returns a Ref on a new map.
func NewRef() *Ref {
	return &Ref{m: new(sync.Map)}
}

// Via passes the base to loadFrom.
// want: atomic
// truth: atomic
// why: loadFrom is inlined with its parameter bound to the base: one Load.
func (r *Ref) Via(k string) (any, bool) {
	return loadFrom(r.m, k)
}

// mp returns the base object.
// want: unsupported
// truth: atomic
// why: no call on the map; returning the pointer is not an operation on it, but by itself snowflake refuses a use of the base other than a method call (inlined into a caller, it is fine).
func (r *Ref) mp() *sync.Map {
	return r.m
}

// ViaMp loads through the pointer mp returns.
// want: atomic
// truth: atomic
// why: mp is inlined and returns the base: one Load.
func (r *Ref) ViaMp(k string) (any, bool) {
	return r.mp().Load(k)
}

// GetOrInitMp is get-or-create through the pointer mp returns.
// want: atomic
// truth: atomic
// why: Load then LoadOrStore on the base.
func (r *Ref) GetOrInitMp(k string, v any) any {
	m := r.mp()
	if x, ok := m.Load(k); ok {
		return x
	}
	x, _ := m.LoadOrStore(k, v)
	return x
}

// PutIfAbsentMp is check-then-act through the pointer mp returns.
// want: violation
// truth: nonatomic
// why: Load then Store on the base: two goroutines both see k absent and both return true.
func (r *Ref) PutIfAbsentMp(k string, v any) bool {
	m := r.mp()
	if _, ok := m.Load(k); ok {
		return false
	}
	m.Store(k, v)
	return true
}

// Depth4 reaches the Load through four nested helpers.
// want: unsupported
// truth: atomic
// why: one Load, but e4 is nested deeper than the inlining limit of 3.
func (r *Ref) Depth4(k string) (any, bool) {
	return e1(r.m, k)
}

// Depth3Of4 enters the same chain one level down.
// want: atomic
// truth: atomic
// why: e2, e3, e4 are inlined (depth 3, the limit): one Load.
func (r *Ref) Depth3Of4(k string) (any, bool) {
	return e2(r.m, k)
}
