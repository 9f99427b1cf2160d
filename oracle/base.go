// This file classifies a client's base object: one the harness models (a
// type of shims, or an integer word used through sync/atomic's
// functions), and the type of the values it holds, whose typed values
// join the function's value domain; and the code binding it to a run.

package oracle

import (
	"fmt"
	"go/types"

	"github.com/snowflakeverify/snowflake/paths"
)

// A baseKind describes a modelled base object.
type baseKind struct {
	word bool       // an integer word used through sync/atomic's functions
	elem types.Type // the type of the values it holds, or nil
	decl types.Type // a word's declared type: elem, or a defined type over it
}

// baseOf classifies c's base object, or says why the oracle cannot run
// its functions.
func baseOf(c *paths.Client) (baseKind, string) {
	var t types.Type
	switch {
	case c.Global != nil:
		t = c.Global.Type().(*types.Pointer).Elem()
	case c.Type != nil:
		st, ok := c.Type.Underlying().(*types.Struct)
		if !ok || c.Field < 0 || c.Field >= st.NumFields() {
			return baseKind{}, "no base field"
		}
		t = st.Field(c.Field).Type()
	default:
		return baseKind{}, "no base object"
	}
	if p, ok := t.(*types.Pointer); ok && c.ByPointer {
		t = p.Elem()
	}
	if b, ok := t.Underlying().(*types.Basic); ok && !c.ByPointer { // a defined type over one: modelled as it
		switch b.Kind() {
		case types.Int32, types.Int64, types.Uint32, types.Uint64, types.Uintptr:
			return baseKind{word: true, elem: b, decl: t}, ""
		}
	}
	if n, ok := t.(*types.Named); ok && n.Obj().Pkg() != nil {
		if shims[n.Obj().Pkg().Path()][n.Obj().Name()] {
			return baseKind{elem: elemType(t)}, ""
		}
	}
	return baseKind{}, "the oracle does not model " + types.TypeString(t, func(p *types.Package) string { return p.Name() })
}

// elemType is the type of the values an object of type t holds: the
// result of its Load, Get or Value method; nil for interfaces.
func elemType(t types.Type) types.Type {
	for _, name := range []string{"Load", "Get", "Value"} {
		obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(t), true, nil, name)
		fn, ok := obj.(*types.Func)
		if !ok {
			continue
		}
		res := fn.Type().(*types.Signature).Results()
		if res.Len() == 0 {
			continue
		}
		if _, iface := res.At(0).Type().Underlying().(*types.Interface); iface {
			return nil
		}
		return res.At(0).Type()
	}
	return nil
}

// bind returns the code that binds c's base object (of the receiver recvVar,
// or the package variable) to the current run.
func (g *gen) bind(c *paths.Client) string {
	base := baseExpr(c)
	switch bk, _ := baseOf(c); {
	case bk.word:
		return fmt.Sprintf("\t\t\t\t%s.BindAddr(%s)\n", rtAlias, wordAddr(bk, "&"+base))
	case c.ByPointer:
		return fmt.Sprintf("\t\t\t\t%s.BindNew(&%s)\n", rtAlias, base)
	}
	return fmt.Sprintf("\t\t\t\t%s.Bind(&%s)\n", rtAlias, base)
}
