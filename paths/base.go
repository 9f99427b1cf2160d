// This file defines the recognition of the base object in a client
// function's SSA: the receiver's base field (by value or by pointer), or the
// base package variable.

package paths

import (
	"fmt"
	"go/token"
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// receiver returns the parameter holding the client object: for a
// discovered client the parameter the discovery found, else the receiver
// when fn is a method of the client's type; nil if none.
func (w *walker) receiver() *ssa.Parameter {
	c := w.client
	if c.Type == nil {
		return nil
	}
	if c.Discovered && c.Param >= 0 && c.Param < len(w.fn.Params) {
		// In a callback's or helper's body (a sub-walker), the parameter at
		// that index is the client only if it has the client's type.
		if p := w.fn.Params[c.Param]; ofType(p.Type(), c.Type) {
			return p
		}
		return nil
	}
	if recv := w.fn.Signature.Recv(); recv != nil && len(w.fn.Params) > 0 && ofType(recv.Type(), c.Type) {
		return w.fn.Params[0]
	}
	return nil
}

// ofType reports whether t is the named type n (or an instance of its
// origin), or a pointer to it.
func ofType(t types.Type, n *types.Named) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	m, ok := t.(*types.Named)
	return ok && m.Origin() == n.Origin()
}

// isReceiver reports whether v is the client function's receiver, or a
// parameter of an inlined helper bound to it on this path.
func (w *walker) isReceiver(st *state, v ssa.Value) bool {
	return v != nil && (v == w.receiver() && w.receiver() != nil || st.alias[v] || w.receiverCopy(v))
}

// receiverCopy reports whether v is the local copy of a value receiver
// (receiverCopyOf).
func (w *walker) receiverCopy(v ssa.Value) bool {
	return receiverCopyOf(w.client, w.receiver(), v)
}

// receiverCopyOf reports whether v is the local copy of recv, a value
// receiver (t0 = local T (r); *t0 = r), stored once and only read: for a
// collection with value receivers, or one held by pointer, its base field
// is a handle on (or a pointer to) the same object.
func receiverCopyOf(c *Client, recv *ssa.Parameter, v ssa.Value) bool {
	alloc, ok := v.(*ssa.Alloc)
	if !ok || recv == nil || !c.valueReceivers() && !c.ByPointer {
		return false
	}
	if _, ptr := recv.Type().(*types.Pointer); ptr {
		return false
	}
	stores := 0
	for _, r := range *alloc.Referrers() {
		switch r := r.(type) {
		case *ssa.Store:
			if r.Addr != alloc || r.Val != recv {
				return false
			}
			stores++
		case *ssa.FieldAddr:
			if _, written := writes(r, true, nil); r.Field == c.Field && written {
				return false // the copy's base field is reassigned: another object
			}
		case *ssa.DebugRef:
		case *ssa.UnOp:
			if r.Op != token.MUL {
				return false
			}
		default:
			return false
		}
	}
	return stores == 1
}

// isBaseAddr reports whether v is the address of the receiver's base field.
func (w *walker) isBaseAddr(st *state, v ssa.Value) bool {
	fa, ok := v.(*ssa.FieldAddr)
	return ok && fa.Field == w.client.Field && w.client.Type != nil && w.isReceiver(st, fa.X)
}

// isBase reports whether v denotes the base object (a pointer to the collection).
func (w *walker) isBase(st *state, v ssa.Value) bool {
	c := w.client
	if st.baseAlias[v] {
		return true
	}
	if x, ok := embeddedOf(w.prog.Catalog, v); ok { // c.Get on Cache{*cache} (embedded.go)
		return w.isBase(st, x)
	}
	if src, ok := sameWordSource(v); ok { // (*uint32)(&s.state): baseconv.go
		return w.isBase(st, src)
	}
	if c.Global != nil {
		if !c.ByPointer && v == c.Global {
			return true
		}
		u, ok := v.(*ssa.UnOp)
		return ok && u.Op == token.MUL && u.X == c.Global && (c.ByPointer || c.valueReceivers())
	}
	if !c.ByPointer {
		if w.isBaseAddr(st, v) {
			return true
		}
		if !c.valueReceivers() { // the collection's value is never a receiver
			return false
		}
	}
	switch v := v.(type) {
	case *ssa.UnOp:
		if v.Op != token.MUL {
			return false
		}
		// A base held by pointer, of a collection with value receivers:
		// *p copies a handle to the same object for the call.
		return w.isBaseAddr(st, v.X) || c.ByPointer && c.valueReceivers() && w.isBase(st, v.X)
	case *ssa.Field:
		return v.Field == c.Field && w.isReceiver(st, v.X)
	}
	return false
}

// receiverPath resolves an address to a field path inside the receiver's
// struct: FieldAddr chains from the receiver parameter.
func (w *walker) receiverPath(st *state, v ssa.Value) ([]int, ssa.Value, bool) {
	fa, ok := v.(*ssa.FieldAddr)
	if !ok {
		return nil, nil, false
	}
	if w.isReceiver(st, fa.X) {
		return []int{fa.Field}, fa.X, true
	}
	p, root, ok := w.receiverPath(st, fa.X)
	return append(p, fa.Field), root, ok
}

// constField reads a field of the receiver other than the base: a constant
// of the receiver when nothing writes it after construction (an
// uninterpreted function of the receiver, the same in every run); a field
// that is written is refused, naming the write.
func (w *walker) constField(st *state, in *ssa.UnOp) (*smt.Term, bool) {
	path, root, ok := w.receiverPath(st, in.X)
	if !ok || path[0] == w.client.Field {
		return nil, false
	}
	if w.client.lockReads[in] { // a field the critical section's mutex guards: any value (lockguard.go)
		return nil, false
	}
	if where, written := w.client.Mutable[path[0]]; written {
		name := w.client.Type.Underlying().(*types.Struct).Field(path[0]).Name()
		w.refuse(in.Pos(), "reads field %s, which is written after construction (%s): not supported", name, where)
		return nil, false
	}
	if f := w.client.Type.Underlying().(*types.Struct).Field(path[0]); f.Exported() {
		w.trust(fmt.Sprintf("field %s.%s is not written outside the loaded packages", w.client.Name, f.Name()), f.Pos())
	}
	name := fmt.Sprintf("constfield!%s!%s", w.client.Name, pathKey(path))
	w.fixed(name, fieldSuffix(w.client.Type, path), in.Type())
	if len(path) == 1 {
		w.constructed(name, path[0], in.Type())
	}
	return w.model.Func(name, w.model.Sort(in.Type()), w.value(st, root)), true
}

// constructed records in Func.Constructed the values the package's
// construction sites give field f, read by the function named name, when
// they are known (Program.ConstructedValues).
func (w *walker) constructed(name string, f int, t types.Type) {
	consts, ok := w.prog.ConstructedValues(w.client.Type, f)
	if !ok {
		return
	}
	if w.out.Constructed == nil {
		w.out.Constructed = map[string][]*smt.Term{}
	}
	if _, done := w.out.Constructed[name]; done {
		return
	}
	var vals []*smt.Term
	for _, c := range consts {
		if c == nil {
			vals = append(vals, w.model.Zero(t))
		} else {
			vals = append(vals, w.constant(c))
		}
	}
	w.out.Constructed[name] = vals
}

// valueReceivers reports whether the base collection has methods with
// value receivers (concurrent-map's ConcurrentMap): loading the base (or,
// held by pointer, loading through the pointer) then copies a handle to
// the same object, and calls on the copy are calls on the base.
func (c *Client) valueReceivers() bool {
	t := c.DeclaredType()
	if t == nil {
		return false
	}
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	return types.NewMethodSet(t).Len() > 0
}
