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
// package's memory itself: a type assertion of a package variable's value
// to a type of its type parameters (`target.(*T)`) is refused, as another
// package may instantiate it with the struct (globalAssert).
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
// (through pointers, slices, arrays, maps, channels, struct fields,
// tuples, signatures and type arguments) that are instantiated with a
// type argument mentioning c's struct, sync/atomic's aside; each type
// is walked once for the whole scan.
func (h *holderScan) instancesIn(t types.Type, out *[]*types.Named) {
	if t == nil || h.walked.At(t) != nil {
		return
	}
	h.walked.Set(t, true)
	switch u := types.Unalias(t).(type) {
	case *types.Named:
		args := u.TypeArgs()
		for i := 0; args != nil && i < args.Len(); i++ {
			if !fromAtomic(u.Obj().Pkg()) && mentionsHolder(args.At(i), h.c.Type) {
				*out = append(*out, u)
				break
			}
		}
		for i := 0; args != nil && i < args.Len(); i++ {
			h.instancesIn(args.At(i), out)
		}
		h.instancesIn(u.Underlying(), out)
	case *types.Pointer:
		h.instancesIn(u.Elem(), out)
	case *types.Slice:
		h.instancesIn(u.Elem(), out)
	case *types.Array:
		h.instancesIn(u.Elem(), out)
	case *types.Chan:
		h.instancesIn(u.Elem(), out)
	case *types.Map:
		h.instancesIn(u.Key(), out)
		h.instancesIn(u.Elem(), out)
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			h.instancesIn(u.Field(i).Type(), out)
		}
	case *types.Tuple:
		for i := 0; i < u.Len(); i++ {
			h.instancesIn(u.At(i).Type(), out)
		}
	case *types.Signature:
		h.instancesIn(u.Params(), out)
		h.instancesIn(u.Results(), out)
	}
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

// globalAssert says how instr, in a generic body of the package (fn),
// reaches a value of the package's memory that may hold the client's
// struct as a type of its type parameters, with %[1]s for the struct, or
// "": a type assertion to a type mentioning a type parameter of a value
// read from a package variable that may hold a value reaching the struct
// (mayHold), as `target.(*T)` where the package stores &table in target.
// Another package may instantiate the body with the struct, an instance
// no scan of the package's own code reads.
func (h *holderScan) globalAssert(fn *ssa.Function, instr ssa.Instruction) string {
	ta, ok := instr.(*ssa.TypeAssert)
	if !ok || fn.TypeParams().Len() == 0 && !parameterized(fn) && !genericRecv(fn) || !mentionsTypeParam(ta.AssertedType) {
		return ""
	}
	if g := readGlobal(ta.X); g != nil && h.mayHold(g) {
		return "asserts the value of package variable " + g.Name() + ", which may hold %[1]s, to a type of its type parameters, which another package may instantiate with it"
	}
	return ""
}

// mayHold reports whether package variable g may hold a value reaching
// c's struct in an interface: another package may set an exported one; a
// store into it (or into a field or element of it) of a value put in an
// interface from a type that mentions the struct, or of any value but
// such a conversion or a constant, may; so may any use of its address but
// a load, a store into it, and a field's or element's address.
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
		if op == nil || *op != g {
			continue
		}
		switch instr.(type) {
		case *ssa.Store, *ssa.FieldAddr, *ssa.IndexAddr:
		case *ssa.UnOp:
		default:
			return true
		}
	}
	return false
}

// genericRecv reports whether fn is a method of a generic type.
func genericRecv(fn *ssa.Function) bool {
	recv := fn.Signature.Recv()
	if recv == nil {
		return false
	}
	t := recv.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.TypeParams().Len() > 0
}

// readGlobal returns the package variable the value v is read from
// (a load of an address into it, annotations.go's rootGlobal, or a field
// or element of such a value), or nil.
func readGlobal(v ssa.Value) *ssa.Global {
	switch x := v.(type) {
	case *ssa.UnOp:
		if x.Op == token.MUL {
			return rootGlobal(x.X)
		}
	case *ssa.Field:
		return readGlobal(x.X)
	case *ssa.Index:
		return readGlobal(x.X)
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
	return typeReaches(t, func(n *types.Named) bool { return n.Origin() == named.Origin() }, map[types.Type]bool{})
}
