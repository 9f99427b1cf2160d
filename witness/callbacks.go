// This file defines how witnesses run callbacks (xsync's Compute,
// concurrent-map's Upsert). Proofs keep a callback an uninterpreted
// function; witness search defines it by its body (axioms.FuncDef, when
// the paths stage could translate it exactly): every script the witness
// stage checks gets, for each application of a defined callback, the
// equality of the application with the body at its arguments, so models
// and serial-order checks run the callback the client wrote. Each
// application is also probed (its arguments and outcome as constants),
// and so is each captured value: the replay on the executable model calls
// the callback through that table, the body's values at those arguments,
// and fails when it meets arguments the table lacks.

package witness

import (
	"context"
	"fmt"
	"go/types"
	"hash/fnv"
	"strings"
	"time"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// defining wraps solver so that every script it checks defines f's
// callbacks by their bodies; solver itself when f has none.
func defining(f *paths.Func, solver smt.Solver) smt.Solver {
	d := &definingSolver{Solver: solver, funcs: map[string]*axioms.Func{}, applied: map[string]appliedName{}, done: map[*smt.Script]*defined{}}
	all := append([]*paths.Path(nil), f.Paths...)
	for _, u := range f.Unrolled { // loop witnesses search exact runs (unrolled.go)
		all = append(append(all, u.Paths...), u.Deep...)
	}
	for _, p := range all {
		for _, c := range p.Calls {
			for _, fn := range c.Funcs {
				if !exactDef(fn.Def, false) {
					continue
				}
				d.captured = append(d.captured, fn.Captured...)
				if d.funcs[fn.Name] != nil {
					continue
				}
				d.funcs[fn.Name] = fn
				for i, name := range fn.Applied() {
					d.applied[name] = appliedName{fn: fn, def: fn.Def, index: i}
				}
			}
		}
	}
	for name, a := range helperApps(f, func(d *axioms.FuncDef) bool { return exactDef(d, true) }) {
		d.applied[name] = a
	}
	if len(d.applied) == 0 {
		return solver
	}
	return d
}

// helperApps names the uninterpreted functions of f's helpers whose
// definitions keep accepts, with the definition of each.
func helperApps(f *paths.Func, keep func(*axioms.FuncDef) bool) map[string]appliedName {
	out := map[string]appliedName{}
	for _, h := range f.Helpers {
		if h.Def == nil || !keep(h.Def) {
			continue
		}
		for i, name := range h.Names {
			if name != "" {
				out[name] = appliedName{def: h.Def, index: i}
			}
		}
	}
	return out
}

// definedOps names the uninterpreted functions of f's helpers that
// witnesses define exactly by their bodies; with grounded, also those
// whose bodies call listed standard-library functions (stdeval.go), which
// a grounded model runs for real.
func definedOps(f *paths.Func, grounded bool) map[string]appliedName {
	return helperApps(f, func(d *axioms.FuncDef) bool { return exactDef(d, grounded) })
}

// exactDef reports whether a callback's definition is Go's semantics
// exactly, for every input (no Deep condition): exactBody.
func exactDef(d *axioms.FuncDef, grounded bool) bool {
	return d != nil && d.Deep == nil && exactBody(d, grounded)
}

// exactBody reports whether a definition's outcome is Go's semantics
// exactly where it is defined: no uninterpreted function standing for
// unknown code (with grounded, listed standard-library functions are
// allowed: the grounding solver runs them).
func exactBody(d *axioms.FuncDef, grounded bool) bool {
	formal := map[string]bool{}
	for _, p := range d.Params {
		formal[p.Op] = true
	}
	ok := true
	smt.Walk(append(append([]*smt.Term(nil), d.Results...), d.Panics, d.PanicValue), func(t *smt.Term) {
		switch {
		case t.Kind == smt.Var && !formal[t.Op] && !exactOp(t.Op):
			ok = false
		case t.Kind == smt.App && !exactOp(t.Op) && !(grounded && groundedOp(t.Op)):
			ok = false
		}
	})
	return ok
}

type appliedName struct {
	fn    *axioms.Func // a callback, or nil for a helper
	def   *axioms.FuncDef
	index int // in FuncDef.Instance's outcome
}

type definingSolver struct {
	smt.Solver
	funcs    map[string]*axioms.Func // callbacks, by name
	applied  map[string]appliedName  // the functions of their applications
	captured []*smt.Term             // every defined callback's captured values
	done     map[*smt.Script]*defined
}

// defined is what a script already has: the applications defined (by
// function and arguments) and their probes.
type defined struct {
	seen map[string]bool
	apps []cbApp
	caps map[string]bool
}

// A cbApp is one application of a defined callback in a script: the
// probes of its inputs and of its outcome (FuncDef.Instance's order).
type cbApp struct {
	fn       *axioms.Func
	in, outs []string
}

// definedModel is a model of a script with defined callbacks.
type definedModel struct {
	smt.Model
	apps []cbApp
}

func (d *definingSolver) Check(ctx context.Context, s *smt.Script, timeout time.Duration) (smt.Result, error) {
	def := d.define(s)
	res, err := d.Solver.Check(ctx, s, timeout)
	if res.Model != nil {
		res.Model = &definedModel{Model: res.Model, apps: def.apps}
	}
	return res, err
}

// define adds to s the definitions and probes of the callbacks' applications
// it does not have yet.
func (d *definingSolver) define(s *smt.Script) *defined {
	def := d.done[s]
	if def == nil {
		def = &defined{seen: map[string]bool{}, caps: map[string]bool{}}
		d.done[s] = def
	}
	var apps []*smt.Term
	smt.Walk(s.Asserts, func(t *smt.Term) {
		if t.Kind == smt.App || t.Kind == smt.Var {
			if _, ok := d.applied[strings.Trim(t.Op, "|")]; ok {
				apps = append(apps, t)
			}
		}
	})
	var eqs []*smt.Term
	for _, t := range apps {
		a := d.applied[strings.Trim(t.Op, "|")]
		inst := a.def.Instance(t.Args)
		if !def.seen["="+t.String()] {
			def.seen["="+t.String()] = true
			eqs = append(eqs, smt.Eq(t, inst[a.index]))
		}
		if a.fn == nil { // a helper: the replay does not call it
			continue
		}
		key := a.fn.Name + "(" + fmt.Sprint(t.Args) + ")"
		if def.seen[key] {
			continue
		}
		def.seen[key] = true
		n := len(def.apps)
		app := cbApp{fn: a.fn}
		for i, x := range t.Args {
			app.in = append(app.in, fmt.Sprintf("cbapp!%d!in!%d", n, i))
			eqs = append(eqs, smt.Eq(s.DeclareConst(app.in[i], x.Sort), x))
		}
		for i, x := range inst {
			app.outs = append(app.outs, fmt.Sprintf("cbapp!%d!out!%d", n, i))
			eqs = append(eqs, smt.Eq(s.DeclareConst(app.outs[i], x.Sort), x))
		}
		def.apps = append(def.apps, app)
	}
	for _, c := range d.captured {
		name := capProbe(c)
		if def.caps[name] || !declaredIn(s, c) {
			continue
		}
		def.caps[name] = true
		eqs = append(eqs, smt.Eq(s.DeclareConst(name, c.Sort), c))
	}
	for _, e := range eqs {
		s.Assert(e)
	}
	return def
}

// capProbe names the probe of a captured value.
func capProbe(t *smt.Term) string {
	h := fnv.New64a()
	h.Write([]byte(t.String()))
	return fmt.Sprintf("cbcap!%x", h.Sum64())
}

// declaredIn reports whether every constant of t is declared in s.
func declaredIn(s *smt.Script, t *smt.Term) bool {
	ok := true
	smt.Walk([]*smt.Term{t}, func(u *smt.Term) {
		if u.Kind == smt.Var && !s.Declared(u.Op) {
			ok = false
		}
	})
	return ok
}

// exec runs one replayed step on the executable model: a client call that
// passes a callback runs it through the model's table.
func (b *builder) exec(ex axioms.Exec, rs replayStep) ([]axioms.Value, bool, error) {
	if !rs.client {
		return ex.Call(rs.method, rs.args)
	}
	k := -1
	for _, s := range b.steps {
		if s.client {
			k++
		}
		if s.step == rs.step {
			break
		}
	}
	if k < 0 || k >= len(b.p.Calls) || len(b.p.Calls[k].Funcs) == 0 {
		return ex.Call(rs.method, rs.args)
	}
	c := b.p.Calls[k]
	cw, ok := ex.(interface {
		CallWith(string, []axioms.Value, axioms.Callback) ([]axioms.Value, bool, error)
	})
	if !ok || len(c.Funcs) != 1 {
		return nil, false, fmt.Errorf("%s with callbacks: no executable model", rs.method)
	}
	cb, err := b.callback(c.Funcs[0])
	if err != nil {
		return nil, false, err
	}
	return cw.CallWith(rs.method, rs.args, cb)
}

// callback returns f, with the values it captured in the model, as the
// table of its applications in the model.
func (b *builder) callback(f *axioms.Func) (axioms.Callback, error) {
	m, ok := b.d.model.(*definedModel)
	if !ok || f.Def == nil {
		return nil, fmt.Errorf("the callback passed to the call is not defined by its body")
	}
	var captured []axioms.Value
	for i, c := range f.Captured {
		v, ok := b.d.raw(capProbe(c))
		if !ok {
			return nil, fmt.Errorf("the model has no value for the callback's captured %s", b.f.Go(c))
		}
		captured = append(captured, b.d.value(v, f.Def.Types[i]))
	}
	rs := f.Sig.Results()
	return func(args []axioms.Value) ([]axioms.Value, bool, error) {
		in := append(append([]axioms.Value(nil), captured...), args...)
		for _, app := range m.apps {
			if app.fn.Name != f.Name || !b.sameInputs(app, in) {
				continue
			}
			out := make([]axioms.Value, len(app.outs))
			for i, name := range app.outs {
				v, ok := b.d.raw(name)
				if !ok {
					return nil, false, fmt.Errorf("the model has no value for a result of the callback %s", paths.ShortName(strings.TrimPrefix(f.Name, "cb!")))
				}
				switch {
				case i < rs.Len():
					out[i] = b.d.value(v, rs.At(i).Type())
				case i == rs.Len():
					out[i] = axioms.Bool(v.Op == "true")
				}
			}
			if out[rs.Len()].Key == axioms.Bool(true).Key {
				return nil, true, nil
			}
			return out[:rs.Len()], false, nil
		}
		return nil, false, fmt.Errorf("the callback is run on arguments %s, at which the model did not evaluate it", shown(args))
	}, nil
}

// sameInputs reports whether app's inputs in the model are in.
func (b *builder) sameInputs(app cbApp, in []axioms.Value) bool {
	if len(app.in) != len(in) {
		return false
	}
	for i, name := range app.in {
		v, ok := b.d.raw(name)
		if !ok {
			return false
		}
		var t types.Type = app.fn.Def.Types[i]
		if b.d.value(v, t).Key != in[i].Key {
			return false
		}
	}
	return true
}

// inexactCallbacks says which callback of p witnesses cannot run, or "".
func inexactCallbacks(p *paths.Path) string {
	for _, c := range p.Calls {
		for _, f := range c.Funcs {
			if !exactDef(f.Def, false) {
				return "the callback passed to " + c.Method.Name + " (a function the verifier does not run)"
			}
		}
	}
	return ""
}
