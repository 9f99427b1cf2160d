// This file finds the dynamic types an interface value may hold: the
// implementation set of an interface method call (iface.go), or says why
// the set is open.
//
// The set is closed when every value that can reach the receiver comes
// from a construction the verified packages show. The receiver's SSA
// value is traced back to its sources:
//
//	MakeInterface of a concrete T     T
//	nil                               nothing (the nil branch is always kept)
//	ChangeInterface, TypeAssert to    the operand's sources
//	  an interface, phi               (all edges)
//	load of an unexported field f     every value stored into a field named f
//	  of a root package's struct      of that package, anywhere in its code
//	load of an unexported package     every value stored into it (its
//	  variable of a root package      initialization included)
//	load of a local variable          every value stored into it
//	parameter of an unexported,       the arguments of every static call of
//	  top-level function              the function
//	result of a static call of a      the returned values
//	  function of a root package
//	a function, a closure, a          a function value's sources (funcset.go)
//	  conversion of a func value
//
// Anything else is open, and the reason names it: an exported field, an
// exported package variable, a parameter of an exported function or of a
// method (callers of another module may pass any value), a function or
// closure used as a value, a field or variable whose address is taken
// (written through a pointer), the result of an interface or function
// value call or of another module's function, a captured variable, an
// element of a slice, map or channel.
//
// Soundness. Only code of a package can write its unexported fields and
// package variables and call its unexported functions (reflection and
// unsafe aside, which the fragment excludes everywhere); that code is
// loaded, and every write of such a field in it is a Store through a
// FieldAddr (composite literals included); a conversion between struct
// types (of values or pointers) passes fields on, so the struct types of
// every conversion the code makes are merged (more sources, never
// fewer). A value so traced can only be one of the sources found, or nil
// (the zero value of a field never set). Sources are followed to a
// fixpoint (a value seen once contributes nothing new the second time).

package paths

import (
	"fmt"
	"go/token"
	"go/types"
	"sort"

	"golang.org/x/tools/go/ssa"
)

// An implSet is the dynamic types a value may hold, or why they are open.
type implSet struct {
	types []types.Type
	funcs []*ssa.Function // for a function value: the functions it may be (funcset.go)
	open  string
}

// dynTypes returns the concrete types v, an interface value, may hold
// (besides nil), sorted by name, or why they are open.
func (p *Program) dynTypes(v ssa.Value) *implSet {
	f := p.flowIndex()
	if s, ok := f.traced.Load(v); ok {
		return s.(*implSet)
	}
	t := &tracer{p: p, f: f, seen: map[ssa.Value]bool{}, types: map[string]types.Type{}, funcs: map[string]*ssa.Function{}}
	s := &implSet{open: t.value(v)}
	if s.open == "" {
		for _, ty := range t.types {
			s.types = append(s.types, ty)
		}
		sort.Slice(s.types, func(i, j int) bool { return s.types[i].String() < s.types[j].String() })
		s.funcs = t.sortedFuncs()
	}
	f.traced.Store(v, s)
	return s
}

// A tracer follows one value's sources.
type tracer struct {
	p     *Program
	f     *flowIndex
	seen  map[ssa.Value]bool
	types map[string]types.Type
	funcs map[string]*ssa.Function // a function value's (funcset.go)
}

// value adds v's sources, or says why they are open ("" when closed).
func (t *tracer) value(v ssa.Value) string {
	if t.seen[v] {
		return ""
	}
	t.seen[v] = true
	switch v := v.(type) {
	case *ssa.MakeInterface:
		if mentionsIn(v.X.Type(), map[types.Type]bool{}) { // a generic body's: any type argument
			return t.where("a value of a type parameter", v.Pos())
		}
		t.types[types.TypeString(v.X.Type(), nil)] = v.X.Type()
	case *ssa.Const:
	case *ssa.ChangeInterface:
		return t.value(v.X)
	case *ssa.TypeAssert:
		return t.value(v.X)
	case *ssa.Phi:
		return t.all(v.Edges, "")
	case *ssa.Extract:
		switch x := v.Tuple.(type) {
		case *ssa.TypeAssert:
			return t.value(x.X)
		case *ssa.Call:
			return t.result(x, v.Index)
		}
		return t.where("a value computed", v.Pos())
	case *ssa.Call:
		return t.result(v, 0)
	case *ssa.UnOp:
		if v.Op == token.MUL {
			return t.load(v.X)
		}
		return t.where("a value computed", v.Pos())
	case *ssa.Field:
		return t.field(v.X.Type(), v.Field)
	case *ssa.Parameter:
		return t.param(v)
	case *ssa.FreeVar:
		return fmt.Sprintf("captured variable %s", v.Name())
	case *ssa.Function, *ssa.MakeClosure, *ssa.ChangeType: // a function value's sources (funcset.go)
		return t.funcSource(v)
	default:
		return t.where("a value computed", v.Pos())
	}
	return ""
}

// all traces vs; the first open reason wins, prefixed by what.
func (t *tracer) all(vs []ssa.Value, what string) string {
	for _, x := range vs {
		if r := t.value(x); r != "" {
			return what + r
		}
	}
	return ""
}

func (t *tracer) where(what string, pos token.Pos) string {
	if !pos.IsValid() {
		return what
	}
	p := t.p.Fset.Position(pos)
	return fmt.Sprintf("%s at %s:%d", what, baseName(p.Filename), p.Line)
}

func (t *tracer) escaped(x any) bool {
	_, ok := t.f.escapes[x]
	return ok
}

func (t *tracer) root(pkg *types.Package) bool { return pkg != nil && t.p.rootTypes[pkg] }

// load traces the value loaded from addr.
func (t *tracer) load(addr ssa.Value) string {
	switch a := addr.(type) {
	case *ssa.FieldAddr:
		return t.field(a.X.Type().Underlying().(*types.Pointer).Elem(), a.Field)
	case *ssa.Global:
		switch {
		case a.Pkg == nil || !t.root(a.Pkg.Pkg):
			return "package variable " + a.RelString(nil) + " of another package"
		case a.Object() != nil && a.Object().Exported():
			return "exported package variable " + a.Name()
		case t.escaped(a):
			return t.where("the address of package variable "+a.Name()+" is taken", t.f.escapes[a])
		}
		return t.all(t.f.globals[a], "package variable "+a.Name()+" is set from ")
	case *ssa.Alloc:
		var stored []ssa.Value
		for _, r := range *a.Referrers() {
			switch r := r.(type) {
			case *ssa.Store:
				if r.Addr == a {
					stored = append(stored, r.Val)
					continue
				}
			case *ssa.UnOp, *ssa.DebugRef:
				continue
			}
			return t.where("the address of a local variable is taken", r.Pos())
		}
		return t.all(stored, "")
	}
	return t.where("a value loaded from memory", addr.Pos())
}

// field traces the values stored into field i of struct type st.
func (t *tracer) field(st types.Type, i int) string {
	fv := st.Underlying().(*types.Struct).Field(i)
	name := "field " + types.TypeString(st, func(*types.Package) string { return "" }) + "." + fv.Name()
	k := fieldNamed(st, i)
	k.strct = t.f.find(k.strct)
	switch {
	case !t.root(fv.Pkg()):
		return name + " is of another package"
	case fv.Exported():
		return name + " is exported"
	case t.escaped(k):
		return t.where("the address of "+name+" is taken", t.f.escapes[k])
	}
	return t.all(t.f.fields[k], name+" is set from ")
}

// param traces the arguments a parameter may receive.
func (t *tracer) param(v *ssa.Parameter) string {
	fn := v.Parent()
	what := fmt.Sprintf("parameter %s of %s", v.Name(), fn.Name())
	switch {
	case fn.Pkg == nil || !t.root(fn.Pkg.Pkg):
		return what + " of another package"
	case fn.Signature.Recv() != nil && fn.Object() != nil && fn.Object().Exported():
		return t.where(fmt.Sprintf("parameter %s of exported method %s", v.Name(), fn.Name()), fn.Pos())
	case fn.Signature.Recv() != nil:
		return t.where(what+", a method, which interface calls may reach", fn.Pos())
	case fn.Parent() != nil:
		return t.where(what+", a closure", fn.Pos())
	case fn.Object() != nil && fn.Object().Exported():
		return t.where(fmt.Sprintf("parameter %s of exported %s", v.Name(), fn.Name()), fn.Pos())
	case t.escaped(fn):
		return t.where(what+", used as a function value", t.f.escapes[fn])
	}
	idx := paramIndex(v)
	var args []ssa.Value
	for _, c := range t.f.calls[fn] {
		args = append(args, c.Call.Args[idx])
	}
	return t.all(args, "")
}

// result traces the j-th result of call c.
func (t *tracer) result(c *ssa.Call, j int) string {
	cc := c.Common()
	if cc.IsInvoke() {
		return t.where("the result of interface method "+cc.Method.Name(), c.Pos())
	}
	callee := cc.StaticCallee()
	switch {
	case callee == nil:
		return t.where("the result of a call through a function value", c.Pos())
	case callee.Pkg == nil || !t.root(callee.Pkg.Pkg) || len(callee.Blocks) == 0:
		return t.where("the result of "+callee.String()+", of another package,", c.Pos())
	}
	var rs []ssa.Value
	for _, b := range callee.Blocks {
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
			rs = append(rs, ret.Results[j])
		}
	}
	return t.all(rs, "")
}
