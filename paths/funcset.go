// This file finds the functions a function value may be, the set of a
// call through a function value (funccall.go), with the tracer of
// interface values (ifaceset.go): the same sources (stores to an
// unexported field or package variable of a root package, a local
// variable, parameters of unexported functions at their static call
// sites, results of static calls, phis) are followed, and these sources
// end a function value's trace:
//
//	a named function (no free variables),   that function
//	  or a method expression's wrapper
//	nil                                     nothing (the nil branch is always kept)
//	a conversion between func types         the operand's sources
//	a closure with captured variables       open: its captured cells are
//	                                          memory the closure shares
//	a method value (x.M)                    open: its receiver is not followed
//
// Anything else opens the set, for the reasons ifaceset.go gives.
//
// It also gives calls through function values their part in effect
// summaries (summary.go): a call whose set is closed runs one of the set's
// functions (or panics on nil), so the component joins their summaries as
// it joins a static callee's; a call whose set is open may run any code:
// Effects, naming the source that opens it.
//
// Soundness. The tracing argument is ifaceset.go's: only the loaded code
// of a root package writes its unexported fields and variables and calls
// its unexported functions, and every write of a func value into them is
// a Store the index records, so the value is nil or one of the sources
// found. A named function used as a value has no captured state: calling
// it is calling the function. A closure capturing variables is refused
// rather than followed: its cells outlive the function that made it and
// any goroutine holding the value may write them.

package paths

import (
	"fmt"
	"sort"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// funcSource adds v's sources when v is a function value's construction
// or conversion, or says why they are open.
func (t *tracer) funcSource(v ssa.Value) string {
	switch v := v.(type) {
	case *ssa.Function:
		if len(v.FreeVars) > 0 {
			return t.where("function "+v.Name()+" with free variables", v.Pos())
		}
		t.funcs[v.RelString(nil)] = v
		return ""
	case *ssa.MakeClosure:
		if isBoundMethod(v) {
			name := strings.TrimSuffix(v.Fn.Name(), "$bound")
			pos := v.Pos()
			if !pos.IsValid() {
				pos = v.Fn.Pos()
			}
			return t.where(fmt.Sprintf("method value %s, bound to a receiver the set does not follow,", name), pos)
		}
		return t.where("a closure with captured variables (memory every holder of the value shares, not the path's)", v.Fn.Pos())
	case *ssa.ChangeType:
		return t.value(v.X)
	}
	return t.where("a value computed", v.Pos())
}

// sortedFuncs returns the functions found, sorted by name.
func (t *tracer) sortedFuncs() []*ssa.Function {
	var out []*ssa.Function
	for _, fn := range t.funcs {
		out = append(out, fn)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].RelString(nil) < out[j].RelString(nil) })
	return out
}

// funcValueKind says what a call through function value cc does by
// itself: nothing when its set is closed (its functions are callees,
// funcValueCallees), else Effects, naming why the set is open.
func (p *Program) funcValueKind(cc *ssa.CallCommon) (SummaryKind, string) {
	if set := p.dynTypes(cc.Value); set.open != "" {
		return Effects, "calls a function value, whose functions are open (" + set.open + ")"
	}
	return Pure, ""
}

// funcValueCallees returns the functions a call through function value cc
// may run, when its set is closed.
func (p *Program) funcValueCallees(cc *ssa.CallCommon) []*ssa.Function {
	if cc.IsInvoke() || cc.StaticCallee() != nil {
		return nil
	}
	if _, bi := cc.Value.(*ssa.Builtin); bi {
		return nil
	}
	set := p.dynTypes(cc.Value)
	if set.open != "" {
		return nil
	}
	return set.funcs
}
