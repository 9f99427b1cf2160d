// This file defines the recognition of the base object in a client
// function's SSA: the receiver's base field (by value or by pointer), or the
// base package variable.

package paths

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// receiver returns the receiver parameter when fn is a method of the
// client's type, else nil.
func (w *walker) receiver() *ssa.Parameter {
	c := w.client
	recv := w.fn.Signature.Recv()
	if c.Type == nil || recv == nil || len(w.fn.Params) == 0 {
		return nil
	}
	t := recv.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := t.(*types.Named); ok && n.Origin() == c.Type.Origin() {
		return w.fn.Params[0]
	}
	return nil
}

// isBaseAddr reports whether v is the address of the receiver's base field.
func (w *walker) isBaseAddr(v ssa.Value) bool {
	fa, ok := v.(*ssa.FieldAddr)
	return ok && fa.Field == w.client.Field && w.client.Type != nil && fa.X == w.receiver() && w.receiver() != nil
}

// isBase reports whether v denotes the base object (a pointer to the collection).
func (w *walker) isBase(v ssa.Value) bool {
	c := w.client
	if c.Global != nil {
		if !c.ByPointer {
			return v == c.Global
		}
		u, ok := v.(*ssa.UnOp)
		return ok && u.Op == token.MUL && u.X == c.Global
	}
	if !c.ByPointer {
		return w.isBaseAddr(v)
	}
	switch v := v.(type) {
	case *ssa.UnOp:
		return v.Op == token.MUL && w.isBaseAddr(v.X)
	case *ssa.Field:
		return v.Field == c.Field && w.receiver() != nil && v.X == w.receiver()
	}
	return false
}
