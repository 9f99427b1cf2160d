// This file defines the copy check of a base field (holderCopy): a copy
// of a struct that holds the base by value shares the base's memory when
// the base's type holds references (a sync.Map, whose copy shares its
// internal pointers; a pointer base, whose copy shares the pointer), so
// the copy's calls touch the same object under another name.
//
// Rule. For a base held by value whose type holds references, no value of
// a type holding the client's struct by value (the struct itself, or a
// struct or array with such a field or element) may exist in the
// package's code but a constant (a zero value, which shares nothing): a
// load, a value receiver or parameter, a field or element read, a call's
// result each copy it. For a base held by pointer, whose copies the other
// checks follow as values of the client's type (a value receiver's field
// is the same pointer: confine.go's baseValue), such a value must not be
// converted to another type (`raw(*t)`, whose field names the pointer
// otherwise). For both, no store may write a whole struct or array
// holding the client's struct, nor may clear, copy or append write over
// such elements, but while a new object is unpublished. A generic
// function's instance run with a type argument that holds or reaches the
// struct (slices.SortFunc over []*Server, a generic zero over *Table) is
// read as instantiated, the same checks applied to its body and to the
// instances it runs, where a touch of the base or a conversion of a
// pointer to the struct is refused too: the checks over the generic body
// see a type parameter there.
//
// Soundness: every other access to the base is through its field's
// address on a pointer to the client's type, which the use, touch and
// lock checks see; a copy refused here is the only other way Go code of
// the package can reach the same memory (reflection and unsafe aside, as
// for confinement).

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
	byValue := !c.ByPointer && hasRefs(c.declaredType())
	for _, fn := range allPackageFuncs(p, p.SSA.Package(c.Pkg.Types)) {
		if e := holderCopyIn(c, fn, byValue); e != nil {
			return e
		}
	}
	return nil
}

// holderCopyIn checks fn's parameters and instructions (holderCopy).
func holderCopyIn(c *Client, fn *ssa.Function, byValue bool) *Escape {
	pos, how := scanHolder(c, fn, byValue, false, map[*ssa.Function]bool{})
	if how == "" {
		return nil
	}
	if pos == token.NoPos {
		pos = fn.Pos()
	}
	return &Escape{Why: fn.Name() + " " + fmt.Sprintf(how, withArticle(c.Name), c.Base), Pos: pos}
}

// maxInstances bounds the generic instances scanHolder reads for one
// function.
const maxInstances = 256

// scanHolder checks fn's parameters and instructions, and the bodies of
// the generic instances it runs with a type argument that holds or
// reaches c's struct (genericArg): in such an instance the struct is a
// type parameter's, which the checks over the generic body do not see, so
// its body is read as instantiated, and a touch of the base or a
// conversion of a pointer to the struct there (inInstance) is refused too
// (Touching and the use check read generic bodies). It returns where and
// how, with %[1]s for the struct and %[2]s for the base, or "".
func scanHolder(c *Client, fn *ssa.Function, byValue, inInstance bool, seen map[*ssa.Function]bool) (token.Pos, string) {
	if byValue {
		for _, prm := range fn.Params {
			if holdsValueOf(prm.Type(), c.Type) {
				return prm.Pos(), "takes %[1]s by value, and the copy shares %[2]s with it"
			}
		}
	}
	var early map[ssa.Instruction]bool
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			how := copies(c, instr, byValue)
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
				if pos, how := scanInstance(c, call.Common(), byValue, seen); how != "" {
					if pos == token.NoPos {
						pos = instr.Pos()
					}
					return pos, how
				}
			}
		}
	}
	for _, anon := range fn.AnonFuncs {
		if inInstance {
			if pos, how := scanHolder(c, anon, byValue, true, seen); how != "" {
				return pos, how
			}
		}
	}
	return token.NoPos, ""
}

// scanInstance reads the body of the generic instance call runs, when a
// type argument of it holds or reaches c's struct (genericArg).
func scanInstance(c *Client, call *ssa.CallCommon, byValue bool, seen map[*ssa.Function]bool) (token.Pos, string) {
	callee := call.StaticCallee()
	if !genericArg(c, callee) || seen[callee] {
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
	pos, how := scanHolder(c, callee, byValue, true, seen)
	if how == "" {
		return token.NoPos, ""
	}
	return pos, "runs the generic " + name + " with a type argument holding %[1]s, whose instance " + how
}

// instanceValue says how instr lets generic code run with the holder in
// a way scanHolder does not read (it reads an instance's body only where
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
		case genericHolder(t, c.Type, map[types.Type]bool{}):
			return "puts a value of a generic type instantiated with %[1]s in an interface, whose methods' bodies the check does not read"
		case t != elemOf(t) && holdsValueOf(elemOf(t), c.Type):
			return "puts elements holding %[1]s in an interface, which the standard library may move by reflection (sort.Slice)"
		}
	}
	var direct *ssa.Function
	if call, ok := instr.(ssa.CallInstruction); ok {
		direct = call.Common().StaticCallee()
		if call.Common().IsInvoke() {
			direct = nil
		}
	}
	for _, op := range instr.Operands(nil) {
		if op == nil {
			continue
		}
		f, ok := (*op).(*ssa.Function)
		if !ok || f == direct && instr.(ssa.CallInstruction).Common().Value == f {
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
// (mentionsHolder), through pointers, slices, arrays, maps, channels and
// struct fields, a named type's underlying type included.
func genericHolder(t types.Type, named *types.Named, seen map[types.Type]bool) bool {
	if t == nil || seen[t] {
		return false
	}
	seen[t] = true
	switch u := types.Unalias(t).(type) {
	case *types.Named:
		for i := 0; u.TypeArgs() != nil && i < u.TypeArgs().Len(); i++ {
			if mentionsHolder(u.TypeArgs().At(i), named, map[types.Type]bool{}) {
				return true
			}
		}
		return genericHolder(u.Underlying(), named, seen)
	case *types.Pointer:
		return genericHolder(u.Elem(), named, seen)
	case *types.Slice:
		return genericHolder(u.Elem(), named, seen)
	case *types.Array:
		return genericHolder(u.Elem(), named, seen)
	case *types.Chan:
		return genericHolder(u.Elem(), named, seen)
	case *types.Map:
		return genericHolder(u.Key(), named, seen) || genericHolder(u.Elem(), named, seen)
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if genericHolder(u.Field(i).Type(), named, seen) {
				return true
			}
		}
	}
	return false
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

// copies says how instr copies a value holding c's struct (holderCopy),
// with %[1]s for the struct and %[2]s for the base, or "".
func copies(c *Client, instr ssa.Instruction, byValue bool) string {
	v, ok := instr.(ssa.Value)
	if !ok {
		return ""
	}
	switch instr.(type) {
	case *ssa.ChangeType, *ssa.Convert, *ssa.MultiConvert:
		from := instr.Operands(nil)[0]
		if holdsValueOf((*from).Type(), c.Type) && !types.Identical((*from).Type(), v.Type()) {
			return "converts %[1]s to " + types.TypeString(v.Type(), types.RelativeTo(c.Pkg.Types)) + ", and the copy shares %[2]s with it"
		}
	}
	if byValue && holdsValueOf(v.Type(), c.Type) {
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
		if mentionsHolder(a, c.Type, map[types.Type]bool{}) {
			return true
		}
	}
	return false
}

// mentionsHolder reports whether values of t hold or reach named by
// value: t is named (or a generic type instantiated with a type that
// mentions it), or a pointer, slice, array, map, channel or struct of
// such a type.
func mentionsHolder(t types.Type, named *types.Named, seen map[types.Type]bool) bool {
	if t == nil || seen[t] {
		return false
	}
	seen[t] = true
	switch u := types.Unalias(t).(type) {
	case *types.Named:
		if u.Origin() == named.Origin() {
			return true
		}
		for i := 0; u.TypeArgs() != nil && i < u.TypeArgs().Len(); i++ {
			if mentionsHolder(u.TypeArgs().At(i), named, seen) {
				return true
			}
		}
		return mentionsHolder(u.Underlying(), named, seen)
	case *types.Pointer:
		return mentionsHolder(u.Elem(), named, seen)
	case *types.Slice:
		return mentionsHolder(u.Elem(), named, seen)
	case *types.Array:
		return mentionsHolder(u.Elem(), named, seen)
	case *types.Chan:
		return mentionsHolder(u.Elem(), named, seen)
	case *types.Map:
		return mentionsHolder(u.Key(), named, seen) || mentionsHolder(u.Elem(), named, seen)
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if mentionsHolder(u.Field(i).Type(), named, seen) {
				return true
			}
		}
	}
	return false
}

// overwrites says how instr writes over memory holding c's struct by
// value, other than as one field of one object (fieldWriteOf's and the
// use check's concern), with %[1]s for the struct and %[2]s for the
// base, or "": a store of a whole
// struct or array holding it (`g = outer{}`, `*o = outer{}`) but into an
// object the function allocates before it publishes it (early: memory.go's
// unpublished, as `[]Ids{{m: new(sync.Map)}}` fills a new array), or builtin clear, copy or append over a
// slice or map holding it (append moves elements within the backing
// array it is given: tables = append(tables[:0], tables[1:]...)). The base object would be replaced under the package's
// other functions.
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

// holds reports whether values of t hold a value of named by value: t is
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

// withArticle is name with its indefinite article: "a Table", "an Index".
func withArticle(name string) string {
	if name != "" && strings.ContainsRune("AEIOUaeiou", rune(name[0])) {
		return "an " + name
	}
	return "a " + name
}
