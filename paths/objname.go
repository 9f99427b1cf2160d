// This file names objects in messages as Go prints them: the receiver of a
// collection call that is not the base object (`c.drops`, a `*uint64`),
// and the base object itself (`s.items`).

package paths

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// calledObject names the object a collection call's receiver argument v
// denotes, and its type: `c.drops (a uint64)` for &c.drops, `p (a
// *uint64)` for a pointer p called through.
func (w *walker) calledObject(v ssa.Value) string {
	expr, ok := w.goExpr(v, 4)
	t := v.Type()
	if ok && strings.HasPrefix(expr, "&") {
		expr = expr[1:]
		if p, isPtr := t.Underlying().(*types.Pointer); isPtr {
			t = p.Elem()
		}
	}
	if !ok {
		expr = "a value computed at line " + w.lineOf(v)
	}
	return expr + " (" + Article(goTypeName(t, w.fn)) + ")"
}

// baseObject names the base object as the function reaches it: the
// receiver's field (`s.items`), or the package variable, with its type.
func (w *walker) baseObject() string {
	c := w.client
	name := c.Base
	if recv := w.receiver(); recv != nil && c.Type != nil {
		name = recv.Name() + "." + c.Base
	}
	var t types.Type
	switch {
	case c.Global != nil:
		t = c.Global.Type().(*types.Pointer).Elem()
	case c.Type != nil && c.Field >= 0:
		t = c.Type.Underlying().(*types.Struct).Field(c.Field).Type()
	default:
		return name
	}
	return name + " (" + Article(goTypeName(t, w.fn)) + ")"
}

// goTypeName prints t as Go source in fn's package does: other packages'
// types by their package's name (atomic.Int64), fn's own unqualified.
func goTypeName(t types.Type, fn *ssa.Function) string {
	own := FuncPackage(fn)
	return types.TypeString(t, func(p *types.Package) string {
		if p == own {
			return ""
		}
		return p.Name()
	})
}
