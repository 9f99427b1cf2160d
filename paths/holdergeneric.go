// This file defines how the copy check (holdercopy.go) reads the generic
// code the package runs with its holder: a generic function's or method's
// body sees the holder as a type parameter, which the checks over the
// generic body do not follow, so each instance whose type arguments hold
// or reach the client's struct is read as instantiated.
//
// Rule. An instance is read wherever the package's code can reach it:
//   - a static call of it (slices.Delete over []Table), or of a wrapper
//     calling one (a method expression's thunk);
//   - an instance, or a wrapper of an instance's method (a method value, a
//     thunk), used as a function value (apply(&cell, zeroed[Cell]));
//   - every method of every generic type instantiated with such a type
//     argument that a value of the package holds or reaches: the type of
//     a function's parameters and results (another package may call the
//     methods of what an exported function hands it), of an instruction's
//     value or operand, constants included (a value put in an interface,
//     a typed nil or zero value too, whose dynamic calls run the type's
//     methods) or of a package variable.
//
// Generic code another package instantiates is read where the package's
// values reach it, but a generic body of the package may also reach the
// holder by itself: a type assertion to a type of its type parameters
// (`target.(*T)`) of a value that may hold the struct is refused, as
// another package may instantiate it with the struct (genericAssert): a
// package variable's value when the variable may hold one, any other
// value when the package puts one in an interface anywhere.
//
// The reading is that of the package's own functions, with a touch of the
// base and a conversion of a pointer to the struct refused too, and it
// goes on into the instances an instance runs, at most maxInstances for
// one client. A slice or array of values holding the struct put in an
// interface is refused: the standard library may move its elements by
// reflection (sort.Slice's swapper).
//
// Soundness. Generic code can reach the holder only through a value of a
// type that mentions it: a call's type arguments, a function value of an
// instance, or a value of a generic type instantiated with it, whose
// methods are the only code other packages can run on it (reflection and
// unsafe aside). Each such instance's body is read, so a copy, overwrite
// or touch of the holder there is seen as in the package's own code. The
// instances of sync/atomic's generic types are not read: atomic.Pointer
// only loads, stores, swaps and compares the pointer it holds, converting
// it to and from unsafe.Pointer, and never reads or writes through it.

package paths

import (
	"go/token"
	"go/types"
	"sort"

	"golang.org/x/tools/go/ssa"
)

// maxInstances bounds the generic instances holderScan reads for one
// client.
const maxInstances = 512

// generic reads the generic code instr reaches: the instance a call
// runs (a method expression's thunk too), instances and wrappers used as
// function values, and the methods of the generic types its value's and
// its operands' types hold or reach (constants included: a typed nil or
// zero value put in an interface).
func (h *holderScan) generic(instr ssa.Instruction) (token.Pos, string) {
	var callee ssa.Value // the function a static call names: read as a call
	if call, ok := instr.(ssa.CallInstruction); ok && !call.Common().IsInvoke() {
		callee = call.Common().Value
		if fn := call.Common().StaticCallee(); genericArg(h.c, fn) {
			if pos, how := h.readInstance(fn, "runs the generic "+fn.Origin().Name()+" with a type argument holding %[1]s", "whose instance "); how != "" {
				return pos, how
			}
		} else if fn != nil && fn.Synthetic != "" && h.wrapsInstance(fn) {
			if pos, how := h.readInstance(fn, "calls a method of a generic type instantiated with %[1]s", "which "); how != "" {
				return pos, how
			}
		}
	}
	for _, op := range instr.Operands(nil) {
		if op == nil || *op == nil {
			continue
		}
		if f, ok := (*op).(*ssa.Function); ok && *op != callee {
			if pos, how := h.funcValue(f); how != "" {
				return pos, how
			}
		}
		if pos, how := h.methodsOf((*op).Type()); how != "" {
			return pos, how
		}
	}
	if v, ok := instr.(ssa.Value); ok {
		return h.methodsOf(v.Type())
	}
	return token.NoPos, ""
}

// funcValue reads f, a function used as a value, when it is an instance
// with a type argument holding c's struct or a wrapper calling one.
func (h *holderScan) funcValue(f *ssa.Function) (token.Pos, string) {
	switch {
	case genericArg(h.c, f):
		return h.readInstance(f, "uses the generic "+f.Origin().Name()+" with a type argument holding %[1]s as a function value", "whose instance ")
	case f.Synthetic != "" && h.wrapsInstance(f):
		return h.readInstance(f, "uses a method value of a generic type instantiated with %[1]s", "which ")
	}
	return token.NoPos, ""
}

// wrapsInstance reports whether f, a synthetic wrapper (a bound method
// value, a thunk), calls an instance genericArg names.
func (h *holderScan) wrapsInstance(f *ssa.Function) bool {
	for _, b := range f.Blocks {
		for _, instr := range b.Instrs {
			if call, ok := instr.(ssa.CallInstruction); ok && genericArg(h.c, call.Common().StaticCallee()) {
				return true
			}
		}
	}
	return false
}

// methodsOf reads every method of every generic type instantiated with a
// type argument that mentions c's struct which values of t hold or reach.
func (h *holderScan) methodsOf(t types.Type) (token.Pos, string) {
	var found []*types.Named
	h.instancesIn(t, &found)
	for _, n := range found {
		if _, ok := n.Underlying().(*types.Interface); ok {
			continue // an interface's methods are its dynamic types'
		}
		name := types.TypeString(n, types.RelativeTo(h.c.Pkg.Types))
		what := "holds a value of " + name + ", a generic type instantiated with a type holding %[1]s"
		read := map[types.Object]bool{}
		for _, t := range []types.Type{n, types.NewPointer(n)} { // a value method as itself, not its pointer wrapper
			ms := h.p.SSA.MethodSets.MethodSet(t)
			for i := 0; i < ms.Len(); i++ {
				sel := ms.At(i)
				if read[sel.Obj()] {
					continue
				}
				read[sel.Obj()] = true
				m := h.p.SSA.MethodValue(sel)
				if m == nil {
					continue
				}
				if pos, how := h.readInstance(m, what, "whose method "+sel.Obj().Name()+" "); how != "" {
					return pos, how
				}
			}
		}
	}
	return token.NoPos, ""
}

// instancesIn appends to out the generic types t is, holds or reaches
// (typeReaches) that are instantiated with a type argument mentioning c's
// struct, sync/atomic's aside; each type is walked once for the whole
// scan (walked, by identity of types).
func (h *holderScan) instancesIn(t types.Type, out *[]*types.Named) {
	typeReaches(t, func(n *types.Named) bool {
		args := n.TypeArgs()
		for i := 0; args != nil && i < args.Len() && !fromAtomic(n.Obj().Pkg()); i++ {
			if mentionsHolder(args.At(i), h.c.Type) {
				*out = append(*out, n)
				break
			}
		}
		return false // walk on: every such type is wanted
	}, func(t types.Type) bool { return h.walked.Set(t, true) == nil })
}

// readInstance reads fn, generic code holding c's struct as a type
// argument, once for the whole scan (holderScan.scan);
// what says how the package reaches it, whose introduces what it does.
// The instances of sync/atomic are not read (the file's comment).
func (h *holderScan) readInstance(fn *ssa.Function, what, whose string) (token.Pos, string) {
	if h.read[fn] || fn.Origin() != nil && fn.Origin().Pkg != nil && fromAtomic(fn.Origin().Pkg.Pkg) {
		return token.NoPos, ""
	}
	h.read[fn] = true
	switch {
	case len(h.read) > maxInstances:
		return token.NoPos, what + ", beyond the instances the check reads"
	case len(fn.Blocks) == 0:
		return token.NoPos, what + ", " + whose + "has no body to read"
	}
	k := otherInstance
	if recv := fn.Signature.Recv(); recv != nil && ofType(recv.Type(), h.c.Type) {
		k = ownInstance
	}
	pos, how := h.scan(fn, k)
	if how == "" {
		return token.NoPos, ""
	}
	return pos, what + ", " + whose + how
}

// fromAtomic reports whether pkg is sync/atomic.
func fromAtomic(pkg *types.Package) bool {
	return pkg != nil && pkg.Path() == "sync/atomic"
}

// globals reads the generic types the package's variables hold (another
// package may call the methods of an exported one's).
func (h *holderScan) globals(pkg *ssa.Package) *Escape {
	var gs []*ssa.Global
	for _, m := range pkg.Members {
		if g, ok := m.(*ssa.Global); ok {
			gs = append(gs, g)
		}
	}
	sort.Slice(gs, func(i, j int) bool { return gs[i].Pos() < gs[j].Pos() }) // Members is a map
	for _, g := range gs {
		if pos, how := h.methodsOf(g.Type()); how != "" {
			if pos == token.NoPos {
				pos = g.Pos()
			}
			return h.escape("package variable "+g.Name(), pos, how)
		}
	}
	return nil
}

// reflectiveMove says how instr lets the standard library move values
// holding c's struct by reflection, with %[1]s for the struct, or "": a
// slice or array of them put in an interface (sort.Slice's swapper).
func reflectiveMove(c *Client, instr ssa.Instruction) string {
	if mi, ok := instr.(*ssa.MakeInterface); ok {
		if t := mi.X.Type(); t != elemOf(t) && holdsValueOf(elemOf(t), c.Type) {
			return "puts elements holding %[1]s in an interface, which the standard library may move by reflection (sort.Slice)"
		}
	}
	return ""
}

// instanceTouch says how instr, in a generic instance run with a type
// argument holding c's struct, reaches the base under a type parameter:
// its field address, or a conversion of a pointer to the struct.
func instanceTouch(c *Client, instr ssa.Instruction) string {
	if _, ok := baseAddr(c, instr); ok {
		return "touches %[2]s"
	}
	if retyped(c, instr) {
		return "converts a pointer to %[1]s to another type"
	}
	return ""
}

// genericArg reports whether callee is a generic function's instance
// whose type arguments mention c's struct (the struct itself, or a
// pointer, slice, array, map or channel of it at any depth, or a generic
// type instantiated with one: the receiver's of a generic type's method
// count). Its body holds the struct where the generic body holds a type
// parameter. A generic client's own methods, instantiated with other
// types, are none.
func genericArg(c *Client, callee *ssa.Function) bool {
	if callee == nil || callee.Origin() == nil {
		return false
	}
	args := callee.TypeArgs()
	if recv := callee.Signature.Recv(); recv != nil {
		t := recv.Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok && n.TypeArgs() != nil {
			for i := 0; i < n.TypeArgs().Len(); i++ {
				args = append(args, n.TypeArgs().At(i))
			}
		}
	}
	for _, a := range args {
		if mentionsHolder(a, c.Type) {
			return true
		}
	}
	return false
}

// mentionsHolder reports whether values of t hold or reach named by
// value: t is named (or a generic type instantiated with a type that
// mentions it), or a pointer, slice, array, map, channel or struct of
// such a type.
func mentionsHolder(t types.Type, named *types.Named) bool {
	return typeReaches(t, func(n *types.Named) bool { return n.Origin() == named.Origin() }, firstIn(map[types.Type]bool{}))
}
