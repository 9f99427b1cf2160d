// This file defines the package's operations on a client's base object
// (Operations) and their paths over the value model of the function under
// verification (SplitShared): the moves of the other goroutine in the
// package environment (DESIGN.md, "Environments").
//
// Which functions are operations. Another goroutine can run, on the
// object a client function uses, a method of the client's type that code
// outside the package may call (an exported method, when values of the
// type reach other packages: the type is exported, or an exported
// function returns it), a method started by a go statement of the package,
// and, for a package-variable base or a function over package variables,
// an exported function that uses one of them (Callable: not a main
// package's). Each runs whole between two calls of the client in a
// witness: a run of real code, so a witness made of them is one the
// program can make. Functions left out (unexported helpers, closures)
// only narrow the witnesses searched, never what a proof assumes.

package paths

import (
	"go/types"
	"slices"
	"sync"

	"golang.org/x/tools/go/ssa"
)

// Operations returns the package's functions that other goroutines may
// run on c's base object while a client function runs, in source order.
func (p *Program) Operations(c *Client) []*ssa.Function {
	pkg := p.SSA.Package(c.Pkg.Types)
	if pkg == nil {
		return nil
	}
	started := goTargets(allPackageFuncs(p, pkg))
	var out []*ssa.Function
	switch {
	case c.Global != nil || c.NoBase && c.Type == nil: // a base variable, or a function over package variables (objects.go)
		vars := []*ssa.Global{c.Global}
		if c.Global == nil {
			vars = globalsOf(c.Funcs)
		}
		for _, fn := range packageFuncs(p, c.Pkg) {
			if fn.Signature.Recv() == nil && (Callable(fn) || started[fn]) && slices.ContainsFunc(vars, func(g *ssa.Global) bool { return mentions(fn, g) }) {
				out = append(out, fn)
			}
		}
	case c.Type != nil && (c.Field >= 0 || c.NoBase): // the receiver's fields
		reaches := c.Type.Obj().Exported() || returnedByExported(p, c)
		for _, fn := range methodsOf(p, c.Type) {
			if Callable(fn) && reaches || started[fn] {
				out = append(out, fn)
			}
		}
	}
	return out
}

// Callable reports whether code outside fn's package may call fn: it is
// exported, and its package is not a main package, whose names no other
// package imports (a main's exported setter runs only where its own
// code calls it, maybe once before any goroutine starts).
func Callable(fn *ssa.Function) bool {
	return fn.Object() != nil && fn.Object().Exported() && fn.Pkg != nil && fn.Pkg.Pkg.Name() != "main"
}

// globalsOf lists the variables of their own package that fns (or
// their closures) mention, in order of first mention (mentions).
func globalsOf(fns []*ssa.Function) []*ssa.Global {
	var out []*ssa.Global
	for _, fn := range fns {
		eachGlobal(fn, func(g *ssa.Global) bool {
			if g.Pkg == fn.Pkg && !slices.Contains(out, g) {
				out = append(out, g)
			}
			return false
		})
	}
	return out
}

// methodsOf lists the methods of named and of its pointer, sorted.
func methodsOf(p *Program, named *types.Named) []*ssa.Function {
	var out []*ssa.Function
	for i := 0; i < named.NumMethods(); i++ {
		if fn := p.SSA.FuncValue(named.Method(i)); fn != nil && len(fn.Blocks) > 0 {
			out = append(out, fn)
		}
	}
	sortFuncs(p, out)
	return out
}

// goTargets returns the functions the go statements of fns start by name
// and without arguments besides a receiver (go t.loop()).
func goTargets(fns []*ssa.Function) map[*ssa.Function]bool {
	out := map[*ssa.Function]bool{}
	var visit func(fn *ssa.Function)
	visit = func(fn *ssa.Function) {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				// A target with parameters besides its receiver runs with
				// the go statement's arguments, which a witness would have
				// to bind: left out.
				if g, ok := instr.(*ssa.Go); ok {
					if callee := g.Call.StaticCallee(); callee != nil && len(callee.Params) <= recvCount(callee) {
						out[callee] = true
					}
				}
			}
		}
		for _, anon := range fn.AnonFuncs {
			visit(anon)
		}
	}
	for _, fn := range fns {
		visit(fn)
	}
	return out
}

// recvCount is 1 for a method, 0 for a function.
func recvCount(fn *ssa.Function) int {
	if fn.Signature.Recv() != nil {
		return 1
	}
	return 0
}

// returnedByExported reports whether an exported function or method of
// c's package returns a value of c's type or a pointer to one, or an
// interface value the type (or its pointer) implements (a constructor
// returning the interface its unexported type implements).
func returnedByExported(p *Program, c *Client) bool {
	ptr := types.NewPointer(c.Type)
	for _, fn := range packageFuncs(p, c.Pkg) {
		if fn.Object() == nil || !fn.Object().Exported() {
			continue
		}
		res := fn.Signature.Results()
		for i := 0; i < res.Len(); i++ {
			t := res.At(i).Type()
			if ofType(t, c.Type) {
				return true
			}
			if iface, ok := t.Underlying().(*types.Interface); ok && !iface.Empty() && (types.Implements(c.Type, iface) || types.Implements(ptr, iface)) {
				return true
			}
		}
	}
	return false
}

// SplitShared splits fn and each of ops over one value model, so that the
// terms of their paths can be mixed in one formula (the package
// environment's witnesses: the other goroutine's operation runs between
// the client's calls). When fn touches several objects, each operation's
// calls act on the same product (objconfine.go). An operation the walker
// refuses, or one touching an object fn does not, is left out; the result
// lists the others, in order.
func SplitShared(p *Program, c *Client, fn *ssa.Function, ops []*ssa.Function) (*Func, []*Func, *Refusal) {
	f, r := split(p, c, fn, false, false, nil)
	if r != nil {
		return nil, nil, r
	}
	entry := sync.OnceValue(func() bool { return slices.Contains(p.Operations(c), fn) })
	return f, splitOps(p, c, f, ops, func(op *ssa.Function) *Func { return splitBalanced(p, c, op, f, entry) }), nil
}

// splitOps splits each of ops over f's value model, in order; one the
// walker refuses is split by locked when set (an operation that locks,
// its mutex calls set aside), else left out.
func splitOps(p *Program, c *Client, f *Func, ops []*ssa.Function, locked func(op *ssa.Function) *Func) []*Func {
	var out []*Func
	for _, op := range ops {
		if g, r := split(p, c, op, false, false, f); r == nil {
			out = append(out, g)
		} else if locked != nil {
			if g := locked(op); g != nil {
				out = append(out, g)
			}
		}
	}
	return out
}

// splitBalanced splits op, a package operation that locks a mutex, with
// its mutex operations set aside, when a run of it whole in a gap of f's
// run is one the program can make: f's function is an entry point (an
// operation itself: it runs in a goroutine that holds nothing the package
// locks when it starts), f's walk met no mutex operation (it would have
// refused it: so f holds none between its calls), and op is an operation
// whose own mutex operations are balanced on every path
// (lockbalance.go). The other goroutine then runs op with every mutex
// free, takes and releases each without blocking, and leaves the mutexes
// as it found them: to data, as if op took no lock. Such an op only adds
// witnesses; it never enters a proof. Else nil.
func splitBalanced(p *Program, c *Client, op *ssa.Function, f *Func, entry func() bool) *Func {
	if op == f.Fn {
		return nil
	}
	lockOps, ok := balancedLocks(op)
	if !ok || len(lockOps) == 0 || !entry() {
		return nil
	}
	locked := *c
	locked.lockOps = lockOps
	g, r := split(p, &locked, op, false, false, f)
	if r != nil {
		return nil
	}
	return g
}

// Holder returns the index of f's input that holds its base object (the
// receiver, or the parameter a discovered function reaches it through),
// or -1 for a package-variable base.
func (f *Func) Holder() int {
	c := f.Client
	switch {
	case c.Global != nil || c.Type == nil:
		return -1
	case c.Discovered && c.Param >= 0:
		return c.Param
	case f.Fn.Signature.Recv() != nil:
		return 0
	}
	return -1
}

// OperationsOf returns the operations another goroutine may run while fn,
// a function of c, runs: c's operations (Operations), and fn itself when
// it is none of them (an unexported method that exported code calls):
// asking whether fn is atomic presumes concurrent calls of it. Unless the
// package calls fn only from functions that take a lock (a sync.Mutex's
// or RWMutex's, or a sync.Locker's), which may serialize those calls: then
// two concurrent runs of fn are not known to happen, and a witness made of
// one would not be a run of the program.
func (p *Program) OperationsOf(c *Client, fn *ssa.Function) []*ssa.Function {
	ops := p.Operations(c)
	if slices.Contains(ops, fn) || fn.Pkg == nil {
		return ops
	}
	for _, g := range allPackageFuncs(p, fn.Pkg) {
		if g != fn && callsFunc(g, fn) && takesLock(g) {
			return ops
		}
	}
	return append([]*ssa.Function{fn}, ops...)
}

// callsFunc reports whether g calls fn directly (or starts it with go).
func callsFunc(g, fn *ssa.Function) bool {
	for _, b := range g.Blocks {
		for _, instr := range b.Instrs {
			if c, ok := instr.(ssa.CallInstruction); ok && c.Common().StaticCallee() == fn {
				return true
			}
		}
	}
	return false
}

// takesLock reports whether g locks a mutex: Lock or RLock of a
// sync.Mutex or RWMutex (isMutexMethod), or of any interface (a
// sync.Locker: it may be one).
func takesLock(g *ssa.Function) bool {
	for _, b := range g.Blocks {
		for _, instr := range b.Instrs {
			c, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			cc := c.Common()
			var obj *types.Func
			switch callee := cc.StaticCallee(); {
			case cc.IsInvoke():
				obj = cc.Method
			case callee != nil:
				obj, _ = callee.Object().(*types.Func)
			}
			if obj != nil && (obj.Name() == "Lock" || obj.Name() == "RLock") && (cc.IsInvoke() || isMutexMethod(obj)) {
				return true
			}
		}
	}
	return false
}
