// This file recognises collectors: functions whose whole behaviour is one
// call on the base object with a closure that appends one of its
// arguments to a local slice, which the function then returns (collect a
// map's keys with Range). The call's own interleavings are then the
// function's, its result the arguments the callback received
// (Delegation.Collector; witness/split.go).

package paths

import (
	"fmt"
	"go/token"
	"go/types"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"golang.org/x/tools/go/ssa"
)

// collector returns the Delegation of fn to call in (a call of m on the
// base object, whose one callback is closure mc), when fn is a collector:
// a local slice s; mc appends its argument Collects to s and returns true,
// and does nothing else; fn makes the call and returns s.
func collector(fn *ssa.Function, in *ssa.Call, mc *ssa.MakeClosure, c axioms.Collection, m *axioms.Method) *Delegation {
	slot, body, ok := accumulation(fn, in, mc, nil)
	if !ok {
		return nil
	}
	arg, ok := appendsParam(body)
	if !ok {
		return nil
	}
	names := make([]string, len(body.Params))
	for i, p := range body.Params {
		names[i] = "_"
		if i == arg {
			names[i] = p.Name()
		}
	}
	text := fmt.Sprintf("func(%s) { %s = append(%s, %s) }", strings.Join(names, ", "), slot.Comment, slot.Comment, body.Params[arg].Name())
	return &Delegation{Collection: c, Method: m, Pos: in.Pos(), Results: 1, Collector: true, Collects: arg, Callback: text}
}

// accumulation checks the shape collectors and counting collectors
// (rangecount.go) share: fn's one block makes call in with closure mc as
// an argument, mc's one binding is a local cell slot, and fn returns what
// slot holds; every other instruction makes slot or mc, is a store into
// slot that init allows (nil: none), or computes toward the call. It
// returns slot and mc's body.
func accumulation(fn *ssa.Function, in *ssa.Call, mc *ssa.MakeClosure, init func(*ssa.Store) bool) (*ssa.Alloc, *ssa.Function, bool) {
	if in.Parent() != fn || len(fn.Blocks) != 1 || fn.Recover != nil || len(mc.Bindings) != 1 {
		return nil, nil, false
	}
	slot, ok := mc.Bindings[0].(*ssa.Alloc)
	body, ok2 := mc.Fn.(*ssa.Function)
	if !ok || !ok2 || !isCallArg(in, mc) {
		return nil, nil, false
	}
	for _, instr := range fn.Blocks[0].Instrs {
		ok := true
		switch x := instr.(type) {
		case *ssa.Return:
			ok = len(x.Results) == 1 && isLoadOf(x.Results[0], slot)
		case *ssa.Alloc:
			ok = x == slot
		case *ssa.MakeClosure:
			ok = x == mc
		case *ssa.Store:
			ok = init != nil && x.Addr == ssa.Value(slot) && init(x)
		default:
			ok = towardCall(instr, in)
		}
		if !ok {
			return nil, nil, false
		}
	}
	return slot, body, true
}

// isCallArg reports whether mc, possibly converted, is an argument of in.
func isCallArg(in *ssa.Call, mc *ssa.MakeClosure) bool {
	for _, a := range in.Common().Args {
		for ct, ok := a.(*ssa.ChangeType); ok; ct, ok = a.(*ssa.ChangeType) {
			a = ct.X
		}
		if a == ssa.Value(mc) {
			return true
		}
	}
	return false
}

// isLoadOf reports whether v is *slot.
func isLoadOf(v ssa.Value, slot *ssa.Alloc) bool {
	u, ok := v.(*ssa.UnOp)
	return ok && u.Op == token.MUL && u.X == slot
}

// appendsParam recognises the body of a collecting callback: one free
// variable s (a pointer to a slice), *s = append(*s, p) for one of its
// parameters p, then return true; it returns p's index.
func appendsParam(body *ssa.Function) (int, bool) {
	if len(body.FreeVars) != 1 || len(body.Blocks) != 1 || body.Recover != nil {
		return 0, false
	}
	fv := body.FreeVars[0]
	param := -1
	stored := false
	for _, instr := range body.Blocks[0].Instrs {
		switch x := instr.(type) {
		case *ssa.Store:
			if x.Addr == fv && !stored {
				p, ok := appended(x.Val, fv, body)
				param, stored = p, ok
				if ok {
					continue
				}
			}
			if !isVarargsStore(x) {
				return 0, false
			}
		case *ssa.Return:
			if len(x.Results) != 1 {
				return 0, false
			}
			if c, ok := x.Results[0].(*ssa.Const); !ok || c.Value == nil || c.Value.String() != "true" {
				return 0, false
			}
		case *ssa.UnOp: // a load (not a receive, which waits)
			if x.Op != token.MUL {
				return 0, false
			}
		case *ssa.Call:
			if !isAppend(x) {
				return 0, false
			}
		case *ssa.Alloc, *ssa.IndexAddr, *ssa.Slice, *ssa.DebugRef:
		default:
			return 0, false
		}
	}
	return param, stored && param >= 0
}

// appended recognises append(*fv, p) (p passed as a one-element
// ... slice), and returns p's index among body's parameters.
func appended(v ssa.Value, fv *ssa.FreeVar, body *ssa.Function) (int, bool) {
	call, ok := v.(*ssa.Call)
	if !ok || !isAppend(call) || len(call.Call.Args) != 2 || !isLoadOfVar(call.Call.Args[0], fv) {
		return -1, false
	}
	elems, ok := variadicElems(call.Call.Args[1])
	if !ok || len(elems) != 1 {
		return -1, false
	}
	for i, p := range body.Params {
		if elems[0] == ssa.Value(p) {
			return i, true
		}
	}
	return -1, false
}

func isAppend(call *ssa.Call) bool {
	b, ok := call.Call.Value.(*ssa.Builtin)
	return ok && b.Name() == "append"
}

func isLoadOfVar(v ssa.Value, fv *ssa.FreeVar) bool {
	u, ok := v.(*ssa.UnOp)
	return ok && u.Op == token.MUL && u.X == fv
}

// isVarargsStore reports whether s stores into a fresh local array (the
// ... slice of append being built).
func isVarargsStore(s *ssa.Store) bool {
	ia, ok := s.Addr.(*ssa.IndexAddr)
	if !ok {
		return false
	}
	a, ok := ia.X.(*ssa.Alloc)
	if !ok {
		return false
	}
	_, isArray := a.Type().Underlying().(*types.Pointer).Elem().Underlying().(*types.Array)
	return isArray
}

// collecting refuses fn as never atomic, with its Delegation, when closure
// mc is the callback of a collector's call of a method that is no instant
// (collector); it reports whether it did.
func (w *walker) collecting(st *state, mc *ssa.MakeClosure) bool {
	for _, r := range *mc.Referrers() {
		in, ok := r.(*ssa.Call)
		if !ok || len(in.Common().Args) == 0 || !w.isBase(st, in.Common().Args[0]) {
			continue
		}
		callee := in.Common().StaticCallee()
		if callee == nil || callee.Signature.Recv() == nil {
			continue
		}
		if _, ok := w.prog.Catalog.Lookup(callee.Signature.Recv().Type()); !ok {
			continue
		}
		m, ok := w.client.Collection.Method(callee.Name())
		if !ok || m.NotAtomic == "" || m.Split == nil {
			continue
		}
		d := collector(w.fn, in, mc, w.client.Collection, m)
		if d == nil {
			d = rangeCounter(w.fn, in, mc, w.client.Collection, m) // rangecount.go
		}
		if d != nil {
			w.refuseNotAtomic(&Refusal{Pos: in.Pos(), Message: "call of " + m.Name + ": " + m.NotAtomic, Delegate: d})
			return true
		}
	}
	return false
}
