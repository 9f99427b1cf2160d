// This file defines the assertion check of holdergeneric.go: a generic
// body of the package may reach the holder by itself, by asserting an
// interface value to a type of its type parameters (`target.(*T)`), and
// another package may instantiate it with the struct, an instance no scan
// of the package's own code reads.
//
// Soundness. Such an assertion yields the holder only from an interface
// value holding a value that reaches it. One read from a package variable
// holds such a value only if a store puts one there (a conversion of a
// type mentioning the struct; any other value but a constant is taken as
// one) or the variable's address escapes the loads and stores the scan
// sees; any other interface value only if the package's code converts a
// value whose type mentions the struct, or a type parameter, to an
// interface somewhere (values another package boxes from pointers the
// package hands out are the importers' assumption, verify/importers.go).
// A parameter holds what the package's calls pass, when only they call
// the function. Only generic code other packages can instantiate is
// checked (importable): the rest runs at the package's own
// instantiations, whose instances the scan reads with the struct
// substituted.

package paths

import (
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// genericAssert says how instr, in a generic body of the package,
// reaches a value that may hold the client's struct as a type of its type
// parameters, with %[1]s for the struct, or "": a type assertion to a
// type mentioning a type parameter (only generic code names one; an
// instance's types are substituted) of a value that may hold a value
// reaching the struct (assertedHolder), as `target.(*T)` where the package
// stores &table in target. Another package may instantiate the body with
// the struct, an instance no scan of the package's own code reads.
func (h *holderScan) genericAssert(instr ssa.Instruction) string {
	ta, ok := instr.(*ssa.TypeAssert)
	if !ok || !mentionsTypeParam(ta.AssertedType) || !h.importable()[topLevel(instr.Parent())] {
		return ""
	}
	if what, may := h.assertedHolder(ta.X, map[ssa.Value]bool{}); may {
		return "asserts " + what + ", which may hold %[1]s, to a type of its type parameters, which another package may instantiate with it"
	}
	return ""
}

// assertedHolder reports whether v, an interface value, may hold a value
// reaching c's struct, and names it: one read from a package variable
// may when the variable may (mayHold), through phis, interface
// conversions and reads of fields and elements; one from any other source
// (a parameter, a call's result, other memory) may when the package's
// code boxes such a value anywhere (boxes).
func (h *holderScan) assertedHolder(v ssa.Value, seen map[ssa.Value]bool) (string, bool) {
	if seen[v] {
		return "", false
	}
	seen[v] = true
	switch x := v.(type) {
	case *ssa.UnOp:
		if g := rootGlobal(x.X); x.Op == token.MUL && g != nil {
			return "the value of package variable " + g.Name(), h.mayHold(g)
		}
	case *ssa.Field:
		return h.assertedHolder(x.X, seen)
	case *ssa.Index:
		return h.assertedHolder(x.X, seen)
	case *ssa.ChangeInterface:
		return h.assertedHolder(x.X, seen)
	case *ssa.Phi:
		for _, e := range x.Edges {
			if what, may := h.assertedHolder(e, seen); may {
				return what, true
			}
		}
		return "", false
	case *ssa.Const:
		return "", false
	case *ssa.Parameter:
		if args, ok := h.argumentsOf(x); ok {
			for _, a := range args {
				if what, may := h.assertedHolder(a, seen); may {
					return what, true
				}
			}
			return "", false
		}
	}
	return "an interface value", h.boxes()
}

// argumentsOf returns what the package's calls pass as parameter p of its
// function, when they are all it gets (ok): the function is called only
// statically by the package's code (its instances too), never used as a
// value. Another package's calls of an exported one pass values it made,
// or values the package handed it (verify/importers.go's assumption).
func (h *holderScan) argumentsOf(p *ssa.Parameter) ([]ssa.Value, bool) {
	fn := p.Parent()
	i := slices.Index(fn.Params, p)
	if i < 0 || fn.Parent() != nil {
		return nil, false // a closure's parameter: called through its value
	}
	var out []ssa.Value
	for _, f := range h.funcs {
		for _, b := range f.Blocks {
			for _, instr := range b.Instrs {
				call, isCall := instr.(ssa.CallInstruction)
				for _, op := range instr.Operands(nil) {
					if op == nil {
						continue
					}
					g, ok := (*op).(*ssa.Function)
					if !ok || g != fn && g.Origin() != fn {
						continue
					}
					if !isCall || op != &call.Common().Value || call.Common().IsInvoke() {
						return nil, false // used as a value
					}
					out = append(out, call.Common().Args[i])
				}
			}
		}
	}
	return out, true
}

// boxes reports whether the package's code puts a value whose type
// mentions c's struct, or a type parameter (which an instance may make
// the struct), in an interface.
func (h *holderScan) boxes() bool {
	if h.boxed == nil {
		b := false
		for _, fn := range h.funcs {
			for _, blk := range fn.Blocks {
				for _, instr := range blk.Instrs {
					if mi, ok := instr.(*ssa.MakeInterface); ok {
						b = b || mentionsHolder(mi.X.Type(), h.c.Type) || mentionsTypeParam(mi.X.Type())
					}
				}
			}
		}
		h.boxed = &b
	}
	return *h.boxed
}

// mayHold reports whether package variable g may hold a value reaching
// c's struct in an interface: another package may set an exported one; a
// store into it (or into a field or element of it) of a value put in an
// interface from a type that mentions the struct, or of any value but
// such a conversion or a constant, may; so may any use of its address, or
// of a field's or element's address in it, but a load, a store into it
// and a further field's or element's address (addrKept).
func (h *holderScan) mayHold(g *ssa.Global) bool {
	if v, ok := h.holds[g]; ok {
		return v
	}
	may := g.Object() != nil && g.Object().Exported()
	for _, fn := range h.funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				may = may || h.storesHolder(g, instr)
			}
		}
	}
	h.holds[g] = may
	return may
}

// storesHolder reports whether instr may put a value reaching c's struct
// in package variable g (mayHold).
func (h *holderScan) storesHolder(g *ssa.Global, instr ssa.Instruction) bool {
	if st, ok := instr.(*ssa.Store); ok && rootGlobal(st.Addr) == g {
		switch v := st.Val.(type) {
		case *ssa.Const:
			return false
		case *ssa.MakeInterface:
			return mentionsHolder(v.X.Type(), h.c.Type)
		}
		return true
	}
	for _, op := range instr.Operands(nil) {
		if op != nil && *op == g && !addrKept(g, instr) {
			return true
		}
	}
	return false
}

// addrKept reports whether instr, a use of addr (a package variable or an
// address inside one), keeps it from other names: a load, a store into it
// (storesHolder reads the value), or a field's or element's address whose
// every use does too. A store of the address itself, a call or a
// conversion does not.
func addrKept(addr ssa.Value, instr ssa.Instruction) bool {
	switch x := instr.(type) {
	case *ssa.UnOp:
		return x.Op == token.MUL
	case *ssa.Store:
		return x.Addr == addr && x.Val != addr
	case *ssa.DebugRef:
		return true
	case *ssa.FieldAddr, *ssa.IndexAddr:
		v := x.(ssa.Value)
		for _, r := range *v.Referrers() {
			if !addrKept(v, r) {
				return false
			}
		}
		return true
	}
	return false
}

// importable returns the generic code of the package other packages may
// run at type arguments of their choice: exported generic functions,
// methods of exported generic types, and, transitively, the generic
// functions and methods of the package those run or take as values, and
// the methods of the package's generic types they put in interfaces. The
// package's own instances of the rest are read as instantiated.
func (h *holderScan) importable() map[*ssa.Function]bool {
	if h.importers != nil {
		return h.importers
	}
	set := map[*ssa.Function]bool{}
	var work []*ssa.Function
	add := func(fn *ssa.Function) {
		if fn = genericOrigin(fn); fn != nil && fn.Pkg != nil && fn.Pkg.Pkg == h.c.Pkg.Types && !set[fn] {
			set[fn] = true
			work = append(work, fn)
		}
	}
	for _, fn := range h.funcs {
		if fn.Parent() == nil && fn.TypeParams().Len() > 0 && exportedGeneric(fn) {
			add(fn)
		}
	}
	for len(work) > 0 {
		fn := work[len(work)-1]
		work = work[:len(work)-1]
		for _, f := range append([]*ssa.Function{fn}, fn.AnonFuncs...) {
			h.reachedGeneric(f, add)
		}
	}
	h.importers = set
	return set
}

// reachedGeneric calls add with the functions fn's body calls or uses as
// values, and the methods of the generic types it puts in interfaces.
func (h *holderScan) reachedGeneric(fn *ssa.Function, add func(*ssa.Function)) {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if call, ok := instr.(ssa.CallInstruction); ok {
				add(call.Common().StaticCallee())
			}
			for _, op := range instr.Operands(nil) {
				if op != nil {
					if f, ok := (*op).(*ssa.Function); ok {
						add(f)
					}
				}
			}
			if mi, ok := instr.(*ssa.MakeInterface); ok {
				ms := h.p.SSA.MethodSets.MethodSet(types.NewPointer(mi.X.Type()))
				for i := 0; i < ms.Len(); i++ {
					add(h.p.SSA.MethodValue(ms.At(i)))
				}
			}
		}
	}
}

// genericOrigin is fn's generic origin: fn itself when it has type
// parameters, its origin when it is an instance, or nil.
func genericOrigin(fn *ssa.Function) *ssa.Function {
	switch {
	case fn == nil:
		return nil
	case fn.Origin() != nil:
		return fn.Origin()
	case fn.TypeParams().Len() > 0:
		return fn
	}
	return nil
}

// exportedGeneric reports whether other packages may name fn, a generic
// function or method: an exported function, or an exported method of an
// exported type.
func exportedGeneric(fn *ssa.Function) bool {
	obj, ok := fn.Object().(*types.Func)
	if !ok || !obj.Exported() {
		return false
	}
	recv := fn.Signature.Recv()
	if recv == nil {
		return true
	}
	t := recv.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Exported()
}

// topLevel is the function fn is declared in: fn, or the function its
// function literal is in.
func topLevel(fn *ssa.Function) *ssa.Function {
	for fn.Parent() != nil {
		fn = fn.Parent()
	}
	return fn
}
