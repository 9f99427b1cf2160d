// This file defines the client of a defined type over a collection marked
// //snowflake:base (type Hits atomic.Int64, type Registry sync.Map): its
// methods reach the object as their receiver converted to the collection,
// (*atomic.Int64)(h): a member of the family of such objects told apart by
// the pointer (paths/objects.go), so the client has no base of its own
// (Client.NoBase) and its methods are verified on the product of the
// objects they touch.

package paths

import (
	"fmt"
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/packages"
)

// definedTypeClient returns the client of the defined type tn marked
// //snowflake:base, or a diagnostic when the type it is defined over is no
// supported collection.
func definedTypeClient(p *Program, pkg *packages.Package, tn *types.TypeName, named *types.Named) (*Client, []Diagnostic) {
	over := definedOver(pkg, tn)
	coll, ok := p.Catalog.LookupBase(over)
	if over == nil || !ok {
		what := "a struct type"
		if over != nil {
			what = types.TypeString(over, types.RelativeTo(pkg.Types))
		}
		return nil, []Diagnostic{{tn.Pos(), fmt.Sprintf("//snowflake:base on type %s defined over %s: not a supported collection (supported: %s)", tn.Name(), what, supported())}}
	}
	c := &Client{Name: tn.Name(), Pkg: pkg, Type: named, Field: -1, Param: -1, Base: tn.Name(), BasePos: tn.Pos(),
		Collection: coll, NoBase: true}
	for i := 0; i < named.NumMethods(); i++ {
		if fn := p.SSA.FuncValue(named.Method(i)); fn != nil {
			c.Funcs = append(c.Funcs, fn)
		}
	}
	sortFuncs(p, c.Funcs)
	c.Refusal = fieldWrites(p, pkg, c) // a whole value overwritten refuses it
	return c, nil
}

// definedOver returns the type tn's declaration is defined over
// (atomic.Int64 in type Hits atomic.Int64), or nil for a type literal
// (a struct: its base is a field).
func definedOver(pkg *packages.Package, tn *types.TypeName) types.Type {
	for _, f := range pkg.Syntax {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok {
				continue
			}
			for _, spec := range gd.Specs {
				if ts, ok := spec.(*ast.TypeSpec); ok && pkg.TypesInfo.Defs[ts.Name] == tn {
					if _, lit := ts.Type.(*ast.StructType); lit {
						return nil
					}
					return pkg.TypesInfo.TypeOf(ts.Type)
				}
			}
		}
	}
	return nil
}
