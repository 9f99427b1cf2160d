// This file finds the fields of struct types that some code writes after
// construction (immutable.go: the others are immutable, and immload.go
// reads them as functions of the pointer).
//
// Rule. A field is written when, in any function of the root packages or
// any instance of a generic function (of any package) the program
// builds, after the construction of its object (constructionStores):
//   - a store goes through its address or an address derived from it (a
//     field's, an element's), or the address has any use but a load or a
//     store into it (writes: passed to a call, converted, stored);
//   - a store writes a whole value that holds its struct by value (the
//     struct itself, an enclosing struct or array, at any depth);
//   - copy, clear or append writes a slice whose elements hold its struct
//     by value;
//   - a value reaching memory that holds its struct, through pointers,
//     slices, maps, channels or functions' results at any depth, is
//     converted to unsafe.Pointer, or a pointer to its struct is
//     converted from unsafe.Pointer (memory of another type);
//   - the field is exported and a value reaching its struct so, through
//     exported fields only, is put in an interface used other than as a
//     collection method's argument (reflect and encoding/json write
//     through such an interface, but set no unexported field and reach
//     through none, unsafe aside).
//
// Soundness. Code writes a field's memory through an address of the field
// or of something holding it: a field address (first case), a pointer to
// the struct or to something holding it by value, through which a store
// writes the whole (second case), a slice's backing array (third case),
// or code that is not scanned, which gets a way to the memory only
// through unsafe.Pointer or an interface (fourth case; code of the root
// packages and every instance is scanned, and no other package's code
// names a root type but through a type parameter, whose instances are
// scanned). Structs that convert into each other, tags ignored, share a
// key (structKey), so a write through one is a write of the other. Not
// covered: a value a collection keeps, handed back as an interface and
// then written by reflection or encoding/json (trusted, named in the
// trust entry of every immutable read).

package paths

import (
	"fmt"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"
)

// mutableFields scans the functions of the rule for writes to fields of
// struct types; it returns where each written field is written.
func mutableFields(p *Program) map[fieldKey]string {
	out := map[fieldKey]string{}
	for _, fn := range writerFunctions(p) {
		s := &writeScan{p: p, fn: fn, allow: constructionStores(fn), out: out}
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				s.instr(instr)
			}
		}
	}
	return out
}

// A writeScan scans one function's instructions for writes.
type writeScan struct {
	p     *Program
	fn    *ssa.Function
	allow map[ssa.Instruction]bool // construction stores (constructionStores)
	out   map[fieldKey]string
}

// marker returns a marker of the fields a write at pos writes (how).
func (s *writeScan) marker(how string, pos token.Pos, exported bool) *marker {
	return &marker{out: s.out, why: fmt.Sprintf("%s in %s at %s", how, s.fn.Name(), s.p.Where(pos)), exported: exported}
}

// instr marks what instr writes (the rule's cases).
func (s *writeScan) instr(instr ssa.Instruction) {
	switch in := instr.(type) {
	case *ssa.FieldAddr:
		st, ok := structOf(in.X.Type())
		if !ok {
			return
		}
		if pos, written := writes(in, false, s.allow); written {
			s.marker("written", pos, false).field(st, in.Field)
		}
	case *ssa.Store:
		if !s.allow[in] {
			s.marker("overwritten whole", in.Pos(), false).held(in.Val.Type())
		}
	case *ssa.Call:
		if bi, ok := in.Call.Value.(*ssa.Builtin); ok && len(in.Call.Args) > 0 {
			switch bi.Name() {
			case "copy", "clear", "append":
				if sl, isSlice := in.Call.Args[0].Type().Underlying().(*types.Slice); isSlice {
					s.marker("written by "+bi.Name(), in.Pos(), false).held(sl.Elem())
				}
			}
		}
	case *ssa.Convert:
		switch {
		case isUnsafePointer(in.Type()):
			s.marker("converted to unsafe.Pointer", in.Pos(), false).reachable(in.X.Type())
		case isUnsafePointer(in.X.Type()): // memory of another type seen as this one
			s.marker("converted from unsafe.Pointer", in.Pos(), false).reachable(in.Type())
		}
	case *ssa.MakeInterface:
		if !s.p.onlyCollectionArgs(in) {
			s.marker("put in an interface", in.Pos(), true).reachable(in.X.Type())
		}
	}
}

// onlyCollectionArgs reports whether every use of the interface value mi
// is as an argument of a collection's method (sync.Map's Store keeps the
// value and writes nothing through it). What code does with the value a
// collection hands back as an interface is not followed: a write through
// it by reflection or encoding/json is outside the rule (immutableField's
// trust entry names it).
func (p *Program) onlyCollectionArgs(mi *ssa.MakeInterface) bool {
	refs := mi.Referrers()
	if refs == nil {
		return true
	}
	for _, r := range *refs {
		switch r := r.(type) {
		case *ssa.DebugRef:
		case ssa.CallInstruction:
			callee := r.Common().StaticCallee()
			if r.Common().IsInvoke() || callee == nil || !p.isCollectionMethod(callee) || r.Common().Value == ssa.Value(mi) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// A marker marks fields written, for one reason.
type marker struct {
	out  map[fieldKey]string
	why  string
	seen typeutil.Map // types walked by reachable
	// exported: only exported fields can be written (reflection and
	// encoding/json set no unexported field, nor reach through one).
	exported bool
}

// field marks field f of st written (with its shape's key in a generic
// body: writeKeys), keeping the first reason found.
func (m *marker) field(st *types.Struct, f int) {
	for _, key := range writeKeys(st, f) {
		if _, seen := m.out[key]; !seen {
			m.out[key] = m.why
		}
	}
}

// held marks every field of every struct a value of type t holds by
// value (the memory a whole store of a t writes), exported ones only when
// m.exported.
func (m *marker) held(t types.Type) {
	switch u := t.Underlying().(type) {
	case *types.Struct:
		for f := range u.NumFields() {
			if m.exported && !u.Field(f).Exported() {
				continue
			}
			m.field(u, f)
			m.held(u.Field(f).Type())
		}
	case *types.Array:
		m.held(u.Elem())
	}
}

// reachable marks every field of every struct that a value of type t
// reaches through pointers, slices, maps, channels and the results of
// functions (reflect can call them), at any depth, through exported
// fields only when m.exported: what code given a t may write.
func (m *marker) reachable(t types.Type) {
	if m.seen.At(t) != nil {
		return
	}
	m.seen.Set(t, true)
	switch u := t.Underlying().(type) {
	case *types.Struct:
		for f := range u.NumFields() {
			if !m.exported || u.Field(f).Exported() {
				m.reachable(u.Field(f).Type())
			}
		}
	case *types.Array:
		if u.Len() > 0 {
			m.reachable(u.Elem())
		}
	case *types.Pointer:
		m.behind(u.Elem())
	case *types.Slice:
		m.behind(u.Elem())
	case *types.Map:
		m.reachable(u.Key())
		m.reachable(u.Elem())
	case *types.Chan:
		m.reachable(u.Elem())
	case *types.Signature:
		for i := range u.Results().Len() {
			m.reachable(u.Results().At(i).Type())
		}
	}
}

// behind marks the memory of type t a pointer or a slice reaches: what
// it holds by value, and what that reaches.
func (m *marker) behind(t types.Type) {
	m.held(t)
	m.reachable(t)
}

// writerFunctions are the functions mutableFields scans: every function
// of the root packages (rootFunctions) and every instance of a generic
// function the program builds, with their function literals, but the
// collections' own (keepsOnly).
func writerFunctions(p *Program) []*ssa.Function {
	out := append([]*ssa.Function(nil), rootFunctions(p)...) // shared: appended to a copy
	seen := map[*ssa.Function]bool{}
	for _, fn := range out {
		seen[fn] = true
	}
	var add func(fn *ssa.Function)
	add = func(fn *ssa.Function) {
		if fn == nil || seen[fn] {
			return
		}
		seen[fn] = true
		out = append(out, fn)
		for _, anon := range fn.AnonFuncs {
			add(anon)
		}
	}
	var instances []*ssa.Function
	kept := map[*types.Package]bool{}
	for fn := range allFunctions(p) {
		if o := fn.Origin(); o != nil && o != fn && len(fn.Blocks) > 0 && !p.keepsOnly(o, kept) {
			instances = append(instances, fn)
		}
	}
	sortFuncs(p, instances)
	for _, fn := range instances {
		add(fn)
	}
	return out
}

// keepsOnly reports whether generic fn is code of a collection the
// catalogue knows (its methods and the internals of its package: the
// axioms model what they do with the values they are given) or of package
// sync/atomic (atomic.Pointer's Store converts its argument to
// unsafe.Pointer only to store it): code that keeps the pointers it is
// given and writes nothing through them. kept memoizes packages.
func (p *Program) keepsOnly(fn *ssa.Function, kept map[*types.Package]bool) bool {
	if p.isCollectionMethod(fn) {
		return true
	}
	if fn.Pkg == nil {
		return false
	}
	pkg := fn.Pkg.Pkg
	if k, ok := kept[pkg]; ok {
		return k
	}
	k := pkg.Path() == "sync/atomic" || p.declaresCollection(pkg)
	kept[pkg] = k
	return k
}

// declaresCollection reports whether pkg declares a type the catalogue
// knows as a collection (by value or by pointer).
func (p *Program) declaresCollection(pkg *types.Package) bool {
	for _, name := range pkg.Scope().Names() {
		tn, ok := pkg.Scope().Lookup(name).(*types.TypeName)
		if !ok {
			continue
		}
		if _, known := p.Catalog.Lookup(types.NewPointer(tn.Type())); known {
			return true
		}
		if _, known := p.Catalog.Lookup(tn.Type()); known {
			return true
		}
	}
	return false
}
