// This file recognises delegating wrappers: functions whose whole
// behaviour is one call on the base object, so that the call's own
// interleavings are the function's (witness/split.go).

package paths

import (
	"go/token"
	"go/types"

	"github.com/snowflakeverify/snowflake/axioms"
	"golang.org/x/tools/go/ssa"
)

// A Delegation says that a function does nothing but one call on its base
// object: it reads the base through its receiver, makes the call, passing
// its own function parameters as the call's callbacks, and returns the
// call's results unchanged. Whatever the call can be observed to do, the
// function does; the witness stage uses this for methods that are no
// instant of their collection (axioms.Method.Split).
type Delegation struct {
	Collection axioms.Collection // the base object's, at the function's instantiation
	Method     *axioms.Method
	Pos        token.Pos
	// Callbacks are the indices in Fn.Params of the parameters passed as
	// the call's function arguments, in order.
	Callbacks []int
	// Results is the number of results the function returns (the call's).
	Results int
	// Collector marks a collector (collector.go): the function returns
	// the callback's arguments of index Collects, in the order of the
	// callback's calls.
	Collector bool
	Collects  int
	// Counts marks a counting collector (rangecount.go): the function
	// returns the number of the callback's calls.
	Counts bool
	// Callback describes a collector's callback, as Go: "func(k, _) {
	// ks = append(ks, k) }".
	Callback string
}

// delegation returns the Delegation of fn to call in (a call of m on the
// base object), or nil when fn does anything else: another call, a store,
// an allocation, a branch, a conversion of the results.
func delegation(fn *ssa.Function, in *ssa.Call, c axioms.Collection, m *axioms.Method) *Delegation {
	if in.Parent() != fn || len(fn.Blocks) != 1 || fn.Recover != nil {
		return nil
	}
	d := &Delegation{Collection: c, Method: m, Pos: in.Pos()}
	params := map[ssa.Value]int{}
	for i, p := range fn.Params {
		params[p] = i
	}
	for _, a := range in.Common().Args[1:] {
		if _, isFunc := a.Type().Underlying().(*types.Signature); !isFunc {
			return nil
		}
		for ct, ok := a.(*ssa.ChangeType); ok; ct, ok = a.(*ssa.ChangeType) {
			a = ct.X // a func parameter passed as a named func type (IterCb)
		}
		i, ok := params[a]
		if !ok {
			return nil
		}
		d.Callbacks = append(d.Callbacks, i)
	}
	for _, instr := range fn.Blocks[0].Instrs {
		switch x := instr.(type) {
		case *ssa.Return:
			if !returnsCall(x, in) {
				return nil
			}
			d.Results = len(x.Results)
		case *ssa.Extract:
			if x.Tuple != in {
				return nil
			}
		default:
			if !towardCall(instr, in) {
				return nil
			}
		}
	}
	return d
}

// towardCall reports whether instr is call in or reads the receiver's way
// to the base object (a field, a load, a conversion).
func towardCall(instr ssa.Instruction, in *ssa.Call) bool {
	switch x := instr.(type) {
	case *ssa.Call:
		return x == in
	case *ssa.UnOp:
		return x.Op == token.MUL
	case *ssa.FieldAddr, *ssa.Field, *ssa.ChangeType, *ssa.DebugRef:
		return true
	}
	return false
}

// returnsCall reports whether ret returns exactly in's results, in order.
func returnsCall(ret *ssa.Return, in *ssa.Call) bool {
	switch t := in.Type().(type) {
	case *types.Tuple:
		if len(ret.Results) != t.Len() {
			return false
		}
		for i, r := range ret.Results {
			if e, ok := r.(*ssa.Extract); !ok || e.Tuple != in || e.Index != i {
				return false
			}
		}
		return true
	default:
		if t == nil {
			return len(ret.Results) == 0
		}
		return len(ret.Results) == 1 && ret.Results[0] == in
	}
}
