// This file defines Confinement: whether only the code of a client's
// package can reach its base object (the package environment, DESIGN.md
// "Beyond the paper: environments").
//
// Rule. Go's visibility rules keep an unexported field or package
// variable out of other packages' reach (reflection and unsafe aside). A
// base object is confined when
//   - its field (or package variable) is unexported: other packages can
//     neither name it nor call its methods through promotion;
//   - its address never leaves the package's code: the client-level use
//     check (baseuse.go) already refuses a client whose base's address is
//     stored, returned, captured, converted to unsafe.Pointer or passed to
//     another package's function, so a client that is not refused keeps it;
//   - for a base held by pointer, the pointer stored in the field is always
//     a new object (new(T), &T{}, a constructor of the collection's own
//     package), never one the caller supplies, and the pointer loaded from
//     the field is used only to call the collection's methods (or
//     sync/atomic's functions) on it;
//   - it is the receiver's (or the holder parameter's) field, or a package
//     variable: an object a discovered function reaches through another
//     parameter is the caller's choice, and so is an object of a function
//     over several objects reached through pointers.
// Soundness: every access to a confined object is then made by a function
// of the package, at a place the walker or this check has seen; so the
// other goroutines that matter run the package's own functions. Copies of
// the client struct made by the package share a pointer base, but they
// are only used by the package's code too.

package paths

import (
	"fmt"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// An Escape says how code outside the package can reach a base object:
// Why in words (`field Map is exported`), and where.
type Escape struct {
	Why string
	Pos token.Pos
	// Undecided: the check does not decide (several objects); no escape
	// is known.
	Undecided bool
}

// Confinement returns nil when only the code of c's package can reach c's
// base object, else how it escapes.
func (p *Program) Confinement(c *Client) *Escape {
	switch {
	case c.Refusal != nil:
		return &Escape{Why: "the client is refused: " + c.Refusal.Message, Pos: c.Refusal.Pos}
	case c.NoBase:
		return &Escape{Why: "it touches several objects, whose confinement is not decided yet", Pos: c.BasePos, Undecided: true}
	case c.Global != nil:
		if c.Global.Object().Exported() {
			return &Escape{Why: fmt.Sprintf("package variable %s is exported", c.Base), Pos: c.BasePos}
		}
	case c.Type != nil && c.Field >= 0:
		f := c.Type.Underlying().(*types.Struct).Field(c.Field)
		if f.Exported() {
			how := "is exported"
			if f.Embedded() {
				how = "is embedded and exported: its methods are promoted"
			}
			return &Escape{Why: fmt.Sprintf("field %s.%s %s", c.Name, f.Name(), how), Pos: c.BasePos}
		}
	default:
		return &Escape{Why: "it is no field of a struct and no package variable", Pos: c.BasePos}
	}
	if c.Global != nil && !c.ByPointer {
		if e := p.globalEscape(c); e != nil {
			return e
		}
	}
	if c.ByPointer || hasRefs(c.DeclaredType()) {
		if e := p.pointerEscape(c); e != nil {
			return e
		}
	}
	return p.holderCopy(c) // holdercopy.go
}

// hasRefs reports whether values of t share memory when copied: pointers,
// maps, slices, channels, functions, interfaces, or structs and arrays
// holding one (a concurrent-map value shares its shards).
func hasRefs(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Kind() == types.UnsafePointer
	case *types.Struct:
		for i := 0; i < u.NumFields(); i++ {
			if hasRefs(u.Field(i).Type()) {
				return true
			}
		}
		return false
	case *types.Array:
		return hasRefs(u.Elem())
	}
	return true
}

// globalEscape checks every use of a base variable held by value in the
// package's code, its initializer included: it may only be the receiver
// of the collection's methods (or sync/atomic's functions) and be read;
// anything else (its address stored, `var p = &m`, a method value,
// passed to a function) lets it escape.
func (p *Program) globalEscape(c *Client) *Escape {
	for _, fn := range allPackageFuncs(p, p.SSA.Package(c.Pkg.Types)) {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if e := globalInstr(c, fn, instr); e != nil {
					return e
				}
			}
		}
	}
	return nil
}

func globalInstr(c *Client, fn *ssa.Function, instr ssa.Instruction) *Escape {
	uses := false
	for _, op := range instr.Operands(nil) {
		uses = uses || op != nil && *op == c.Global
	}
	if !uses {
		return nil
	}
	switch r := instr.(type) {
	case *ssa.UnOp, *ssa.FieldAddr, *ssa.IndexAddr, *ssa.DebugRef:
		return nil
	case ssa.CallInstruction:
		if isMethodReceiver(r, c.Global) {
			return nil
		}
	}
	return &Escape{Why: fmt.Sprintf("the address of %s is used by %s in %s", c.Base, instrText(instr), fn.Name()), Pos: instr.Pos()}
}

// instrText names an instruction's kind for a message.
func instrText(instr ssa.Instruction) string {
	switch instr.(type) {
	case *ssa.Store:
		return "a store"
	case *ssa.MakeClosure:
		return "a method value or closure"
	case ssa.CallInstruction:
		return "a call"
	case *ssa.MakeInterface:
		return "a conversion to an interface"
	}
	return "an instruction"
}

// pointerEscape checks, for a base held by pointer, that every pointer
// stored in the field (or variable) is a new object and that the pointer
// loaded from it is only a receiver of the collection's methods.
func (p *Program) pointerEscape(c *Client) *Escape {
	for _, fn := range allPackageFuncs(p, p.SSA.Package(c.Pkg.Types)) {
		if e := pointerEscapeIn(p, c, fn); e != nil {
			return e
		}
	}
	return nil
}

func pointerEscapeIn(p *Program, c *Client, fn *ssa.Function) *Escape {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if fv, ok := baseValue(c, instr); ok { // the pointer read from a struct value
				if e := pointerUses(c, fn, fv); e != nil {
					return e
				}
				continue
			}
			addr, ok := baseAddr(c, instr)
			if !ok {
				continue
			}
			uses := []ssa.Instruction{instr} // a package variable's (ssa.Global has no referrers)
			if c.Global == nil {
				uses = *addr.Referrers()
			}
			for _, ref := range uses {
				if e := pointerUse(p, c, fn, addr, ref); e != nil {
					return e
				}
			}
		}
	}
	for _, anon := range fn.AnonFuncs {
		if e := pointerEscapeIn(p, c, anon); e != nil {
			return e
		}
	}
	return nil
}

// baseAddr returns the address of c's base that instr computes (a field
// address of the client's type, or the package variable), if it does.
func baseAddr(c *Client, instr ssa.Instruction) (ssa.Value, bool) {
	if c.Global != nil {
		for _, op := range instr.Operands(nil) {
			if op != nil && *op == c.Global {
				return c.Global, true
			}
		}
		return nil, false
	}
	fa, ok := instr.(*ssa.FieldAddr)
	if !ok || fa.Field != c.Field || !pointsTo(unconvert(fa.X).Type(), c.Type) {
		return nil, false
	}
	return fa, true
}

// pointerUse checks one use of the base field's address: a store must
// store a new object; a load's pointer must only call the collection.
func pointerUse(p *Program, c *Client, fn *ssa.Function, addr ssa.Value, ref ssa.Instruction) *Escape {
	where := func(pos token.Pos, what string) *Escape {
		return &Escape{Why: fmt.Sprintf("the pointer in %s %s in %s", c.Base, what, fn.Name()), Pos: pos}
	}
	switch r := ref.(type) {
	case *ssa.Store:
		if r.Addr == addr && !newObject(c, r.Val) {
			return where(r.Pos(), "is not a new object used only there")
		}
	case *ssa.UnOp:
		if r.Op.String() == "*" {
			return pointerUses(c, fn, r)
		}
	}
	return nil
}

// pointerUses checks that v, the base's pointer read from its field, is
// only the receiver of the collection's methods.
func pointerUses(c *Client, fn *ssa.Function, v ssa.Value) *Escape {
	for _, use := range *v.Referrers() {
		var how string
		switch u := use.(type) {
		case *ssa.DebugRef:
		case ssa.CallInstruction:
			if !isMethodReceiver(u, v) {
				how = "is passed to " + passedTo(u.Common())
			}
		default:
			how = "leaves the calls of its methods (" + use.String() + ")"
		}
		if how != "" {
			return &Escape{Why: fmt.Sprintf("the pointer in %s %s in %s", c.Base, how, fn.Name()), Pos: use.Pos()}
		}
	}
	return nil
}

// baseValue returns the base's pointer that instr reads from a value of
// the client's struct type (ssa.Field: a value receiver's, a copy's), for
// a base held by pointer.
func baseValue(c *Client, instr ssa.Instruction) (*ssa.Field, bool) {
	f, ok := instr.(*ssa.Field)
	if !ok || !c.ByPointer || c.Type == nil || f.Field != c.Field || !ofType(f.X.Type(), c.Type) {
		return nil, false
	}
	return f, true
}

// newObject reports whether v is a new collection object used only to be
// stored in the field: an allocation, or the result of a function of the
// collection type's own package (its constructors: xsync.NewMapOf), nil
// included. A new object used elsewhere too (returned, stored twice,
// passed to a goroutine) is reachable without the field.
func newObject(c *Client, v ssa.Value) bool {
	if !usedOnce(v) || unconvert(v) != v && !usedOnce(unconvert(v)) {
		return false
	}
	switch v := unconvert(v).(type) {
	case *ssa.Alloc:
		return true
	case *ssa.Const:
		return true // nil, or a zero value
	case *ssa.Call:
		callee := v.Call.StaticCallee()
		if callee == nil || callee.Pkg == nil && callee.Origin() == nil {
			return false
		}
		obj := callee.Object()
		if obj == nil && callee.Origin() != nil {
			obj = callee.Origin().Object()
		}
		ptr, ok := v.Type().Underlying().(*types.Pointer)
		if !ok || obj == nil {
			return false
		}
		named, ok := types.Unalias(ptr.Elem()).(*types.Named)
		return ok && named.Obj().Pkg() == obj.Pkg()
	}
	return false
}

// usedOnce reports whether v has one use besides debug references (a
// constant's uses are not tracked: it is a value, not an object).
func usedOnce(v ssa.Value) bool {
	refs := v.Referrers()
	if refs == nil {
		return true
	}
	n := 0
	for _, ref := range *refs {
		if _, debug := ref.(*ssa.DebugRef); !debug {
			n++
		}
	}
	return n == 1
}
