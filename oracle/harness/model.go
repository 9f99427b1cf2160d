// This file defines the state of an object (model) and the executable
// sequential model of sync.Map: a Go map from keys to values in which a
// key is absent or present (possibly with a nil value), and one method per
// sync.Map operation with Go's semantics.

package harness

import "sort"

// A Call is one operation with its arguments: on the base object, or, for
// the other goroutine's calls, on the static object Obj or on the object
// its call number From (from 1) returned (objects.go), or one of the
// package's operations (Op).
type Call struct {
	Method string
	Args   []any
	Obj    string
	From   int
	Op     int // in the package environment: the operation Spec.Ops[Op-1], run whole (pkgenv.go)
}

// A model is the state of one object: the present keys and their values
// (an object without keys keeps its value under the key cell), and the
// kind of object that gives the methods their semantics.
type model struct {
	kind kind
	m    map[any]any
}

func newModel(k kind, init map[any]any) *model {
	if k == nil {
		k = syncMapKind{}
	}
	s := &model{kind: k, m: make(map[any]any, len(init))}
	for k, v := range init {
		s.m[k] = v
	}
	return s
}

// apply performs c and returns its results, as the real object would.
func (s *model) apply(c Call) []any { return s.kind.apply(s, c) }

// syncMapKind is sync.Map.
type syncMapKind struct{}

func (syncMapKind) name() string { return "sync.Map" }

// apply performs c and returns its results, as sync.Map would. It panics
// as sync.Map does: on an unhashable key, and in CompareAndSwap and
// CompareAndDelete when a present value and old have the same
// uncomparable dynamic type (Go's == on interfaces).
func (syncMapKind) apply(s *model, c Call) []any {
	a := c.Args
	switch c.Method {
	case "Load":
		v, ok := s.m[a[0]]
		return []any{v, ok}
	case "Store":
		s.m[a[0]] = a[1]
		return nil
	case "LoadOrStore":
		if v, ok := s.m[a[0]]; ok {
			return []any{v, true}
		}
		s.m[a[0]] = a[1]
		return []any{a[1], false}
	case "LoadAndDelete":
		v, ok := s.m[a[0]]
		delete(s.m, a[0])
		return []any{v, ok}
	case "Delete":
		delete(s.m, a[0])
		return nil
	case "Swap":
		v, ok := s.m[a[0]]
		s.m[a[0]] = a[1]
		return []any{v, ok}
	case "CompareAndSwap":
		v, ok := s.m[a[0]]
		if !ok || v != a[1] {
			return []any{false}
		}
		s.m[a[0]] = a[2]
		return []any{true}
	case "CompareAndDelete":
		v, ok := s.m[a[0]]
		if !ok || v != a[1] {
			return []any{false}
		}
		delete(s.m, a[0])
		return []any{true}
	case "Clear":
		clear(s.m)
		return nil
	}
	panic("harness: unknown sync.Map method " + c.Method)
}

func (syncMapKind) keyed() bool           { return true }
func (syncMapKind) emptyCell() bool       { return false }
func (syncMapKind) fit(v any) (any, bool) { return v, true }
func (syncMapKind) envOps(keys, vals []any, methods []string) []Call {
	return envOps(keys, vals, methods)
}

// try is apply that returns a panic as a value instead of unwinding.
func (s *model) try(c Call) (res []any, p any) {
	defer func() {
		if r := recover(); r != nil {
			res, p = nil, r
		}
	}()
	return s.apply(c), nil
}

// keys returns the present keys in a fixed order: by their rendering.
func (s *model) keys() []any {
	ks := make([]any, 0, len(s.m))
	for k := range s.m {
		ks = append(ks, k)
	}
	sortValues(ks)
	return ks
}

// sortValues orders values by their rendering, then by dynamic type.
func sortValues(vs []any) {
	type item struct {
		v          any
		render, ty string
	}
	items := make([]item, len(vs))
	for i, v := range vs {
		items[i] = item{v, renderPlain(v), typeName(v)}
	}
	sort.SliceStable(items, func(i, j int) bool {
		if items[i].render != items[j].render {
			return items[i].render < items[j].render
		}
		return items[i].ty < items[j].ty
	})
	for i := range items {
		vs[i] = items[i].v
	}
}
