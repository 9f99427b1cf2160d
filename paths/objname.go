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
	expr, t := w.objectExpr(v)
	return expr + " (" + Article(goTypeName(t, w.fn)) + ")"
}

// exprOf names the object a collection call's receiver argument v
// denotes, as Go: `c.drops`, `v.(*atomic.Int64)`; "a value computed at
// line N" when it has no expression.
func (w *walker) exprOf(v ssa.Value) string {
	expr, _ := w.objectExpr(v)
	return expr
}

// objectExpr is exprOf with the object's type: the pointee of an address
// taken (&c.drops), else v's.
func (w *walker) objectExpr(v ssa.Value) (string, types.Type) {
	expr, ok := w.goExpr(v, 6)
	t := v.Type()
	if !ok {
		return "a value computed at line " + w.lineOf(v), t
	}
	if strings.HasPrefix(expr, "&") {
		expr = expr[1:]
		if p, isPtr := t.Underlying().(*types.Pointer); isPtr {
			t = p.Elem()
		}
	}
	return expr, t
}

// baseName names the base object as the function reaches it: the
// receiver's field (`s.items`), or the package variable.
func (w *walker) baseName() string {
	if recv := w.receiver(); recv != nil && w.client.Type != nil && w.client.Global == nil {
		return recv.Name() + "." + w.client.Base
	}
	return w.client.Base
}

// baseObject is baseName with the base's type, for messages.
func (w *walker) baseObject() string {
	if t := w.client.DeclaredType(); t != nil {
		return w.baseName() + " (" + Article(goTypeName(t, w.fn)) + ")"
	}
	return w.baseName()
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
