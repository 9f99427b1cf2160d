// This file defines the package environment's steps: an operation of the
// package run by the other goroutine, printed as a Go call, and its place
// among the client's steps (pkgenv.go).

package witness

import (
	"fmt"
	"go/types"
	"slices"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// opCall returns the operation's run as a step (a Go call of the package
// with its results; notes are its calls) and as a call of the scenario.
func (b *builder) opCall(run obligations.OpRun, q *paths.Path, notes []string) (Step, obligations.EnvCall, error) {
	op := run.Op
	if q.Panics {
		return Step{}, obligations.EnvCall{}, fmt.Errorf("the operation panics")
	}
	h := op.Holder()
	// The serial orders run the operation's own paths, which cover every
	// run of it, also when the interleaving ran one of its unrolled runs.
	oc := &obligations.OpCall{Op: run.SerialOp(), Holder: run.Holder, Inputs: make([]*smt.Term, len(op.Inputs))}
	st := Step{Thread: "other", Operation: b.opName(op), Note: "calls " + strings.Join(notes, ", ")}
	for i, in := range op.Inputs {
		if i == h && run.Holder != nil {
			continue
		}
		v, err := b.get(run.ProbeIn(i))
		if err != nil {
			return Step{}, obligations.EnvCall{}, err
		}
		st.Args = append(st.Args, b.d.value(v, op.Fn.Params[i].Type()).Go)
		oc.Inputs[i] = b.d.literal(v, in.Sort)
	}
	for i, r := range q.Result {
		v, err := b.get(run.ProbeResult(i))
		if err != nil {
			return Step{}, obligations.EnvCall{}, err
		}
		st.Result = append(st.Result, b.d.value(v, op.Fn.Signature.Results().At(i).Type()).Go)
		oc.Results = append(oc.Results, b.d.literal(v, r.Sort))
	}
	for n, t := range obligations.Pins(q) { // fixed for the run: the same in a serial order
		if v, err := b.get(run.ProbePin(n)); err == nil {
			oc.PinTerms, oc.Pins = append(oc.PinTerms, t), append(oc.Pins, b.d.literal(v, t.Sort))
		}
	}
	return st, obligations.EnvCall{Op: oc}, nil
}

// opSeenEarly returns a new object of the operation's path that the
// witness shows before the operation makes it: in the initial state, or
// in a client call's arguments or results before the gap; "" when none.
func (b *builder) opSeenEarly(run obligations.OpRun, q *paths.Path) string {
	var before []string
	k := -1
	for _, s := range b.w.Steps {
		if s.Thread != "client" {
			continue
		}
		if k++; k > run.Gap {
			break
		}
		before = append(append(before, s.Args...), s.Result...)
	}
	for n, a := range q.Allocs {
		if !a.NewObject() {
			continue
		}
		v, ok := b.d.raw(run.ProbeAlloc(n))
		if !ok {
			continue
		}
		obj := b.d.value(v, a.Site.Type()).Go
		if strings.Contains(b.w.Initial, obj) || slices.ContainsFunc(before, func(t string) bool { return strings.Contains(t, obj) }) {
			return obj
		}
	}
	return ""
}

// opFixed adds to the witness's header the values the operation reads
// that are fixed for the whole run (a field of the receiver set at
// construction: `r.sealed = false`), named on the client's receiver.
func (b *builder) opFixed(run obligations.OpRun, q *paths.Path) {
	op := run.Op
	seen := map[string]bool{}
	for _, f := range b.w.Fixed {
		seen[strings.SplitN(f, " = ", 2)[0]] = true
	}
	onClient := func(expr string) string { return b.onClient(op, expr) }
	b.w.Fixed = append(b.w.Fixed, b.fixedOf(op, obligations.Pins(q), run.ProbePin, onClient, seen)...)
}

// onClient renames an expression on the operation's receiver to one on
// the client's (the same object).
func (b *builder) onClient(op *paths.Func, expr string) string {
	h, ch := op.Holder(), b.f.Holder()
	if h < 0 || ch < 0 {
		return expr
	}
	if from, to := op.Fn.Params[h].Name(), b.f.Fn.Params[ch].Name(); strings.HasPrefix(expr, from+".") {
		return to + expr[len(from):]
	}
	return expr
}

// opName prints the operation as the client's code would call it: on the
// client's holder (`r.Register`), or by its name; a generic function, run
// at any (obligations.AtAny), with its type arguments (`Bump[any]`: a
// call with a nil argument infers none).
func (b *builder) opName(op *paths.Func) string {
	if h := b.f.Holder(); h >= 0 && op.Holder() >= 0 {
		return b.f.Fn.Params[h].Name() + "." + op.Fn.Name()
	}
	return op.Fn.Name() + atAnyArgs(op.Fn)
}

// atAnyArgs returns "[any, ...]" for a generic function whose type
// parameters all take any (their constraints are empty interfaces), else
// "": a constrained one's arguments are left for Go to infer.
func atAnyArgs(fn *ssa.Function) string {
	tps := fn.TypeParams()
	if tps.Len() == 0 || len(fn.TypeArgs()) > 0 {
		return ""
	}
	args := make([]string, tps.Len())
	for i := range args {
		iface, ok := tps.At(i).Constraint().Underlying().(*types.Interface)
		if !ok || !iface.Empty() {
			return ""
		}
		args[i] = "any"
	}
	return "[" + strings.Join(args, ", ") + "]"
}

// placeOp puts the operation's step after the client's call gap, in place
// of the collection calls the builder read from the states there, and
// makes it the scenario's only call of the other goroutine.
func (b *builder) placeOp(gap int, st Step, call obligations.EnvCall) {
	var steps []Step
	k := -1
	for _, s := range b.w.Steps {
		if s.Thread == "client" {
			k++
			steps = append(steps, s)
			if k == gap {
				steps = append(steps, st)
			}
			continue
		}
		if k != gap {
			steps = append(steps, s)
		}
	}
	b.w.Steps = steps
	b.envSteps = []Step{st}
	b.sc.Env = []obligations.EnvCall{call}
}

// opStep replays the operation's calls on the executable model from the
// state after the client's call run.Gap, checks that they return what the
// model says and leave the state the next client call finds, and returns
// the operation as a step and as a call of the scenario.
func (b *builder) opStep(run obligations.OpRun, q *paths.Path) (Step, obligations.EnvCall, error) {
	ex, err := b.stateAt(func(j int) string { return obligations.ProbePost(run.Gap, j) })
	if err != nil {
		return Step{}, obligations.EnvCall{}, err
	}
	notes, err := b.replayOpCalls(ex, run, q)
	if err != nil {
		return Step{}, obligations.EnvCall{}, err
	}
	if err := b.sameState(ex, func(j int) string { return obligations.ProbePre(run.Gap+1, j) }, "after the other goroutine's operation"); err != nil {
		return Step{}, obligations.EnvCall{}, err
	}
	return b.opCall(run, q, notes)
}

// replayOpCalls runs the calls of run's path q on ex with the arguments
// the model gives (probes ProbeArg), checks that each returns what the
// model says (ProbeCallRes), and returns them as notes: `Add(1) = 2`.
func (b *builder) replayOpCalls(ex axioms.Exec, run obligations.OpRun, q *paths.Path) ([]string, error) {
	var notes []string
	for k, c := range q.Calls {
		var args []axioms.Value
		for a, arg := range c.Args {
			v, err := b.get(run.ProbeArg(k, a))
			if err != nil {
				return nil, err
			}
			args = append(args, b.bySort(v, arg.Sort))
		}
		got, panics, err := ex.Call(c.Method.Name, args)
		if err != nil || panics != c.Panicked {
			return nil, fmt.Errorf("the operation's %s does not replay", c.Method.Name)
		}
		for r, res := range c.Results {
			v, err := b.get(run.ProbeCallRes(k, r))
			if err != nil || r >= len(got) || got[r].Key != b.bySort(v, res.Sort).Key {
				return nil, fmt.Errorf("the operation's %s returns %s on the executable model", c.Method.Name, shown(got))
			}
		}
		notes = append(notes, c.Method.Name+shown(args)+resultText(got, len(c.Results)))
	}
	return notes, nil
}

// resultText prints the first n results of a call, " = (...)", or "".
func resultText(got []axioms.Value, n int) string {
	if n == 0 || len(got) < n {
		return ""
	}
	if n == 1 {
		return " = " + got[0].Go
	}
	return " = " + shown(got[:n])
}
