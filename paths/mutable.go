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
//   - a pointer (or slice, map, channel) reaching memory that holds its
//     struct is converted to unsafe.Pointer, or put in an interface that
//     is used other than as an argument of a collection's method (reflect
//     and encoding/json write through such an interface; the collections
//     only keep the value).
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
// key (structKey), so a write through one is a write of the other.

package paths

import (
	"fmt"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"
)

// mutableFields scans the functions of the rule for writes to fields of
// struct types; it returns where each written field is written.
func mutableFields(p *Program) map[fieldKey]string {
	out := map[fieldKey]string{}
	for _, fn := range writerFunctions(p) {
		allow := constructionStores(fn)
		mark := func(t types.Type, how string, pos token.Pos, indirect bool) {
			markHeld(out, t, fmt.Sprintf("%s in %s at %s", how, fn.Name(), p.Where(pos)), indirect, 0)
		}
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				p.scanWrite(instr, allow, out, mark, fn)
			}
		}
	}
	return out
}

// scanWrite marks what instr writes (the rule's cases).
func (p *Program) scanWrite(instr ssa.Instruction, allow map[ssa.Instruction]bool, out map[fieldKey]string, mark func(types.Type, string, token.Pos, bool), fn *ssa.Function) {
	switch in := instr.(type) {
	case *ssa.FieldAddr:
		st, ok := structOf(in.X.Type())
		if !ok {
			return
		}
		if pos, written := writes(in, false, allow); written {
			for _, key := range writeKeys(st, in.Field) {
				if _, seen := out[key]; !seen {
					out[key] = fmt.Sprintf("written in %s at %s", fn.Name(), p.Where(pos))
				}
			}
		}
	case *ssa.Store:
		if !allow[in] {
			mark(in.Val.Type(), "overwritten whole", in.Pos(), false)
		}
	case *ssa.Call:
		if bi, ok := in.Call.Value.(*ssa.Builtin); ok && len(in.Call.Args) > 0 {
			switch bi.Name() {
			case "copy", "clear", "append":
				if s, isSlice := in.Call.Args[0].Type().Underlying().(*types.Slice); isSlice {
					mark(s.Elem(), "written by "+bi.Name(), in.Pos(), false)
				}
			}
		}
	case *ssa.Convert:
		if isUnsafePointer(in.Type()) {
			mark(in.X.Type(), "converted to unsafe.Pointer", in.Pos(), true)
		}
	case *ssa.MakeInterface:
		if !p.onlyCollectionArgs(in) {
			mark(in.X.Type(), "put in an interface", in.Pos(), true)
		}
	}
}

// markHeld marks written every field of every struct a value of type t
// holds by value (indirect false) or reaches through pointers, slices,
// maps or channels (indirect true: only what lies behind one).
func markHeld(out map[fieldKey]string, t types.Type, why string, indirect bool, depth int) {
	if depth > 12 {
		return
	}
	switch u := t.Underlying().(type) {
	case *types.Struct:
		for f := range u.NumFields() {
			if !indirect {
				for _, key := range writeKeys(u, f) {
					if _, seen := out[key]; !seen {
						out[key] = why
					}
				}
			}
			markHeld(out, u.Field(f).Type(), why, indirect, depth+1)
		}
	case *types.Array:
		markHeld(out, u.Elem(), why, indirect, depth+1)
	case *types.Pointer:
		if indirect {
			markHeld(out, u.Elem(), why, false, depth+1)
		}
	case *types.Slice:
		if indirect {
			markHeld(out, u.Elem(), why, false, depth+1)
		}
	case *types.Map:
		if indirect {
			markHeld(out, u.Key(), why, true, depth+1)
			markHeld(out, u.Elem(), why, true, depth+1)
		}
	case *types.Chan:
		if indirect {
			markHeld(out, u.Elem(), why, true, depth+1)
		}
	}
}

// onlyCollectionArgs reports whether every use of the interface value mi
// is as an argument of a collection's method (sync.Map's Store keeps the
// value; it writes nothing through it).
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

// writerFunctions are the functions mutableFields scans: every function
// of the root packages (rootFunctions) and every instance of a generic
// function the program builds, with their function literals, but the
// collections' own (keepsOnly).
func writerFunctions(p *Program) []*ssa.Function {
	out := rootFunctions(p)
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
	for fn := range ssautil.AllFunctions(p.SSA) {
		if o := fn.Origin(); o != nil && o != fn && len(fn.Blocks) > 0 && !p.keepsOnly(o) {
			instances = append(instances, fn)
		}
	}
	sortFuncs(p, instances)
	for _, fn := range instances {
		add(fn)
	}
	return out
}

// keepsOnly reports whether generic fn is a collection's method or of
// package sync/atomic: code that keeps the pointers it is given (the
// catalogue's axioms model it) and writes nothing through them
// (atomic.Pointer's Store converts its argument to unsafe.Pointer only to
// store it).
func (p *Program) keepsOnly(fn *ssa.Function) bool {
	if p.isCollectionMethod(fn) {
		return true
	}
	return fn.Pkg != nil && fn.Pkg.Pkg.Path() == "sync/atomic"
}
