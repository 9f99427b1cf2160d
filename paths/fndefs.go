// This file defines the translation of the bodies of functional helpers
// (functions marked //snowflake:functional or argfunctional, whose calls
// are uninterpreted functions in proofs: calls.go) into terms, as for
// callbacks (cbdefs.go): a witness whose path depends on a helper's result
// can then be a real run. Proofs use two facts of a definition, only when
// it covers every run (no Deep) and the body defers nothing: a result the
// body always allocates is a new object (Helper.Fresh), one that is a
// function of the arguments is that term (Helper.Closed), and one that is
// a function of the arguments on some paths and a new object on the others
// is a choice between the two by the arguments (Helper.Mixed). A helper whose body has
// loops is walked unrolled (unroll.go), at most MaxHelperUnroll back
// edges: its definition holds on the inputs whose run takes no more, and
// FuncDef.Deep is the condition of the others. A helper that reads
// memory, or calls what does not translate, has no definition; one that
// allocates has none for the fresh objects it returns.

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
	// Fresh marks the results that are a new object on every run: each
	// run that returns allocates them (distinct objects, of nonzero size).
	Fresh []bool
	// Closed marks the results that reach memory and are functions of the
	// arguments all the same (a package variable's address, an argument):
	// calls take them from Def. Both are empty when Def.Deep is not nil.
	Closed []bool
	// Mixed, for a result that reaches memory and is neither, says when
	// the body returns a function of the arguments and which (on the other
	// returning paths it returns a new object); nil where that is not so.
	// Empty when Fresh is.
	Mixed []*Mixed
}

// A Mixed result is Term when When holds, both over Def.Params, and else
// a new object of nonzero size (entryFor: &fallback for the empty key, a
// new Entry for any other).
type Mixed struct {
	When, Term *smt.Term
}

// MaxHelperUnroll bounds the back edges of a helper's runs that its
// definition covers.
const MaxHelperUnroll = 8

// defineHelper records the definition of the helper that fc calls, once.
func (w *walker) defineHelper(callee *ssa.Function, fc *fnCall) {
	if callee != nil && callee.Blocks == nil && w.importHelper(callee, fc) { // another package's (importdef.go)
		return
	}
	if fc.havoc || fc.noPanic || callee == nil || callee.Blocks == nil || w.defining || len(fc.args) == 0 {
		return
	}
	for _, h := range w.out.Helpers {
		if h.Names[len(h.Names)-1] == fc.name+"!panicval" {
			fc.helper = h
			return
		}
	}
	params := callee.Params
	if len(params) != len(fc.args) {
		return // an argfunctional method's receiver is not an input
	}
	ls, r := findLoops(callee)
	if r != nil || len(callee.FreeVars) > 0 {
		return
	}
	results := fc.sig.Results()
	reach := make([]bool, results.Len()) // objects: no function names them
	for j := range reach {
		reach[j] = reachesMemory(results.At(j).Type(), nil)
	}
	sub := w.subWalker(callee, ls)
	if len(ls.header) > 0 {
		sub.exact, sub.maxBack = true, MaxHelperUnroll
	}
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
	def, open := outcomeDef(sub, callee, def, reach)
	if def == nil {
		return
	}
	if len(sub.deep) > 0 {
		var deep []*smt.Term
		for _, p := range sub.deep {
			deep = append(deep, smt.And(p.Conds...))
		}
		def.Deep = smt.Or(deep...)
		if !onlyFormals(def.Deep, def.Params) {
			return
		}
	}
	h := &Helper{Def: def}
	if def.Deep == nil && !defers(callee) { // a deferred call runs after the results are set
		h.Fresh = w.freshResults(sub, open)
		for j := range reach {
			h.Closed = append(h.Closed, reach[j] && !open[j])
		}
		h.Mixed = w.mixedResults(sub, open, h.Fresh)
	}
	for j := 0; j < results.Len(); j++ {
		name := fmt.Sprintf("%s!%d", fc.name, j)
		if reach[j] {
			name = ""
		}
		h.Names = append(h.Names, name)
	}
	h.Names = append(h.Names, fc.name+"!panics", fc.name+"!panicval")
	w.out.Helpers = append(w.out.Helpers, h)
	fc.helper = h
}

// subWalker returns a walker that translates fn, a helper or callback
// body, into a definition for witness search: with w's model, defining
// (helpers it calls are not defined again).
func (w *walker) subWalker(fn *ssa.Function, ls *loops) *walker {
	return &walker{prog: w.prog, client: w.client, fn: fn, loops: ls, model: w.model, defining: true, asWritten: w.asWritten,
		out: &Func{Fn: fn, Client: w.client, Names: w.out.Names, Fixed: w.out.Fixed, Constructed: w.out.Constructed}, early: unpublished(fn), inlined: map[*ssa.Function]bool{}}
}

// onlyFormals reports whether every constant of t is one of params.
func onlyFormals(t *smt.Term, params []*smt.Term) bool {
	formal := map[string]bool{}
	for _, p := range params {
		formal[p.Op] = true
	}
	ok := true
	smt.Walk([]*smt.Term{t}, func(u *smt.Term) {
		ok = ok && (u.Kind != smt.Var || formal[u.Op])
	})
	return ok
}

// freshResults marks the results (among those open: built from locals)
// that every returning path of a helper's body allocates: each is the pointer
// of a distinct new object of nonzero size on that path.
func (w *walker) freshResults(sub *walker, open []bool) []bool {
	fresh := append([]bool(nil), open...)
	for _, p := range sub.out.Paths {
		if p.Panics {
			continue
		}
		used := map[*Alloc]bool{}
		for j := range fresh {
			if !fresh[j] || j >= len(p.Result) {
				fresh[j] = false
				continue
			}
			var found *Alloc
			for _, a := range p.Allocs {
				_, heap := a.Site.(*ssa.Alloc)
				_, made := a.Site.(*ssa.MakeMap) // a new map (freshmap.go)
				if (heap && !w.maybeZeroSize(pointee(a.Site.Type())) || made) && !used[a] && a.Ptr.String() == p.Result[j].String() {
					found = a
				}
			}
			fresh[j] = found != nil
			used[found] = true
		}
	}
	return fresh
}

// mixedResults returns the Mixed of the one open result that is not
// Fresh, when every returning path of the body returns for it either a
// term without locals (a function of the arguments: the paths' conditions
// are, outcomeDef checked) or the pointer of a new object of nonzero size,
// and both happen; else nil. Only a body with one open result qualifies
// (two results could be one object, which Fresh facts would deny).
func (w *walker) mixedResults(sub *walker, open, fresh []bool) []*Mixed {
	j, n := -1, 0
	for i := range open {
		if open[i] {
			j, n = i, n+1
		}
	}
	if n != 1 || fresh[j] {
		return nil
	}
	var when []*smt.Term
	var term *smt.Term
	allocates := false
	for k := len(sub.out.Paths) - 1; k >= 0; k-- { // later paths first: the first whose condition holds decides
		p := sub.out.Paths[k]
		if p.Panics {
			continue
		}
		r := p.Result[j]
		switch {
		case !mentionsAny(r, p.Locals):
			cond := smt.And(p.Conds...)
			when = append(when, cond)
			if term == nil {
				term = r
			} else {
				term = smt.Ite(cond, r, term)
			}
		case w.newObject(p, r):
			allocates = true
		default:
			return nil
		}
	}
	if !allocates || term == nil {
		return nil
	}
	out := make([]*Mixed, len(open))
	out[j] = &Mixed{When: smt.Or(when...), Term: term}
	return out
}

// newObject reports whether r is the pointer of one of p's heap
// allocations, of nonzero size.
func (w *walker) newObject(p *Path, r *smt.Term) bool {
	for _, a := range p.Allocs {
		if _, heap := a.Site.(*ssa.Alloc); heap && a.Ptr.String() == r.String() && !w.maybeZeroSize(pointee(a.Site.Type())) {
			return true
		}
		if _, made := a.Site.(*ssa.MakeMap); made && a.Ptr.String() == r.String() {
			return true // a new map: never nil, distinct from every other (freshmap.go)
		}
	}
	return false
}

// mentionsAny reports whether t mentions one of the constants ls.
func mentionsAny(t *smt.Term, ls []*smt.Term) bool {
	set := map[string]bool{}
	for _, l := range ls {
		set[l.Op] = true
	}
	found := false
	smt.Walk([]*smt.Term{t}, func(u *smt.Term) { found = found || u.Kind == smt.Var && set[u.Op] })
	return found
}

// defers reports whether fn defers a call.
func defers(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if _, ok := instr.(*ssa.Defer); ok {
				return true
			}
		}
	}
	return false
}
