// This file defines the translation of memory operations: addresses,
// loads, stores, indexing and slicing. Memory outside the path's own fresh
// allocations may change between any two instructions (other goroutines),
// so every load yields an arbitrary value, and every store to it is refused.

package paths

import (
	"fmt"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
	"golang.org/x/tools/go/ssa"
)

func (w *walker) store(st *state, b *ssa.BasicBlock, i int, in *ssa.Store) bool {
	if w.storeFunc(st, in) { // a function value into a cell (closures.go)
		return true
	}
	if w.racyWrite(st, in) { // racy.go
		return true
	}
	st.effects++
	if !w.early[in] && (w.heapStore(st, in) || w.cellStore(st, in)) { // a fresh object reached by its pointer (freshheap.go, closures.go)
		return w.nilCheck(st, b, i, in.Addr, nil)
	}
	if !w.early[in] {
		w.refuse(in.Pos(), "write to memory outside the function (%s): not supported", w.describeAddr(in.Addr))
		return true
	}
	v := w.value(st, in.Val)
	if root, path, ok := addrPath(in.Addr); root != nil {
		if o := st.heap[root]; o != nil {
			if ok {
				w.set(o, path, v)
			} else {
				o.unknown = true
			}
		}
	}
	return w.nilCheck(st, b, i, in.Addr, nil)
}

// describeAddr says what an address points to, in Go: "field max
// (s.max)", "package variable hits", "element names[i]".
func (w *walker) describeAddr(v ssa.Value) string {
	x, ok := w.goExpr(v, 8)
	x = strings.TrimPrefix(x, "&")
	switch a := v.(type) {
	case *ssa.FieldAddr:
		st := a.X.Type().Underlying().(*types.Pointer).Elem().Underlying().(*types.Struct)
		if ok {
			return "field " + st.Field(a.Field).Name() + ", " + x
		}
		return "field " + st.Field(a.Field).Name()
	case *ssa.Global:
		return "package variable " + a.Name()
	case *ssa.IndexAddr:
		if ok {
			return "element " + x
		}
		return "an element"
	}
	if ok {
		return "*" + x
	}
	return "memory the function was given"
}

func (w *walker) fieldAddr(st *state, b *ssa.BasicBlock, i int, in *ssa.FieldAddr) bool {
	if w.isBaseAddr(st, in) {
		return w.nilCheck(st, b, i, in.X, nil)
	}
	if x, ok := embeddedAddr(w.prog.Catalog, in); ok && w.isBase(st, x) { // &c.cache (embedded.go)
		return true
	}
	return w.nilCheck(st, b, i, in.X, func(st *state) {
		st.env[in] = w.model.Func(fieldFun(in.X.Type(), in.Field), w.model.Sort(in.Type()), w.value(st, in.X))
	})
}

func (w *walker) index(st *state, b *ssa.BasicBlock, i int, in *ssa.Index) bool {
	x, idx := w.value(st, in.X), w.value(st, in.Index)
	if values.IsCompound(in.X.Type()) { // a small array value: exact
		n := len(values.Elems(in.X.Type()))
		if n == 0 {
			return w.guard(st, b, i, smt.True, w.runtimePanic("index", idx, smt.BVLit(0, 64)), nil)
		}
		i64 := index64(idx, in.Index.Type())
		oob := smt.Apply("bvuge", smt.Bool, i64, smt.BVLit(uint64(n), 64))
		// Go's message names the index and the length.
		return w.guard(st, b, i, oob, w.runtimePanic("index", idx, smt.BVLit(uint64(n), 64)), func(st *state) {
			v := w.model.Select(in.X.Type(), x, n-1)
			for j := n - 2; j >= 0; j-- {
				v = smt.Ite(smt.Eq(i64, smt.BVLit(uint64(j), 64)), w.model.Select(in.X.Type(), x, j), v)
			}
			st.env[in] = v
		})
	}
	if isString(in.X.Type()) {
		return w.stringByte(st, b, i, in, x, idx, in.Index.Type())
	}
	name := "index!" + x.Sort.String()
	oob := w.boundsPanics(st, name, in.X.Type(), in.Index, x, idx)
	return w.guard(st, b, i, oob, w.runtimePanic("index", x, idx), func(st *state) {
		st.env[in] = w.model.Func(name, w.model.Sort(in.Type()), x, idx)
	})
}

// boundsPanics is the condition under which indexing x (of type t) at idx
// panics: Go's bounds check, the index widened to 64 bits keeping its value
// and compared as unsigned (a negative index is out of range) with the
// array's length or the slice's len; uninterpreted for other operands.
func (w *walker) boundsPanics(st *state, name string, t types.Type, idxv ssa.Value, x, idx *smt.Term) *smt.Term {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	if idx.Sort.Kind != smt.KindBV || idx.Sort.Width > 64 {
		return w.model.Func(name+"!panics", smt.Bool, x, idx)
	}
	i64 := index64(idx, idxv.Type())
	switch u := t.Underlying().(type) {
	case *types.Array:
		if c, ok := idxv.(*ssa.Const); ok && c.Value != nil {
			if v := c.Int64(); v >= 0 && v < u.Len() {
				return smt.False
			}
		}
		return smt.Apply("bvuge", smt.Bool, i64, smt.BVLit(uint64(u.Len()), 64))
	case *types.Slice:
		return smt.Apply("bvuge", smt.Bool, i64, w.lenOf(st, x, t))
	}
	return w.model.Func(name+"!panics", smt.Bool, x, idx)
}

// lenOf is len(x) for a slice value x, or a map value x as a range over it
// finds it (maprange.go), of Go type t: a function of the value, never
// negative, and 0 for nil (facts of the path, recorded once).
func (w *walker) lenOf(st *state, x *smt.Term, t types.Type) *smt.Term {
	if n, ok := w.freshSliceLen(st, x); ok && isSlice(t) { // freshslice.go
		return n
	}
	n := w.model.Func("len!"+x.Sort.String(), smt.BV(64), x)
	zero := smt.BVLit(0, 64)
	for _, fact := range []*smt.Term{smt.Apply("bvsge", smt.Bool, n, zero), smt.Implies(smt.Eq(x, w.nilOf(t)), smt.Eq(n, zero))} {
		if !slices.ContainsFunc(st.facts, func(f *smt.Term) bool { return f.String() == fact.String() }) {
			st.facts = append(st.facts, fact)
		}
	}
	return n
}

func (w *walker) indexAddr(st *state, b *ssa.BasicBlock, i int, in *ssa.IndexAddr) bool {
	x, idx := w.value(st, in.X), w.value(st, in.Index)
	name := "indexaddr!" + x.Sort.String()
	_, isPtr := in.X.Type().Underlying().(*types.Pointer)
	oob := w.boundsPanics(st, name, in.X.Type(), in.Index, x, idx)
	pv := w.runtimePanic("index", x, idx)
	if arr, ok := in.X.Type().Underlying().(*types.Pointer); ok {
		if a, ok := arr.Elem().Underlying().(*types.Array); ok { // Go's message names the index and the length
			pv = w.runtimePanic("index", idx, smt.BVLit(uint64(a.Len()), 64))
		}
	}
	if isPtr && !st.nonnil[in.X] && !isNonNil(in.X) {
		isNil := smt.Eq(x, w.nilOf(in.X.Type()))
		oob = smt.Or(isNil, oob)
		pv = smt.Ite(isNil, w.runtimePanic("nilderef"), pv)
	}
	return w.guard(st, b, i, oob, pv, func(st *state) {
		st.env[in] = w.model.Func(name, w.model.Sort(in.Type()), x, idx)
	})
}

func (w *walker) lookup(st *state, b *ssa.BasicBlock, i int, in *ssa.Lookup) bool {
	if isMap(in.X.Type()) {
		// A map's contents live in memory that may change: arbitrary values.
		// (A key that is or holds an interface may panic when hashed.)
		k := w.value(st, in.Index)
		cond, pv := smt.False, w.runtimePanic("unhashable")
		if !values.NeverPanicsOnEq(in.Index.Type()) {
			boxed := k
			if k.Sort != anySort() {
				boxed = w.model.Box(in.Index.Type(), k)
			}
			cond, pv = w.model.HashPanics(boxed), w.runtimePanic("unhashable", w.model.HashType(boxed))
		}
		return w.guard(st, b, i, cond, pv, func(st *state) {
			if v, ok, exact := w.mapLookup(st, in.X.Type().Underlying().(*types.Map), w.mapTerm(st, in.X), k); exact {
				if in.CommaOk { // a fresh map of the path (freshmap.go)
					st.tuples[in] = []*smt.Term{v, ok}
				} else {
					st.env[in] = v
				}
				return
			}
			if in.CommaOk {
				tup := in.Type().(*types.Tuple)
				st.tuples[in] = []*smt.Term{w.fresh(st, in.Name(), w.model.Sort(tup.At(0).Type())), w.fresh(st, in.Name()+"ok", smt.Bool)}
				w.setName(st.tuples[in][0].Op, w.resultName(in, 0))
				w.setName(st.tuples[in][1].Op, w.resultName(in, 1))
			} else {
				st.env[in] = w.havoc(st, in)
			}
		})
	}
	return w.stringByte(st, b, i, in, w.value(st, in.X), w.value(st, in.Index), in.Index.Type())
}

// stringByte translates x[idx] on a string (an Index or a Lookup in): one
// character per byte (smt.StringLit), so it is the code of the character
// at idx, in range when idx, as unsigned, is below len(x).
func (w *walker) stringByte(st *state, b *ssa.BasicBlock, i int, in ssa.Value, x, idx *smt.Term, t types.Type) bool {
	i64 := index64(idx, t)
	oob := smt.Apply("bvuge", smt.Bool, i64, strLen(x, 64))
	return w.guard(st, b, i, oob, w.runtimePanic("index", x, idx), func(st *state) {
		at := smt.Apply("str.at", smt.String, x, smt.Apply("bv2nat", smt.Int, i64))
		st.env[in] = smt.Apply("(_ int2bv 8)", smt.BV(8), smt.Apply("str.to_code", smt.Int, at))
	})
}

// strLen is len(x) of a string x, as an integer of the given width.
func strLen(x *smt.Term, width int) *smt.Term {
	return smt.Apply(fmt.Sprintf("(_ int2bv %d)", width), smt.BV(width), smt.Apply("str.len", smt.Int, x))
}

// index64 widens an integer index of Go type t to 64 bits, keeping its
// value (sign-extending signed types): compared as unsigned with a length,
// a negative index is out of range, as in Go.
func index64(idx *smt.Term, t types.Type) *smt.Term {
	if idx.Sort.Width >= 64 {
		return idx
	}
	return smt.Apply(ext(64-idx.Sort.Width, !isUnsigned(t)), smt.BV(64), idx)
}

func (w *walker) slice(st *state, b *ssa.BasicBlock, i int, in *ssa.Slice) bool {
	if isString(in.X.Type()) {
		return w.sliceString(st, b, i, in)
	}
	args := []*smt.Term{w.value(st, in.X)}
	for _, v := range []ssa.Value{in.Low, in.High, in.Max} {
		if v != nil {
			args = append(args, w.value(st, v))
		} else {
			args = append(args, smt.Lit("false", smt.Bool)) // absent bound
		}
	}
	s := w.model.Sort(in.Type())
	name := "slice!" + args[0].Sort.String() + "!" + s.String()
	panics := w.model.Func(name+"!panics", smt.Bool, args...)
	if arraySliceInRange(in) {
		panics = smt.False
	}
	return w.guard(st, b, i, panics, w.runtimePanic("slice", args...), func(st *state) {
		st.env[in] = w.model.Func(name, s, args...)
	})
}

// arraySliceInRange reports whether slice expression in never panics: it
// slices an array the function allocates (never nil; a call's ...
// arguments), with constant bounds within the array.
func arraySliceInRange(in *ssa.Slice) bool {
	alloc, ok := in.X.(*ssa.Alloc)
	if !ok {
		return false
	}
	arr, ok := alloc.Type().Underlying().(*types.Pointer).Elem().Underlying().(*types.Array)
	if !ok {
		return false
	}
	n := arr.Len()
	bound := func(v ssa.Value, def int64) (int64, bool) {
		if v == nil {
			return def, true
		}
		c, ok := v.(*ssa.Const)
		if !ok || c.Value == nil {
			return 0, false
		}
		x, exact := constant.Int64Val(constant.ToInt(c.Value))
		return x, exact
	}
	lo, ok1 := bound(in.Low, 0)
	hi, ok2 := bound(in.High, n)
	max, ok3 := bound(in.Max, n)
	return ok1 && ok2 && ok3 && 0 <= lo && lo <= hi && hi <= max && max <= n
}

// sliceString translates s[lo:hi] on a string: the substring, which
// panics unless lo <= hi <= len(s) (as unsigned: a negative bound panics).
func (w *walker) sliceString(st *state, b *ssa.BasicBlock, i int, in *ssa.Slice) bool {
	x := w.value(st, in.X)
	n := strLen(x, 64)
	lo, hi := smt.BVLit(0, 64), n
	if in.Low != nil {
		lo = index64(w.value(st, in.Low), in.Low.Type())
	}
	if in.High != nil {
		hi = index64(w.value(st, in.High), in.High.Type())
	}
	ok := smt.And(smt.Apply("bvule", smt.Bool, lo, hi), smt.Apply("bvule", smt.Bool, hi, n))
	return w.guard(st, b, i, smt.Not(ok), w.runtimePanic("slice", x, lo, hi), func(st *state) {
		from := smt.Apply("bv2nat", smt.Int, lo)
		st.env[in] = smt.Apply("str.substr", smt.String, x, from, smt.Apply("-", smt.Int, smt.Apply("bv2nat", smt.Int, hi), from))
	})
}

// makeFresh translates make: a fresh value; a bad size panics.
func (w *walker) makeFresh(st *state, b *ssa.BasicBlock, i int, v ssa.Value) bool {
	var sizes []*smt.Term
	for _, op := range v.(ssa.Instruction).Operands(nil) {
		if *op != nil {
			sizes = append(sizes, w.value(st, *op))
		}
	}
	if _, ok := v.(*ssa.MakeMap); ok {
		sizes = nil // a map's size hint never panics (the run time ignores one out of range); capacity is not contents
	}
	cond, pv := smt.False, w.runtimePanic("makesize", sizes...)
	if len(sizes) > 0 {
		cond = w.model.Func("make!panics!"+w.model.Sort(v.Type()).String(), smt.Bool, sizes...)
	}
	if mc, ok := v.(*ssa.MakeChan); ok {
		cond, pv = w.makeChanPanics(mc, cond) // chans.go
	}
	return w.guard(st, b, i, cond, pv, func(st *state) {
		st.env[v] = w.havoc(st, v)
		st.nonnil[v] = true
		o := &object{site: v, ptr: st.env[v], sizes: sizes}
		st.heap[v] = o
		if !isSlice(v.Type()) {
			w.freshFacts(st, o.ptr, v.Type()) // a new map or channel; a slice value is not a pointer
		}
		st.objects = append(st.objects, o)
	})
}

// unpublished finds the stores into and loads from fresh allocations that
// happen before the allocation is published: those of a private
// allocation (whose address is only loaded from and stored to), and those
// that no use letting the address escape can precede without the
// allocation being executed again (which makes a new object, as in a retry
// loop). Such stores have no effect outside the function; such loads read
// what the path stored there, or zero.
func unpublished(fn *ssa.Function) map[ssa.Instruction]bool {
	return earlyAccesses(fn, false)
}

// earlyAccesses finds the accesses to fresh allocations that no use
// letting the allocation escape can precede; with cells, it follows the
// pointer through a variable's cell and keeps the stores only
// (constructionStores).
func earlyAccesses(fn *ssa.Function, cells bool) map[ssa.Instruction]bool {
	early := map[ssa.Instruction]bool{}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			var made interface {
				ssa.Value
				ssa.Instruction
			}
			switch v := instr.(type) {
			case *ssa.Alloc:
				made = v
			case *ssa.Call:
				if cells && freshResult(v) { // constructionStores: a helper's new object (freshresult.go)
					made = v
				}
			}
			if made == nil {
				continue
			}
			accesses, escapes := allocUsesVia(made, cells)
			for _, a := range accesses {
				if _, store := a.(*ssa.Store); (store || !cells) && !afterEscape(made, escapes, a) {
					early[a] = true
				}
			}
		}
	}
	return early
}

// allocUsesVia splits the uses of an allocation's addresses into accesses
// (stores to them, loads from them) and uses that let them escape. With
// cells, the pointer stored once in a local variable's cell (p := &T{...}
// that a closure captures, which makes p a cell) is followed through the
// cell's loads, and the cell's other uses (the closure capturing it) let
// the allocation escape.
func allocUsesVia(alloc ssa.Value, cells bool) (accesses, escapes []ssa.Instruction) {
	var walk func(v ssa.Value)
	walk = func(v ssa.Value) {
		for _, ref := range *v.Referrers() {
			switch r := ref.(type) {
			case *ssa.FieldAddr:
				walk(r)
			case *ssa.IndexAddr:
				walk(r)
			case *ssa.Store:
				cell, isCell := r.Addr.(*ssa.Alloc)
				switch {
				case r.Addr == v:
					accesses = append(accesses, r)
				case cells && v == alloc && isCell && storedOnce(cell) == v:
					escapes = append(escapes, cellUses(cell, walk)...)
				default:
					escapes = append(escapes, r)
				}
			case *ssa.UnOp:
				if r.Op == token.MUL {
					accesses = append(accesses, r)
				}
			case *ssa.DebugRef:
			case *ssa.MakeInterface:
				if c := asTarget(r); c != nil { // errors.As writes the variable (errorsas.go)
					accesses = append(accesses, c)
				} else {
					escapes = append(escapes, r)
				}
			case *ssa.MakeClosure:
				if !isCallbackClosure(r) { // a callback only reads its captured cells
					escapes = append(escapes, r)
				}
			default:
				escapes = append(escapes, r)
			}
		}
	}
	walk(alloc)
	return accesses, escapes
}

// cellUses follows the loads of cell, a variable stored once with an
// allocation's pointer, as the allocation (walk), and returns its other
// uses: each may let the pointer escape.
func cellUses(cell *ssa.Alloc, walk func(ssa.Value)) []ssa.Instruction {
	var out []ssa.Instruction
	for _, ref := range *cell.Referrers() {
		switch r := ref.(type) {
		case *ssa.UnOp:
			if r.Op == token.MUL {
				walk(r)
				continue
			}
		case *ssa.Store:
			if r.Addr == cell {
				continue // the one store of the pointer
			}
		case *ssa.DebugRef:
			continue
		}
		out = append(out, ref)
	}
	return out
}

// constructionStores finds the stores that construct a new allocation
// before it is published, as unpublished does, following too a pointer
// held in a local variable's cell (cellUses): p := &Pool{...} captured by
// a closure later, with p.tracer = t set before the closure is made. The
// checks that a field is written only during construction read them; the
// walker's memory model (unpublished) does not.
//
// Soundness: the cell is stored once, with the allocation's pointer, so
// every load of it gives that pointer (or, before the store, none that
// reaches the allocation); every other use of the cell is an escape of
// the allocation, so a store no escape can precede (afterEscape) is made
// while no other goroutine can reach the allocation.
func constructionStores(fn *ssa.Function) map[ssa.Instruction]bool {
	return earlyAccesses(fn, true)
}

// afterEscape reports whether instr can run after one of the escaping uses
// of alloc without alloc being executed again in between.
func afterEscape(alloc ssa.Instruction, escapes []ssa.Instruction, instr ssa.Instruction) bool {
	for _, e := range escapes {
		if e.Block() == instr.Block() && !beforeAll(instr, []ssa.Instruction{e}) && instr != e {
			return true // later in the same block
		}
		seen := map[*ssa.BasicBlock]bool{}
		work := append([]*ssa.BasicBlock(nil), e.Block().Succs...)
		for len(work) > 0 {
			b := work[len(work)-1]
			work = work[:len(work)-1]
			if seen[b] {
				continue
			}
			seen[b] = true
			if b == alloc.Block() {
				// Entering the allocation's block runs it again (a new object),
				// unless instr precedes the allocation there: impossible, as
				// the allocation dominates its uses.
				continue
			}
			if b == instr.Block() {
				return true
			}
			work = append(work, b.Succs...)
		}
	}
	return false
}

// beforeAll reports whether x comes before every instruction of uses in x's block.
func beforeAll(s ssa.Instruction, uses []ssa.Instruction) bool {
	for _, u := range uses {
		if u.Block() != s.Block() {
			continue
		}
		for _, instr := range s.Block().Instrs {
			if instr == u {
				return false
			}
			if instr == s {
				break
			}
		}
	}
	return true
}

// load translates a load: exact from a fresh, unpublished allocation whose
// contents are known; a constant for a field of the receiver that nothing
// writes after construction; otherwise an arbitrary value, as memory may
// change at any time.
func (w *walker) load(st *state, in *ssa.UnOp) *smt.Term {
	if v, ok := capturedLoad(st, in); ok { // a callback's body (cbdefs.go)
		return v
	}
	if w.early[in] {
		if root, path, ok := addrPath(in.X); ok {
			if o := st.heap[root]; o != nil {
				if v, ok := w.get(o, path); ok {
					return v
				}
			}
		}
	}
	if v, ok := w.heapLoad(st, in); ok { // a fresh object reached by its pointer (freshheap.go)
		return v
	}
	if v, ok := w.sliceLoad(st, in); ok { // a slice the path built (freshslice.go)
		return v
	}
	if v, ok := w.constField(st, in); ok {
		return v
	}
	if w.stopped() {
		return w.havoc(st, in)
	}
	if v, ok := w.immutableLoad(st, in); ok {
		return v
	}
	if v, ok := w.constGlobalLoad(in); ok {
		w.sentinelFacts(st, in, v) // errors.go
		return v
	}
	v := w.havoc(st, in)
	if addr, ok := st.env[in.X]; ok {
		st.loads = append(st.loads, w.memRead(st, in, addr, v))
	} else if g, ok := in.X.(*ssa.Global); ok { // a package variable written after init
		st.loads = append(st.loads, MemRead{Addr: w.value(st, g), Value: v, Calls: len(st.calls), Global: g.Pkg.Pkg.Name() + "." + g.Name(), Type: in.Type()})
	}
	return v
}

// memRead describes load in, of addr, which gave v.
func (w *walker) memRead(st *state, in *ssa.UnOp, addr, v *smt.Term) MemRead {
	r := MemRead{Addr: addr, Value: v, Calls: len(st.calls), Type: in.Type(), Via: addr, ViaType: in.X.Type()}
	switch a := in.X.(type) {
	case *ssa.FieldAddr:
		r.Via, r.ViaType = w.value(st, a.X), a.X.Type()
		r.Field = a.X.Type().Underlying().(*types.Pointer).Elem().Underlying().(*types.Struct).Field(a.Field).Name()
	case *ssa.IndexAddr:
		r.Via, r.ViaType, r.Index = w.value(st, a.X), a.X.Type(), w.value(st, a.Index)
	}
	return r
}
