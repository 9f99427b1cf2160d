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
// otherwise) nor passed to a generic function's instance (whose body may
// convert its type parameter so).
//
// Soundness: every other access to the base is through its field's
// address on a pointer to the client's type, which the use, touch and
// lock checks see; a copy refused here is the only other way Go code of
// the package can reach the same memory (reflection and unsafe aside, as
// for confinement).

package paths

import (
	"fmt"
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
	esc := func(v ssa.Value, how string) *Escape {
		pos := v.Pos()
		if pos == 0 {
			pos = fn.Pos()
		}
		return &Escape{Why: fmt.Sprintf("%s %s, and the copy shares %s with it", fn.Name(), fmt.Sprintf(how, withArticle(c.Name)), c.Base), Pos: pos}
	}
	if byValue {
		for _, prm := range fn.Params {
			if holdsValueOf(prm.Type(), c.Type) {
				return esc(prm, "takes %s by value")
			}
		}
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if how := copies(c, instr, byValue); how != "" {
				return esc(instr.(ssa.Value), how)
			}
		}
	}
	return nil
}

// copies says how instr copies a value holding c's struct (holderCopy),
// with %s for the struct, or "".
func copies(c *Client, instr ssa.Instruction, byValue bool) string {
	v, ok := instr.(ssa.Value)
	if !ok {
		if call, isCall := instr.(ssa.CallInstruction); isCall {
			return genericArg(c, call.Common())
		}
		return ""
	}
	switch x := instr.(type) {
	case *ssa.ChangeType, *ssa.Convert, *ssa.MultiConvert:
		from := instr.Operands(nil)[0]
		if holdsValueOf((*from).Type(), c.Type) && !types.Identical((*from).Type(), v.Type()) {
			return "converts %s to " + types.TypeString(v.Type(), types.RelativeTo(c.Pkg.Types))
		}
	case *ssa.Call:
		if how := genericArg(c, x.Common()); how != "" {
			return how
		}
	}
	if byValue && holdsValueOf(v.Type(), c.Type) {
		return "copies %s"
	}
	return ""
}

// genericArg says how call passes a value holding c's struct to a generic
// function's instance, with %s for the struct, or "".
func genericArg(c *Client, call *ssa.CallCommon) string {
	callee := call.StaticCallee()
	if callee == nil || callee.Origin() == nil {
		return ""
	}
	for _, a := range call.Args {
		if holdsValueOf(a.Type(), c.Type) {
			return "passes %s to the generic " + callee.Origin().Name()
		}
	}
	return ""
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
