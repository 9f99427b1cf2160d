// This file defines what the lock-discipline analysis (locks.go) counts
// as an access to the base object, and how it records one: the mutexes
// held at it, or, for the function whose critical section is checked
// (locksection.go), whether it lies in the section.

package paths

import (
	"go/token"
	"go/types"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"golang.org/x/tools/go/ssa"
)

// A lockAccess is one access to the base: where, by which function, on the
// base of which object (holder), whether it may mutate, and how each
// candidate mutex is held there.
type lockAccess struct {
	fn       *ssa.Function
	pos      token.Pos
	mutating bool
	modes    []lockMode // per candidate, in the order of lockFlow.cands
	what     string     // calls r.m.Store, uses r.m
	holder   string     // r (the object's Go expression; "" for a package variable)
}

// describe says what instr does to the base, as Go, and names the object
// holding it.
func (f *lockFlow) describe(instr ssa.Instruction) (what, holder string) {
	var addr ssa.Value
	switch in := instr.(type) {
	case *ssa.Call:
		addr = in.Call.Args[0]
	case ssa.Value:
		addr = in
	}
	if addr == nil {
		return "uses " + f.base, ""
	}
	expr := addrExpr(addr)
	for _, b := range f.bases {
		if h := strings.TrimSuffix(expr, "."+b.Base); h != expr {
			holder = h
			break
		}
	}
	if call, ok := instr.(*ssa.Call); ok {
		return "calls " + expr + "." + call.Call.StaticCallee().Name(), holder
	}
	return "uses " + expr, holder
}

// mutexExpr names a candidate mutex of the object holder as Go: r.mu.
func mutexExpr(holder string, c lockCand) string {
	if holder == "" || c.global != nil {
		return c.name
	}
	return holder + "." + c.name
}

// markTaint finds fr's values that are the base's address (or, for a base
// held by pointer, the pointer loaded from its field), with the object
// holding the base; conversions and phis of them are too.
func (f *lockFlow) markTaint(fr *lockFrame) {
	for _, b := range f.bases {
		if b.Global != nil {
			fr.setTaint(b.Global, lockID{}, b)
		}
	}
	for changed := true; changed; {
		changed = false
		for _, b := range fr.fn.Blocks {
			for _, instr := range b.Instrs {
				v, ok := instr.(ssa.Value)
				if !ok {
					continue
				}
				if _, done := fr.taint[v]; done {
					continue
				}
				if h, b, ok := f.taintOf(fr, instr); ok {
					fr.setTaint(v, h, b)
					changed = true
				}
			}
		}
	}
}

// taintOf returns the holder of the base whose address instr computes,
// and which base it is.
func (f *lockFlow) taintOf(fr *lockFrame, instr ssa.Instruction) (lockID, *Client, bool) {
	for _, b := range f.bases {
		if addr, ok := baseAddr(b, instr); ok && addr == valueOrNil(instr) {
			return f.holderOf(fr, addr), b, true
		}
	}
	switch in := instr.(type) {
	case *ssa.ChangeType, *ssa.Convert, *ssa.MultiConvert:
		x := *in.Operands(nil)[0]
		h, ok := fr.taint[x]
		return h, fr.which[x], ok
	case *ssa.UnOp:
		if b := fr.which[in.X]; in.Op == token.MUL && b != nil && b.ByPointer {
			h, ok := fr.taint[in.X]
			return h, b, ok
		}
	case *ssa.Phi:
		return f.phiTaint(fr, in)
	}
	return lockID{}, nil, false
}

// phiTaint gives a phi of base addresses one holder when every edge
// agrees on it and on the base; else the phi itself, whose mutex nothing
// holds.
func (f *lockFlow) phiTaint(fr *lockFrame, in *ssa.Phi) (lockID, *Client, bool) {
	var h lockID
	var b *Client
	n := 0
	for _, e := range in.Edges {
		if eh, ok := fr.taint[e]; ok {
			if n == 0 || eh == h && fr.which[e] == b {
				h, b = eh, fr.which[e]
			} else {
				h = lockID{root: in}
			}
			n++
		}
	}
	if n > 0 && n < len(in.Edges) {
		h = lockID{root: in}
	}
	return h, b, n > 0
}

// holderOf names the object holding the base whose address is addr (the
// package variable's own name for a base variable).
func (f *lockFlow) holderOf(fr *lockFrame, addr ssa.Value) lockID {
	if fa, ok := addr.(*ssa.FieldAddr); ok {
		return fr.ident(fa.X)
	}
	return lockID{}
}

// taints reports whether an operand of instr is the base's address.
func (f *lockFlow) taints(fr *lockFrame, instr ssa.Instruction) bool {
	for _, op := range instr.Operands(nil) {
		if op == nil || *op == nil {
			continue
		}
		if _, ok := fr.taint[unconvert(*op)]; ok {
			return true
		}
	}
	return false
}

// baseUse applies an instruction that is not a mutex operation or a
// followed call: an access when it computes or uses the base's address.
func (f *lockFlow) baseUse(fr *lockFrame, instr ssa.Instruction, st *lockState) {
	_, isOwn := fr.taint[valueOrNil(instr)]
	if !f.taints(fr, instr) && !isOwn {
		return
	}
	switch in := instr.(type) {
	case *ssa.DebugRef:
	case *ssa.ChangeType, *ssa.Convert, *ssa.MultiConvert, *ssa.Phi:
	case *ssa.FieldAddr, *ssa.UnOp:
		if isOwn { // the base's address, or its pointer: the calls using it are the accesses
			return
		}
		f.fail(instr.Pos(), "%s uses the address of %s other than to call its methods: not supported by the lock analysis", funcLabel(fr.fn), f.base)
	case ssa.CallInstruction:
		if _, isCall := in.(*ssa.Call); !isCall {
			f.fail(in.Pos(), "%s passes %s to a goroutine or a deferred call: not supported by the lock analysis", funcLabel(fr.fn), f.base)
			return
		}
		mutating, ok := f.collectionCallOn(fr, in.Common())
		if !ok {
			f.fail(in.Pos(), "%s passes %s to %s: not supported by the lock analysis", funcLabel(fr.fn), f.base, lockCallName(in.Common()))
			return
		}
		f.access(fr, in, fr.taint[unconvert(in.Common().Args[0])], mutating, st)
	default:
		f.fail(instr.Pos(), "%s uses %s other than to call its methods: not supported by the lock analysis", funcLabel(fr.fn), f.base)
	}
}

func valueOrNil(instr ssa.Instruction) ssa.Value {
	if v, ok := instr.(ssa.Value); ok {
		return v
	}
	return nil
}

func lockCallName(cc *ssa.CallCommon) string {
	if callee := cc.StaticCallee(); callee != nil {
		return funcLabel(callee)
	}
	if cc.IsInvoke() {
		return "method " + cc.Method.Name()
	}
	return "a function value"
}

// collectionCallOn reports whether cc calls a method of the collection
// (or a sync/atomic function) on the base, and whether it may mutate.
func (f *lockFlow) collectionCallOn(fr *lockFrame, cc *ssa.CallCommon) (mutating, ok bool) {
	callee := cc.StaticCallee()
	if callee == nil || cc.IsInvoke() || len(cc.Args) == 0 {
		return false, false
	}
	if _, tainted := fr.taint[unconvert(cc.Args[0])]; !tainted {
		return false, false
	}
	for _, a := range cc.Args[1:] {
		if _, tainted := fr.taint[unconvert(a)]; tainted {
			return false, false
		}
	}
	name := callee.Name()
	coll := fr.which[unconvert(cc.Args[0])].Collection
	switch {
	case callee.Signature.Recv() != nil:
		c, found := f.p.Catalog.Lookup(callee.Signature.Recv().Type())
		if !found {
			return false, false
		}
		coll = c
	default:
		if c, method, found := f.p.methodExprOf(callee); found {
			coll, name = c, method
		} else if obj, isFunc := callee.Object().(*types.Func); isFunc {
			method, isForm := axioms.FuncForm(obj)
			if !isForm {
				return false, false
			}
			name = method
		} else {
			return false, false
		}
	}
	if m, found := coll.Method(name); found {
		return m.MayMutate, true
	}
	return true, true
}

// collectionMethod reports whether callee is a method of a collection the
// catalogue knows (a call on the base, never a helper to follow).
func (f *lockFlow) collectionMethod(callee *ssa.Function) bool {
	if recv := callee.Signature.Recv(); recv != nil {
		_, ok := f.p.Catalog.Lookup(recv.Type())
		return ok
	}
	return false
}

// access records an access to the base held by holder.
func (f *lockFlow) access(fr *lockFrame, instr ssa.Instruction, holder lockID, mutating bool, st *lockState) {
	if f.unpublishedAt(fr, holder, instr) {
		return
	}
	pos := instr.Pos()
	if pos == token.NoPos {
		pos = fr.fn.Pos()
	}
	what, hexpr := f.describe(instr)
	if f.section != nil {
		f.section.access(f, holder, pos, st, what, mutexExpr(hexpr, f.section.m)) // its flags flow in every pass
		return
	}
	if !f.record {
		return
	}
	a := lockAccess{fn: fr.fn, pos: pos, mutating: mutating, what: what, holder: hexpr}
	for _, cand := range f.cands {
		a.modes = append(a.modes, st.held[cand.of(holder)])
	}
	f.accesses = append(f.accesses, a)
}

// unpublishedAt reports whether holder is an allocation of fr's function
// that no use letting it escape can precede at instr: a constructor's own
// new value, which no other goroutine can reach yet.
func (f *lockFlow) unpublishedAt(fr *lockFrame, holder lockID, instr ssa.Instruction) bool {
	alloc, ok := holder.root.(*ssa.Alloc)
	if !ok || holder.path != "" || alloc.Parent() != fr.fn {
		return false
	}
	return !afterEscape(alloc, f.holderEscapes(alloc), instr)
}

// holderEscapes lists the uses of a new holder that let other code reach
// it: every use but field addresses used to store, load, or call the
// collection's or a mutex's methods.
func (f *lockFlow) holderEscapes(alloc *ssa.Alloc) []ssa.Instruction {
	var out []ssa.Instruction
	var walk func(v ssa.Value)
	walk = func(v ssa.Value) {
		for _, ref := range *v.Referrers() {
			switch r := ref.(type) {
			case *ssa.FieldAddr:
				walk(r)
			case *ssa.Store:
				if r.Addr != v {
					out = append(out, r)
				}
			case *ssa.UnOp, *ssa.DebugRef:
			case ssa.CallInstruction:
				if _, isCall := r.(*ssa.Call); !isCall || v == alloc || !isMethodReceiver(r, v) && !isMutexReceiver(r, v) {
					out = append(out, r)
				}
			default:
				out = append(out, r)
			}
		}
	}
	walk(alloc)
	return out
}

// isMutexReceiver reports whether call calls a mutex method on v.
func isMutexReceiver(call ssa.CallInstruction, v ssa.Value) bool {
	cc := call.Common()
	callee := cc.StaticCallee()
	if callee == nil || len(cc.Args) == 0 || cc.Args[0] != v {
		return false
	}
	obj, ok := callee.Object().(*types.Func)
	return ok && isMutexMethod(obj)
}

// copiesHolder refuses a load or store of a whole value of the client's
// type (a copy of the base with it) outside construction.
func (f *lockFlow) copiesHolder(fr *lockFrame, instr ssa.Instruction) bool {
	if f.c.Type == nil {
		return false
	}
	var addr ssa.Value
	switch in := instr.(type) {
	case *ssa.UnOp:
		if in.Op == token.MUL {
			addr = in.X
		}
	case *ssa.Store:
		addr = in.Addr
	}
	if addr == nil || !pointsTo(addr.Type(), f.c.Type) || f.unpublishedAt(fr, fr.ident(addr), instr) {
		return false
	}
	f.fail(instr.Pos(), "%s copies a whole %s, its base and mutex included: not supported", funcLabel(fr.fn), f.c.Name)
	return true
}
