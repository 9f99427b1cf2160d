// This file defines the client of a defined type over a collection marked
// //snowflake:base (type Hits atomic.Int64, type Registry sync.Map): its
// methods reach the object as their receiver converted to the collection,
// (*atomic.Int64)(h), which today's Client (a base field or variable)
// cannot express. Its methods are reported unsupported, naming the type
// and the form (notFollowed), rather than left out: a verdict will replace
// the refusal when the walker follows the form.

package paths

import (
	"fmt"
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/packages"
)

// definedTypeClient returns the refused client of the defined type tn
// marked //snowflake:base, or a diagnostic when the type it is defined
// over is no supported collection.
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
	obj := objectRef{form: formDefined, expr: tn.Name()}
	c := &Client{Name: tn.Name(), Pkg: pkg, Type: named, Field: -1, Param: -1, Base: tn.Name(), BasePos: tn.Pos(),
		Collection: coll, Skipped: string(formDefined), Refusal: &Refusal{Pos: tn.Pos(), Message: notFollowed([]objectRef{obj})}}
	for i := 0; i < named.NumMethods(); i++ {
		if fn := p.SSA.FuncValue(named.Method(i)); fn != nil {
			c.Funcs = append(c.Funcs, fn)
		}
	}
	sortFuncs(p, c.Funcs)
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
