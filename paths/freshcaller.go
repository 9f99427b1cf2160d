// This file defines which of the path's fresh objects a loop of an inlined
// helper cannot write: an object a caller allocated (copyServerMetrics's
// &ServerMetrics{...}) keeps its contents across the loop of a helper it
// calls to fill one of its fields (copyMap's range over a map into a map
// it made), so stores to its fields after the helper returns, before the
// object is published, are the path's own (freshloop.go, freshheap.go).
//
// The rule. An object made by an Alloc of another function than the
// loop's keeps what the path stored in it at the entry of the loop's
// exceptional iteration when the loop's blocks write memory only through
// addresses rooted at allocations of the loop's own function (a chain of
// field and constant or variable array-element addresses over an Alloc of
// that function), call nothing but builtins, and call append, copy or
// clear only when the object holds no array by value.
//
// Soundness. Earlier iterations run only the loop's blocks (a natural
// loop; calls into other code are excluded). An Alloc of the loop's
// function makes a new object on each run, distinct from every object
// that existed before it, among them o, which another instruction made
// before the loop was entered (a zero-size object has no contents to
// write); so a store through an address inside such an object is not a
// store into o. A map update writes a map, not o (o is not a map). The
// builtins that write memory — append, copy, clear — write a slice's
// backing array or a map; a backing array lies inside o only when a slice
// was made of an array o holds by value, and o holds none. No other
// instruction writes memory (stores to memory outside the path's own are
// refused by the walk, goroutines and defers are calls). So no earlier
// iteration wrote o, and its contents at the exceptional iteration are
// those before the loop. Whether o was published is decided as before
// (freshAtLoop: a value the loop carries may hold it).

package paths

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// unwrittenByLoop reports whether no earlier iteration of the loop headed
// by h can have written o, an allocation of another function than h's
// (see the file comment).
func unwrittenByLoop(o *object, h *ssa.BasicBlock) bool {
	alloc, ok := o.site.(*ssa.Alloc)
	if !ok || alloc.Parent() == h.Parent() {
		return false
	}
	arrays := holdsArray(o.elem, 0)
	for _, b := range h.Parent().Blocks {
		if !inLoop(b, h) {
			continue
		}
		for _, instr := range b.Instrs {
			if !leavesCallerObjects(instr, h.Parent(), arrays) {
				return false
			}
		}
	}
	return true
}

// leavesCallerObjects reports whether instr, of fn's loop, writes at most
// memory rooted at fn's own allocations, maps, and (when arrays is false)
// slices' backing arrays.
func leavesCallerObjects(instr ssa.Instruction, fn *ssa.Function, arrays bool) bool {
	switch in := instr.(type) {
	case *ssa.Store:
		root := addrRoot(in.Addr)
		return root != nil && root.Parent() == fn
	case ssa.CallInstruction:
		bi, ok := in.Common().Value.(*ssa.Builtin)
		if !ok {
			return false
		}
		switch bi.Name() {
		case "append", "copy", "clear":
			return !arrays
		}
		return true
	}
	return true
}

// addrRoot is the Alloc an address lies in, through field addresses and
// element addresses of arrays held by pointer (any index), or nil.
func addrRoot(v ssa.Value) *ssa.Alloc {
	for {
		switch a := v.(type) {
		case *ssa.Alloc:
			return a
		case *ssa.FieldAddr:
			v = a.X
		case *ssa.IndexAddr:
			if !isArrayPtr(a.X.Type()) {
				return nil // a slice's element: its backing array may be anywhere
			}
			v = a.X
		default:
			return nil
		}
	}
}

// holdsArray reports whether values of t hold an array by value, at any
// depth of struct fields and array elements (a type parameter may be one).
func holdsArray(t types.Type, depth int) bool {
	if _, isParam := t.(*types.TypeParam); isParam || t == nil || depth > 32 {
		return true
	}
	switch u := t.Underlying().(type) {
	case *types.Array:
		return true
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if holdsArray(u.Field(i).Type(), depth+1) {
				return true
			}
		}
	}
	return false
}
