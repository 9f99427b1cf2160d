// This file defines the discovery of composite operations over a wrapper
// held in a field: a function calling two or more methods of a client type
// (a typed wrapper such as Map[K, V] around sync.Map) on one field of a
// parameter (u.m.Load, then u.m.Store, with u.m a Map[string, *User]).
// Their base object is the wrapper's own base field, nested in the field
// (u.m.m), which clients do not follow: such a function is reported
// unsupported, naming the nested base, rather than left out unverified.

package paths

import (
	"fmt"
	"go/types"

	"github.com/snowflakeverify/snowflake/specs"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"
)

// nestedWrapperIn returns a refused client for fn when it calls methods of
// a wrapper type twice or more on one field of a parameter.
func nestedWrapperIn(p *Program, pkg *packages.Package, fn *ssa.Function) *Client {
	if key, ok := usedTwice(fn, func(cc *ssa.CallCommon) bool {
		return !cc.IsInvoke() && wrapperMethod(p, cc.StaticCallee()) != nil
	}); ok {
		return nestedClient(p, pkg, fn, key)
	}
	return nil
}

// wrapperMethod returns the base field of the wrapper type callee is a
// method of (wrapperBase), or nil.
func wrapperMethod(p *Program, callee *ssa.Function) *types.Var {
	if callee == nil || callee.Signature.Recv() == nil {
		return nil
	}
	return wrapperBase(p, callee.Signature.Recv().Type())
}

// wrapperBase returns the base field of t (or *t), or nil: a struct type
// with a //snowflake:base field or a single field of a supported
// collection.
func wrapperBase(p *Program, t types.Type) *types.Var {
	if ptr, ok := t.Underlying().(*types.Pointer); ok {
		t = ptr.Elem()
	}
	named, ok := t.(*types.Named)
	if !ok {
		return nil
	}
	st, ok := named.Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	orig := named.Origin().Underlying().(*types.Struct)
	for i := 0; i < st.NumFields(); i++ {
		if _, ok := p.Directives.Has(orig.Field(i), specs.Base); ok {
			return st.Field(i)
		}
	}
	if st.NumFields() == 1 {
		if _, ok := p.Catalog.LookupBase(st.Field(0).Type()); ok {
			return st.Field(0)
		}
	}
	return nil
}

// nestedClient builds the refused client of fn's wrapper object key: a
// field of a parameter, or a package variable.
func nestedClient(p *Program, pkg *packages.Package, fn *ssa.Function, key objectKey) *Client {
	c := &Client{Pkg: pkg, Field: -1, Param: -1, ByPointer: key.byPtr, Discovered: true, Funcs: []*ssa.Function{fn}}
	var what string
	var holder *types.Var
	if key.global != nil {
		holder = key.global.Object().(*types.Var)
		c.Name, c.Global, what = pkg.Name, key.global, "package variable "+holder.Name()
	} else {
		ptr, ok := fn.Params[key.param].Type().Underlying().(*types.Pointer)
		if !ok {
			return nil
		}
		named, ok := ptr.Elem().(*types.Named)
		if !ok {
			return nil
		}
		holder = named.Underlying().(*types.Struct).Field(key.field)
		c.Name, c.Type, c.Field, c.Param, what = named.Obj().Name(), named, key.field, key.param, "field "+holder.Name()
	}
	inner := wrapperBase(p, holder.Type())
	if inner == nil {
		return nil
	}
	coll, ok := p.Catalog.LookupBase(inner.Type())
	if !ok {
		return nil
	}
	qual := types.RelativeTo(pkg.Types)
	c.Base, c.BasePos, c.Collection = holder.Name()+"."+inner.Name(), holder.Pos(), coll
	c.Refusal = &Refusal{Pos: fn.Pos(), Message: fmt.Sprintf("calls methods of %s, a %s wrapping %s: the base object would be the nested field %s: not supported",
		what, types.TypeString(holder.Type(), qual), types.TypeString(inner.Type(), qual), c.Base)}
	return c
}
