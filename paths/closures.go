// This file defines function values the path knows: a function literal
// made on the path (a closure, with the terms its free variables are bound
// to) or a named function of the loaded packages used as a value. A call
// of such a value — directly, through a local variable, or through a
// parameter of an inlined helper the value was passed to — runs its body
// on the path as an inlined helper does (inline.go), its parameters bound
// to the arguments and its free variables to the closure's bindings.
//
// A function value stored into a cell of the path (a closure another
// closure captures) is known again where the cell is loaded (storeFunc,
// loadFunc); the load has no term, so its uses are checked as the
// closure's are.
//
// Captured variables. A variable a closure captures and may write is an
// Alloc cell of the function that made it; the closure's binding is the
// cell's pointer. The cell is an object of the path (heap.go), reached by
// its pointer's term (freshheap.go) from the closure's body and from the
// function after the closure was made, exact while it is unpublished.
//
// Soundness. A function value the walk tracks lives only in the walker's
// state, never in a term: every use of it other than calling it, passing
// it to a helper that is inlined, or passing it to a collection method as
// a callback (callbacks.go, which allows it only when the body writes
// nothing) — storing it, returning it, sending it, converting it to an
// interface, comparing it, passing it to any other call, merging it at a
// phi — refuses the function, naming that use (funcUse, passesFunc). So a
// closure the path made is never reachable by another goroutine or by code
// the walk does not run: its body runs only where the path runs it, and
// every write to a captured cell is a store the path makes, in order,
// through the cell's pointer. The cell is then the path's own memory like
// any unpublished allocation, whose contents are exact; publishing the
// cell itself (its address passed or stored elsewhere) ends that as it
// does for any object, and stores after it are refused (freshpublish.go).
// The condensed run walks the same bodies, so it makes the same closures
// with its own bindings.

package paths

import (
	"fmt"
	"go/token"
	"go/types"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// A funcVal is a function value the path knows.
type funcVal struct {
	fn   *ssa.Function
	made ssa.Value // the MakeClosure, or fn itself
	// binds holds, for each free variable of fn, what it is bound to.
	binds []binding
}

// A binding is the value a closure's free variable is bound to: a term,
// a function value the path knows, or the base object.
type binding struct {
	term    *smt.Term
	fn      *funcVal
	base    bool
	recv    bool // the term is the receiver (or an alias of it)
	nonnil  bool
	ssaName string
}

// funcOf returns the function value v stands for on the path, if the path
// knows it.
func (w *walker) funcOf(st *state, v ssa.Value) *funcVal {
	for ct, ok := v.(*ssa.ChangeType); ok; ct, ok = v.(*ssa.ChangeType) {
		v = ct.X
	}
	if f, ok := v.(*ssa.Function); ok && len(f.FreeVars) == 0 { // a body or not: called as a static call is (staticcall.go)
		return &funcVal{fn: f, made: f}
	}
	return st.funcs[v]
}

// setFunc records that v stands for function value f on the path.
func (st *state) setFunc(v ssa.Value, f *funcVal) {
	if st.funcs == nil {
		st.funcs = map[ssa.Value]*funcVal{}
	}
	st.funcs[v] = f
}

// makeClosure records the closure mc makes, its bindings evaluated now.
func (w *walker) makeClosure(st *state, mc *ssa.MakeClosure) {
	fn, ok := mc.Fn.(*ssa.Function)
	if !ok || fn.Blocks == nil {
		w.refuse(mc.Pos(), "closure of %s: not supported", mc.Fn.Name())
		return
	}
	f := &funcVal{fn: fn, made: mc}
	for _, b := range mc.Bindings {
		bd := binding{ssaName: b.Name()}
		switch {
		case w.funcOf(st, b) != nil:
			bd.fn = w.funcOf(st, b)
		case w.isBase(st, b) || isBoundMethod(mc) && w.isBaseAddr(st, b): // a method value of the base
			bd.base = true
		default:
			bd.term = w.value(st, b)
			bd.recv = w.isReceiver(st, b)
			bd.nonnil = st.nonnil[b] || isNonNil(b)
		}
		f.binds = append(f.binds, bd)
	}
	st.setFunc(mc, f)
}

// callFuncValue translates a call whose function value is not a static
// function: a closure or a function value the path knows is run on the
// path; any other is refused, naming where the value came from.
func (w *walker) callFuncValue(st *state, b *ssa.BasicBlock, i int, in *ssa.Call) bool {
	cc := in.Common()
	f := w.funcOf(st, cc.Value)
	if f == nil {
		if mc, ok := cc.Value.(*ssa.MakeClosure); ok && isBoundMethod(mc) {
			w.refuse(in.Pos(), "call of method value %s: not supported", mc.Fn.Name())
			return true
		}
		return w.callThrough(st, b, i, in) // by the functions it may be (funccall.go)
	}
	if f.made == ssa.Value(f.fn) && w.inlinable(st, f.fn) != "" { // a named function: by its summary, or refused
		return w.namedCall(st, b, i, in, f.fn, "") // funccall.go
	}
	if why := w.inlinable(st, f.fn); why != "" && !(isBoundWrapper(f.fn) && len(st.stack) < MaxInline) {
		w.refuse(in.Pos(), "call of %s: not supported (%s)", w.funcName(f), why)
		return true
	}
	w.bindFree(st, f)
	return w.inlineArgs(st, b, i, in, f.fn, cc.Args, 0)
}

// bindFree binds f's free variables to its bindings, dropping what the
// path knew of them from an earlier run of the body.
func (w *walker) bindFree(st *state, f *funcVal) {
	for j, fv := range f.fn.FreeVars {
		bd := f.binds[j]
		delete(st.env, fv)
		delete(st.funcs, fv)
		delete(st.alias, fv)
		delete(st.baseAlias, fv)
		delete(st.nonnil, fv)
		switch {
		case bd.fn != nil:
			st.setFunc(fv, bd.fn)
		case bd.base:
			st.baseAlias[fv] = true
		default:
			st.env[fv] = bd.term
			st.alias[fv] = bd.recv
			st.nonnil[fv] = bd.nonnil
		}
	}
}

// bindFunc binds parameter p of an inlined helper to arg when arg is a
// function value the path knows; it reports whether it did.
func (w *walker) bindFunc(st *state, p *ssa.Parameter, arg ssa.Value) bool {
	f := w.funcOf(st, arg)
	if f == nil {
		return false
	}
	st.setFunc(p, f)
	return true
}

// forgetFuncs drops the function values of callee's parameters and values
// from an earlier run of its body.
func forgetFuncs(st *state, callee *ssa.Function) {
	if len(st.funcs) == 0 {
		return
	}
	for _, p := range callee.Params {
		delete(st.funcs, p)
	}
	for _, b := range callee.Blocks {
		for _, instr := range b.Instrs {
			if v, ok := instr.(ssa.Value); ok {
				delete(st.funcs, v)
			}
		}
	}
}

// passesFunc refuses a call of callee that passes a function value the
// path knows when callee will not be inlined: the walk would not see what
// callee does with it. It reports whether it refused.
func (w *walker) passesFunc(st *state, in *ssa.Call, callee *ssa.Function) bool {
	for _, a := range in.Common().Args {
		f := w.funcOf(st, a)
		if _, named := a.(*ssa.Function); f == nil || named {
			continue // a named function passed as itself: the callee's rule decides
		}
		why := w.inlinable(st, callee)
		if why == "" {
			return false
		}
		w.refuse(in.Pos(), "%s passed to %s: not supported (%s)", w.funcName(f), callee.RelString(FuncPackage(w.fn)), why)
		return true
	}
	return false
}

// funcUse refuses a use of function value v as a value (stored, returned,
// sent, converted, compared, merged at a phi): the walk would lose sight
// of it. It reports whether v is such a value.
func (w *walker) funcUse(st *state, v ssa.Value) bool {
	f := w.funcOf(st, v)
	if _, named := v.(*ssa.Function); f == nil || named {
		return false
	}
	pos, how := funcEscape(v)
	w.refuse(pos, "%s %s: not supported (only calling it or passing it to a helper of this package)", w.funcName(f), how)
	return true
}

// funcEscape finds the use of function value v that lets it leave the
// path, and says what it does.
func funcEscape(v ssa.Value) (token.Pos, string) {
	for _, r := range *v.Referrers() {
		switch r := r.(type) {
		case *ssa.Return:
			return r.Pos(), "returned"
		case *ssa.Store:
			return r.Pos(), "stored"
		case *ssa.MakeInterface:
			return r.Pos(), "converted to an interface"
		case *ssa.Send:
			return r.Pos(), "sent on a channel"
		case *ssa.Phi:
			return r.Pos(), "merged with another function value"
		case *ssa.BinOp:
			return r.Pos(), "compared"
		case *ssa.MakeClosure:
			return r.Pos(), "captured by another closure"
		}
	}
	return v.Pos(), "used as a value"
}

// funcName names a function value in Go: "function literal at line N" or
// "function f".
func (w *walker) funcName(f *funcVal) string {
	if _, ok := f.made.(*ssa.MakeClosure); ok || f.fn.Parent() != nil {
		return "function literal at " + w.prog.Where(f.fn.Pos())
	}
	return "function " + f.fn.Name()
}

// describeFuncValue names a function value the path does not know: a
// field, a parameter, a captured variable, a map element, a result.
func (w *walker) describeFuncValue(v ssa.Value) string {
	t := types.TypeString(v.Type(), types.RelativeTo(FuncPackage(w.fn)))
	switch x := v.(type) {
	case *ssa.Parameter:
		return fmt.Sprintf("function value parameter %s of type %s", x.Name(), t)
	case *ssa.FreeVar:
		return fmt.Sprintf("function value captured variable %s of type %s", x.Name(), t)
	case *ssa.UnOp:
		if fa, ok := x.X.(*ssa.FieldAddr); ok {
			s := fa.X.Type().Underlying().(*types.Pointer).Elem().Underlying().(*types.Struct)
			return fmt.Sprintf("function value field %s of type %s", s.Field(fa.Field).Name(), t)
		}
		if g, ok := x.X.(*ssa.Global); ok {
			return fmt.Sprintf("function value package variable %s of type %s", g.Name(), t)
		}
	case *ssa.Field:
		s := x.X.Type().Underlying().(*types.Struct)
		return fmt.Sprintf("function value field %s of type %s", s.Field(x.Field).Name(), t)
	}
	if e, ok := w.goExpr(v, 8); ok {
		return fmt.Sprintf("function value %s of type %s", e, t)
	}
	return "a function value of type " + t
}

// isBoundMethod reports whether mc makes a method value (x.M).
func isBoundMethod(mc *ssa.MakeClosure) bool {
	fn, ok := mc.Fn.(*ssa.Function)
	return ok && isBoundWrapper(fn) && len(mc.Bindings) == 1
}

// isBoundWrapper reports whether fn is the wrapper go/ssa makes for a
// method value: its body calls the method on its one free variable, the
// receiver, with its own arguments. Running it on the path is the call
// the method value stands for.
func isBoundWrapper(fn *ssa.Function) bool {
	return fn.Synthetic != "" && fn.Parent() == nil && len(fn.FreeVars) == 1 && fn.Blocks != nil
}

// receiverCell marks load in as the receiver when it reads the receiver:
// its term is the receiver's own (a cell whose contents the path knows),
// or it loads a cell that holds nothing but the receiver (receiverOnly).
// A captured receiver lives in such a cell, which the closure's body
// loads; the value is the receiver, so its base field is the base object.
func (w *walker) receiverCell(st *state, in *ssa.UnOp) {
	recv := w.receiver()
	if recv == nil {
		return
	}
	if r, ok := st.env[recv]; ok && st.env[in] == r && len(st.funcs) > 0 {
		st.alias[in] = true
		return
	}
	cell, ok := in.X.(*ssa.Alloc)
	if fv, isFree := in.X.(*ssa.FreeVar); isFree {
		for _, o := range st.objects {
			if a, isAlloc := o.site.(*ssa.Alloc); isAlloc && o.ptr == st.env[fv] {
				cell, ok = a, true
			}
		}
	}
	if ok && w.receiverOnly(st, cell) {
		st.alias[in] = true
	}
}

// receiverOnly reports whether cell holds the receiver and nothing else:
// every store to it stores the receiver, and its address goes nowhere but
// to loads and to closures whose bodies only load it. Its contents are then
// the receiver at every load, whatever the path knows of them.
func (w *walker) receiverOnly(st *state, cell *ssa.Alloc) bool {
	stored := false
	for _, r := range *cell.Referrers() {
		switch r := r.(type) {
		case *ssa.Store:
			if r.Addr != ssa.Value(cell) || !w.isReceiver(st, r.Val) {
				return false
			}
			stored = true
		case *ssa.UnOp:
			if r.Op != token.MUL {
				return false
			}
		case *ssa.DebugRef:
		case *ssa.MakeClosure:
			if !onlyLoaded(r, cell) {
				return false
			}
		default:
			return false
		}
	}
	return stored
}

// onlyLoaded reports whether the free variables of closure mc bound to
// cell are only loaded in its body.
func onlyLoaded(mc *ssa.MakeClosure, cell ssa.Value) bool {
	fn, ok := mc.Fn.(*ssa.Function)
	if !ok {
		return false
	}
	for j, b := range mc.Bindings {
		if b != cell {
			continue
		}
		for _, r := range *fn.FreeVars[j].Referrers() {
			if u, ok := r.(*ssa.UnOp); ok && u.Op == token.MUL {
				continue
			}
			if _, ok := r.(*ssa.DebugRef); !ok {
				return false
			}
		}
	}
	return true
}

// cellStore writes a whole value into a captured variable's cell whose
// contents the path no longer knows (a loop's earlier iterations may have
// written it), when the cell is still the path's own: the store makes its
// contents known again, as a store of a whole value does (heap.go). It
// reports whether it did.
func (w *walker) cellStore(st *state, in *ssa.Store) bool {
	var ptr *smt.Term
	switch a := in.Addr.(type) {
	case *ssa.FreeVar:
		ptr = st.env[a]
	case *ssa.Alloc:
		if captures(a) {
			ptr = st.env[a]
		}
	}
	if ptr == nil {
		return false
	}
	for _, o := range st.objects {
		if _, isAlloc := o.site.(*ssa.Alloc); isAlloc && o.ptr == ptr && o.published == "" && o.elem != nil {
			w.set(o, nil, w.value(st, in.Val))
			return true
		}
	}
	return false
}

// captures reports whether a closure captures cell.
func captures(cell *ssa.Alloc) bool {
	for _, r := range *cell.Referrers() {
		if _, ok := r.(*ssa.MakeClosure); ok {
			return true
		}
	}
	return false
}

// funcNilCompare translates f == nil and f != nil for a function value f
// the path knows: a function of the program or a closure is never nil. It
// reports whether in was such a comparison.
func (w *walker) funcNilCompare(st *state, in *ssa.BinOp) bool {
	if in.Op != token.EQL && in.Op != token.NEQ {
		return false
	}
	f, other := in.X, in.Y
	if c, ok := f.(*ssa.Const); ok && c.IsNil() {
		f, other = other, f
	}
	if c, ok := other.(*ssa.Const); !ok || !c.IsNil() || w.funcOf(st, f) == nil {
		return false
	}
	st.env[in] = smt.False
	if in.Op == token.NEQ {
		st.env[in] = smt.True
	}
	return true
}

// cellObject returns the unpublished Alloc object of the path that addr
// (a cell or a closure's free variable bound to one) points to.
func (w *walker) cellObject(st *state, addr ssa.Value) *object {
	switch addr.(type) {
	case *ssa.Alloc, *ssa.FreeVar:
	default:
		return nil
	}
	ptr, ok := st.env[addr]
	if !ok {
		return nil
	}
	for _, o := range st.objects {
		if _, isAlloc := o.site.(*ssa.Alloc); isAlloc && o.ptr == ptr && o.published == "" {
			return o
		}
	}
	return nil
}

// storeFunc records a store of a function value the path knows into a
// variable's cell the path owns (a closure another closure captures): a
// load of the cell is then that value. Any other store into such a cell
// forgets it. It reports whether it handled the store.
func (w *walker) storeFunc(st *state, in *ssa.Store) bool {
	o := w.cellObject(st, in.Addr)
	if o == nil {
		return false
	}
	f := w.funcOf(st, in.Val)
	if f == nil {
		delete(st.cellFuncs, o.ptr.Op)
		return false
	}
	if st.cellFuncs == nil {
		st.cellFuncs = map[string]*funcVal{}
	}
	st.cellFuncs[o.ptr.Op] = f
	st.effects++
	return true
}

// loadFunc makes load in stand for the function value its cell holds.
func (w *walker) loadFunc(st *state, in *ssa.UnOp) {
	if !isSignature(in.Type()) {
		return
	}
	if o := w.cellObject(st, in.X); o != nil && st.cellFuncs[o.ptr.Op] != nil {
		st.setFunc(in, st.cellFuncs[o.ptr.Op])
		delete(st.env, in) // no term: every use but a call is refused (funcUse)
	}
}

func isSignature(t types.Type) bool {
	_, ok := t.Underlying().(*types.Signature)
	return ok
}
