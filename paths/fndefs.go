// This file defines the translation of the bodies of functional helpers
// (functions marked //snowflake:functional or argfunctional, whose calls
// are uninterpreted functions in proofs: calls.go) into terms, for witness
// search only, as for callbacks (cbdefs.go): a witness whose path depends
// on a helper's result can then be a real run. A helper whose body has
// loops, reads memory, allocates, or calls what does not translate has
// no definition.

package paths

import (
	"fmt"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// A Helper is a functional helper defined by its body: the names of the
// uninterpreted functions of its calls, in the order of Def's outcome
// (results, panic condition, panic value; "" for a result that is not an
// application, such as a fresh object), and the definition.
type Helper struct {
	Names []string
	Def   *axioms.FuncDef
}

// defineHelper records the definition of the helper that fc calls, once.
func (w *walker) defineHelper(cc *ssa.CallCommon, fc *fnCall) {
	callee := cc.StaticCallee()
	if fc.havoc || fc.noPanic || callee == nil || callee.Blocks == nil || w.defining || len(fc.args) == 0 {
		return
	}
	for _, h := range w.out.Helpers {
		if h.Names[len(h.Names)-1] == fc.name+"!panicval" {
			return
		}
	}
	params := callee.Params
	if len(params) != len(fc.args) {
		return // an argfunctional method's receiver is not an input
	}
	ls, r := findLoops(callee)
	if r != nil || len(ls.header) > 0 || len(callee.FreeVars) > 0 {
		return
	}
	sub := w.subWalker(callee, ls)
	st := newState()
	def := &axioms.FuncDef{}
	for i, p := range params {
		x := smt.Const(fmt.Sprintf("fndef!%d", i), fc.args[i].Sort)
		def.Params, def.Types = append(def.Params, x), append(def.Types, p.Type())
		st.env[p] = x
	}
	sub.block(st, callee.Blocks[0], nil)
	if sub.refusal != nil || len(sub.out.Paths) == 0 {
		return
	}
	if def = outcomeDef(sub, callee, def); def == nil {
		return
	}
	h := &Helper{Def: def}
	results := fc.sig.Results()
	for j := 0; j < results.Len(); j++ {
		name := fmt.Sprintf("%s!%d", fc.name, j)
		if reachesMemory(results.At(j).Type(), nil) {
			name = ""
		}
		h.Names = append(h.Names, name)
	}
	h.Names = append(h.Names, fc.name+"!panics", fc.name+"!panicval")
	w.out.Helpers = append(w.out.Helpers, h)
}

// subWalker returns a walker that translates fn, a helper or callback
// body, into a definition for witness search: with w's model, defining
// (helpers it calls are not defined again).
func (w *walker) subWalker(fn *ssa.Function, ls *loops) *walker {
	return &walker{prog: w.prog, client: w.client, fn: fn, loops: ls, model: w.model, defining: true,
		out: &Func{Fn: fn, Client: w.client}, early: unpublished(fn), inlined: map[*ssa.Function]bool{}}
}
