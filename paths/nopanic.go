// This file defines bodyNeverPanics: a function body in which no instruction
// can panic, so that a call of it (as a functional helper whose results
// are arbitrary because its arguments reach memory) does not fork on a
// panic no run can take.

package paths

import (
	"go/token"

	"github.com/snowflakeverify/snowflake/values"
	"golang.org/x/tools/go/ssa"
)

// bodyNeverPanics reports whether no instruction of fn can panic: only the
// instructions below, which Go defines never to panic. It is a list of
// what is allowed, so an instruction it does not know counts as one that
// may panic.
func bodyNeverPanics(fn *ssa.Function) bool {
	if fn == nil || len(fn.Blocks) == 0 || fn.Recover != nil {
		return false
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if !instrNeverPanics(instr) {
				return false
			}
		}
	}
	return true
}

func instrNeverPanics(instr ssa.Instruction) bool {
	switch in := instr.(type) {
	case *ssa.DebugRef, *ssa.Phi, *ssa.Jump, *ssa.If, *ssa.Return, *ssa.Extract,
		*ssa.MakeMap, *ssa.MakeInterface, *ssa.ChangeType, *ssa.ChangeInterface:
		return true // a map's size hint is never out of range at run time
	case *ssa.Range, *ssa.Next:
		return true // ranging over a map or a string
	case *ssa.BinOp:
		switch in.Op {
		case token.QUO, token.REM, token.SHL, token.SHR:
			return false // division by zero, negative shift counts
		case token.EQL, token.NEQ:
			return values.NeverPanicsOnEq(in.X.Type())
		}
		return true
	case *ssa.UnOp:
		if in.Op == token.MUL { // a load may dereference nil, unless of a package variable or a field of a pointer known non-nil
			if _, ok := in.X.(*ssa.Global); ok {
				return true
			}
			fa, ok := in.X.(*ssa.FieldAddr)
			return ok && nonNilAt(fa.X, fa.Block())
		}
		return in.Op != token.ARROW
	case *ssa.FieldAddr:
		return nonNilAt(in.X, in.Block())
	case *ssa.Field:
		return true
	case *ssa.Convert:
		return true // numeric and string conversions
	case *ssa.Lookup:
		return isMap(in.X.Type()) && values.NeverPanicsOnEq(in.Index.Type()) // a nil map reads as empty
	case *ssa.MapUpdate:
		_, made := in.Map.(*ssa.MakeMap) // not nil
		return made && values.NeverPanicsOnEq(in.Key.Type())
	case *ssa.Call:
		bi, ok := in.Call.Value.(*ssa.Builtin)
		return ok && (bi.Name() == "len" || bi.Name() == "cap") && !isArrayPtr(in.Call.Args[0].Type())
	}
	return false
}

// nonNilAt reports whether pointer x is not nil wherever block b runs: it
// is an allocation, or b is dominated by the branch of an `x != nil` (or
// the else branch of an `x == nil`) test, entered only from that test.
// The protobuf getter `if x != nil { return x.Name }` never panics.
func nonNilAt(x ssa.Value, b *ssa.BasicBlock) bool {
	if _, ok := x.(*ssa.Alloc); ok {
		return true
	}
	for d := b; d != nil; d = d.Idom() {
		if len(d.Preds) != 1 {
			continue
		}
		p := d.Preds[0]
		cond, ok := p.Instrs[len(p.Instrs)-1].(*ssa.If)
		if !ok {
			continue
		}
		bin, ok := cond.Cond.(*ssa.BinOp)
		if !ok || !comparesWithNil(bin, x) {
			continue
		}
		if bin.Op == token.NEQ && d == p.Succs[0] || bin.Op == token.EQL && d == p.Succs[1] {
			return true
		}
	}
	return false
}

// comparesWithNil reports whether bin compares x with nil.
func comparesWithNil(bin *ssa.BinOp, x ssa.Value) bool {
	return bin.X == x && isNilConst(bin.Y) || bin.Y == x && isNilConst(bin.X)
}
