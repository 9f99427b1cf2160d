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
		return in.Op != token.MUL && in.Op != token.ARROW // a load may dereference nil
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
