// This file defines the client-level check of the uses of the base's
// address (a field's: useCheck; a package variable's: globalUse): which
// uses are uses of the object (calling its methods, sync/atomic's
// functions on it, passing it to a helper that does so), which assign it,
// and which let it escape.
//
// Rule: the base object must be one object for the client's lifetime, and
// every access to it must be one the walker translates. Its address may be
//   - the receiver of a collection method, or the pointer argument of a
//     sync/atomic function (isMethodReceiver);
//   - converted keeping its word (baseconv.go), and used as above;
//   - passed to a function of the client's package (the helpers the
//     walker inlines), when the parameter it is bound to is only used so,
//     the rule applied to the parameter (transitively, each parameter
//     once);
//   - loaded or stored plainly, for a plain word (racy.go: each such
//     access is translated as a racy Load or Store of the object);
//   - loaded, for any other base (the walker refuses what it cannot read).
// Soundness: the walker binds a helper's parameter bound to the base as
// the base (inline.go, baseAlias) and sees through the conversions that
// keep the word, so every access to the object that this check accepts is
// one of the object's operations at an instant on the path; a helper that
// is not inlined is translated by its effect summary, which refuses its
// effects. Any other use (stored, returned, put in an interface, captured,
// passed to another package or through a function value, converted to
// another width) could let code the walker does not see reach the object:
// the client is refused, naming the use and where ("escapes").

package paths

import (
	"fmt"
	"go/token"
	"go/types"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"golang.org/x/tools/go/ssa"
)

// A misuse is a use of the base's address outside the rule: an
// assignment of the object, or an escape of its address (how says what
// carries it away).
type misuse struct {
	fn       *ssa.Function
	pos      token.Pos
	assigned bool
	how      string
}

// useCheck follows the base's address through its uses.
type useCheck struct {
	p     *Program
	c     *Client
	seen  map[seenParam]bool
	plain bool // the base is a plain word (racy.go)
}

// A seenParam is a helper's parameter followed, bound to the base's
// address or to an address inside it.
type seenParam struct {
	prm   *ssa.Parameter
	inner bool
}

func newUseCheck(p *Program, c *Client) *useCheck {
	return &useCheck{p: p, c: c, seen: map[seenParam]bool{}, plain: c.plainWord()}
}

// follow checks the uses of v, the base's address (or an address inside
// it, when inner), in fn; stores that allow lists (construction of a
// fresh allocation) do not count.
func (u *useCheck) follow(fn *ssa.Function, v ssa.Value, inner bool, allow map[ssa.Instruction]bool) *misuse {
	for _, ref := range *v.Referrers() {
		if m := u.use(fn, v, ref, inner, allow); m != nil {
			return m
		}
	}
	return nil
}

func (u *useCheck) use(fn *ssa.Function, v ssa.Value, ref ssa.Instruction, inner bool, allow map[ssa.Instruction]bool) *misuse {
	esc := func(how string) *misuse { return &misuse{fn: fn, pos: ref.Pos(), how: how} }
	switch r := ref.(type) {
	case *ssa.FieldAddr:
		return u.follow(fn, r, true, allow)
	case *ssa.IndexAddr:
		return u.follow(fn, r, true, allow)
	case *ssa.Store:
		switch {
		case r.Addr != v:
			return esc("stored in memory")
		case allow[r]:
			return nil
		case u.plain && !inner:
			u.c.addPlainWrite(fn, r.Pos()) // a racy Store (racy.go)
			return nil
		}
		return &misuse{fn: fn, pos: r.Pos(), assigned: true}
	case *ssa.UnOp, *ssa.DebugRef:
		return nil
	case *ssa.ChangeType, *ssa.Convert, *ssa.MultiConvert:
		val := r.(ssa.Value)
		if _, ok := sameWordSource(val); ok || isUnsafePointer(val.Type()) {
			return u.follow(fn, val, inner, nil)
		}
		return esc("converted to " + goTypeName(val.Type(), fn) + ", which is not the whole word")
	case ssa.CallInstruction: // call, go, defer: a method of the object (the walker refuses go statements)
		if !inner && (isMethodReceiver(r, v) || u.methodExpr(r, v)) {
			return nil
		}
		if _, isGo := r.(*ssa.Go); isGo {
			return esc("passed to a go statement")
		}
		return u.call(fn, r, v, inner)
	case *ssa.Return:
		return esc("returned")
	case *ssa.MakeInterface:
		return esc("put in an interface value")
	case *ssa.MakeClosure:
		if f, ok := r.Fn.(*ssa.Function); ok && strings.HasPrefix(f.Synthetic, "bound") {
			return esc("bound in a method value of " + funcName(f))
		}
		return esc("captured by a function literal")
	case *ssa.Phi:
		return esc("merged with other pointers")
	}
	return esc("used by " + ref.String())
}

// call follows v (inside the base, when inner) into the parameters of a
// call's callee that it is bound to: a function of the client's package
// with a body.
func (u *useCheck) call(fn *ssa.Function, call ssa.CallInstruction, v ssa.Value, inner bool) *misuse {
	cc := call.Common()
	callee := cc.StaticCallee()
	esc := &misuse{fn: fn, pos: call.Pos(), how: "passed to " + passedTo(cc)}
	if callee == nil || len(callee.Blocks) == 0 || len(callee.FreeVars) > 0 || !u.loaded(callee) || cc.Value == v {
		return esc
	}
	for j, a := range cc.Args {
		if a != v {
			continue
		}
		prm := callee.Params[j]
		if u.seen[seenParam{prm, inner}] {
			continue
		}
		u.seen[seenParam{prm, inner}] = true
		if m := u.follow(callee, prm, inner, nil); m != nil {
			return m
		}
	}
	return nil
}

// methodExpr reports whether call calls a collection method through its
// method expression ((*sync.Map).Load(&c.m, k)) with v as the receiver,
// and no other argument.
func (u *useCheck) methodExpr(call ssa.CallInstruction, v ssa.Value) bool {
	cc := call.Common()
	if _, _, ok := u.p.methodExprOf(cc.StaticCallee()); !ok || len(cc.Args) == 0 || cc.Args[0] != v {
		return false
	}
	for _, a := range cc.Args[1:] {
		if a == v {
			return false
		}
	}
	return true
}

// methodExprOf returns the collection and method a method expression's
// thunk calls: its first argument is the receiver, the others the
// method's; the walker translates a call of it as the method's call.
func (p *Program) methodExprOf(callee *ssa.Function) (axioms.Collection, string, bool) {
	if callee == nil || !strings.HasPrefix(callee.Synthetic, "thunk") {
		return nil, "", false
	}
	obj, ok := callee.Object().(*types.Func)
	if !ok || obj.Signature().Recv() == nil {
		return nil, "", false
	}
	coll, ok := p.Catalog.Lookup(obj.Signature().Recv().Type())
	return coll, obj.Name(), ok
}

// loaded reports whether fn is a function of the client's package, whose
// helpers the walker inlines (inline.go). Helpers of other packages, even
// loaded ones, are not followed: the walker translates their calls by
// summary, and go vet, which sees one package at a time, must give the
// same reason as snowflake verify of any set of packages.
func (u *useCheck) loaded(fn *ssa.Function) bool {
	if fn.Pkg == nil && fn.Origin() != nil {
		fn = fn.Origin()
	}
	return fn.Pkg != nil && fn.Pkg.Pkg == u.c.Pkg.Types
}

func passedTo(cc *ssa.CallCommon) string {
	if f := cc.StaticCallee(); f != nil {
		return funcName(f)
	}
	return "a function value"
}

// funcName names f as Go code calls it: ext.LoadFrom, (*sync.Map).Load.
func funcName(f *ssa.Function) string {
	obj, ok := f.Object().(*types.Func)
	if !ok || obj.Pkg() == nil {
		return f.Name()
	}
	byName := func(p *types.Package) string { return p.Name() }
	if recv := obj.Signature().Recv(); recv != nil {
		return "(" + types.TypeString(recv.Type(), byName) + ")." + obj.Name()
	}
	return obj.Pkg().Name() + "." + obj.Name()
}

func isUnsafePointer(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.UnsafePointer
}

// refusal turns a misuse of the base field into the client's refusal.
func (m *misuse) refusal(p *Program, c *Client) *Refusal {
	where := fmt.Sprintf("in %s at %s", m.fn.Name(), p.Where(m.pos))
	kind := "field"
	if c.Global != nil {
		kind = "var"
	}
	if m.assigned && c.Global != nil {
		return &Refusal{Pos: m.pos, assigns: true, Message: fmt.Sprintf("base var %s is assigned %s (only package initialisation may)", c.Base, where)}
	}
	if m.assigned {
		return &Refusal{Pos: m.pos, assigns: true, Message: fmt.Sprintf("base field %s is assigned %s (only initialisation in a composite literal is allowed)", c.Base, where)}
	}
	return &Refusal{Pos: m.pos, Message: fmt.Sprintf("the address of base %s %s escapes %s: %s", kind, c.Base, where, m.how)}
}

// plainWord reports whether the base is a plain variable of integer (or
// unsafe.Pointer) type, accessed through sync/atomic's functions.
func (c *Client) plainWord() bool {
	t := c.DeclaredType()
	if t == nil {
		return false
	}
	if c.ByPointer {
		return false
	}
	_, ok := t.Underlying().(*types.Basic)
	return ok
}

// globalUse refuses a use of the base var other than calling its methods
// (or loading it, for a pointer var or a plain word), outside package
// initialisation; the address of a var that is no pointer may also reach
// such uses as baseuse.go allows. The refusal's message has a %s for
// where.
func globalUse(p *Program, c *Client, fn *ssa.Function, instr ssa.Instruction) *Refusal {
	init := isInit(fn)
	for _, op := range instr.Operands(nil) {
		if op == nil || *op != c.Global {
			continue
		}
		switch in := instr.(type) {
		case *ssa.Store:
			if in.Addr == c.Global && (init || c.plainWord()) {
				if !init { // a plain word's racy Store: racy.go
					c.addPlainWrite(fn, in.Pos())
				}
				continue
			}
			if in.Addr == c.Global {
				return &Refusal{Pos: in.Pos(), assigns: true, Message: "base var " + c.Base + " is assigned %s (only package initialisation may)"}
			}
		case *ssa.UnOp:
			if c.ByPointer || c.plainWord() {
				continue
			}
		case *ssa.DebugRef:
			continue
		}
		if !c.ByPointer { // its uses as an address (baseuse.go)
			if _, isLoad := instr.(*ssa.UnOp); !isLoad {
				if m := newUseCheck(p, c).use(fn, c.Global, instr, false, nil); m != nil {
					r := m.refusal(p, c) // names where itself: the use may be in a helper
					r.Message = strings.ReplaceAll(r.Message, "%", "%%")
					return r
				}
				continue
			}
		}
		return &Refusal{Pos: instr.Pos(), Message: "the address of base var " + c.Base + " escapes %s"}
	}
	return nil
}
