// This file defines the copy check of a base field (holderCopy): the
// package's code may reach the base object under another name than its
// field on a pointer to the client's struct, the only name the use, touch
// and lock checks follow, by copying, converting or overwriting the
// struct that holds it.
//
// Rule. A copy of the holder shares the base when the base's type holds
// references (a sync.Map, whose copy shares its internal pointers) or is
// held by pointer (the copy shares the pointer). For a base held by value
// whose type holds references, no value of a type holding the client's
// struct by value (the struct itself, or a struct or array with such a
// field or element) may exist in the package's code but a constant (a
// zero value, which shares nothing): a load, a value receiver or
// parameter, a field or element read, a call's result each copy it. For
// a base held by pointer, whose copies the other checks follow as values
// of the client's type (a value receiver's field is the same pointer:
// confine.go's baseValue), such a value must not be converted to another
// type (`raw(*t)`, whose field names the pointer otherwise). For every
// base, an integer word too, no store may write a whole struct or array
// holding the client's struct, nor may clear, copy or append write over
// such elements, but while a new object is unpublished: that replaces the
// base under the package's other functions (a word reset to zero breaks
// "never decreases"). A generic function's instance run with a type
// argument that holds or reaches the struct (slices.SortFunc over
// []*Server, a generic zero over *Table) is read as instantiated, the same
// checks applied to its body and to the instances it runs, where a touch
// of the base or a conversion of a pointer to the struct is refused too:
// the checks over the generic body see a type parameter there. Generic
// code reached otherwise (an instance as a function value, a generic type
// instantiated with the struct in an interface) and a slice or array of
// such structs in an interface (sort.Slice's reflective swapper) are
// refused.
//
// Soundness: every other access to the base is through its field's
// address on a pointer to the client's type, which the use, touch and
// lock checks see; a copy, overwrite or unread generic body refused here
// is the only other way Go code of the package can reach the same memory
// (reflection and unsafe aside, as for confinement).

package paths

import (
	"fmt"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// holderCopy returns how the package's code copies c's holder so that
// the copy shares c's base, or nil.
func (p *Program) holderCopy(c *Client) *Escape {
	if c.Type == nil || c.Field < 0 {
		return nil
	}
	h := holderScan{c: c, byValue: !c.ByPointer && hasRefs(c.DeclaredType())}
	h.shares = h.byValue || c.ByPointer
	for _, fn := range allPackageFuncs(p, p.SSA.Package(c.Pkg.Types)) {
		if e := h.in(fn); e != nil {
			return e
		}
	}
	return nil
}

// A holderScan is the copy check of one client: byValue, its base held by
// value has references (every copy of the holder shares it); shares, a
// copy of the holder shares the base (byValue, or a pointer base).
type holderScan struct {
	c               *Client
	byValue, shares bool
}

// in checks fn's parameters and instructions (holderCopy).
func (h holderScan) in(fn *ssa.Function) *Escape {
	c := h.c
	pos, how := h.scan(fn, false, map[*ssa.Function]bool{})
	if how == "" {
		return nil
	}
	if pos == token.NoPos {
		pos = fn.Pos()
	}
	return &Escape{Why: fn.Name() + " " + fmt.Sprintf(how, WithArticle(c.Name), c.Base), Pos: pos}
}

// maxInstances bounds the generic instances holderScan reads for one
// function.
const maxInstances = 256

// scan checks fn's parameters and instructions, and the bodies of
// the generic instances it runs with a type argument that holds or
// reaches c's struct (genericArg): in such an instance the struct is a
// type parameter's, which the checks over the generic body do not see, so
// its body is read as instantiated, and a touch of the base or a
// conversion of a pointer to the struct there (inInstance) is refused too
// (Touching and the use check read generic bodies). It returns where and
// how, with %[1]s for the struct and %[2]s for the base, or "".
func (h holderScan) scan(fn *ssa.Function, inInstance bool, seen map[*ssa.Function]bool) (token.Pos, string) {
	c := h.c
	if h.byValue {
		for _, prm := range fn.Params {
			if holdsValueOf(prm.Type(), c.Type) {
				return prm.Pos(), "takes %[1]s by value, and the copy shares %[2]s with it"
			}
		}
	}
	var early map[ssa.Instruction]bool
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			how := h.copies(instr)
			if how == "" {
				if early == nil {
					early = unpublished(fn)
				}
				how = overwrites(c, instr, early)
			}
			if how == "" && inInstance {
				how = instanceTouch(c, instr)
			}
			if how == "" {
				how = instanceValue(c, instr)
			}
			if how != "" {
				return instr.Pos(), how
			}
			if call, ok := instr.(ssa.CallInstruction); ok {
				if pos, how := h.instance(call.Common(), seen); how != "" {
					if pos == token.NoPos {
						pos = instr.Pos()
					}
					return pos, how
				}
			}
		}
	}
	if inInstance { // the package's own closures are among allPackageFuncs
		for _, anon := range fn.AnonFuncs {
			if pos, how := h.scan(anon, true, seen); how != "" {
				return pos, how
			}
		}
	}
	return token.NoPos, ""
}

// instance reads the body of the generic instance call runs, when a
// type argument of it holds or reaches c's struct (genericArg).
func (h holderScan) instance(call *ssa.CallCommon, seen map[*ssa.Function]bool) (token.Pos, string) {
	callee := call.StaticCallee()
	if !genericArg(h.c, callee) || seen[callee] {
		return token.NoPos, ""
	}
	seen[callee] = true
	name := callee.Origin().Name()
	switch {
	case len(seen) > maxInstances:
		return token.NoPos, "runs generic code with a type argument holding %[1]s beyond the instances the check reads (" + name + ")"
	case len(callee.Blocks) == 0:
		return token.NoPos, "runs the generic " + name + ", without a body, with a type argument holding %[1]s"
	}
	pos, how := h.scan(callee, true, seen)
	if how == "" {
		return token.NoPos, ""
	}
	return pos, "runs the generic " + name + " with a type argument holding %[1]s, whose instance " + how
}

// instanceValue says how instr lets generic code run with the holder in
// a way holderScan does not read (it reads an instance's body only where
// a call names it statically), with %[1]s for the struct and %[2]s for
// the base, or "": an instance, or a wrapper of an instance's method
// (a method value, a thunk), used as a function value; a value of a
// generic type instantiated with a type that holds or reaches the struct
// put in an interface (whose dynamic calls run the instance's methods:
// sort.Sort over a generic adaptor of []Table); a slice or array of
// values holding the struct put in an interface, which the standard
// library may move by reflection (sort.Slice's swapper).
func instanceValue(c *Client, instr ssa.Instruction) string {
	if mi, ok := instr.(*ssa.MakeInterface); ok {
		t := mi.X.Type()
		switch {
		case genericHolder(t, c.Type):
			return "puts a value of a generic type instantiated with %[1]s in an interface, whose methods' bodies the check does not read"
		case t != elemOf(t) && holdsValueOf(elemOf(t), c.Type):
			return "puts elements holding %[1]s in an interface, which the standard library may move by reflection (sort.Slice)"
		}
	}
	var callee ssa.Value // the function a static call names: read by instance, not a value
	if call, ok := instr.(ssa.CallInstruction); ok && !call.Common().IsInvoke() {
		callee = call.Common().Value
	}
	for _, op := range instr.Operands(nil) {
		if op == nil || *op == callee {
			continue
		}
		f, ok := (*op).(*ssa.Function)
		if !ok {
			continue
		}
		if genericArg(c, f) || wrapsInstance(c, f) {
			name := f.Name()
			if f.Origin() != nil {
				name = f.Origin().Name()
			}
			return "uses a generic instance with a type argument holding %[1]s as a function value (" + name + "), whose body the check does not read"
		}
	}
	return ""
}

// wrapsInstance reports whether f is a synthetic wrapper (a bound method
// value, a thunk) whose body calls an instance genericArg names.
func wrapsInstance(c *Client, f *ssa.Function) bool {
	if f.Synthetic == "" {
		return false
	}
	for _, b := range f.Blocks {
		for _, instr := range b.Instrs {
			if call, ok := instr.(ssa.CallInstruction); ok && genericArg(c, call.Common().StaticCallee()) {
				return true
			}
		}
	}
	return false
}

// genericHolder reports whether values of t hold or reach a generic
// type instantiated with a type argument that mentions named
// (mentionsHolder).
func genericHolder(t types.Type, named *types.Named) bool {
	return typeReaches(t, func(n *types.Named) bool {
		for i := 0; n.TypeArgs() != nil && i < n.TypeArgs().Len(); i++ {
			if mentionsHolder(n.TypeArgs().At(i), named) {
				return true
			}
		}
		return false
	}, map[types.Type]bool{})
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

// copies says how instr copies a value holding c's struct so that the
// copy shares the base (holderCopy), with %[1]s for the struct and %[2]s
// for the base, or "".
func (h holderScan) copies(instr ssa.Instruction) string {
	v, ok := instr.(ssa.Value)
	if !ok || !h.shares {
		return ""
	}
	c := h.c
	switch instr.(type) {
	case *ssa.ChangeType, *ssa.Convert, *ssa.MultiConvert:
		from := instr.Operands(nil)[0]
		if holdsValueOf((*from).Type(), c.Type) && !types.Identical((*from).Type(), v.Type()) {
			return "converts %[1]s to " + types.TypeString(v.Type(), types.RelativeTo(c.Pkg.Types)) + ", and the copy shares %[2]s with it"
		}
	}
	if h.byValue && holdsValueOf(v.Type(), c.Type) {
		return "copies %[1]s, and the copy shares %[2]s with it"
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

// typeReaches reports whether t is, or holds or reaches through pointers,
// slices, arrays, maps, channels, struct fields, a named type's
// underlying type and its type arguments, a named type that is.
func typeReaches(t types.Type, is func(*types.Named) bool, seen map[types.Type]bool) bool {
	if t == nil || seen[t] {
		return false
	}
	seen[t] = true
	switch u := types.Unalias(t).(type) {
	case *types.Named:
		if is(u) {
			return true
		}
		for i := 0; u.TypeArgs() != nil && i < u.TypeArgs().Len(); i++ {
			if typeReaches(u.TypeArgs().At(i), is, seen) {
				return true
			}
		}
		return typeReaches(u.Underlying(), is, seen)
	case *types.Pointer:
		return typeReaches(u.Elem(), is, seen)
	case *types.Slice:
		return typeReaches(u.Elem(), is, seen)
	case *types.Array:
		return typeReaches(u.Elem(), is, seen)
	case *types.Chan:
		return typeReaches(u.Elem(), is, seen)
	case *types.Map:
		return typeReaches(u.Key(), is, seen) || typeReaches(u.Elem(), is, seen)
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if typeReaches(u.Field(i).Type(), is, seen) {
				return true
			}
		}
	}
	return false
}

// overwrites says how instr writes over memory holding c's struct by
// value, other than as one field of one object (fieldWriteOf's and the
// use check's concern), with %[1]s for the struct and %[2]s for the base,
// or "": a store of a whole struct or array holding it (`g = outer{}`,
// `*o = outer{}`) but one that initializes an object the function
// allocates before publishing it (early: memory.go's unpublished, as
// `[]Ids{{m: new(sync.Map)}}` fills a new array), or builtin clear, copy
// or append over a slice or map holding it (append moves elements within
// the backing array it is given: tables = append(tables[:0],
// tables[1:]...)). The base would be replaced under the package's other
// functions.
func overwrites(c *Client, instr ssa.Instruction, early map[ssa.Instruction]bool) string {
	switch x := instr.(type) {
	case *ssa.Store:
		p, ok := x.Addr.Type().Underlying().(*types.Pointer)
		if !ok || !holdsValueOf(p.Elem(), c.Type) {
			return ""
		}
		if early[x] { // a new object's initialization (memory.go's unpublished)
			return ""
		}
		return "writes over memory holding %[1]s, replacing %[2]s under the package's other functions"
	case ssa.CallInstruction:
		b, ok := x.Common().Value.(*ssa.Builtin)
		if !ok || b.Name() != "clear" && b.Name() != "copy" && b.Name() != "append" {
			return ""
		}
		for _, a := range x.Common().Args {
			if holdsValueOf(elemOf(a.Type()), c.Type) {
				return "writes with " + b.Name() + " over elements holding %[1]s, replacing %[2]s under the package's other functions"
			}
		}
	}
	return ""
}

// elemOf is the element type of a slice, array or map type (a map's
// value), or t.
func elemOf(t types.Type) types.Type {
	switch u := t.Underlying().(type) {
	case *types.Slice:
		return u.Elem()
	case *types.Array:
		return u.Elem()
	case *types.Map:
		return u.Elem()
	}
	return t
}

// holdsValueOf reports whether values of t hold a value of named by value: t is
// named, or a struct or array holding it.
func holdsValueOf(t types.Type, named *types.Named) bool {
	if n, ok := types.Unalias(t).(*types.Named); ok && n.Origin() == named.Origin() {
		return true
	}
	switch u := t.Underlying().(type) {
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if holdsValueOf(u.Field(i).Type(), named) {
				return true
			}
		}
	case *types.Array:
		return holdsValueOf(u.Elem(), named)
	}
	return false
}

// WithArticle is name with its indefinite article: "a Table", "an Index",
// "an int", "a *Session".
func WithArticle(name string) string {
	if name != "" && strings.ContainsRune("AEIOUaeiou", rune(name[0])) {
		return "an " + name
	}
	return "a " + name
}
