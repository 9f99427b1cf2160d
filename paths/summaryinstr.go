// This file classifies one function's own instructions for its summary
// (summary.go): what each may do, apart from the static calls whose
// callees' summaries the component's closure joins in.

package paths

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// own returns the summary of fn's own instructions: the first that makes
// it Observer or Effects, or Pure/PureArgs.
func (t *tarjan) own(fn *ssa.Function) *Summary {
	if s, ok := t.p.knownSummary(fn); ok {
		return s
	}
	s := &Summary{Kind: Pure}
	if fn.Signature.Recv() != nil && len(fn.Params) > 0 && !usesParam(fn.Params[0]) {
		s.Kind = PureArgs
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			k, why := t.p.instrKind(instr)
			coll := k == Observer && t.p.collectionCall(instr)
			if k > s.Kind && k >= Observer || coll && !s.Collection && s.Kind == Observer { // a collection's read is the reason to name
				s = &Summary{Kind: k, Pos: posIn(fn, instr.Pos()), Why: why, Collection: s.Collection || coll}
			}
			if s.Kind == Effects {
				return s
			}
		}
	}
	return s
}

// usesParam reports whether p is used (debug references aside).
func usesParam(p *ssa.Parameter) bool {
	for _, r := range *p.Referrers() {
		if _, ok := r.(*ssa.DebugRef); !ok {
			return true
		}
	}
	return false
}

// instrKind says what instr may do, and why when it is more than Pure.
// Static calls of functions are Pure here: their callees' summaries are
// joined by the component (summary.go).
func (p *Program) instrKind(instr ssa.Instruction) (SummaryKind, string) {
	if k, why := p.ownKind(instr); k > Pure {
		return k, why
	}
	if why := foreignMemory(instr); why != "" {
		return Observer, why
	}
	return Pure, ""
}

// ownKind is instrKind but for the uses of package variables' addresses.
func (p *Program) ownKind(instr ssa.Instruction) (SummaryKind, string) {
	switch in := instr.(type) {
	case *ssa.Store:
		if !freshInBody(in.Addr) {
			return Effects, existedBefore(in.Addr, "memory")
		}
	case *ssa.MapUpdate:
		if !freshInBody(in.Map) {
			return Effects, existedBefore(in.Map, "a map")
		}
	case *ssa.UnOp:
		if in.Op == token.ARROW {
			return Effects, "receives from a channel"
		}
		if g := rootGlobal(in.X); in.Op == token.MUL && g != nil {
			if p.constantRead(in, g) {
				return Pure, ""
			}
			return Observer, "reads package variable " + g.Name()
		}
	case *ssa.Send, *ssa.Select:
		return Effects, "uses a channel"
	case *ssa.Go:
		return Effects, "starts a goroutine"
	case *ssa.MakeClosure:
		return Effects, "creates a closure"
	case *ssa.Range:
		if _, ok := in.X.Type().Underlying().(*types.Map); ok {
			return Observer, "ranges over a map (its order varies from run to run)"
		}
	case *ssa.Convert:
		if b, ok := in.X.Type().Underlying().(*types.Basic); ok && b.Kind() == types.UnsafePointer {
			return Observer, "converts a pointer to an integer (an address varies from run to run)"
		}
	case ssa.CallInstruction:
		return p.callKind(in.Common())
	}
	return Pure, ""
}

// constantRead reports whether load in of package variable g (or a part
// of it) reads a value that is the same in every run: g is constant after
// initialization and the value reaches no memory.
func (p *Program) constantRead(in *ssa.UnOp, g *ssa.Global) bool {
	if reachesMemory(in.Type(), nil) {
		return false
	}
	if p.rootTypes[g.Pkg.Pkg] { // not an exported one: an importer may write it (as facts say: imported.go)
		return in.X == g && p.constGlobal[g] && g.Object() != nil && !g.Object().Exported()
	}
	return p.constDepGlobal(g)
}

// callKind says what a call may do by itself: interface and dynamic calls,
// builtins, collection methods and fmt's formatting are decided here;
// other static calls are their callees' (Pure here).
func (p *Program) callKind(cc *ssa.CallCommon) (SummaryKind, string) {
	if cc.IsInvoke() { // its implementations are callees (ifacesum.go)
		return p.invokeKind(cc)
	}
	if _, ok := cc.Value.(*ssa.Builtin); ok {
		if why := builtinEffect(cc); why != "" {
			return Effects, why
		}
		return Pure, ""
	}
	callee := cc.StaticCallee()
	if callee == nil { // its functions are callees (funcset.go)
		return p.funcValueKind(cc)
	}
	if p.isCollectionMethod(callee) {
		if callee.Name() == "Load" {
			return Observer, "calls " + callee.String()
		}
		return Effects, "calls " + callee.String() + ", which may change a shared collection"
	}
	if obj, ok := callee.Object().(*types.Func); ok && obj.Pkg() != nil && obj.Pkg().Path() == "fmt" {
		if _, pure := PureStd(obj); pure {
			if _, plain := plainVariadic(cc.Args[len(cc.Args)-1]); !plain {
				return Effects, "calls " + obj.FullName() + " with arguments whose String or Error methods may run"
			}
			return Pure, ""
		}
	}
	return Pure, ""
}

// builtinEffect says why a call of a builtin has an effect ("" if none).
func builtinEffect(cc *ssa.CallCommon) string {
	bi := cc.Value.(*ssa.Builtin)
	switch bi.Name() {
	case "len", "cap", "min", "max", "real", "imag", "complex", "ssa:wrapnilchk", "panic", "recover", "print", "println":
		return ""
	case "append", "copy", "delete", "clear":
		if len(cc.Args) > 0 && (freshInBody(cc.Args[0]) || isNilConst(cc.Args[0])) {
			return ""
		}
		return "calls " + bi.Name() + " on memory that existed before the call"
	}
	return "calls builtin " + bi.Name()
}

// collectionCall reports whether instr calls a collection's method.
func (p *Program) collectionCall(instr ssa.Instruction) bool {
	c, ok := instr.(ssa.CallInstruction)
	if !ok || c.Common().IsInvoke() {
		return false
	}
	callee := c.Common().StaticCallee()
	return callee != nil && p.isCollectionMethod(callee)
}

// isCollectionMethod reports whether fn is a method of a collection the
// catalogue knows.
func (p *Program) isCollectionMethod(fn *ssa.Function) bool {
	recv := fn.Signature.Recv()
	if recv == nil {
		return false
	}
	_, ok := p.Catalog.Lookup(recv.Type())
	return ok
}
