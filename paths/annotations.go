// This file defines the check of //snowflake:functional and
// //snowflake:argfunctional annotations against the bodies they mark: a
// functional function must have no effect outside itself and read no state
// but its inputs (and, for functional, what its receiver reaches).

package paths

import (
	"fmt"
	"go/token"
	"go/types"
	"sort"

	"github.com/snowflakeverify/snowflake/specs"
	"golang.org/x/tools/go/ssa"
)

// An AnnotationError says why an annotation does not hold.
type AnnotationError struct {
	Func    *types.Func
	Dir     specs.Directive
	Pos     token.Pos // the offending instruction
	Message string
	at      token.Position // Pos, for an annotation checked by another package's analysis (importann.go)
}

// checkAnnotations checks every functional annotation of the root packages
// whose body is available, in a fixed order.
func checkAnnotations(p *Program) map[*types.Func]*AnnotationError {
	var fns []*types.Func
	for obj := range p.Directives {
		if f, ok := obj.(*types.Func); ok {
			fns = append(fns, f)
		}
	}
	sort.Slice(fns, func(i, j int) bool { return p.before(fns[i].Pos(), fns[j].Pos()) })
	out := map[*types.Func]*AnnotationError{}
	for _, f := range fns {
		for _, k := range []specs.Kind{specs.Functional, specs.ArgFunctional} {
			dir, ok := p.Directives.Has(f, k)
			if !ok {
				continue
			}
			fn := p.SSA.FuncValue(f)
			if fn == nil || len(fn.Blocks) == 0 {
				continue // no body: trusted, and listed as trusted
			}
			if pos, msg := functionalBody(fn, k == specs.ArgFunctional, p); msg != "" {
				out[f] = &AnnotationError{Func: f, Dir: dir, Pos: pos, Message: msg}
			}
		}
	}
	// A body that calls (or defers) a function whose annotation does not
	// hold relies on it: its own annotation does not hold either.
	reliesOnBroken := func(instr ssa.Instruction) string {
		call, ok := instr.(ssa.CallInstruction)
		if !ok || call.Common().StaticCallee() == nil {
			return ""
		}
		obj, ok := call.Common().StaticCallee().Object().(*types.Func)
		if !ok {
			return ""
		}
		if bad := out[origin(obj)]; bad != nil {
			return fmt.Sprintf("calls %s, whose //snowflake:%s annotation does not hold", obj.Name(), bad.Dir.Kind)
		}
		return ""
	}
	for changed := true; changed; {
		changed = false
		for _, f := range fns {
			fn := p.SSA.FuncValue(f)
			if out[f] != nil || fn == nil {
				continue
			}
			dir, ok := p.Directives.Has(f, specs.Functional)
			if !ok {
				dir, ok = p.Directives.Has(f, specs.ArgFunctional)
			}
			if pos, msg := firstBreak(fn, reliesOnBroken); ok && msg != "" {
				out[f] = &AnnotationError{Func: f, Dir: dir, Pos: pos, Message: msg}
				changed = true
			}
		}
	}
	return out
}

// functionalBody returns the first instruction of fn that breaks the
// annotation, with why.
func functionalBody(fn *ssa.Function, argOnly bool, p *Program) (token.Pos, string) {
	if argOnly && fn.Signature.Recv() != nil && len(fn.Params) > 0 {
		for _, r := range *fn.Params[0].Referrers() {
			if _, ok := r.(*ssa.DebugRef); !ok {
				return posIn(fn, r.Pos()), "uses its receiver, which an argfunctional method may not"
			}
		}
	}
	return firstBreak(fn, func(instr ssa.Instruction) string { return functionalInstr(instr, p) })
}

// firstBreak returns the first instruction of fn for which why says
// something, with what it says.
func firstBreak(fn *ssa.Function, why func(ssa.Instruction) string) (token.Pos, string) {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if msg := why(instr); msg != "" {
				return posIn(fn, instr.Pos()), msg
			}
		}
	}
	return token.NoPos, ""
}

// posIn is pos, or fn's position when pos is not valid (a synthetic instruction).
func posIn(fn *ssa.Function, pos token.Pos) token.Pos {
	if !pos.IsValid() {
		return fn.Pos()
	}
	return pos
}

// functionalInstr says why instr has an effect or reads outside state ("" if it does not).
func functionalInstr(instr ssa.Instruction, p *Program) string {
	if why := foreignMemory(instr); why != "" { // read where the check does not see it (inputmem.go)
		return why
	}
	switch in := instr.(type) {
	case *ssa.Store:
		if !freshInBody(in.Addr) {
			return existedBefore(in.Addr, "memory")
		}
	case *ssa.MapUpdate:
		if !freshInBody(in.Map) {
			return existedBefore(in.Map, "a map")
		}
	case *ssa.UnOp:
		if in.Op == token.ARROW {
			return "receives from a channel"
		}
		if in.Op == token.MUL && rootGlobal(in.X) != nil {
			return "reads package variable " + rootGlobal(in.X).Name()
		}
	case *ssa.Send, *ssa.Select:
		return "uses a channel"
	case *ssa.Go:
		return "starts a goroutine"
	case *ssa.MakeClosure:
		return "creates a closure"
	case ssa.CallInstruction:
		return functionalCallee(in.Common(), p)
	}
	return ""
}

// functionalCallee says why a call inside a functional body is not allowed.
func functionalCallee(cc *ssa.CallCommon, p *Program) string {
	if cc.IsInvoke() {
		return "calls interface method " + cc.Method.Name()
	}
	if bi, ok := cc.Value.(*ssa.Builtin); ok {
		switch bi.Name() {
		case "len", "cap", "min", "max", "real", "imag", "complex", "ssa:wrapnilchk":
			return ""
		case "append", "copy", "delete", "clear":
			if len(cc.Args) > 0 && (freshInBody(cc.Args[0]) || isNilConst(cc.Args[0])) {
				return ""
			}
			return "calls " + bi.Name() + " on memory that existed before the call"
		}
		return "calls builtin " + bi.Name()
	}
	callee := cc.StaticCallee()
	if callee == nil {
		return "calls a function value"
	}
	if recv := callee.Signature.Recv(); recv != nil {
		if coll, ok := p.Catalog.Lookup(recv.Type()); ok {
			return fmt.Sprintf("calls %s.%s: reads or changes a shared collection", coll.Name(), callee.Name())
		}
	}
	if obj, ok := callee.Object().(*types.Func); ok {
		if _, ok := p.Directives.Has(origin(obj), specs.Functional); ok {
			return ""
		}
		if _, ok := p.Directives.Has(origin(obj), specs.ArgFunctional); ok {
			return ""
		}
		if _, ok := p.importedAnnotation(callee); ok { // another package's (importann.go)
			return ""
		}
		if timeFunctional(obj) { // the clock rule's deterministic functions (clockmethods.go)
			return ""
		}
		if _, ok := PureStd(obj); ok {
			if obj.Pkg().Path() == "fmt" {
				if _, plain := plainVariadic(cc.Args[len(cc.Args)-1]); !plain {
					return "calls " + obj.FullName() + " with arguments whose String or Error methods may run"
				}
			}
			return ""
		}
	}
	if len(callee.FreeVars) == 0 && p.Summarize(callee).Kind <= Pure { // inferred from its body (summary.go)
		return ""
	}
	return "calls " + callee.String() + ", which is not functional"
}

// isLocalFresh reports whether an address, slice or map was made by the
// function itself (rooted at its Alloc, MakeSlice or MakeMap).
func isLocalFresh(v ssa.Value) bool {
	switch a := v.(type) {
	case *ssa.Alloc, *ssa.MakeSlice, *ssa.MakeMap:
		return true
	case *ssa.FieldAddr:
		return isLocalFresh(a.X)
	case *ssa.IndexAddr:
		return isLocalFresh(a.X)
	case *ssa.Slice:
		return isLocalFresh(a.X)
	case *ssa.Call: // append's result on a fresh slice
		if bi, ok := a.Call.Value.(*ssa.Builtin); ok && bi.Name() == "append" && len(a.Call.Args) > 0 {
			return isLocalFresh(a.Call.Args[0]) || isNilConst(a.Call.Args[0])
		}
	case *ssa.Phi:
		for _, e := range a.Edges {
			if !isLocalFresh(e) && !isNilConst(e) {
				return false
			}
		}
		return true
	}
	return false
}

func isNilConst(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.IsNil()
}

// rootGlobal returns the package variable an address points into
// (through fields, elements and slicing), if any.
func rootGlobal(v ssa.Value) *ssa.Global {
	switch a := v.(type) {
	case *ssa.Global:
		return a
	case *ssa.FieldAddr:
		return rootGlobal(a.X)
	case *ssa.IndexAddr:
		return rootGlobal(a.X)
	case *ssa.Slice:
		return rootGlobal(a.X)
	}
	return nil
}
