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
// "never decreases"). Generic code the package runs with a type argument
// that holds or reaches the struct (slices.SortFunc over []*Server, a
// generic zero over *Table, the methods of a Box[Table]) is read as
// instantiated (holdergeneric.go), and a slice or array of such structs
// in an interface (sort.Slice's reflective swapper) is refused.
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

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"
)

// holderCopy returns how the package's code copies c's holder so that
// the copy shares c's base, or nil.
func (p *Program) holderCopy(c *Client) *Escape {
	if c.Type == nil || c.Field < 0 {
		return nil
	}
	pkg := p.SSA.Package(c.Pkg.Types)
	h := &holderScan{p: p, c: c, byValue: !c.ByPointer && hasRefs(c.DeclaredType()), funcs: allPackageFuncs(p, pkg),
		read: map[*ssa.Function]bool{}, walked: new(typeutil.Map), holds: map[*ssa.Global]bool{}}
	h.shares = h.byValue || c.ByPointer
	if e := h.globals(pkg); e != nil {
		return e
	}
	for _, fn := range h.funcs {
		if e := h.in(fn); e != nil {
			return e
		}
	}
	return nil
}

// A holderScan is the copy check of one client: byValue, its base held by
// value has references (every copy of the holder shares it); shares, a
// copy of the holder shares the base (byValue, or a pointer base). It
// reads each generic instance once (read) and walks each type once
// (walked) for the whole package.
type holderScan struct {
	p               *Program
	c               *Client
	byValue, shares bool
	funcs           []*ssa.Function // the package's (allPackageFuncs)
	read            map[*ssa.Function]bool
	walked          *typeutil.Map // of identical types
	holds           map[*ssa.Global]bool
	boxed           *bool                  // computed once (boxes)
	importers       map[*ssa.Function]bool // computed once (importable)
}

// A codeKind is what holderScan.scan reads: the package's own code, an
// instance of the client's own generic type (whose methods touch the
// base as the client's), or another generic instance.
type codeKind int

const (
	packageCode codeKind = iota
	ownInstance
	otherInstance
)

// in checks fn's parameters and instructions (holderCopy).
func (h *holderScan) in(fn *ssa.Function) *Escape {
	pos, how := h.scan(fn, packageCode)
	if how == "" {
		return nil
	}
	if pos == token.NoPos {
		pos = fn.Pos()
	}
	return h.escape(fn.Name(), pos, how)
}

// escape is the Escape of how, said of who at pos.
func (h *holderScan) escape(who string, pos token.Pos, how string) *Escape {
	return &Escape{Why: who + " " + fmt.Sprintf(how, Article(h.c.Name), h.c.Base), Pos: pos}
}

// scan checks fn's parameters and instructions, and the bodies of the
// generic instances it runs or whose values it holds with a type argument
// that holds or reaches c's struct (holdergeneric.go): in such an
// instance the struct is a type parameter's, which the checks over the
// generic body do not see, so its body is read as instantiated, and a
// touch of the base or a conversion of a pointer to the struct there is
// refused too (Touching and the use check read generic bodies), but in
// the instances of the client's own generic type (k). It returns where
// and how, with %[1]s for the struct and %[2]s for the base, or "".
func (h *holderScan) scan(fn *ssa.Function, k codeKind) (token.Pos, string) {
	c := h.c
	for _, prm := range fn.Params {
		if h.byValue && holdsValueOf(prm.Type(), c.Type) {
			return prm.Pos(), "takes %[1]s by value, and the copy shares %[2]s with it"
		}
	}
	if pos, how := h.methodsOf(fn.Signature); how != "" { // parameters and results (another package may call an exported one's methods)
		return pos, how
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
			if how == "" && k == otherInstance {
				how = instanceTouch(c, instr)
			}
			if how == "" {
				how = reflectiveMove(c, instr)
			}
			if how == "" && k == packageCode {
				how = h.genericAssert(instr) // holdergeneric.go
			}
			if how != "" {
				return instr.Pos(), how
			}
			if pos, how := h.generic(instr); how != "" {
				if pos == token.NoPos {
					pos = instr.Pos()
				}
				return pos, how
			}
		}
	}
	if k != packageCode { // the package's own closures are among allPackageFuncs
		for _, anon := range fn.AnonFuncs {
			if pos, how := h.scan(anon, k); how != "" {
				return pos, how
			}
		}
	}
	return token.NoPos, ""
}

// copies says how instr copies a value holding c's struct so that the
// copy shares the base (holderCopy), with %[1]s for the struct and %[2]s
// for the base, or "".
func (h *holderScan) copies(instr ssa.Instruction) string {
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

// typeReaches reports whether t is, or holds or reaches through pointers,
// slices, arrays, maps, channels, struct fields, tuples, signatures, a
// named type's underlying type and its type arguments, a named type that
// is; first reports whether a type is met the first time (and marks it).
func typeReaches(t types.Type, is func(*types.Named) bool, first func(types.Type) bool) bool {
	if t == nil || !first(t) {
		return false
	}
	switch u := types.Unalias(t).(type) {
	case *types.Named:
		if is(u) {
			return true
		}
		for i := 0; u.TypeArgs() != nil && i < u.TypeArgs().Len(); i++ {
			if typeReaches(u.TypeArgs().At(i), is, first) {
				return true
			}
		}
		return typeReaches(u.Underlying(), is, first)
	case *types.Pointer:
		return typeReaches(u.Elem(), is, first)
	case *types.Slice:
		return typeReaches(u.Elem(), is, first)
	case *types.Array:
		return typeReaches(u.Elem(), is, first)
	case *types.Chan:
		return typeReaches(u.Elem(), is, first)
	case *types.Map:
		return typeReaches(u.Key(), is, first) || typeReaches(u.Elem(), is, first)
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if typeReaches(u.Field(i).Type(), is, first) {
				return true
			}
		}
	case *types.Tuple:
		for i := 0; i < u.Len(); i++ {
			if typeReaches(u.At(i).Type(), is, first) {
				return true
			}
		}
	case *types.Signature:
		return typeReaches(u.Params(), is, first) || typeReaches(u.Results(), is, first)
	}
	return false
}

// firstIn is typeReaches' first over seen.
func firstIn(seen map[types.Type]bool) func(types.Type) bool {
	return func(t types.Type) bool {
		if seen[t] {
			return false
		}
		seen[t] = true
		return true
	}
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
