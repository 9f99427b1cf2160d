// This file defines Object: the shared objects one function touches
// besides its client's base, and which object a collection call's
// receiver denotes.

package paths

import (
	"fmt"
	"go/token"
	"go/types"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// An Object is one shared object a function touches (Func.Objects): the
// client's base (always first); an object at a place the function reaches
// by value from its receiver or a package variable (a field at any depth,
// the variable itself); or a family: the objects of one collection type
// the function reaches through pointers (a parameter, a pointer read from
// memory, a value read from a collection), told apart by the pointer
// (Call.Ref).
//
// Why places are distinct objects: two different places reached by value
// from one root are different memory; a place's address is checked never
// to escape (placeEscape: only method calls on it and sync/atomic's
// functions use it), so no pointer of a family can be one of them, and a
// place of a package variable is checked not to lie in a value of the
// client's type (the receiver could be the variable). A family's members
// are told apart by pointer terms, so the solver considers every way they
// may alias; a family of the base's own collection type when the base is
// held by pointer (the pointer may be any of them) is refused.
type Object struct {
	Name       string // as Go prints it: c.hits, stats.drops; a family: its pointer type
	Collection axioms.Collection
	// Family: the objects of Collection reached through pointers of Go
	// type RefType, told apart by the pointer.
	Family  bool
	RefType types.Type
	// Recv prints, for a family, the receiver of the function's first call
	// on a member, by the member's pointer term: witnesses name the
	// member so (v.(*atomic.Int64)).
	Recv map[string]string
	key  string
	// decided: the object is a place or an element of one (objconfine.go);
	// exposure says how other packages can name it ("" when they cannot),
	// declared at pos.
	decided  bool
	exposure string
	pos      token.Pos
}

// Collection returns the collection f's obligations speak of: the
// client's, or the product of f's objects when it touches several.
func (f *Func) Collection() axioms.Collection {
	if f.Product != nil {
		return f.Product
	}
	return f.Client.Collection
}

// baseObjects is the object list every walk starts from: the base, named
// as the function reaches it (s.m, or the package variable).
func (w *walker) baseObjects() []*Object {
	name := w.baseName()
	if w.client.NoBase {
		name = "no base"
	}
	return []*Object{{Name: name, Collection: w.client.Collection, key: "base", decided: true}}
}

// otherObjectCall translates a call of method on a collection object other
// than the base: it finds which object the receiver is (a place, or a
// family member, nil-checked), then translates the call on it.
func (w *walker) otherObjectCall(st *state, b *ssa.BasicBlock, i int, in *ssa.Call, method string) bool {
	recv := in.Common().Args[0]
	coll, ok := w.receiverCollection(in)
	if !ok {
		w.refuse(in.Pos(), "call of %s on %s: its collection type is not supported", method, w.exprOf(recv))
		return true
	}
	k, ptr, why := w.objectOf(st, recv, coll)
	if why != "" {
		w.refuse(in.Pos(), "call of %s on %s: %s", method, w.exprOf(recv), why)
		return true
	}
	if ptr == nil {
		return w.objectCall(st, b, i, in, coll, method, k, nil)
	}
	if w.out.Objects[k].Recv == nil {
		w.out.Objects[k].Recv = map[string]string{}
	}
	return w.nilCheck(st, b, i, ptr, func(st *state) {
		ref := w.value(st, ptr)
		if _, named := w.out.Objects[k].Recv[ref.String()]; !named {
			w.out.Objects[k].Recv[ref.String()] = w.exprOf(recv)
		}
		w.objectCall(st, b, i, in, coll, method, k, ref)
	})
}

// receiverCollection returns the collection of a call's receiver: the
// method's receiver type, or the word a sync/atomic function acts on.
func (w *walker) receiverCollection(in *ssa.Call) (axioms.Collection, bool) {
	cc := in.Common()
	callee := cc.StaticCallee()
	if recv := callee.Signature.Recv(); recv != nil {
		return w.prog.Catalog.Lookup(recv.Type())
	}
	ptr, ok := cc.Args[0].Type().Underlying().(*types.Pointer)
	if !ok {
		return nil, false
	}
	return w.prog.Catalog.LookupBase(ptr.Elem())
}

// objectOf returns the index in Func.Objects of the object v (a collection
// call's receiver, a pointer) denotes, adding it on first use; for a
// family member, also the pointer that tells it apart. why says why v is
// no object the encoding can name.
func (w *walker) objectOf(st *state, v ssa.Value, coll axioms.Collection) (int, ssa.Value, string) {
	if valueReceiversOf(v.Type()) {
		return 0, nil, "a collection with value receivers other than the base: not supported yet"
	}
	u := unconvert(v)
	if why := sameWord(v, u); why != "" {
		return 0, nil, why
	}
	if key, name, why, ok := w.place(st, u); ok {
		if why != "" {
			return 0, nil, why
		}
		exp, pos := w.placeExposure(st, u)
		return w.addObject(&Object{Name: name, Collection: coll, key: key, decided: true, exposure: exp, pos: pos}), nil, ""
	}
	if k, why, ok := w.arrayElement(st, u, v, coll); ok {
		return k, v, why
	}
	if why := w.familyRef(u); why != "" {
		return 0, nil, why
	}
	if w.client.ByPointer && pointsToType(v.Type(), w.client.baseType()) {
		return 0, nil, fmt.Sprintf("it may be the same object as the base %s, held by pointer: not supported", w.client.Base)
	}
	t := v.Type()
	key := "family " + types.TypeString(t, nil)
	return w.addObject(&Object{Name: types.TypeString(t, types.RelativeTo(FuncPackage(w.fn))), Collection: coll,
		Family: true, RefType: t, key: key}), v, ""
}

// sameWord says why v, the pointer a call receives, converted from u,
// may not address the object u addresses as a whole: a conversion through
// unsafe.Pointer from a pointer to a struct (which may be one of its
// fields), or to a type of another layout (a part of a word). Conversions
// between pointers to one layout (a defined type over a collection) and
// the base's rule for integer words (sameWordSource) keep the object.
func sameWord(v, u ssa.Value) string {
	if u == v {
		return ""
	}
	if _, ok := sameWordSource(v); ok {
		return ""
	}
	from, ok1 := u.Type().Underlying().(*types.Pointer)
	to, ok2 := v.Type().Underlying().(*types.Pointer)
	if !ok1 || !ok2 || !types.Identical(from.Elem().Underlying(), to.Elem().Underlying()) {
		return fmt.Sprintf("a %s converted to %s: not supported", types.TypeString(u.Type(), nil), types.TypeString(v.Type(), nil))
	}
	return ""
}

// arrayElement recognises u as an element of an array held by value at a
// place (c.slots[i], stats.shards[0]): a member of the family of that
// array's elements, told apart by the element's address (a function of
// the index: two indices the solver may make equal are one element). Sound
// as a place is: the array's address and its elements' never escape
// (placeEscape), so no other pointer reaches them.
func (w *walker) arrayElement(st *state, u, v ssa.Value, coll axioms.Collection) (int, string, bool) {
	ia, ok := u.(*ssa.IndexAddr)
	if !ok {
		return 0, "", false
	}
	if _, isArray := deref(ia.X.Type()).Underlying().(*types.Array); !isArray {
		return 0, "", false
	}
	key, name, why, ok := w.place(st, unconvert(ia.X))
	if !ok || why != "" {
		return 0, why, ok
	}
	exp, pos := w.placeExposure(st, unconvert(ia.X))
	return w.addObject(&Object{Name: name + "[...]", Collection: coll, Family: true, RefType: v.Type(), key: "elements " + key,
		decided: true, exposure: exp, pos: pos}), "", true
}

// addObject returns o's index in Func.Objects, adding it if new.
func (w *walker) addObject(o *Object) int {
	if len(w.out.Objects) == 0 {
		w.out.Objects = w.baseObjects()
	}
	for i, x := range w.out.Objects {
		if x.key == o.key {
			return i
		}
	}
	w.out.Objects = append(w.out.Objects, o)
	return len(w.out.Objects) - 1
}

// familyRef says why pointer u cannot name a family member: an address
// computed inside a value of the client's type, which may be the
// receiver's own memory.
//
// An element of a slice (&s.slots[i], hc.buckets[b] for sync/atomic's
// functions) is a family member, told apart by its address as a pointer
// read from memory is. Sound because the element lies in an array, which
// holds no base and no place: the base is a field of collection type (or
// a package variable), never an array's element, and a place's address
// never escapes (placeEscape), so no slice is ever made of a place's
// array (slicing it is an escape). Two elements the solver may make the
// same pointer are one object; the base held by pointer of the element's
// type is refused as for any family (objectOf). An element of an array
// reached through a pointer lies in the memory holding the array, checked
// as that pointer is.
func (w *walker) familyRef(u ssa.Value) string {
	for {
		switch a := u.(type) {
		case *ssa.FieldAddr:
			if w.client.Type != nil && pointsTo(unconvert(a.X).Type(), w.client.Type) {
				return fmt.Sprintf("an address inside a %s, which may be the one holding the base %s: not supported", w.client.Name, w.client.Base)
			}
			u = unconvert(a.X)
		case *ssa.IndexAddr:
			if _, isSlice := a.X.Type().Underlying().(*types.Slice); isSlice {
				return "" // an element of a slice's backing array (below)
			}
			u = unconvert(a.X) // an element of an array: inside the array's memory
		case *ssa.Global:
			return "a package variable whose address escapes: not supported"
		default:
			return ""
		}
	}
}

// isPointer reports whether t is a pointer type.
func isPointer(t types.Type) bool {
	_, ok := t.Underlying().(*types.Pointer)
	return ok
}

// pointsToType reports whether pointer type t points to c.
func pointsToType(t types.Type, c types.Type) bool {
	p, ok := t.Underlying().(*types.Pointer)
	return ok && c != nil && types.Identical(p.Elem(), c)
}

// DeclaredType is the type the base field or variable is declared with,
// or nil for a client without one.
func (c *Client) DeclaredType() types.Type {
	switch {
	case c.Global != nil:
		return c.Global.Type().(*types.Pointer).Elem()
	case c.Type != nil && c.Field >= 0:
		return c.Type.Underlying().(*types.Struct).Field(c.Field).Type()
	}
	return nil
}

// baseType is the collection type of the base (not a pointer to it).
func (c *Client) baseType() types.Type {
	t := c.DeclaredType()
	if t == nil {
		return nil
	}
	if p, ok := t.(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// valueReceiversOf reports whether pointer type t points to a collection
// whose methods take value receivers (a handle such as concurrent-map's).
func valueReceiversOf(t types.Type) bool {
	p, ok := t.Underlying().(*types.Pointer)
	if !ok {
		return true // the receiver is a value: a handle
	}
	return types.NewMethodSet(p.Elem()).Len() > 0
}

// liftObjects turns f's calls into calls on the product of its objects
// when it touches more than the base (axioms.Product): each call's
// method acts on its object's component, a family member's pointer is its
// first argument, and the callbacks' outputs become functions of the
// whole state (a function of the object's state is one of the tuple's).
func liftObjects(f *Func) {
	if len(f.Objects) < 2 {
		f.Objects = nil
		return
	}
	liftWith(f, nil)
}

// liftWith lifts f's calls to prod, or to a new product of f's objects
// when prod is nil.
func liftWith(f *Func, prod *axioms.Product) {
	f.Product = productOf(f, prod)
	done := map[*Call]bool{}
	lift := func(c *Call) {
		if done[c] {
			return
		}
		done[c] = true
		c.Method = f.Product.Lift(c.Object, c.Method)
		if c.Ref != nil {
			c.Args = append([]*smt.Term{c.Ref}, c.Args...)
		}
		for _, o := range c.Outputs {
			var dom []smt.Sort
			for _, x := range outputInputs(smt.Const("probe!state", f.Product.StateSort(f.Model)), c, o) {
				dom = append(dom, x.Sort)
			}
			f.outputFuns[o.Name] = outputFun{dom: dom, rng: o.Value.Sort}
		}
	}
	for _, p := range f.allPaths() {
		for _, c := range p.Calls {
			lift(c)
		}
	}
}

// allPaths lists every path of f: its paths, repeating iterations and
// unrolled runs.
func (f *Func) allPaths() []*Path {
	ps := append([]*Path(nil), f.Paths...)
	for _, n := range f.Normal {
		ps = append(ps, &n.Path)
	}
	for _, u := range f.Unrolled {
		ps = append(ps, u.Paths...)
		ps = append(ps, u.Deep...)
	}
	return ps
}

// ObjectName returns the Go expression of the object call c acts on, for
// reports: the base's name, a place's, or a family member's pointer.
func (f *Func) ObjectName(c *Call) string {
	if f.Product == nil || c.Object == 0 {
		return f.Client.Base
	}
	o := f.Objects[c.Object]
	if !o.Family {
		return o.Name
	}
	if name, ok := o.Recv[c.Ref.String()]; ok && !strings.HasPrefix(name, "a ") {
		return name // as the function wrote the receiver
	}
	return strings.TrimPrefix(f.Go(c.Ref), "&")
}
