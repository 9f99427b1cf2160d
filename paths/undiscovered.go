// This file defines the last step of discovery, so that no composite
// operation is silently left out: a function of the root packages that
// makes two or more calls of collection methods on shared objects (the
// same object or not, in its body, in closures defined in it, or in the
// package helpers it calls: helpercalls.go), or one such call inside a
// loop, and that no directive client and no earlier
// step of discovery covers, is reported. When its one object is a field
// of a parameter or a package variable, it gets today's client; otherwise
// it is reported unsupported, naming the objects and the form the walker
// does not follow yet (objectforms.go).
//
// Soundness: this step only adds functions to the run; a function it
// reports through a refused client gets verdict unsupported, never atomic,
// and one it gives today's client is verified as every discovered function
// is. Calls on a fresh object (new(sync.Map), a composite literal the
// function allocates) that does not escape (objectfresh.go: it is only
// the receiver of calls, loaded or stored into) are not counted: no other
// goroutine can reach it. One that escapes is counted.

package paths

import (
	"go/types"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"
)

// A sharedCall is a collection call a function makes on a shared object:
// in its body, in a closure defined in it, or in a package helper it
// calls (helpercalls.go).
type sharedCall struct {
	call ssa.CallInstruction
	obj  objectRef
	coll axioms.Collection
	loop bool // the call is inside a loop (of the function, or of the helper)
	// site is the call of the function through which a package helper
	// makes the call, or nil for a call of the function or its closures.
	site ssa.CallInstruction
	// key names the object by the parameters of the function whose
	// calls sharedCalls lists, or a package variable (objectOf), when
	// keyOK: for a helper's call, translated through the arguments of
	// each call on the way (helpercalls.go).
	key   objectKey
	keyOK bool
}

// undiscoveredIn returns the client of fn's composite operation when the
// earlier steps of discovery found none: today's client for one call in a
// loop on a field of a parameter or a package variable, else a refused
// client naming the objects. It returns nil for a function that is no
// composite operation.
func undiscoveredIn(p *Program, pkg *packages.Package, fn *ssa.Function) *Client {
	calls := sharedCalls(p, fn)
	if len(calls) == 0 || len(calls) == 1 && !calls[0].loop || forwards(fn, calls) {
		return nil
	}
	objs := distinctObjects(calls)
	if len(objs) == 1 && objs[0].form.followed() && calls[0].keyOK {
		if c := discoveredClient(p, pkg, fn, calls[0].key); c != nil {
			return c
		}
	}
	if walkable(objs) {
		return baselessClient(p, pkg, fn, calls, objs)
	}
	return refusedDiscovery(pkg, fn, calls, objs)
}

// walkable reports whether the walker follows every object of objs as an
// object of the function's product (objects.go): places reached by value,
// elements of arrays held at places, family members reached through
// pointers; not receivers of another shape.
func walkable(objs []objectRef) bool {
	for _, o := range objs {
		switch o.form {
		case formUnknown, formFresh, formValueRecv:
			return false
		}
	}
	return true
}

// baselessClient is the client of a composite operation whose objects are
// all objects of its product besides a base (objects.go): it has none of
// its own (Client.NoBase). The walker names each object it reaches, or
// refuses the function naming the one it cannot follow.
//
// Soundness: object 0 of the function's product is then a placeholder
// that no call reaches (no field or variable is the base), so its state
// never changes and the obligations are those of the other objects.
func baselessClient(p *Program, pkg *packages.Package, fn *ssa.Function, calls []sharedCall, objs []objectRef) *Client {
	first := calls[0]
	var names []string
	for _, o := range objs {
		names = append(names, o.expr)
	}
	c := &Client{Name: clientName(pkg, fn), Pkg: pkg, Field: -1, Param: -1, Discovered: true, NoBase: true,
		Funcs: []*ssa.Function{fn}, BasePos: first.call.Pos(), Collection: first.coll, Base: strings.Join(names, ", ")}
	if recv := fn.Signature.Recv(); recv != nil {
		if n, ok := deref(recv.Type()).(*types.Named); ok {
			if _, isStruct := n.Underlying().(*types.Struct); isStruct {
				c.Type, c.Param = n, 0
			}
		}
	}
	c.Refusal = fieldWrites(p, pkg, c)
	return c
}

// refusedDiscovery builds the refused client of a composite operation on
// objects discovery does not follow: its Skipped is the form (or "several
// objects"), its base the objects as written.
func refusedDiscovery(pkg *packages.Package, fn *ssa.Function, calls []sharedCall, objs []objectRef) *Client {
	first := calls[0]
	c := &Client{Name: clientName(pkg, fn), Pkg: pkg, Field: -1, Param: -1, Discovered: true,
		Funcs: []*ssa.Function{fn}, BasePos: first.call.Pos(), Collection: first.coll}
	var names []string
	for _, o := range objs {
		names = append(names, o.expr)
	}
	c.Base, c.Skipped = strings.Join(names, ", "), string(objs[0].form)
	if len(objs) > 1 {
		c.Skipped = string(formSeveral)
	}
	c.Refusal = &Refusal{Pos: first.call.Pos(), Message: notFollowed(objs)}
	return c
}

// clientName names the client of a discovered function: its receiver's
// type, or its package.
func clientName(pkg *packages.Package, fn *ssa.Function) string {
	if recv := fn.Signature.Recv(); recv != nil {
		if n, ok := deref(recv.Type()).(*types.Named); ok {
			return n.Obj().Name()
		}
	}
	return pkg.Name
}

// distinctObjects lists the objects of calls, each once (by expression), in
// order; an object reached in a form the walker does not follow in some
// call (s.m captured by a closure) takes that form.
func distinctObjects(calls []sharedCall) []objectRef {
	var objs []objectRef
	at := map[string]int{}
	for _, c := range calls {
		i, seen := at[c.obj.expr]
		if !seen {
			at[c.obj.expr] = len(objs)
			objs = append(objs, c.obj)
			continue
		}
		if objs[i].form.followed() && !c.obj.form.followed() {
			objs[i].form = c.obj.form
		}
	}
	return objs
}

// sharedCalls lists the collection calls of fn, of the closures defined
// in it and of the package helpers it calls (helpercalls.go), in block
// order, but those on fresh objects.
func sharedCalls(p *Program, fn *ssa.Function) []sharedCall {
	return sharedCallsOf(p, fn, true)
}

// sharedCallsOf is sharedCalls, with the helpers' calls only when helpers
// is set (a helper's own helpers make its composite operation, not its
// caller's).
func sharedCallsOf(p *Program, fn *ssa.Function, helpers bool) []sharedCall {
	var out []sharedCall
	loops := &loopBlocks{memo: map[*ssa.BasicBlock]bool{}}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			if len(call.Common().Args) == 0 || !collectionCallee(p, call.Common()) {
				if helpers {
					out = append(out, helperCalls(p, fn, call, loops.in(b))...)
				}
				continue
			}
			recv := call.Common().Args[0]
			obj, ok := objectForm(p, fn, recv)
			if !ok {
				obj = objectRef{form: formUnknown, expr: "a " + types.TypeString(recv.Type(), (&shape{fn: fn}).qualifier)}
			}
			if obj.form == formFresh {
				continue
			}
			key, keyOK := objectOf(fn, recv)
			out = append(out, sharedCall{call: call, obj: obj, coll: callCollection(p, call.Common()), loop: loops.in(b), key: key, keyOK: keyOK})
		}
	}
	for _, anon := range fn.AnonFuncs {
		for _, sc := range sharedCallsOf(p, anon, helpers) {
			sc.keyOK = false // a closure's parameters are not fn's
			out = append(out, sc)
		}
	}
	return out
}

// callCollection returns the collection of a call collectionCallee accepts.
func callCollection(p *Program, cc *ssa.CallCommon) axioms.Collection {
	callee := cc.StaticCallee()
	if recv := callee.Signature.Recv(); recv != nil {
		coll, _ := p.Catalog.Lookup(recv.Type())
		return coll
	}
	coll, _ := p.Catalog.LookupBase(deref(cc.Args[0].Type())) // FuncForm's first argument points to a plain atomic
	return coll
}

// loopBlocks answers, for the blocks of one function, whether a block is
// on a cycle of the control flow graph (inside a loop).
type loopBlocks struct {
	memo map[*ssa.BasicBlock]bool
}

// in reports whether b can reach itself.
func (l *loopBlocks) in(b *ssa.BasicBlock) bool {
	if v, ok := l.memo[b]; ok {
		return v
	}
	seen := map[*ssa.BasicBlock]bool{}
	stack := append([]*ssa.BasicBlock(nil), b.Succs...)
	found := false
	for len(stack) > 0 && !found {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if x == b {
			found = true
		} else if !seen[x] {
			seen[x] = true
			stack = append(stack, x.Succs...)
		}
	}
	l.memo[b] = found
	return found
}
