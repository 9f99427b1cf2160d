// This file defines Discover: composite operations found without
// directives, as COLT's extractor finds them: functions that make two or
// more calls on one collection object reached through a struct field (of
// the receiver or of any parameter) or a package-level variable.

package paths

import (
	"go/token"
	"go/types"
	"sort"

	"github.com/snowflakeverify/snowflake/axioms"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"
)

// An objectKey names a collection object as a function reaches it.
type objectKey struct {
	param  int         // the parameter holding the struct, or -1
	field  int         // the field, for a parameter
	global *ssa.Global // the package variable, or nil
	byPtr  bool        // the field or variable is a pointer to the collection
}

// Discover returns a client per function of the root packages that makes
// at least two calls on one collection object and is not already a
// function of one of the known clients.
func Discover(p *Program, known []*Client) []*Client {
	seen := map[*ssa.Function]bool{}
	for _, c := range known {
		for _, fn := range c.Funcs {
			seen[fn] = true
		}
	}
	var out []*Client
	words := findAtomicWords(p) // racydiscover.go
	for _, pkg := range p.Roots {
		for _, fn := range packageFuncs(p, pkg) {
			if seen[fn] {
				continue
			}
			if c := discoverIn(p, pkg, fn); c != nil {
				out = append(out, c)
			} else if c := words.discover(p, pkg, fn); c != nil {
				out = append(out, c)
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return p.before(out[i].Funcs[0].Pos(), out[j].Funcs[0].Pos()) })
	return out
}

// discoverIn returns the client of fn's most used collection object, if it
// is used twice or more.
func discoverIn(p *Program, pkg *packages.Package, fn *ssa.Function) *Client {
	if key, ok := usedTwice(fn, func(cc *ssa.CallCommon) bool { return collectionCallee(p, cc) }); ok {
		return discoveredClient(p, pkg, fn, key)
	}
	return nestedWrapperIn(p, pkg, fn) // a wrapper's methods on a field (nestedwrap.go)
}

// usedTwice returns the first object (in the order of fn's calls) that two
// or more of fn's calls accepted by match make on it, as their receiver.
func usedTwice(fn *ssa.Function, match func(*ssa.CallCommon) bool) (objectKey, bool) {
	counts := map[objectKey]int{}
	var order []objectKey
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(ssa.CallInstruction)
			if !ok || len(call.Common().Args) == 0 || !match(call.Common()) {
				continue
			}
			if key, ok := objectOf(fn, call.Common().Args[0]); ok {
				if counts[key] == 0 {
					order = append(order, key)
				}
				counts[key]++
			}
		}
	}
	for _, key := range order {
		if counts[key] >= 2 {
			return key, true
		}
	}
	return objectKey{}, false
}

func collectionCallee(p *Program, cc *ssa.CallCommon) bool {
	callee := cc.StaticCallee()
	if callee == nil {
		return false
	}
	if recv := callee.Signature.Recv(); recv != nil {
		_, ok := p.Catalog.Lookup(recv.Type())
		return ok
	}
	obj, ok := callee.Object().(*types.Func)
	if !ok {
		return false
	}
	_, ok = axioms.FuncForm(obj)
	return ok
}

// objectOf names the object a collection call's receiver denotes.
func objectOf(fn *ssa.Function, v ssa.Value) (objectKey, bool) {
	byPtr := false
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		v, byPtr = u.X, true
	}
	switch v := v.(type) {
	case *ssa.Global:
		return objectKey{param: -1, global: v, byPtr: byPtr}, true
	case *ssa.FieldAddr:
		for i, prm := range fn.Params {
			if v.X == prm {
				return objectKey{param: i, field: v.Field, byPtr: byPtr}, true
			}
		}
	}
	return objectKey{}, false
}

// discoveredClient builds the client of one function and object.
func discoveredClient(p *Program, pkg *packages.Package, fn *ssa.Function, key objectKey) *Client {
	c := &Client{Pkg: pkg, Field: -1, Param: -1, ByPointer: key.byPtr, Discovered: true, Funcs: []*ssa.Function{fn}}
	if key.global != nil {
		obj := key.global.Object().(*types.Var)
		coll, ok := p.Catalog.LookupBase(obj.Type())
		if !ok {
			return nil
		}
		c.Name, c.Global, c.Base, c.BasePos, c.Collection = pkg.Name, key.global, obj.Name(), obj.Pos(), coll
	} else {
		ptr, ok := fn.Params[key.param].Type().Underlying().(*types.Pointer)
		if !ok {
			return nil
		}
		named, ok := ptr.Elem().(*types.Named)
		if !ok {
			return nil
		}
		f := named.Underlying().(*types.Struct).Field(key.field)
		coll, ok := p.Catalog.LookupBase(f.Type())
		if !ok {
			return nil
		}
		c.Name, c.Type, c.Field, c.Param = named.Obj().Name(), named, key.field, key.param
		c.Base, c.BasePos, c.Collection = f.Name(), f.Pos(), coll
	}
	if c.Refusal == nil {
		c.Refusal = fieldWrites(p, pkg, c)
	}
	return c
}
