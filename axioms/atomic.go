// This file defines the theories of package sync/atomic: the typed values
// Int32, Int64, Uint32, Uint64, Uintptr, Bool, Pointer[T] and Value, and
// the function forms (atomic.AddInt64(&x, 1), ...) on a base variable or
// field of plain type. Each holds one value; every method is exact.

package axioms

import (
	"go/types"
	"strings"

	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// Atomic is the theory of one sync/atomic type (or of a plain variable
// accessed through sync/atomic's functions).
type Atomic struct {
	name string     // "atomic.Int64", "atomic.Pointer[T]", "int64 (sync/atomic functions)"
	typ  types.Type // the value's Go type: int64, bool, *T, any
	kind atomicKind
}

type atomicKind int

const (
	atomicInt     atomicKind = iota // Int32..Uintptr, and plain integers
	atomicBool                      // Bool
	atomicPtr                       // Pointer[T], and unsafe.Pointer
	atomicValue                     // Value
	atomicCounter                   // xsync.Counter
)

// lookupAtomic returns the theory of the sync/atomic type t.
func lookupAtomic(t types.Type) (Collection, bool) {
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != "sync/atomic" {
		return nil, false
	}
	name := n.Obj().Name()
	ints := map[string]types.BasicKind{"Int32": types.Int32, "Int64": types.Int64, "Uint32": types.Uint32,
		"Uint64": types.Uint64, "Uintptr": types.Uintptr}
	switch {
	case ints[name] != 0:
		return &Atomic{name: "atomic." + name, typ: types.Typ[ints[name]], kind: atomicInt}, true
	case name == "Bool":
		return &Atomic{name: "atomic.Bool", typ: types.Typ[types.Bool], kind: atomicBool}, true
	case name == "Value":
		return &Atomic{name: "atomic.Value", typ: types.NewInterfaceType(nil, nil), kind: atomicValue}, true
	case name == "Pointer" && n.TypeArgs().Len() == 1:
		elem := n.TypeArgs().At(0)
		return &Atomic{name: "atomic.Pointer[" + types.TypeString(elem, nil) + "]", typ: types.NewPointer(elem), kind: atomicPtr}, true
	}
	return nil, false
}

// lookupPlainAtomic returns the theory of a plain variable of type t
// accessed through sync/atomic's functions (only for explicit bases).
func lookupPlainAtomic(t types.Type) (Collection, bool) {
	b, ok := t.Underlying().(*types.Basic)
	if !ok {
		return nil, false
	}
	switch b.Kind() {
	case types.Int32, types.Int64, types.Uint32, types.Uint64, types.Uintptr:
		return &Atomic{name: b.Name() + " (sync/atomic functions)", typ: t, kind: atomicInt}, true
	case types.UnsafePointer:
		return &Atomic{name: "unsafe.Pointer (sync/atomic functions)", typ: t, kind: atomicPtr}, true
	}
	return nil, false
}

// FuncForm maps a sync/atomic package function (AddInt64, LoadPointer...)
// to the method of the theory it stands for.
func FuncForm(f *types.Func) (method string, ok bool) {
	if f.Pkg() == nil || f.Pkg().Path() != "sync/atomic" || f.Signature().Recv() != nil {
		return "", false
	}
	for _, m := range []string{"CompareAndSwap", "Load", "Store", "Swap", "Add", "And", "Or"} {
		if rest, found := strings.CutPrefix(f.Name(), m); found {
			switch rest {
			case "Int32", "Int64", "Uint32", "Uint64", "Uintptr", "Pointer":
				return m, true
			}
		}
	}
	return "", false
}

// Name implements Collection.
func (a *Atomic) Name() string { return a.name }

// StateSort implements Collection: the sort of the held value.
func (a *Atomic) StateSort(v *values.Model) smt.Sort { return v.Sort(a.typ) }

// Declare implements Collection: nothing beyond the value model.
func (a *Atomic) Declare(s *smt.Script) {}

// Assumptions implements Collection.
func (a *Atomic) Assumptions() []string {
	if a.kind == atomicCounter {
		return []string{"xsync.Counter's Add, Inc and Dec each take effect at one instant (one atomic add on one stripe)"}
	}
	return []string{a.name + " is linearizable: each call takes effect at one instant (the Go memory model's sync/atomic guarantee)",
		"the variable is accessed only through sync/atomic (a plain read or write of it is refused)"}
}

// Method implements Collection.
func (a *Atomic) Method(name string) (*Method, bool) { return MethodNamed(a.Methods(), name) }

// Methods implements Collection.
func (a *Atomic) Methods() []*Method {
	if a.kind == atomicCounter {
		return counterMethods()
	}
	ms := []*Method{
		{Name: "Load", Sig: "Load() T", Results: 1, Doc: "returns the value; unchanged",
			Apply: func(v *values.Model, pre *smt.Term, _ []*smt.Term) Effect {
				return Effect{Post: pre, Results: []*smt.Term{pre}, Panics: smt.False}
			}},
		{Name: "Store", Sig: "Store(val T)", MayMutate: true, Doc: "value ↦ val",
			Apply: func(v *values.Model, pre *smt.Term, a2 []*smt.Term) Effect {
				return a.guardValue(v, "Store", pre, a2[0], Effect{Post: a2[0], Panics: smt.False})
			}},
		{Name: "Swap", Sig: "Swap(new T) (old T)", Results: 1, MayMutate: true, Doc: "value ↦ new; returns the old value",
			Apply: func(v *values.Model, pre *smt.Term, a2 []*smt.Term) Effect {
				return a.guardValue(v, "Swap", pre, a2[0], Effect{Post: a2[0], Results: []*smt.Term{pre}, Panics: smt.False})
			}},
		{Name: "CompareAndSwap", Sig: "CompareAndSwap(old, new T) (swapped bool)", Results: 1, MayMutate: true,
			Doc:   "value == old → value ↦ new, true; otherwise false, unchanged",
			Apply: func(v *values.Model, pre *smt.Term, a2 []*smt.Term) Effect { return a.cas(v, pre, a2[0], a2[1], nil) }},
	}
	if a.kind == atomicValue {
		ms[3] = &Method{Name: "CompareAndSwap", Sig: "CompareAndSwap(old, new any) (swapped bool)", Results: 1, MayMutate: true, Choices: 1,
			Doc:   "never stored: swaps iff old == nil; else value == old → value ↦ new, true, but for a value not stored as a pointer it may also fail (Go compares the values, then swaps the data words: an equal value stored meanwhile makes it fail); panics on nil new, inconsistent types, uncomparable values",
			Apply: func(v *values.Model, pre *smt.Term, a2 []*smt.Term) Effect { return a.cas(v, pre, a2[0], a2[1], a2[2]) }}
	}
	if a.kind == atomicInt {
		ms = append(ms,
			&Method{Name: "Add", Sig: "Add(delta T) (new T)", Results: 1, MayMutate: true,
				Doc: "value ↦ value + delta (wrapping); returns the new value",
				Apply: func(v *values.Model, pre *smt.Term, a2 []*smt.Term) Effect {
					post := smt.Apply("bvadd", pre.Sort, pre, a2[0])
					return Effect{Post: post, Results: []*smt.Term{post}, Panics: smt.False}
				}},
			&Method{Name: "And", Sig: "And(mask T) (old T)", Results: 1, MayMutate: true,
				Doc: "value ↦ value & mask; returns the old value",
				Apply: func(v *values.Model, pre *smt.Term, a2 []*smt.Term) Effect {
					return Effect{Post: smt.Apply("bvand", pre.Sort, pre, a2[0]), Results: []*smt.Term{pre}, Panics: smt.False}
				}},
			&Method{Name: "Or", Sig: "Or(mask T) (old T)", Results: 1, MayMutate: true,
				Doc: "value ↦ value | mask; returns the old value",
				Apply: func(v *values.Model, pre *smt.Term, a2 []*smt.Term) Effect {
					return Effect{Post: smt.Apply("bvor", pre.Sort, pre, a2[0]), Results: []*smt.Term{pre}, Panics: smt.False}
				}})
	}
	return ms
}

// cas is CompareAndSwap: == on the held type; for Value, Go's == on
// interfaces, with Value's rules for nil and inconsistent types.
func (a *Atomic) cas(v *values.Model, pre, old, nu, choice *smt.Term) Effect {
	if a.kind != atomicValue {
		hit := smt.Eq(pre, old)
		return Effect{Post: smt.Ite(hit, nu, pre), Results: []*smt.Term{hit}, Panics: smt.False}
	}
	isNil := func(x *smt.Term) *smt.Term { return smt.Eq(x, v.Nil()) }
	// Never stored: swaps only when old is nil. Otherwise compares old with
	// the held value (same dynamic type as new, else a panic).
	// A swap of a value not stored as a pointer may fail even when equal.
	sure := smt.Or(v.PointerShaped(pre), choice)
	hit := smt.Ite(isNil(pre), isNil(old), smt.And(v.GoEq(pre, old), sure))
	typed := smt.Or(isNil(nu),
		smt.And(smt.Not(isNil(old)), smt.Not(smt.Eq(v.TypeOf(old), v.TypeOf(nu)))),
		smt.And(smt.Not(isNil(pre)), smt.Not(smt.Eq(v.TypeOf(pre), v.TypeOf(nu)))))
	// Past Value's own checks, comparing the held value with old is Go's
	// ==, whose panic is the run time's ("comparing uncomparable type").
	uncomparable := smt.And(smt.Not(isNil(pre)), v.EqPanics(pre, old))
	return Effect{Post: smt.Ite(hit, nu, pre), Results: []*smt.Term{hit}, Panics: smt.Or(typed, uncomparable),
		PanicValue: smt.Ite(typed,
			valuePanic(v, "CompareAndSwap", v.TypeOf(pre), v.TypeOf(old), v.TypeOf(nu)),
			v.Func("panic!uncomparable", values.AnySort, v.TypeOf(pre)))}
}

// guardValue adds Value's panics to a Store or Swap (method) of val:
// storing nil, or a value of another dynamic type than the one held.
func (a *Atomic) guardValue(v *values.Model, method string, pre, val *smt.Term, eff Effect) Effect {
	if a.kind != atomicValue {
		return eff
	}
	isNil := func(x *smt.Term) *smt.Term { return smt.Eq(x, v.Nil()) }
	eff.Panics = smt.Or(isNil(val), smt.And(smt.Not(isNil(pre)), smt.Not(smt.Eq(v.TypeOf(pre), v.TypeOf(val)))))
	eff.PanicValue = valuePanic(v, method, v.TypeOf(pre), v.TypeOf(val), v.TypeOf(val))
	return eff
}

// valuePanic is the value a Value's method panics with, a function of the
// dynamic types involved, one function per method: Go's messages name
// the method ("store of inconsistently typed value into Value", "swap
// of...", "compare and swap of..."), so a Store's panic and a Swap's over
// the same types are different outcomes, which one function would make
// equal (a serial order fitting falsely: a proof too many).
func valuePanic(v *values.Model, method string, types ...*smt.Term) *smt.Term {
	return v.Func("panic!atomicValue!"+method, values.AnySort, types...)
}

// ValueType is the Go type of the held value.
func (a *Atomic) ValueType() types.Type { return a.typ }

// xsyncCounter is the theory of xsync's Counter (v3 and v4): a striped
// int64 whose Add, Inc and Dec are atomic, but whose Value sums the stripes
// one at a time and whose Reset zeroes them one at a time: neither is one
// atomic step, so a function calling them is never proven atomic.
func xsyncCounter() *Atomic {
	return &Atomic{name: "xsync.Counter", typ: types.Typ[types.Int64], kind: atomicCounter}
}

// lookupCounter returns the theory of xsync's Counter.
func lookupCounter(t types.Type) (Collection, bool) {
	n, ok := t.(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Name() != "Counter" {
		return nil, false
	}
	if p := n.Obj().Pkg().Path(); p != xsyncV3Path && p != xsyncV4Path {
		return nil, false
	}
	return xsyncCounter(), true
}

// counterMethods are xsync.Counter's.
func counterMethods() []*Method {
	add := func(delta func(pre *smt.Term, args []*smt.Term) *smt.Term) func(*values.Model, *smt.Term, []*smt.Term) Effect {
		return func(v *values.Model, pre *smt.Term, args []*smt.Term) Effect {
			return Effect{Post: smt.Apply("bvadd", pre.Sort, pre, delta(pre, args)), Panics: smt.False}
		}
	}
	one := func(pre *smt.Term, _ []*smt.Term) *smt.Term { return smt.BVLit(1, 64) }
	return []*Method{
		{Name: "Add", Sig: "Add(delta int64)", MayMutate: true, Doc: "value ↦ value + delta (wrapping)",
			Apply: add(func(_ *smt.Term, args []*smt.Term) *smt.Term { return args[0] })},
		{Name: "Inc", Sig: "Inc()", MayMutate: true, Doc: "value ↦ value + 1 (wrapping)", Apply: add(one)},
		{Name: "Dec", Sig: "Dec()", MayMutate: true, Doc: "value ↦ value - 1 (wrapping)",
			Apply: add(func(pre *smt.Term, _ []*smt.Term) *smt.Term { return smt.BVLit(^uint64(0), 64) })},
		{Name: "Value", Sig: "Value() int64", Results: 1, NotAtomic: "Counter.Value sums the stripes one at a time: concurrent Adds may be partly seen, so it returns no value the counter ever held",
			Split: counterValue, Doc: "with no concurrent Add: returns value",
			Apply: func(_ *values.Model, pre *smt.Term, _ []*smt.Term) Effect {
				return Effect{Post: pre, Results: []*smt.Term{pre}, Panics: smt.False}
			}},
		{Name: "Reset", Sig: "Reset()", MayMutate: true, NotAtomic: "Counter.Reset zeroes the stripes one at a time: concurrent Adds may be partly kept",
			Split: counterReset, Doc: "with no concurrent Add: value ↦ 0",
			Apply: func(_ *values.Model, pre *smt.Term, _ []*smt.Term) Effect {
				return Effect{Post: smt.BVLit(0, 64), Panics: smt.False}
			}},
	}
}

// OnlyAdds reports whether the value changes only by Add (xsync.Counter):
// another goroutine's change is an Add of the difference.
func (a *Atomic) OnlyAdds() bool { return a.kind == atomicCounter }
