// This file defines Discover: composite operations found without
// directives, as COLT's extractor finds them: functions that make two or
// more calls on one collection object reached through a struct field (of
// the receiver or of any parameter; of a value receiver too, when the
// field holds the collection by pointer: every copy points to the same
// object) or a package-level variable. Every other composite operation is
// reported by undiscovered.go.

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
		if c := discoveredClient(p, pkg, fn, key); c != nil {
			return c
		}
	}
	if c := nestedWrapperIn(p, pkg, fn); c != nil { // a wrapper's methods on a field (nestedwrap.go)
		return c
	}
	return undiscoveredIn(p, pkg, fn) // every other composite operation (undiscovered.go)
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
	v = throughEmbedded(v) // c.Get on Cache{*cache} (embedded.go)
	byPtr := false
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		v, byPtr = u.X, true
	}
	switch v := v.(type) {
	case *ssa.Global:
		return objectKey{param: -1, global: v, byPtr: byPtr}, true
	case *ssa.FieldAddr:
		x := v.X
		if alloc, ok := x.(*ssa.Alloc); ok && byPtr { // a value receiver's copy: t0 = local T (r); *t0 = r
			x = storedOnce(alloc)
		}
		for i, prm := range fn.Params {
			if x == prm {
				return objectKey{param: i, field: v.Field, byPtr: byPtr}, true
			}
		}
	case *ssa.Field: // a field of a value receiver (or parameter) holding the collection by pointer
		_, ptr := v.Type().Underlying().(*types.Pointer)
		for i, prm := range fn.Params {
			if v.X == prm && ptr && !byPtr {
				return objectKey{param: i, field: v.Field, byPtr: true}, true
			}
		}
	}
	return objectKey{}, false
}

// structParam returns the named struct type a parameter of type t points
// to; or t itself when the collection is held by pointer (byPtr): a value
// receiver's field then points to the same object as the caller's.
func structParam(t types.Type, byPtr bool) (*types.Named, bool) {
	if ptr, ok := t.Underlying().(*types.Pointer); ok {
		t = ptr.Elem()
	} else if !byPtr {
		return nil, false
	}
	named, ok := t.(*types.Named)
	if !ok {
		return nil, false
	}
	_, ok = named.Underlying().(*types.Struct)
	return named, ok
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
		named, ok := structParam(fn.Params[key.param].Type(), key.byPtr)
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
