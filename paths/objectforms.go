// This file defines the classification of the shared object a collection
// call's receiver denotes (objectForm): the form in which the function
// reaches it (a field of a parameter, a nested field, an array element, a
// captured variable, ...) and its Go expression as written (c.gw.outsim,
// c.shards[i], (*atomic.Int64)(h)). Discovery uses it to decide what to
// report and how to name it; the reason given for a form the walker does
// not follow yet is worded in one place (notFollowed).

package paths

import (
	"fmt"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// A form is the way a function reaches a shared object.
type form string

// The forms. Those today's Client expresses (formField, formGlobal) are
// verified; the others are reported unsupported by discovery, naming the
// form, until the walker follows them.
const (
	formField         form = "field"                        // p.f, p a parameter (the receiver or another)
	formGlobal        form = "package variable"             // v
	formNested        form = "nested field"                 // c.gw.outsim
	formElement       form = "array element"                // c.shards[i], c.slots[0]
	formMapElem       form = "map element"                  // c.conns[id], for _, c := range s.clients
	formParam         form = "parameter"                    // bits in atomic.AddUint64(bits, 1)
	formCaptured      form = "captured variable"            // m inside a closure capturing m
	formCapturedField form = "field of a captured variable" // s.m inside a closure capturing s
	formLocal         form = "local variable"               // m := c.m (address taken), m.Load
	formLocalField    form = "field of a local variable"    // mb.first.seq, mb a local variable
	formCall          form = "call result"                  // c.get().Add(1)
	formGlobalField   form = "field of a package variable"  // stats.hits
	formValueRecv     form = "value receiver"               // c.m with c T, m *sync.Map
	formDefined       form = "defined type"                 // (*atomic.Int64)(h), type Hits atomic.Int64
	formValue         form = "collection value"             // m.LoadOrStore(k, v).(*atomic.Int64)
	formMerge         form = "one of several objects"       // a phi of different objects
	formFresh         form = "fresh object"                 // new(sync.Map) that does not escape (objectfresh.go): not counted
	formSeveral       form = "several objects"              // the function calls methods of two or more objects
	formUnknown       form = "receiver of another shape"    // none of the above
)

// followed reports whether today's Client expresses f.
func (f form) followed() bool { return f == formField || f == formGlobal }

// notFollowed is the reason of a composite operation discovery reports
// unsupported: the objects it calls methods of, as written, and the form
// the walker does not follow yet. It is the one place of that wording.
func notFollowed(objs []objectRef) string {
	if len(objs) == 1 {
		return fmt.Sprintf("composite operation on %s (%s): not supported yet", objs[0].expr, objs[0].form)
	}
	var names []string
	for i, o := range objs {
		if i == maxNamed {
			names = append(names, fmt.Sprintf("%d more", len(objs)-maxNamed))
			break
		}
		names = append(names, fmt.Sprintf("%s (%s)", o.expr, o.form))
	}
	last := len(names) - 1
	return fmt.Sprintf("composite operation on %d objects, %s and %s: not supported yet",
		len(objs), strings.Join(names[:last], ", "), names[last])
}

// maxNamed bounds the objects a reason names.
const maxNamed = 4

// An objectRef is an object as a function reaches it.
type objectRef struct {
	form form
	expr string
}

// objectForm classifies the receiver v of a collection call made in fn
// (or in a closure defined in it): its form and Go expression. ok is false
// when v is none of the shapes below (its expression is then "?").
func objectForm(p *Program, fn *ssa.Function, v ssa.Value) (objectRef, bool) {
	s := &shape{p: p, fn: fn}
	expr := s.expr(v, 0)
	return objectRef{form: s.form(), expr: expr}, s.root != ""
}

// A shape is what objectForm learns walking a receiver down to its root.
type shape struct {
	p       *Program
	fn      *ssa.Function
	root    string // "param", "recv", "free", "global", "call", "value", "fresh", "local", "merge", or "" (unknown)
	fields  int    // field selections
	index   bool   // an element of an array or slice
	mapElem bool   // an element of a Go map
	viaVal  bool   // a field of a struct value (ssa.Field): a value receiver's
	defined bool   // a conversion of a defined type's receiver to its collection
	ptrRoot bool   // the root parameter is a pointer to a named struct
}

// form decides the form from the shape: the first of the precedence
// below that applies (the outermost reason the walker cannot follow it).
func (s *shape) form() form {
	switch {
	case s.root == "fresh":
		return formFresh
	case s.root == "merge":
		return formMerge
	case s.root == "value":
		return formValue
	case s.root == "call":
		return formCall
	case s.root == "free" && s.fields > 0:
		return formCapturedField
	case s.root == "free":
		return formCaptured
	case s.root == "local" && s.fields > 0:
		return formLocalField
	case s.root == "local":
		return formLocal
	case s.mapElem:
		return formMapElem
	case s.index:
		return formElement
	case s.root == "global" && s.fields > 0:
		return formGlobalField
	case s.root == "global":
		return formGlobal
	case s.fields > 1:
		return formNested
	case s.viaVal:
		return formValueRecv
	case s.defined:
		return formDefined
	case s.fields == 1 && s.ptrRoot:
		return formField
	case s.fields == 1:
		return formNested // a field of a parameter that is no pointer to a named struct
	}
	return formParam
}

// maxDepth bounds the walk (a receiver is a short chain of selections).
const maxDepth = 12

// expr returns v as written in Go, recording its shape.
func (s *shape) expr(v ssa.Value, depth int) string {
	if depth > maxDepth {
		s.root = ""
		return "?"
	}
	switch v := v.(type) {
	case *ssa.Parameter:
		s.root = "param"
		s.ptrRoot = pointerToStruct(v.Type())
		return v.Name()
	case *ssa.FreeVar:
		s.root = "free"
		return v.Name()
	case *ssa.Global:
		s.root = "global"
		if v.Pkg != nil && v.Pkg != s.fn.Pkg {
			return v.Pkg.Pkg.Name() + "." + v.Name()
		}
		return v.Name()
	case *ssa.FieldAddr, *ssa.Field, *ssa.IndexAddr, *ssa.Index, *ssa.Lookup:
		return s.selection(v, depth)
	case *ssa.UnOp:
		if v.Op == token.MUL { // a load: Go selects through pointers implicitly
			return s.expr(v.X, depth+1)
		}
	case *ssa.ChangeType, *ssa.Convert, *ssa.MultiConvert:
		return s.conversion(v, depth)
	case *ssa.TypeAssert:
		x := s.expr(v.X, depth+1)
		return x + ".(" + types.TypeString(v.AssertedType, s.qualifier) + ")"
	case *ssa.Extract:
		if next, ok := v.Tuple.(*ssa.Next); ok && !next.IsString { // for k, v := range m
			s.mapElem = true
			if rng, ok := next.Iter.(*ssa.Range); ok {
				return s.expr(rng.X, depth+1) + "[k]"
			}
		}
		return s.expr(v.Tuple, depth+1)
	case *ssa.Call:
		return s.call(v, depth)
	case *ssa.Alloc:
		return s.alloc(v, depth)
	case *ssa.Phi:
		return s.phi(v, depth)
	case *ssa.Slice: // s[:0] shares s's elements
		return s.expr(v.X, depth+1)
	case *ssa.MakeSlice, *ssa.MakeMap, *ssa.Const: // a container the function fills with shared objects
		s.root = "local"
		return "make(" + types.TypeString(v.Type(), s.qualifier) + ")"
	}
	s.root = ""
	return "?"
}

// selection names a field or an element of an object: c.gw, c.shards[i],
// m[k] of a Go map.
func (s *shape) selection(v ssa.Value, depth int) string {
	switch v := v.(type) {
	case *ssa.FieldAddr:
		s.fields++
		return s.expr(v.X, depth+1) + "." + fieldName(v.X.Type(), v.Field)
	case *ssa.Field:
		s.fields++
		s.viaVal = true
		return s.expr(v.X, depth+1) + "." + fieldName(v.X.Type(), v.Field)
	case *ssa.IndexAddr:
		s.index = true
		return s.expr(v.X, depth+1) + "[" + indexExpr(v.Index) + "]"
	case *ssa.Index:
		s.index = true
		return s.expr(v.X, depth+1) + "[" + indexExpr(v.Index) + "]"
	case *ssa.Lookup: // m[k], m a Go map
		s.mapElem = true
		return s.expr(v.X, depth+1) + "[" + indexExpr(v.Index) + "]"
	}
	s.root = ""
	return "?"
}

// conversion names a conversion of the receiver: (*atomic.Int64)(h) of a
// defined type's receiver h, or the converted object ((*uint32)(&s.state)
// is s.state).
func (s *shape) conversion(v ssa.Value, depth int) string {
	x := v.(ssa.Instruction).Operands(nil)[0]
	inner := s.expr(*x, depth+1)
	if p, ok := (*x).(*ssa.Parameter); ok && s.fields == 0 && !s.index && s.namedOther(p.Type(), v.Type()) {
		s.defined = true
		return "(" + types.TypeString(v.Type(), s.qualifier) + ")(" + inner + ")"
	}
	return inner
}

// call names a call result: a collection's value (m.LoadOrStore(...)) or
// another call's (c.get()).
func (s *shape) call(v *ssa.Call, depth int) string {
	cc := v.Common()
	sub := &shape{p: s.p, fn: s.fn}
	var name, recv string
	s.root = "call"
	switch callee := cc.StaticCallee(); {
	case cc.IsInvoke():
		name, recv = cc.Method.Name(), sub.expr(cc.Value, depth+1)+"."
	case callee != nil && callee.Signature.Recv() != nil && len(cc.Args) > 0:
		name, recv = callee.Name(), sub.expr(cc.Args[0], depth+1)+"."
		if s.isCollection(callee.Signature.Recv().Type()) {
			s.root = "value"
		}
	case callee != nil:
		name = callee.Name()
	default:
		name = sub.expr(cc.Value, depth+1)
	}
	args := "()"
	if n := len(cc.Args); n > 1 || n == 1 && recv == "" {
		args = "(...)"
	}
	return recv + name + args
}

// alloc names a local variable: a local copy of a value (t0 = local T
// (h); *t0 = h: the value receiver h), a variable holding a pointer (m :=
// c.m, whose address is taken) named as the variable, or a fresh object
// (new(sync.Map), var m sync.Map).
func (s *shape) alloc(v *ssa.Alloc, depth int) string {
	_, holdsPtr := deref(v.Type()).Underlying().(*types.Pointer)
	if val := storedOnce(v); val != nil && !holdsPtr {
		s.viaVal = true
		return s.expr(val, depth+1)
	}
	s.root = "local"
	if !holdsPtr && !escapes(v) {
		s.root = "fresh"
	}
	switch v.Comment {
	case "", "new", "complit": // new(T), &T{...}
		return "new(" + types.TypeString(deref(v.Type()), s.qualifier) + ")"
	}
	return v.Comment
}

// storedOnce returns the value stored in the whole of alloc, when it is
// stored once, else nil.
func storedOnce(alloc *ssa.Alloc) ssa.Value {
	var val ssa.Value
	for _, r := range *alloc.Referrers() {
		if st, ok := r.(*ssa.Store); ok && st.Addr == alloc {
			if val != nil {
				return nil
			}
			val = st.Val
		}
	}
	return val
}

// qualifier names a package by its name, or not at all for the
// function's own.
func (s *shape) qualifier(p *types.Package) string {
	if s.fn.Pkg != nil && p == s.fn.Pkg.Pkg {
		return ""
	}
	return p.Name()
}

// phi names a merge: the one object when every edge names the same
// expression; else a local variable assigned in several places, by its
// name; else several objects.
func (s *shape) phi(v *ssa.Phi, depth int) string {
	var first string
	for i, e := range v.Edges {
		sub := &shape{p: s.p, fn: s.fn}
		x := sub.expr(e, depth+1)
		if i == 0 {
			first, *s = x, *sub
			continue
		}
		if x != first || sub.root == "" {
			*s = shape{p: s.p, fn: s.fn, root: "merge"}
			if v.Comment != "" {
				s.root = "local"
				return v.Comment
			}
			return "one of " + first + " and " + x
		}
	}
	return first
}

func deref(t types.Type) types.Type {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// indexExpr names an index: its constant, its parameter's name, or i.
func indexExpr(v ssa.Value) string {
	switch v := v.(type) {
	case *ssa.Const:
		return v.Value.ExactString()
	case *ssa.Parameter:
		return v.Name()
	}
	return "i"
}

func pointerToStruct(t types.Type) bool {
	p, ok := t.Underlying().(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := p.Elem().(*types.Named)
	if !ok {
		return false
	}
	_, ok = n.Underlying().(*types.Struct)
	return ok
}

// namedOther reports whether from (or *from) is a named type other than
// to's (or *to's): h of type *Hits converted to *atomic.Int64.
func (s *shape) namedOther(from, to types.Type) bool {
	f, ok := deref(from).(*types.Named)
	if !ok {
		return false
	}
	t, ok := deref(to).(*types.Named)
	return ok && f.Origin() != t.Origin() && s.isCollection(to)
}

// isCollection reports whether t (or *t) is a supported collection.
func (s *shape) isCollection(t types.Type) bool {
	_, ok := s.p.Catalog.Lookup(t)
	return ok
}
