// This file defines the shared-read check of a critical section
// (locksection.go): a function atomic by its lock reads no memory that a
// function of its package writes after construction, and calls no
// collection method on an object other than its base.
//
// Written memory is named by place: a struct field (types.Var), a package
// variable, an array inside one; or, for what an address of another form
// reaches (a slice's element, a pointer's target), by the type it holds,
// which every written place's type joins (a pointer may alias a field).
// A place is written by a store outside construction (unpublished), a
// store to a package variable outside its package's initialization (an
// exported variable always: importers may write it), or any use of its
// address other than a load, a store, or a method call on a collection or
// a mutex. Maps are named by type: written by an update, delete or clear.

package paths

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// writtenMemory is what the package's functions write after construction.
type writtenMemory struct {
	places map[any]token.Pos    // *types.Var, *ssa.Global
	types  map[string]token.Pos // types.TypeString of what other addresses hold; of maps updated
}

// sharedReads checks the functions the section's walk visited.
func (f *lockFlow) sharedReads(funcs []*ssa.Function) *LockBreak {
	w := &writtenMemory{places: map[any]token.Pos{}, types: map[string]token.Pos{}}
	for _, fn := range funcs {
		w.collect(fn)
	}
	for fn := range f.visited {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if f.reads[instr] { // a guarded field, read in the section (lockguard.go)
					continue
				}
				if br := f.sharedRead(w, instr); br != nil {
					return br
				}
			}
		}
	}
	return nil
}

// sharedRead checks one instruction of the section's function.
func (f *lockFlow) sharedRead(w *writtenMemory, instr ssa.Instruction) *LockBreak {
	var key any
	var t types.Type
	switch in := instr.(type) {
	case *ssa.UnOp:
		if in.Op != token.MUL || f.isBaseAddr(in.X) || localAddr(in.X) {
			return nil
		}
		key, t = placeOf(in.X), in.Type()
	case *ssa.Lookup:
		t = in.X.Type()
	case *ssa.Range:
		t = in.X.Type()
	case ssa.CallInstruction:
		if f.collectionMethodOn(in.Common()) {
			return &LockBreak{Why: "calls " + lockCallName(in.Common()) + " on another object than " + f.base + ", which the lock does not cover", Pos: in.Pos()}
		}
		return nil
	default:
		return nil
	}
	pos, ok := w.places[key]
	if key == nil || !ok {
		pos, ok = w.types[typeKey(t)]
	}
	if !ok {
		return nil
	}
	return &LockBreak{Why: "reads memory (" + instrExpr(instr) + ") that the package writes at " + f.p.Where(pos), Pos: instr.Pos()}
}

// isBaseAddr reports whether v is a base's address.
func (f *lockFlow) isBaseAddr(v ssa.Value) bool {
	return f.baseAt(v) != nil
}

// baseAt returns the base whose address v is, or nil.
func (f *lockFlow) baseAt(v ssa.Value) *Client {
	v = unconvert(v)
	for _, b := range f.bases {
		if b.Global != nil {
			if v == b.Global {
				return b
			}
			continue
		}
		if instr, ok := v.(ssa.Instruction); ok {
			if _, ok := baseAddr(b, instr); ok {
				return b
			}
		}
	}
	return nil
}

// isBaseField reports whether field k of the client's struct is a base.
func (f *lockFlow) isBaseField(k int) bool {
	for _, b := range f.bases {
		if b.Global == nil && b.Field == k {
			return true
		}
	}
	return false
}

// localAddr reports whether addr lies in a variable or allocation of the
// function itself.
func localAddr(addr ssa.Value) bool {
	for {
		switch a := unconvert(addr).(type) {
		case *ssa.Alloc:
			return true
		case *ssa.FieldAddr:
			addr = a.X
		case *ssa.IndexAddr:
			if _, ok := a.X.Type().Underlying().(*types.Pointer); !ok {
				return false
			}
			addr = a.X
		default:
			return false
		}
	}
}

// collectionMethodOn reports whether cc calls a collection's method (or a
// sync/atomic function) on something other than the base.
func (f *lockFlow) collectionMethodOn(cc *ssa.CallCommon) bool {
	callee := cc.StaticCallee()
	if callee == nil || cc.IsInvoke() || len(cc.Args) == 0 {
		return false
	}
	if f.isBaseAddr(cc.Args[0]) {
		return false
	}
	if u, ok := unconvert(cc.Args[0]).(*ssa.UnOp); ok {
		if b := f.baseAt(u.X); b != nil && b.ByPointer {
			return false
		}
	}
	if f.collectionMethod(callee) {
		return true
	}
	if _, _, ok := f.p.methodExprOf(callee); ok {
		return true
	}
	obj, ok := callee.Object().(*types.Func)
	return ok && isAtomicForm(obj)
}

// collect adds what fn writes after construction.
func (w *writtenMemory) collect(fn *ssa.Function) {
	early := constructionStores(fn)
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch in := instr.(type) {
			case *ssa.Store:
				if g, ok := unconvert(in.Addr).(*ssa.Global); ok && (isInit(fn) || fn.Name() == "init") && (g.Object() == nil || !g.Object().Exported()) {
					continue
				}
				if !early[in] {
					w.write(in.Addr, in.Pos())
				}
			case *ssa.MapUpdate:
				w.types[typeKey(in.Map.Type())] = in.Pos()
			case *ssa.Call:
				if bi, ok := in.Call.Value.(*ssa.Builtin); ok && (bi.Name() == "delete" || bi.Name() == "clear") {
					w.types[typeKey(in.Call.Args[0].Type())] = in.Pos()
				}
			case *ssa.FieldAddr:
				w.escapes(in)
			}
			for _, op := range instr.Operands(nil) {
				if g, ok := (*op).(*ssa.Global); ok {
					w.escapesBy(g, instr)
				}
			}
		}
	}
}

// write records a store to addr.
func (w *writtenMemory) write(addr ssa.Value, pos token.Pos) {
	if k := placeOf(addr); k != nil {
		w.places[k] = pos
	}
	w.types[typeKey(addr.Type().Underlying().(*types.Pointer).Elem())] = pos
}

// escapes records the uses of a field's address other than loads, stores
// to it, deeper addresses and method calls on collections and mutexes.
func (w *writtenMemory) escapes(v ssa.Value) {
	for _, ref := range *v.Referrers() {
		w.escapesBy(v, ref)
	}
}

func (w *writtenMemory) escapesBy(v ssa.Value, ref ssa.Instruction) {
	switch r := ref.(type) {
	case *ssa.UnOp, *ssa.DebugRef, *ssa.FieldAddr, *ssa.IndexAddr:
		return
	case *ssa.Store:
		if r.Addr == v {
			return
		}
	case ssa.CallInstruction:
		if isMethodReceiver(r, v) || isMutexReceiver(r, v) {
			return
		}
	}
	w.write(v, ref.Pos())
}

// placeOf names the place an address denotes: a field, a package
// variable, or the array inside one an index reaches; nil otherwise.
func placeOf(addr ssa.Value) any {
	switch a := unconvert(addr).(type) {
	case *ssa.Global:
		return a
	case *ssa.FieldAddr:
		if p, ok := a.X.Type().Underlying().(*types.Pointer); ok {
			if s, ok := p.Elem().Underlying().(*types.Struct); ok {
				return s.Field(a.Field)
			}
		}
	case *ssa.IndexAddr:
		if _, ok := a.X.Type().Underlying().(*types.Pointer); ok { // an array's element
			return placeOf(a.X)
		}
	}
	return nil
}

func typeKey(t types.Type) string { return types.TypeString(t.Underlying(), nil) }

func isAtomicForm(obj *types.Func) bool {
	return obj.Pkg() != nil && obj.Pkg().Path() == "sync/atomic" && obj.Signature().Recv() == nil
}

// instrExpr prints what instr reads as Go, as far as it can.
func instrExpr(instr ssa.Instruction) string {
	switch in := instr.(type) {
	case *ssa.UnOp:
		return addrExpr(in.X)
	case *ssa.Lookup:
		return "a map lookup"
	}
	return "a range over a map"
}
