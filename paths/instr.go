// This file defines the translation of one SSA instruction on a path: an
// exhaustive switch over go/ssa's instruction types, refusing what is not
// handled (a skipped instruction would make the verifier unsound).

package paths

import (
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// instr executes instruction i of b. It returns false when it ended the
// path or continued it itself (forks and control flow).
func (w *walker) instr(st *state, b *ssa.BasicBlock, i int) bool {
	switch in := b.Instrs[i].(type) {
	case *ssa.DebugRef:
	case *ssa.Phi:
		// handled on block entry
	case *ssa.Jump:
		w.block(st, b.Succs[0], b)
		return false
	case *ssa.If:
		w.branch(st, b, w.value(st, in.Cond))
		return false
	case *ssa.Return:
		if len(st.stack) > 0 {
			w.inlineReturn(st, in)
			return false
		}
		var res []*smt.Term
		for _, r := range in.Results {
			res = append(res, w.value(st, r))
		}
		w.finish(st, false, res, in.Pos())
		return false
	case *ssa.Panic:
		w.finish(st, true, []*smt.Term{w.value(st, in.X)}, in.Pos())
		return false
	case *ssa.Call:
		return w.call(st, b, i, in)
	case *ssa.Alloc:
		st.env[in] = w.havoc(st, in)
		st.nonnil[in] = true
		o := &object{site: in, elem: in.Type().Underlying().(*types.Pointer).Elem(), ptr: st.env[in], cells: map[string]*smt.Term{}}
		st.heap[in] = o
		w.freshFacts(st, o.ptr, in.Type())
		st.objects = append(st.objects, o)
	case *ssa.Store:
		if c, ok := w.prog.Catalog.Lookup(in.Val.Type()); ok && !isPointer(in.Val.Type()) { // objects.go
			w.refuse(in.Pos(), "a copy of %s value (go vet's copylocks): not supported", Article(c.Name()))
			return true
		}
		return w.store(st, b, i, in)
	case *ssa.UnOp:
		return w.unop(st, b, i, in)
	case *ssa.BinOp:
		return w.binop(st, b, i, in)
	case *ssa.Convert:
		if w.baseConversion(st, in) { // baseconv.go
			return true
		}
		st.env[in] = w.convert(st, in)
	case *ssa.ChangeType:
		if w.baseConversion(st, in) {
			return true
		}
		if _, isFunc := in.Type().Underlying().(*types.Signature); isFunc {
			return true // a callback converted to a named func type: translated at its call (callbacks.go)
		}
		st.env[in] = w.retype(w.value(st, in.X), in.Type(), "changetype")
	case *ssa.MultiConvert:
		if w.baseConversion(st, in) {
			return true
		}
		st.env[in] = w.retype(w.value(st, in.X), in.Type(), "multiconvert")
	case *ssa.ChangeInterface:
		st.env[in] = w.value(st, in.X)
	case *ssa.MakeInterface:
		st.env[in] = w.model.Box(in.X.Type(), w.value(st, in.X))
	case *ssa.TypeAssert:
		return w.typeAssert(st, b, i, in)
	case *ssa.Extract:
		st.env[in] = w.tuple(st, in.Tuple)[in.Index]
	case *ssa.Field:
		if w.isBase(st, in) {
			return true
		}
		st.env[in] = w.model.Select(in.X.Type(), w.value(st, in.X), in.Field)
	case *ssa.FieldAddr:
		return w.fieldAddr(st, b, i, in)
	case *ssa.Index:
		return w.index(st, b, i, in)
	case *ssa.IndexAddr:
		return w.indexAddr(st, b, i, in)
	case *ssa.Lookup:
		return w.lookup(st, b, i, in)
	case *ssa.Slice:
		return w.slice(st, b, i, in)
	case *ssa.SliceToArrayPointer:
		x, name := w.value(st, in.X), w.model.Sort(in.Type()).Name
		return w.guard(st, b, i, w.model.Func("slice2arrayptr!panics!"+name, smt.Bool, x), w.runtimePanic("slice2arrayptr", x), func(st *state) {
			st.env[in] = w.model.Func("slice2arrayptr!"+name, w.model.Sort(in.Type()), x)
		})
	case *ssa.MakeSlice, *ssa.MakeMap, *ssa.MakeChan:
		return w.makeFresh(st, b, i, in.(ssa.Value))
	case *ssa.MakeClosure:
		if !isCallbackClosure(in) && !w.collecting(st, in) { // callbacks are translated at their call (callbacks.go)
			w.makeClosure(st, in) // a closure the path knows (closures.go)
		}
	case *ssa.Go:
		w.refuse(in.Pos(), "go statement: not supported")
	case *ssa.Defer:
		w.deferCall(st, in)
	case *ssa.RunDefers:
		return w.runDefers(st, b, i)
	case *ssa.Send:
		w.refuse(in.Pos(), "channel send statement (it blocks until a receiver is ready; a send in a select with default does not): not supported")
	case *ssa.Select:
		return w.selectOp(st, b, i, in)
	case *ssa.MapUpdate:
		return w.mapUpdate(st, b, i, in) // exact on the path's own fresh maps (freshmap.go)
	case *ssa.Range:
		// An iterator over a string or a map: only Next uses it. In the
		// unrolled walk a string's iterator is its position (runes.go), a
		// map's the orders of its steps (maprange.go); otherwise Next's
		// results are arbitrary and it needs no term.
		w.value(st, in.X)
		if w.exact && w.rangesFreshMap(st, in) {
			return true // refused: freshmap.go
		}
		st.env[in] = smt.True
		switch {
		case w.exact && isString(in.X.Type()):
			st.env[in] = smt.IntLit(0)
		case w.exact && exactMapRange(in.X.Type()):
			st.tuples[in] = nil // no step taken yet: a range entered again starts afresh (maprange.go)
		}
	case *ssa.Next:
		st.effects++
		if w.exact && in.IsString {
			w.stringNext(st, in)
			break
		}
		if w.exact && exactMapRange(in.Iter.(*ssa.Range).X.Type()) {
			w.mapNext(st, in)
			break
		}
		// One step of the iterator: arbitrary (ok, key, value); map
		// contents may change at any time anyway, and the loop-free
		// walk's exceptional iteration starts anywhere in a string.
		tup := in.Type().(*types.Tuple)
		var out []*smt.Term
		for j := 0; j < tup.Len(); j++ {
			out = append(out, w.fresh(st, "next", w.model.Sort(tup.At(j).Type())))
			w.setName(out[j].Op, w.nextName(in, j))
		}
		st.tuples[in] = out
	default:
		w.refuse(in.Pos(), "instruction %T: not supported", in)
	}
	return true
}

// branch forks on cond to b's two successors.
func (w *walker) branch(st *state, b *ssa.BasicBlock, cond *smt.Term) {
	if !cond.IsFalse() {
		t := st.clone()
		t.conds = append(t.conds, cond)
		w.block(t, b.Succs[0], b)
	}
	if !cond.IsTrue() {
		st.conds = append(st.conds, smt.Not(cond))
		w.block(st, b.Succs[1], b)
	}
}

// runtimePanic is the value of an implicit run-time panic of the given
// kind: an uninterpreted function of the operands its message names (Go's
// run-time errors name the dynamic type, the index and length, the
// unhashable type...), so two panics are equal only when the model says so.
func (w *walker) runtimePanic(kind string, operands ...*smt.Term) *smt.Term {
	name := "panic!" + kind
	for _, o := range operands {
		name += "!" + o.Sort.String()
	}
	return w.model.Func(name, anySort(), operands...)
}

// nilCheck guards a dereference of ptr with a nil-pointer panic, then runs
// then; it returns as guard does.
func (w *walker) nilCheck(st *state, b *ssa.BasicBlock, i int, ptr ssa.Value, then func(*state)) bool {
	cond := smt.False
	if !st.nonnil[ptr] && !isNonNil(ptr) {
		cond = smt.Eq(w.value(st, ptr), w.nilOf(ptr.Type()))
	}
	return w.guard(st, b, i, cond, w.runtimePanic("nilderef"), func(st *state) {
		st.nonnil[ptr] = true
		if then != nil {
			then(st)
		}
	})
}

// isNonNil recognises pointers that are never nil by construction.
func isNonNil(v ssa.Value) bool {
	switch v := v.(type) {
	case *ssa.Alloc, *ssa.Global:
		return true
	case *ssa.FieldAddr, *ssa.IndexAddr:
		return true // a panic would have happened computing it
	case *ssa.MakeInterface:
		return false
	case *ssa.Const:
		return !v.IsNil()
	}
	return false
}

// nilOf returns the nil value of a pointer-like type.
func (w *walker) nilOf(t types.Type) *smt.Term {
	if _, ok := t.Underlying().(*types.Interface); ok {
		return w.model.Nil()
	}
	return w.model.Zero(t)
}

func fieldFun(structType types.Type, field int) string {
	return "field!" + types.TypeString(structType, nil) + "!" + itoa(field)
}

func itoa(i int) string {
	return smt.IntLit(int64(i)).String()
}
