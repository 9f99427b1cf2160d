// This file carries the definitions of functional helpers (fndefs.go)
// across a package boundary, with their summaries (imported.go): under an
// analysis driver a call of another package's helper has no body to
// define it by, so the helper's own package's analysis defines it
// (ExportHelper) and the analysis of an importer reads the definition back
// (importHelper), as `snowflake verify`, which has both bodies, defines it
// at the call. A witness whose path depends on the helper's result can
// then be a real run under go vet as under verify.
//
// Soundness. The definition is computed by defineHelper from the same
// body, with the same sorts (checked at the call): it is the one the call
// would get with the body at hand. Only definitions independent of the
// caller are carried: the helper's parameters and results reach no
// memory (no client object, no heap, no fresh or closed results), every
// term's sort is a theory's (booleans, integers, bit-vectors, strings), its
// panic value is nil or one of the run-time panics of its body (a
// function of operands of those sorts), and its only constants are its
// parameters; the uninterpreted functions it applies are
// declared again in the importer's model with the sorts they are applied
// at. Anything else is left without a definition, as a helper whose body
// does not translate is: its witnesses stay unconfirmed, never wrong.

package paths

import (
	"fmt"
	"go/types"
	"slices"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
	"golang.org/x/tools/go/ssa"
)

// A PortableHelper is a helper's definition as an analysis fact carries
// it: Helper without Go types (the importer has the signature).
type PortableHelper struct {
	Names                    []string
	Params, Results          []*smt.Term
	Panics, PanicValue, Deep *smt.Term
	Fresh, Closed            []bool
}

// ExportHelper returns the definition of fn, a function of the root
// packages whose summary is Pure, as a call of it with the body at hand
// gets it; nil when it has none or it depends on the caller.
func (p *Program) ExportHelper(fn *ssa.Function) *PortableHelper {
	obj, ok := fn.Object().(*types.Func)
	if !ok || !plainSignature(obj.Signature()) {
		return nil
	}
	h := p.localHelper(fn)
	if h == nil || h.Def == nil || len(h.Mixed) > 0 || !portableDef(h.Def) {
		return nil
	}
	d := h.Def
	return &PortableHelper{Names: h.Names, Params: d.Params, Results: d.Results, Panics: d.Panics,
		PanicValue: d.PanicValue, Deep: d.Deep, Fresh: h.Fresh, Closed: h.Closed}
}

// exportFresh says which of fn's results are a new object on every run
// (Helper.Fresh), which travels even when the definition does not: it
// depends on the body alone, not on the caller.
func (p *Program) exportFresh(fn *ssa.Function) []bool {
	if h := p.localHelper(fn); h != nil {
		return h.Fresh
	}
	return nil
}

// localHelper defines fn, a function of the root packages, as a call of
// it with the body at hand does (defineHelper); nil when it has no
// definition.
func (p *Program) localHelper(fn *ssa.Function) (out *Helper) {
	obj, ok := fn.Object().(*types.Func)
	if !ok || len(fn.Blocks) == 0 || len(fn.Params) == 0 || isGeneric(obj) {
		return nil
	}
	defer func() { // a body the walker cannot define outside a client
		if recover() != nil {
			out = nil
		}
	}()
	c := &Client{Pkg: p.Roots[0], Field: -1}
	model := values.New(p.Roots[0].TypesSizes)
	w := &walker{prog: p, client: c, fn: fn, model: model,
		out:   &Func{Fn: fn, Client: c, Names: map[string]string{}, Fixed: map[string]types.Type{}, Constructed: map[string][]*smt.Term{}},
		early: unpublished(fn), inlined: map[*ssa.Function]bool{}}
	fc := &fnCall{name: "fn!" + obj.FullName(), sig: obj.Signature()}
	for i, prm := range fn.Params {
		fc.args = append(fc.args, smt.Const(fmt.Sprintf("export!%d", i), model.Sort(prm.Type())))
	}
	w.defineHelper(fn, fc)
	return fc.helper
}

// plainSignature reports whether no parameter (receiver included) or
// result of sig can reach memory.
func plainSignature(sig *types.Signature) bool {
	vars := []*types.Var{}
	if sig.Recv() != nil {
		vars = append(vars, sig.Recv())
	}
	for _, tuple := range []*types.Tuple{sig.Params(), sig.Results()} {
		for i := 0; i < tuple.Len(); i++ {
			vars = append(vars, tuple.At(i))
		}
	}
	for _, v := range vars {
		if reachesMemory(v.Type(), nil) {
			return false
		}
	}
	return true
}

// portableDef reports whether d's terms are over theory sorts and its
// parameters only, but its panic value: nil or a run-time panic of the
// body (runtimePanic), of operands of theory sorts.
func portableDef(d *axioms.FuncDef) bool {
	formal := map[string]bool{}
	for _, p := range d.Params {
		formal[p.Op] = true
	}
	terms := append(append([]*smt.Term{d.Panics}, d.Results...), d.Params...)
	if d.Deep != nil {
		terms = append(terms, d.Deep)
	}
	ok := true
	smt.Walk(append(terms, d.PanicValue), func(t *smt.Term) {
		ok = ok && (t.Kind != smt.Var || formal[t.Op]) && (theorySort(t.Sort) || panicValue(t))
	})
	return ok
}

// panicValue reports whether t, of sort Any, is nil, a run-time panic, or
// a choice between such.
func panicValue(t *smt.Term) bool {
	if t.Sort != values.AnySort || t.Kind != smt.App {
		return false
	}
	op := strings.Trim(t.Op, "|")
	return op == "anynil" || op == "ite" || strings.HasPrefix(op, "panic!")
}

func theorySort(s smt.Sort) bool {
	switch s.Kind {
	case smt.KindBool, smt.KindInt, smt.KindBV, smt.KindString:
		return true
	}
	return false
}

// importHelper defines fc, a call of callee, a function of another package
// (no body), by the definition its package's analysis exported; false
// when there is none that fits the call.
func (w *walker) importHelper(callee *ssa.Function, fc *fnCall) bool {
	f, ok := w.prog.importedFunc(callee)
	if ok && f.Helper == nil && slices.Contains(f.Fresh, true) && !fc.havoc && !w.defining && len(fc.args) > 0 {
		fc.helper = &Helper{Fresh: f.Fresh} // new objects, without a definition that travels
		return true
	}
	if !ok || f.Helper == nil || fc.havoc || w.defining || len(fc.args) == 0 {
		return false
	}
	obj := callee.Object().(*types.Func)
	ph := f.Helper
	if len(ph.Names) == 0 || ph.Names[len(ph.Names)-1] != fc.name+"!panicval" || len(ph.Params) != len(fc.args) {
		return false
	}
	for i, p := range ph.Params {
		if p.Sort.String() != fc.args[i].Sort.String() {
			return false
		}
	}
	for _, h := range w.out.Helpers {
		if h.Names[len(h.Names)-1] == fc.name+"!panicval" {
			fc.helper = h
			return true
		}
	}
	def := &axioms.FuncDef{Params: ph.Params, Types: paramTypes(obj.Signature()), Results: ph.Results,
		Panics: ph.Panics, PanicValue: ph.PanicValue, Deep: ph.Deep}
	w.declareApplied(append(append([]*smt.Term{def.Panics, def.PanicValue}, def.Results...), def.Params...))
	if def.Deep != nil {
		w.declareApplied([]*smt.Term{def.Deep})
	}
	h := &Helper{Names: ph.Names, Def: def, Fresh: ph.Fresh, Closed: ph.Closed}
	w.out.Helpers = append(w.out.Helpers, h)
	fc.helper = h
	return true
}

// paramTypes are the types of sig's receiver and parameters, as an SSA
// function's Params list them.
func paramTypes(sig *types.Signature) []types.Type {
	var out []types.Type
	if sig.Recv() != nil {
		out = append(out, sig.Recv().Type())
	}
	for i := 0; i < sig.Params().Len(); i++ {
		out = append(out, sig.Params().At(i).Type())
	}
	return out
}

// declareApplied declares in w's model the uninterpreted functions ts
// apply (the model's, whose names hold a '!': theory operators have none),
// at the sorts they are applied at.
func (w *walker) declareApplied(ts []*smt.Term) {
	smt.Walk(ts, func(t *smt.Term) {
		if name := strings.Trim(t.Op, "|"); t.Kind == smt.App && strings.Contains(name, "!") {
			w.model.Func(name, t.Sort, t.Args...)
		}
	})
}
