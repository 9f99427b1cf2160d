// This file recognises counting collectors: functions whose whole
// behaviour is one call on the base object with a closure that adds one
// to a local counter and returns true, which the function then returns
// (count a map's entries with Range). As for collectors (collector.go),
// the call's own interleavings are then the function's, its result the
// number of the callback's calls (Delegation.Counts; witness/split.go).

package paths

import (
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"golang.org/x/tools/go/ssa"
)

// rangeCounter returns the Delegation of fn to call in (a call of m on the
// base object, whose one callback is closure mc), when fn is a counting
// collector: a local integer n, set to zero; mc adds one to n and returns
// true, and does nothing else; fn makes the call and returns n.
func rangeCounter(fn *ssa.Function, in *ssa.Call, mc *ssa.MakeClosure, c axioms.Collection, m *axioms.Method) *Delegation {
	slot, body, ok := accumulation(fn, in, mc, func(st *ssa.Store) bool { return isZeroConst(st.Val) })
	if !ok || !incrementsOnly(body) {
		return nil
	}
	names := make([]string, len(body.Params))
	for i := range names {
		names[i] = "_"
	}
	text := "func(" + strings.Join(names, ", ") + ") { " + slot.Comment + "++ }"
	return &Delegation{Collection: c, Method: m, Pos: in.Pos(), Results: 1, Collector: true, Counts: true, Callback: text}
}

// incrementsOnly recognises the body of a counting callback: one free
// variable n (a pointer to an integer), *n = *n + 1, then return true.
func incrementsOnly(body *ssa.Function) bool {
	if len(body.FreeVars) != 1 || len(body.Blocks) != 1 || body.Recover != nil {
		return false
	}
	fv := body.FreeVars[0]
	if !isInt(fv.Type().Underlying().(*types.Pointer).Elem()) {
		return false
	}
	stored := false
	for _, instr := range body.Blocks[0].Instrs {
		switch x := instr.(type) {
		case *ssa.Store:
			add, ok := x.Val.(*ssa.BinOp)
			if stored || x.Addr != ssa.Value(fv) || !ok || add.Op != token.ADD || !isLoadOfVar(add.X, fv) || !isOneConst(add.Y) {
				return false
			}
			stored = true
		case *ssa.Return:
			if len(x.Results) != 1 {
				return false
			}
			if c, ok := x.Results[0].(*ssa.Const); !ok || c.Value == nil || c.Value.String() != "true" {
				return false
			}
		case *ssa.UnOp:
			if x.Op != token.MUL || x.X != ssa.Value(fv) {
				return false
			}
		case *ssa.BinOp, *ssa.DebugRef:
		default:
			return false
		}
	}
	return stored
}

func isZeroConst(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.Value != nil && c.Value.Kind() == constant.Int && constant.Sign(c.Value) == 0
}

func isOneConst(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.Value != nil && c.Value.Kind() == constant.Int && c.Value.String() == "1"
}
