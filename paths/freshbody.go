// This file defines what a functional body may write: memory it made
// itself, at any depth — its own allocations (make, new, composite
// literals, append to a fresh or nil slice), a value it stored in a field
// of one of them before the allocation escaped, and what a function it
// calls returns when every return of that function returns memory made
// there. The annotation check (annotations.go) names what a write
// reaches when it is none of these: memory that existed before the call.

package paths

import (
	"go/token"

	"golang.org/x/tools/go/ssa"
)

// maxFreshDepth bounds the calls freshInBody looks through.
const maxFreshDepth = 3

// freshInBody reports whether v is memory the function made during the
// call (see the file comment).
func freshInBody(v ssa.Value) bool {
	return (&freshCheck{seen: map[ssa.Value]bool{}}).fresh(v, 0)
}

type freshCheck struct {
	seen map[ssa.Value]bool // values under examination: a cycle through phis is not fresh memory evidence
}

func (c *freshCheck) fresh(v ssa.Value, depth int) bool {
	if c.seen[v] {
		return false
	}
	c.seen[v] = true
	defer delete(c.seen, v)
	switch a := v.(type) {
	case *ssa.Alloc, *ssa.MakeSlice, *ssa.MakeMap:
		return true
	case *ssa.FieldAddr:
		return c.fresh(a.X, depth)
	case *ssa.IndexAddr:
		return c.fresh(a.X, depth)
	case *ssa.Slice:
		return c.fresh(a.X, depth)
	case *ssa.UnOp:
		return a.Op == token.MUL && c.freshCell(a, depth)
	case *ssa.Phi:
		for _, e := range a.Edges {
			if !isNilConst(e) && !c.fresh(e, depth) {
				return false
			}
		}
		return true
	case *ssa.Extract:
		if call, ok := a.Tuple.(*ssa.Call); ok {
			return c.freshResult(call.Call.StaticCallee(), a.Index, depth+1)
		}
	case *ssa.Call:
		if bi, ok := a.Call.Value.(*ssa.Builtin); ok {
			return bi.Name() == "append" && len(a.Call.Args) > 0 && (isNilConst(a.Call.Args[0]) || c.fresh(a.Call.Args[0], depth))
		}
		return c.freshResult(a.Call.StaticCallee(), 0, depth+1)
	}
	return false
}

// freshCell reports whether load reads, from a field of an allocation of
// the function that has not escaped yet, a value every store there made
// fresh (or left nil).
func (c *freshCheck) freshCell(load *ssa.UnOp, depth int) bool {
	root, path, ok := addrPath(load.X)
	if !ok || root == nil {
		return false
	}
	accesses, escapes := allocUsesVia(root, false)
	if afterEscape(root, escapes, load) {
		return false
	}
	key := pathKey(path)
	for _, acc := range accesses {
		st, isStore := acc.(*ssa.Store)
		if !isStore {
			continue
		}
		r, p, ok := addrPath(st.Addr)
		if !ok || r != root {
			return false // a store at a variable index may be this cell
		}
		switch k := pathKey(p); {
		case k == key:
			if !isNilConst(st.Val) && !c.fresh(st.Val, depth) {
				return false
			}
		case len(k) < len(key) && (k == "" || key[:len(k)+1] == k+"."):
			return false // a whole value stored above the cell
		}
	}
	return true
}

// freshResult reports whether every return of fn returns fresh memory as
// its result j.
func (c *freshCheck) freshResult(fn *ssa.Function, j, depth int) bool {
	if fn == nil || len(fn.Blocks) == 0 || depth > maxFreshDepth {
		return false
	}
	returns := 0
	for _, b := range fn.Blocks {
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
			returns++
			if j >= len(ret.Results) || !c.fresh(ret.Results[j], depth) {
				return false
			}
		}
	}
	return returns > 0
}

// existedBefore says what a write through v reaches, for the annotation
// check's message: what (a map, memory) that existed before the call, and
// the parameter or package variable it was reached from, when known.
func existedBefore(v ssa.Value, what string) string {
	msg := "writes " + what + " that existed before the call"
	if from := reachedFrom(v); from != "" {
		msg += " (reached from " + from + ")"
	}
	return msg
}

// reachedFrom names the parameter or package variable an address or
// reference v is computed from, or "".
func reachedFrom(v ssa.Value) string {
	switch a := v.(type) {
	case *ssa.Parameter:
		return "parameter " + a.Name()
	case *ssa.Global:
		return "package variable " + a.Name()
	case *ssa.FieldAddr:
		return reachedFrom(a.X)
	case *ssa.IndexAddr:
		return reachedFrom(a.X)
	case *ssa.Field:
		return reachedFrom(a.X)
	case *ssa.Slice:
		return reachedFrom(a.X)
	case *ssa.UnOp:
		return reachedFrom(a.X)
	}
	return ""
}
