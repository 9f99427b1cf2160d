// This file defines Touching: the functions of a client's package that
// touch its base object, for the invariants the package keeps (the
// package environment: verify/invariants.go).
//
// Rule. An invariant the package keeps is checked on every call its code
// makes on the object, so every such call must be on a path the walker
// gives: the base must be touched only as the receiver's field in methods
// of the client's type (a value receiver's too, when its copy of the base
// is the same object: a pointer base, or a collection handle; the walker
// follows it, receiverCopyOf) (or, for a package variable, anywhere: the walker
// follows it in every function), the helpers those methods pass its
// address to being inlined into their paths. A touch of the field of a
// new value of the type that cannot have been published yet (a
// constructor that only fills the fields of its allocation and returns
// it) is no move on a shared object and is left out. Any other touch (a
// closure's, a parameter's field, a field of a value loaded from memory)
// leaves the functions unlisted, with the place named.

package paths

import (
	"fmt"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// Touching returns the functions of c's package that touch c's base
// object on a shared value, in source order, or why they cannot be listed.
func (p *Program) Touching(c *Client) ([]*ssa.Function, *Escape) {
	pkg := p.SSA.Package(c.Pkg.Types)
	if pkg == nil || c.Global == nil && (c.Type == nil || c.Field < 0) {
		return nil, &Escape{Why: "its objects are no field of the receiver and no package variable", Pos: c.BasePos}
	}
	var out []*ssa.Function
	for _, fn := range allPackageFuncs(p, pkg) {
		touches, _, esc := touchesIn(c, fn)
		if esc != nil {
			return nil, esc
		}
		if touches {
			out = append(out, fn)
		}
	}
	sortFuncs(p, out)
	return out, nil
}

// BuildTouches reports whether some function of c's package touches c's
// base on an object it builds (a constructor's Store on its allocation's
// field): Touching leaves such calls out, as no other goroutine sees
// them, but they may give the object a starting value other than zero.
func (p *Program) BuildTouches(c *Client) bool {
	pkg := p.SSA.Package(c.Pkg.Types)
	if pkg == nil {
		return true
	}
	for _, fn := range allPackageFuncs(p, pkg) {
		if _, builds, _ := touchesIn(c, fn); builds {
			return true
		}
	}
	return false
}

// touchesIn reports whether fn touches c's base on a shared value, and on
// an object it builds, or why the touch is not one the walker's paths of
// fn show.
func touchesIn(c *Client, fn *ssa.Function) (touches, builds bool, esc *Escape) {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if fv, ok := baseValue(c, instr); ok {
				if isReceiver(fn, fv.X, c) { // a value receiver's pointer: the same object, only ever a method's receiver (confine.go's pointerUses), which the walker follows (receiverCopy)
					touches = true
					continue
				}
				return false, false, &Escape{Why: fmt.Sprintf("%s touches %s through a copy of its struct", fn.Name(), c.Base), Pos: instr.Pos()}
			}
			if retyped(c, instr) {
				return false, false, &Escape{Why: fmt.Sprintf("%s converts a %s to another type, whose methods may touch %s", fn.Name(), c.Name, c.Base), Pos: instr.Pos()}
			}
			addr, ok := baseAddr(c, instr)
			if !ok {
				continue
			}
			if c.Global != nil {
				touches = true
				continue
			}
			x := unconvert(addr.(*ssa.FieldAddr).X)
			switch {
			case privateAlloc(x) && constructionOnly(fn, addr, 0):
				builds = true
			case privateAlloc(x):
				return false, false, &Escape{Why: fmt.Sprintf("%s hands %s of the object it builds to a go statement, a helper or memory", fn.Name(), c.Base), Pos: instr.Pos()}
			case isReceiver(fn, x, c) || isValueReceiverCopy(fn, x, c):
				touches = true
			default:
				return false, false, &Escape{Why: fmt.Sprintf("%s touches %s other than as its receiver's field", fn.Name(), c.Base), Pos: instr.Pos()}
			}
		}
	}
	return touches, builds, nil
}

// retyped reports whether instr converts a pointer to the client's type
// to a pointer to another type, or back: the other type's methods reach
// the same fields under another name.
func retyped(c *Client, instr ssa.Instruction) bool {
	var from, to types.Type
	switch r := instr.(type) {
	case *ssa.ChangeType:
		from, to = r.X.Type(), r.Type()
	case *ssa.Convert:
		from, to = r.X.Type(), r.Type()
	case *ssa.MultiConvert: // a conversion of a type parameter's value
		from, to = r.X.Type(), r.Type()
	default:
		return false
	}
	return c.Type != nil && pointsTo(from, c.Type) != pointsTo(to, c.Type)
}

// isReceiver reports whether x is the receiver of fn, a method of c's type.
func isReceiver(fn *ssa.Function, x ssa.Value, c *Client) bool {
	recv := fn.Signature.Recv()
	return recv != nil && len(fn.Params) > 0 && x == fn.Params[0] && ofType(recv.Type(), c.Type)
}

// isValueReceiverCopy reports whether x is fn's local copy of its value
// receiver of c's type (receiverCopyOf), whose base field is the same
// object, as the walker follows it.
func isValueReceiverCopy(fn *ssa.Function, x ssa.Value, c *Client) bool {
	recv := fn.Signature.Recv()
	if recv == nil || len(fn.Params) == 0 || !ofType(recv.Type(), c.Type) {
		return false
	}
	return receiverCopyOf(c, fn.Params[0], x)
}

// constructionOnly reports whether v, the base's address in an object fn
// builds (or, at depth 1, the pointer loaded from it), is only stored to
// (the base's initial value), loaded, and passed to ordinary calls of
// another package's functions (the collection's methods, sync/atomic's):
// calls that run before fn publishes the object. A go or defer statement,
// a helper of the package (which may start one), or the address stored in
// memory may change the object after it is published: fn then touches the
// base in a way its paths do not show.
func constructionOnly(fn *ssa.Function, v ssa.Value, depth int) bool {
	for _, ref := range *v.Referrers() {
		switch r := ref.(type) {
		case *ssa.DebugRef:
		case *ssa.Store:
			if r.Val == v {
				return false
			}
		case *ssa.UnOp:
			if r.Op != token.MUL || depth > 0 || !constructionOnly(fn, r, depth+1) {
				return false
			}
		case *ssa.Call:
			callee := r.Common().StaticCallee()
			if callee == nil || callee.Pkg == nil || callee.Pkg == fn.Pkg {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// privateAlloc reports whether x is an allocation whose address is only
// used to reach its fields and returned: nothing can reach it before the
// function returns.
func privateAlloc(x ssa.Value) bool {
	alloc, ok := x.(*ssa.Alloc)
	if !ok {
		return false
	}
	for _, ref := range *alloc.Referrers() {
		switch ref.(type) {
		case *ssa.FieldAddr, *ssa.DebugRef, *ssa.Return:
		default:
			return false
		}
	}
	return true
}
