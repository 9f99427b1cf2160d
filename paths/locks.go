// This file defines LockDiscipline: whether every access to a confined
// base object, in every function of its package, holds one mutex (the
// package environment's lock discipline, DESIGN.md "Environments").
//
// Rule. For a client whose base is confined (Confinement is nil), the
// candidates are the unexported sync.Mutex and sync.RWMutex fields of the
// client's struct (held by value), or, for a base package variable, the
// unexported mutex variables of its package, whose address serves only as
// the receiver of Lock, Unlock, RLock and RUnlock. Every function of the
// package is analysed (lockflow.go) from its entry with nothing held when
// code outside its static callers may run it (roots: exported, used as a
// value, started as a goroutine or deferred, an unexported method an
// interface of the package may invoke, init); the helpers it calls run
// from the caller's state. The discipline holds for a candidate mu when
// every call that may change the base of an object (r.m; a mutator, by
// axioms.Method.MayMutate) holds that object's mutex (r.mu) for writing.
// It is strict when every accessor holds it too (for reading or
// writing); accessors that hold nothing (a lock-free fast path) do not
// break it, as they change nothing. Accesses to a new object before its
// constructor publishes it are not counted: no other goroutine can reach
// it yet.
//
// Soundness. The base is confined, so only the package's code accesses it,
// and every such access is one the analysis visits: a function whose
// callers are not all seen is a root, analysed with nothing held; a
// helper runs in each calling context. The must-hold facts are those of
// every path (a join keeps what both paths hold; a value defined again
// loses its facts), Unlock must find the mutex held by the same goroutine,
// so no goroutine releases another's section, and the mutex is confined
// too: no other code can lock or release it. Hence at every access the
// mutating goroutine holds the object's mutex for writing: a mutating
// access excludes every other critical section of the mutex (read side
// included), so between two accesses of one critical section no other
// goroutine changes the base; unlocked accessors change nothing.
// Reflection, unsafe, copies of a whole struct holding the mutex made by
// other packages (go vet's copylocks), and packages loaded without their
// test files (whose tests may touch the base) are outside the claim, as
// for Confinement.

package paths

import (
	"go/token"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// maxLockWork bounds the instructions the analysis of one client visits.
const maxLockWork = 400_000

// A Discipline is the mutex every access to a base holds, and the
// functions that access the base (each keeping the discipline).
type Discipline struct {
	// Mutex is the mutex's field (or package variable) name: mu.
	Mutex    string
	MutexPos token.Pos
	// RW: the mutex is a sync.RWMutex.
	RW bool
	// Strict: every access holds the mutex, accessors included (else
	// only every call that may change the base does).
	Strict bool
	// FreeRead, when not Strict, is the first access that reads without
	// the mutex: its function and what it does (Width calls g.lo.Load).
	FreeRead    string
	FreeReadPos token.Pos
	Keepers     []Keeper
	cand        lockCand
	guarded     map[int]bool // other fields of the struct the mutex guards (lockguard.go)
	bases       []*Client    // the objects it guards: the client's base, or each object of a client without one
}

// A Keeper is a function that accesses the base, and its first access.
type Keeper struct {
	Func string // Register; a function literal in NewRegistry
	Pos  token.Pos
}

// A LockBreak says why the discipline does not hold (or is not known to),
// or why a function is not one critical section, and where.
type LockBreak struct {
	Why string
	Pos token.Pos
}

// A lockCand is a mutex the discipline may use: a field of the client's
// struct, or a package variable.
type lockCand struct {
	field  int
	global *ssa.Global
	name   string
	pos    token.Pos
	rw     bool
}

// of names the candidate mutex of the object holder.
func (c lockCand) of(holder lockID) lockID {
	if c.global != nil {
		return lockID{root: c.global}
	}
	return holder.field(c.field)
}

// lockFlow is one run of the analysis over a client's package.
type lockFlow struct {
	p        *Program
	c        *Client   // the first of bases: its type (or package) is every base's
	bases    []*Client // the objects whose accesses the analysis follows (lockobjects.go)
	pkg      *ssa.Package
	base     string // the bases' names, for messages
	cands    []lockCand
	record   bool
	brk      *LockBreak
	work     int
	onStack  map[*ssa.Function]bool
	visited  map[*ssa.Function]bool
	accesses []lockAccess
	writes   []lockWrite              // stores to the client struct's other fields (lockguard.go)
	reads    map[ssa.Instruction]bool // the section's loads of guarded fields (lockguard.go)
	ops      map[ssa.Instruction]int  // mutex operations on candidates → the candidate
	section  *lockSection             // the function whose critical section is checked
	skipped  map[*ssa.Function]bool   // callees the flow need not follow (lockskip.go)
}

func newLockFlow(p *Program, bases []*Client, cands []lockCand) *lockFlow {
	c := bases[0]
	var names []string
	for _, b := range bases {
		names = append(names, b.Base)
	}
	return &lockFlow{p: p, c: c, bases: bases, pkg: p.SSA.Package(c.Pkg.Types), base: strings.Join(names, ", "), cands: cands, record: true,
		onStack: map[*ssa.Function]bool{}, visited: map[*ssa.Function]bool{}, ops: map[ssa.Instruction]int{},
		reads: map[ssa.Instruction]bool{}}
}

// LockDiscipline returns the mutex every access to c's base holds, or why
// there is none (not confined, an access outside the lock, a use the
// analysis does not follow), with a position.
func (p *Program) LockDiscipline(c *Client) (*Discipline, *LockBreak) {
	type answer struct {
		d *Discipline
		b *LockBreak
	}
	if a, ok := p.disciplines.Load(c); ok {
		return a.(answer).d, a.(answer).b
	}
	d, b := p.lockDiscipline(c)
	p.disciplines.Store(c, answer{d, b})
	return d, b
}

func (p *Program) lockDiscipline(c *Client) (*Discipline, *LockBreak) {
	if c.NoBase { // several objects (lockobjects.go)
		return p.LockDisciplineOf(c, c.Funcs[0])
	}
	return p.lockDisciplineOver(c, []*Client{c})
}

// lockDisciplineOver returns the mutex every access to each of bases
// holds (c is the client they are the objects of).
func (p *Program) lockDisciplineOver(c *Client, bases []*Client) (*Discipline, *LockBreak) {
	for _, b := range bases {
		if e := p.Confinement(b); e != nil {
			return nil, &LockBreak{Why: b.Base + " escapes the package: " + e.Why, Pos: e.Pos}
		}
		if b.Type == nil && b.Global == nil || b.Pkg == nil {
			return nil, &LockBreak{Why: "no field or package variable holds " + b.Base, Pos: b.BasePos}
		}
	}
	f := newLockFlow(p, bases, nil)
	funcs := allPackageFuncs(p, f.pkg)
	f.cands = f.candidates(funcs)
	if len(f.cands) == 0 {
		return nil, &LockBreak{Why: "no unexported sync.Mutex or sync.RWMutex, used only to lock and unlock, guards " + f.base, Pos: c.BasePos}
	}
	if b := f.byValue(funcs); b != nil {
		return nil, b
	}
	if b := f.retypedHolder(funcs); b != nil {
		return nil, b
	}
	for _, fn := range f.roots(funcs) {
		f.onStack[fn] = true
		f.run(newLockFrame(fn, 0), newLockState())
		delete(f.onStack, fn)
		if f.brk != nil {
			return nil, f.brk
		}
	}
	d, b := f.choose()
	if d != nil {
		d.bases = bases
		for i := range f.cands {
			if f.cands[i] == d.cand {
				d.guarded = f.guardedFields(funcs, i)
			}
		}
	}
	return d, b
}

// choose picks the candidate every access holds well enough, or names the
// first access (in source order) that the best candidate misses.
func (f *lockFlow) choose() (*Discipline, *LockBreak) {
	sort.SliceStable(f.accesses, func(i, j int) bool { return f.p.before(f.accesses[i].pos, f.accesses[j].pos) })
	best, bestN := 0, -1
	for i := range f.cands {
		n := 0
		for _, a := range f.accesses {
			if holds(a, i) {
				n++
			}
		}
		if n > bestN {
			best, bestN = i, n
		}
	}
	cand := f.cands[best]
	for _, a := range f.accesses {
		if !holds(a, best) {
			how := "without holding"
			if a.modes[best].reads() {
				how = "holding only the read side of"
			}
			return nil, &LockBreak{Why: funcLabel(a.fn) + " " + a.what + " " + how + " " + mutexExpr(a.holder, cand), Pos: a.pos}
		}
	}
	d := &Discipline{Mutex: cand.name, MutexPos: cand.pos, RW: cand.rw, cand: cand, Strict: true}
	seen := map[*ssa.Function]bool{}
	for _, a := range f.accesses {
		if d.Strict && !a.modes[best].reads() {
			d.Strict, d.FreeRead, d.FreeReadPos = false, funcLabel(a.fn)+" "+a.what, a.pos
		}
		if !seen[a.fn] {
			seen[a.fn] = true
			d.Keepers = append(d.Keepers, Keeper{Func: funcLabel(a.fn), Pos: a.pos})
		}
	}
	return d, nil
}

// holds reports whether access a keeps the discipline of candidate i: a
// call that may change the base holds it for writing; an accessor, which
// changes nothing, may hold it or not.
func holds(a lockAccess, i int) bool {
	return !a.mutating || a.modes[i].writes()
}

// candidates lists the mutexes that may guard the base: unexported, held
// by value, their address only a receiver of Lock, Unlock, RLock, RUnlock.
func (f *lockFlow) candidates(funcs []*ssa.Function) []lockCand {
	var out []lockCand
	if f.c.Global != nil {
		for _, m := range f.pkg.Members {
			g, ok := m.(*ssa.Global)
			if ok && g.Object() != nil && !g.Object().Exported() && isMutexType(g.Type().(*types.Pointer).Elem()) {
				out = append(out, lockCand{field: -1, global: g, name: g.Name(), pos: g.Pos(), rw: isRW(g.Type())})
			}
		}
	} else {
		st := f.c.Type.Underlying().(*types.Struct)
		for i := 0; i < st.NumFields(); i++ {
			fld := st.Field(i)
			if _, isPtr := fld.Type().(*types.Pointer); !isPtr && !fld.Exported() && isMutexType(fld.Type()) {
				out = append(out, lockCand{field: i, name: fld.Name(), pos: fld.Pos(), rw: isRW(fld.Type())})
			}
		}
	}
	var kept []lockCand
	for _, cand := range out {
		if onlyLocked(f, funcs, cand) {
			kept = append(kept, cand)
		}
	}
	return kept
}

func isRW(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Name() == "RWMutex"
}

// onlyLocked reports whether every use of cand's address in the package
// is a receiver of Lock, Unlock, RLock or RUnlock.
func onlyLocked(f *lockFlow, funcs []*ssa.Function, cand lockCand) bool {
	ok := func(call ssa.Instruction, v ssa.Value) bool {
		c, isCall := call.(ssa.CallInstruction)
		if !isCall || !isMutexReceiver(c, v) {
			return false
		}
		switch c.Common().StaticCallee().Name() {
		case "Lock", "Unlock", "RLock", "RUnlock":
			return true
		}
		return false
	}
	for _, fn := range funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if cand.global != nil {
					for _, op := range instr.Operands(nil) {
						if *op == cand.global && !ok(instr, cand.global) {
							if _, dbg := instr.(*ssa.DebugRef); !dbg {
								return false
							}
						}
					}
					continue
				}
				fa, isFA := instr.(*ssa.FieldAddr)
				if !isFA || fa.Field != cand.field || !pointsTo(unconvert(fa.X).Type(), f.c.Type) {
					continue
				}
				for _, ref := range *fa.Referrers() {
					if _, dbg := ref.(*ssa.DebugRef); !dbg && !ok(ref, fa) {
						return false
					}
				}
			}
		}
	}
	return true
}

// candidateAddr returns the candidate whose address v is, if it is one.
func (f *lockFlow) candidateAddr(v ssa.Value) *lockCand {
	v = unconvert(v)
	for i, cand := range f.cands {
		if cand.global != nil && v == cand.global {
			return &f.cands[i]
		}
		if fa, ok := v.(*ssa.FieldAddr); ok && cand.global == nil && fa.Field == cand.field && pointsTo(unconvert(fa.X).Type(), f.c.Type) {
			return &f.cands[i]
		}
	}
	return nil
}

// noteOp records a mutex operation on a candidate.
func (f *lockFlow) noteOp(instr ssa.Instruction) {
	if c := f.candidateAddr(instr.(ssa.CallInstruction).Common().Args[0]); c != nil {
		for i := range f.cands {
			if &f.cands[i] == c {
				f.ops[instr] = i
			}
		}
	}
}

// inPackage reports whether fn is a function of the client's package.
func (f *lockFlow) inPackage(fn *ssa.Function) bool {
	if o := fn.Origin(); o != nil {
		fn = o
	}
	return fn.Pkg == f.pkg
}

// LocksMutex reports whether fn, or a helper of its package it calls (to
// a small depth), calls a method of a sync.Mutex or sync.RWMutex: the
// functions the lock discipline may decide.
func LocksMutex(fn *ssa.Function) bool {
	found := false
	packageCalls(fn, false, func(_ ssa.CallInstruction, callee *ssa.Function) bool {
		if obj, ok := callee.Object().(*types.Func); ok && isMutexMethod(obj) {
			found = true
		}
		return !found
	})
	return found
}

// packageCalls calls visit with each static call of fn and of the
// functions of its package it calls, to a small depth (and of its
// closures, with anon), until visit returns false.
func packageCalls(fn *ssa.Function, anon bool, visit func(call ssa.CallInstruction, callee *ssa.Function) bool) {
	seen := map[*ssa.Function]bool{}
	var walk func(fn *ssa.Function, depth int) bool
	walk = func(fn *ssa.Function, depth int) bool {
		if depth > 3 || seen[fn] {
			return true
		}
		seen[fn] = true
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				call, ok := instr.(ssa.CallInstruction)
				if !ok {
					continue
				}
				callee := call.Common().StaticCallee()
				if callee == nil {
					continue
				}
				if !visit(call, callee) {
					return false
				}
				if callee.Pkg == fn.Pkg && callee.Pkg != nil && !walk(callee, depth+1) {
					return false
				}
			}
		}
		for _, c := range fn.AnonFuncs {
			if anon && !walk(c, depth) {
				return false
			}
		}
		return true
	}
	walk(fn, 0)
}

// byValue refuses a function of the package taking a value of the
// client's type (a value receiver): its callers copy the base, reading it
// without the lock, wherever they are.
func (f *lockFlow) byValue(funcs []*ssa.Function) *LockBreak {
	if f.c.Type == nil {
		return nil
	}
	for _, fn := range funcs {
		for _, prm := range fn.Params {
			if n, ok := types.Unalias(prm.Type()).(*types.Named); ok && n.Origin() == f.c.Type.Origin() {
				return &LockBreak{Why: funcLabel(fn) + " takes a " + f.c.Name + " by value: its callers copy " + f.base + " without the lock", Pos: prm.Pos()}
			}
		}
	}
	return nil
}
