// This file decides which generic bodies are translated. A generic
// function, or a method of a generic client type, is verified once for
// every instantiation: values of a type parameter are their interface
// values and its zero value is unknown (values/typeparams.go). That is
// exact for what does not depend on the type argument — moving values,
// == and !=, converting a type parameter to an interface and asserting an
// interface to one, passing values to and from the collection and
// callbacks — and everything else on
// values whose type mentions a type parameter is refused here, before the
// walk, naming the construct.

package paths

import (
	"fmt"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// generic reports whether fn is a generic body (not an instantiation).
func generic(fn *ssa.Function) bool {
	return fn.TypeParams().Len() > 0 && len(fn.TypeArgs()) == 0
}

// parameterized reports whether fn is an instantiation whose type
// arguments mention type parameters (go/ssa's wrapper calling the generic
// body from another generic body). Instantiations at concrete types are
// bodies like any other and may be inlined.
func parameterized(fn *ssa.Function) bool {
	targs := fn.TypeArgs()
	return anyMentions(len(targs), func(i int) types.Type { return targs[i] }, map[types.Type]bool{})
}

// refuseTypeParams returns the first construct of fn, or of the functions
// it declares, whose meaning depends on the instantiation.
func refuseTypeParams(fn *ssa.Function) *Refusal {
	if pos, why := firstBreak(fn, typeParamUse); why != "" {
		return &Refusal{Pos: pos, Message: why}
	}
	for _, anon := range fn.AnonFuncs {
		if r := refuseTypeParams(anon); r != nil {
			return r
		}
	}
	return nil
}

// typeParamUse says why instr depends on the instantiation ("" if it
// does not). What depends on it: operating on a value whose type IS a
// type parameter other than by moving, comparing, boxing or asserting it
// (its core type's operators, indexing, built-ins); converting to or from
// a type parameter; boxing or asserting a composite type that mentions one
// (*T boxes as *int when T is int); constants of a type parameter's type.
// A value of a composite type that mentions a type parameter ([]T, *T,
// struct{ v T }) is otherwise handled as any other value of that type.
func typeParamUse(instr ssa.Instruction) string {
	var ops []*ssa.Value
	for _, op := range instr.Operands(ops) {
		if c, ok := (*op).(*ssa.Const); ok && c.Value != nil && mentionsTypeParam(c.Type()) {
			return fmt.Sprintf("constant %s of type parameter type %s: its value depends on the instantiation", c.Value, c.Type())
		}
	}
	if !touchesTypeParam(instr) {
		return ""
	}
	switch in := instr.(type) {
	case *ssa.DebugRef, *ssa.Phi, *ssa.Extract, *ssa.Return, *ssa.If, *ssa.Jump, *ssa.Panic,
		*ssa.RunDefers, *ssa.Store, *ssa.Alloc, *ssa.ChangeInterface, *ssa.MakeClosure, *ssa.Go, *ssa.Defer:
		return ""
	case *ssa.Call:
		if _, ok := in.Call.Value.(*ssa.Builtin); ok {
			for _, a := range in.Call.Args {
				if isTypeParam(a.Type()) {
					return fmt.Sprintf("built-in %s on a value of type parameter type %s: depends on the instantiation", in.Call.Value.Name(), a.Type())
				}
			}
		}
		return ""
	case *ssa.UnOp:
		if in.Op == token.MUL || !isTypeParam(in.X.Type()) {
			return ""
		}
		return fmt.Sprintf("operator %s on type %s: depends on the instantiation", in.Op, in.X.Type())
	case *ssa.BinOp:
		switch {
		case isTypeParam(in.X.Type()) && in.Op != token.EQL && in.Op != token.NEQ:
			return fmt.Sprintf("operator %s on type %s: depends on the instantiation", in.Op, in.X.Type())
		case isTypeParam(in.Y.Type()) && (in.Op == token.SHL || in.Op == token.SHR):
			return fmt.Sprintf("operator %s by a count of type %s: depends on the instantiation", in.Op, in.Y.Type())
		}
		return ""
	case *ssa.ChangeType:
		if isTypeParam(in.X.Type()) && types.IsInterface(in.Type()) && !isTypeParam(in.Type()) {
			return "" // go/ssa's form of converting some type parameters to an interface
		}
		return conversionUse(in.X.Type(), in.Type())
	case *ssa.Convert:
		return conversionUse(in.X.Type(), in.Type())
	case *ssa.MultiConvert:
		return conversionUse(in.X.Type(), in.Type())
	case *ssa.MakeInterface:
		if isTypeParam(in.X.Type()) {
			return ""
		}
		return fmt.Sprintf("converting %s to an interface: its dynamic type depends on the instantiation", in.X.Type())
	case *ssa.TypeAssert:
		if isTypeParam(in.AssertedType) || !mentionsTypeParam(in.AssertedType) {
			return ""
		}
		return fmt.Sprintf("type assertion to %s: depends on the instantiation", in.AssertedType)
	}
	// Indexing, slicing, lookups, ranges, make, fields: on a value whose
	// type is a type parameter, or through a pointer to one, they act on
	// its core type.
	for _, op := range instr.Operands(nil) {
		if *op != nil && (isTypeParam((*op).Type()) || isTypeParam(pointee((*op).Type()))) {
			return fmt.Sprintf("%s on type %s: depends on the instantiation", instrKind(instr), (*op).Type())
		}
	}
	if v, ok := instr.(ssa.Value); ok && isTypeParam(v.Type()) {
		return fmt.Sprintf("%s of type %s: depends on the instantiation", instrKind(instr), v.Type())
	}
	return ""
}

// conversionUse says why converting from to to depends on the
// instantiation: either is a type parameter, or to is an interface and
// from mentions one.
func conversionUse(from, to types.Type) string {
	if isTypeParam(from) || isTypeParam(to) || types.IsInterface(to) && mentionsTypeParam(from) {
		return fmt.Sprintf("converting %s to %s: depends on the instantiation", from, to)
	}
	return ""
}

// touchesTypeParam reports whether an operand or the result of instr has
// a type that mentions a type parameter.
func touchesTypeParam(instr ssa.Instruction) bool {
	if v, ok := instr.(ssa.Value); ok && mentionsTypeParam(v.Type()) {
		return true
	}
	for _, op := range instr.Operands(nil) {
		if *op != nil && mentionsTypeParam((*op).Type()) {
			return true
		}
	}
	return false
}

// pointee is the element type of a pointer type, else nil.
func pointee(t types.Type) types.Type {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		return p.Elem()
	}
	return nil
}

func instrKind(instr ssa.Instruction) string {
	return fmt.Sprintf("%T", instr)[len("*ssa."):]
}

func isTypeParam(t types.Type) bool {
	_, ok := t.(*types.TypeParam)
	return ok
}

// mentionsTypeParam reports whether t is or contains a type parameter.
func mentionsTypeParam(t types.Type) bool {
	return mentionsIn(t, map[types.Type]bool{})
}

func mentionsIn(t types.Type, seen map[types.Type]bool) bool {
	if t == nil || seen[t] {
		return false
	}
	seen[t] = true
	switch t := t.(type) {
	case *types.TypeParam:
		return true
	case *types.Named:
		return anyMentions(t.TypeArgs().Len(), t.TypeArgs().At, seen)
	case *types.Alias:
		return mentionsIn(types.Unalias(t), seen)
	case *types.Pointer, *types.Slice, *types.Array, *types.Chan:
		return mentionsIn(t.(interface{ Elem() types.Type }).Elem(), seen)
	case *types.Map:
		return mentionsIn(t.Key(), seen) || mentionsIn(t.Elem(), seen)
	case *types.Tuple:
		return anyMentions(t.Len(), func(i int) types.Type { return t.At(i).Type() }, seen)
	case *types.Signature:
		return mentionsIn(t.Params(), seen) || mentionsIn(t.Results(), seen)
	case *types.Struct:
		return anyMentions(t.NumFields(), func(i int) types.Type { return t.Field(i).Type() }, seen)
	case *types.Interface:
		return anyMentions(t.NumMethods(), func(i int) types.Type { return t.Method(i).Type() }, seen)
	}
	return false
}

// forMethod returns the client as method fn of a generic client type sees
// it: a method's receiver has its own type parameters, so the base field's
// type, and the collection's key, value or element types, are taken from
// the receiver's type, in which they are substituted. Other functions see
// c itself.
func (c *Client) forMethod(p *Program, fn *ssa.Function) *Client {
	if c.Type == nil || c.Type.TypeParams().Len() == 0 || c.Field < 0 || fn.Signature.Recv() == nil {
		return c
	}
	t := fn.Signature.Recv().Type()
	if ptr, ok := t.(*types.Pointer); ok {
		t = ptr.Elem()
	}
	named, ok := t.(*types.Named)
	if !ok || named.Origin() != c.Type.Origin() {
		return c
	}
	coll, ok := p.Catalog.LookupBase(named.Underlying().(*types.Struct).Field(c.Field).Type())
	if !ok {
		return c
	}
	cm := *c
	cm.Collection = coll
	return &cm
}

// anyMentions reports whether one of n types mentions a type parameter.
func anyMentions(n int, at func(int) types.Type, seen map[types.Type]bool) bool {
	for i := 0; i < n; i++ {
		if mentionsIn(at(i), seen) {
			return true
		}
	}
	return false
}
