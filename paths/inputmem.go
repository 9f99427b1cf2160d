// This file defines what memory a functional body may read: only memory
// reachable from its inputs (its parameters, the variables it captured)
// and memory it made itself. A summary (summaryinstr.go) or a functional
// annotation's check (annotations.go) that let a body read through any
// other pointer — a package variable's address passed to a reader, a
// pointer a call returned (&counter), an address stored into the body's
// own memory and loaded back — would call "a function of its inputs" a
// body whose result depends on shared memory.
//
// Rule. A pointer-like value (one whose type can reach memory) is
// input-rooted when it is derived, through addresses of fields and
// elements, slicing, loads, conversions, boxing, assertions, extraction
// and phis, from a parameter, a captured variable, a constant or an
// allocation of the body. Call results are not (a functional callee may
// return a package variable's address); package variables are not (their
// loads are classified by summaryinstr.go). foreignMemory names an
// instruction that loads through, stores, or passes to a call a
// pointer-like value that is not input-rooted, or reads the memory of a
// map (m[k]) or a slice (string(b)) that is not: the body is then an
// observer (its results arbitrary per call), and no functional
// annotation holds of it. Returning such a value is allowed: a caller's
// use of the result is checked in the caller.

package paths

import (
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// foreignMemory says how instr reads memory not reachable from the body's
// inputs ("" if it does not).
func foreignMemory(instr ssa.Instruction) string {
	switch in := instr.(type) {
	case *ssa.UnOp:
		if in.Op == token.MUL && rootGlobal(in.X) == nil && !inputRooted(in.X) {
			return "reads memory not reachable from its inputs (through " + describe(in.X) + ")"
		}
	case *ssa.Store:
		if reachesMemory(in.Val.Type(), nil) && !inputRooted(in.Val) {
			return "stores " + describe(in.Val) + ", memory not reachable from its inputs"
		}
	case *ssa.Lookup: // a read of a map's memory (a string's index is a value)
		if isMap(in.X.Type()) && !inputRooted(in.X) {
			return "reads memory not reachable from its inputs (the map " + describe(in.X) + ")"
		}
	case *ssa.Convert: // string(b) reads the slice's elements
		if isSlice(in.X.Type()) && !inputRooted(in.X) {
			return "reads memory not reachable from its inputs (the slice " + describe(in.X) + ")"
		}
	case ssa.CallInstruction:
		for _, a := range in.Common().Args {
			if reachesMemory(a.Type(), nil) && !inputRooted(a) {
				return "passes " + describe(a) + ", memory not reachable from its inputs, to a call"
			}
		}
	}
	return ""
}

// describe names v for a reason: a package variable's address, or what
// computed it.
func describe(v ssa.Value) string {
	if g := rootGlobal(v); g != nil {
		return "the address of package variable " + g.Name()
	}
	if c, ok := v.(*ssa.Call); ok {
		return "the result of " + c.Call.Description()
	}
	return "a pointer computed at " + v.Name()
}

// inputRooted reports whether v is derived from the body's inputs,
// constants or allocations (see the file comment), or is memory the body
// made through a helper (freshbody.go).
func inputRooted(v ssa.Value) bool { return freshInBody(v) || rooted(v, map[ssa.Value]bool{}) }

func rooted(v ssa.Value, seen map[ssa.Value]bool) bool {
	if seen[v] {
		return true // a cycle of phis: decided by its other edges
	}
	seen[v] = true
	switch x := v.(type) {
	case *ssa.Parameter, *ssa.FreeVar, *ssa.Const, *ssa.Function,
		*ssa.Alloc, *ssa.MakeSlice, *ssa.MakeMap, *ssa.MakeChan, *ssa.MakeClosure:
		return true
	case *ssa.FieldAddr:
		return rooted(x.X, seen)
	case *ssa.IndexAddr:
		return rooted(x.X, seen)
	case *ssa.Slice:
		return rooted(x.X, seen)
	case *ssa.Field:
		return rooted(x.X, seen)
	case *ssa.Index:
		return rooted(x.X, seen)
	case *ssa.Lookup:
		return rooted(x.X, seen)
	case *ssa.UnOp:
		return rooted(x.X, seen)
	case *ssa.ChangeType:
		return rooted(x.X, seen)
	case *ssa.Convert:
		return rooted(x.X, seen)
	case *ssa.ChangeInterface:
		return rooted(x.X, seen)
	case *ssa.MakeInterface:
		return rooted(x.X, seen)
	case *ssa.TypeAssert:
		return rooted(x.X, seen)
	case *ssa.SliceToArrayPointer:
		return rooted(x.X, seen)
	case *ssa.Extract:
		return rooted(x.Tuple, seen)
	case *ssa.Phi:
		for _, e := range x.Edges {
			if !rooted(e, seen) {
				return false
			}
		}
		return true
	case *ssa.Call:
		if bi, ok := x.Call.Value.(*ssa.Builtin); ok && bi.Name() == "append" {
			for _, a := range x.Call.Args {
				if !rooted(a, seen) {
					return false
				}
			}
			return true
		}
	}
	return !reachesMemory(v.Type(), nil)
}
