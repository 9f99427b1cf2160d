// This file decides linearizability of one scenario by brute force. The
// client's call spans all of the environment's calls of the scenario, so
// its linearizations are the positions p = 0..n among the n environment
// calls. Position p reproduces the scenario when running the client alone
// after the first p environment calls (from the same initial state), then
// the remaining ones, gives the same client result, the same results of
// every environment call, and the same final state.
//
// A client still running when its run is cut off (pending) has no result
// yet and may not have taken effect: the scenario is linearizable when the
// environment's results are those of its calls alone, or those of some
// position p at which the client, run alone, returns. A client that does
// not return when run alone can only be last: nothing follows it.

package harness

import (
	"maps"
	"strconv"
)

// An outcome is what a scenario or a serial order shows.
type outcome struct {
	pending   bool // the client was still running when the run was cut off
	blocked   bool // an operation of the other goroutine would wait for a lock the client holds (pkgenv.go)
	results   []any
	panic     any // non-nil when the client panicked
	callbacks [][]any
	env       []envResult
	final     map[any]any            // the base object's
	others    map[string]map[any]any // every other static object's, by name; nil when none
	known     []map[any]any          // the final states of the objects of the value domain (knownObjs)
}

// A scenario is what a serial order starts from: the arguments, the base
// object's initial state and those of the other static objects the run
// registered (objects.go).
type scenario struct {
	args  []any
	init  map[any]any
	inits map[string]map[any]any
	akey  string
	setup []Call // the package environment's operations before the function (pkgenv.go)
}

type envResult struct {
	results []any
	panic   any
}

// observe completes out with the environment's results and the final state of r.
func (x *explorer) observe(r *run, out outcome) outcome {
	for _, s := range r.steps {
		if s.env {
			out.env = append(out.env, envResult{s.result, s.panic})
		}
	}
	out.final, out.others = r.finals()
	out.known = x.knownStates()
	return out
}

// linearizable reports whether some serial position reproduces out.
func (x *explorer) linearizable(sc *scenario, env []Call, out outcome) bool {
	if out.pending && x.same(out, x.envAlone(sc, env)) {
		return true
	}
	for p := len(env); p >= 0; p-- {
		s, div := x.serial(sc, env, p)
		if !div && x.same(out, s) {
			return true
		}
	}
	return false
}

// envAlone runs the environment's calls alone from the scenario's state.
func (x *explorer) envAlone(sc *scenario, env []Call) outcome {
	r := x.newRun(sc, nil, nil, 0)
	resetKnown(x.knownObjs)
	prev := cur
	cur = r
	defer func() { cur = prev }()
	r.runSetup()
	var out outcome
	for _, c := range env {
		v, pn := r.envCall(c)
		out.env = append(out.env, envResult{v, pn})
	}
	out.final, out.others = r.finals()
	out.known = x.knownStates()
	return out
}

// newRun starts a run of the scenario sc (its initial states; nil inits
// in a scenario run, whose chooser picks them).
func (x *explorer) newRun(sc *scenario, ch *chooser, envOps []Call, budget int) *run {
	r := newRun(x.kind, sc.init, ch, envOps, budget, x.cfg)
	r.domain = x.objDomain(sc.akey)
	r.earlyGap = x.spec.EarlyGap
	r.pkg, r.ops, r.setup = x.spec.Package, x.spec.Ops, sc.setup
	if len(sc.inits) > 0 {
		r.inits = maps.Clone(sc.inits)
	}
	return r
}

// serialFactor multiplies the call bound of serial runs: a client that is
// cut off in a scenario may need more calls to return when run alone.
const serialFactor = 4

// serial runs env[:p], the client alone, then env[p:], from the
// scenario's state.
func (x *explorer) serial(sc *scenario, env []Call, p int) (outcome, bool) {
	r := x.newRun(sc, nil, nil, 0)
	r.maxCalls = serialFactor * x.cfg.MaxCalls
	out, div := x.exec(r, sc.args, env[:p])
	prev := cur
	cur = r
	for _, c := range env[p:] {
		v, pn := r.envCall(c)
		out.env = append(out.env, envResult{v, pn})
	}
	cur = prev
	out.final, out.others = r.finals()
	out.known = x.knownStates()
	return out, div
}

// same compares two outcomes, fresh allocations up to correspondence.
func (x *explorer) same(a, b outcome) bool {
	what, _ := x.compare(a, b)
	return what == ""
}

// compare names the first part in which a (the scenario) and b (a serial
// order) differ: "result", "callbacks", "env" (with the call's index),
// "final", or "" when they agree. For a pending client only the
// environment's results count.
func (x *explorer) compare(a, b outcome) (string, int) {
	c := newEq(x.known)
	if a.pending {
		return c.compareEnv(a, b)
	}
	if (a.panic != nil) != (b.panic != nil) || !c.equalPanic(a.panic, b.panic) || !c.equalSlices(a.results, b.results) {
		return "result", 0
	}
	if !c.equalCallbacks(a.callbacks, b.callbacks) {
		return "callbacks", 0
	}
	if what, i := c.compareEnv(a, b); what != "" {
		return what, i
	}
	if !c.equalState(a.final, b.final) || !c.equalOthers(a.others, b.others) || !c.equalKnown(a.known, b.known) {
		return "final", 0
	}
	return "", 0
}

func (c *eqCtx) compareEnv(a, b outcome) (string, int) {
	for i := range a.env {
		if (a.env[i].panic != nil) != (b.env[i].panic != nil) || !c.equalPanic(a.env[i].panic, b.env[i].panic) || !c.equalSlices(a.env[i].results, b.env[i].results) {
			return "env", i
		}
	}
	return "", 0
}

// diff explains the first difference between a and b; env are the
// environment's calls.
func (x *explorer) diff(a, b outcome, env []Call) string {
	what, i := x.compare(a, b)
	switch what {
	case "result":
		return x.spec.Short + " " + x.versus(b, a)
	case "callbacks":
		return "the callbacks see " + x.callbacks(b.callbacks) + " instead of " + x.callbacks(a.callbacks)
	case "env":
		return x.envText(env, i) + " " + x.versus(outcome{results: b.env[i].results, panic: b.env[i].panic},
			outcome{results: a.env[i].results, panic: a.env[i].panic})
	case "final":
		return "final state " + x.finalText(b) + " instead of " + x.finalText(a)
	}
	return ""
}

func (c *eqCtx) equalPanic(a, b any) bool {
	ea, okA := a.(error)
	eb, okB := b.(error)
	if okA || okB {
		return okA && okB && ea.Error() == eb.Error()
	}
	return c.equal(a, b)
}

func (c *eqCtx) equalSlices(a, b []any) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !c.equal(a[i], b[i]) {
			return false
		}
	}
	return true
}

func (c *eqCtx) equalCallbacks(a, b [][]any) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !c.equalSlices(a[i], b[i]) {
			return false
		}
	}
	return true
}

func (c *eqCtx) equalState(a, b map[any]any) bool {
	if len(a) != len(b) {
		return false
	}
	keys := make([]any, 0, len(a))
	ordered := true
	for k, v := range a {
		keys = append(keys, k)
		ordered = ordered && basicKind(k) && hashable(v) && basicKind(v)
	}
	if !ordered {
		// Fresh objects correspond in the order met: a fixed order.
		sortValues(keys)
	}
	var fresh []any // b's keys that are not a's: a's fresh keys' counterparts
	for k := range b {
		if _, ok := a[k]; !ok {
			fresh = append(fresh, k)
		}
	}
	sortValues(fresh)
	for _, k := range keys {
		w, ok := b[k]
		if !ok {
			w, fresh, ok = c.freshKey(k, b, fresh)
		}
		if !ok || !c.equal(a[k], w) {
			return false
		}
	}
	return true
}

// freshKey finds the key of b among fresh that corresponds to k, a key
// holding a fresh allocation of the other run, and returns its value and
// the keys left.
func (c *eqCtx) freshKey(k any, b map[any]any, fresh []any) (any, []any, bool) {
	for i, kb := range fresh {
		trial := c.clone()
		if trial.equal(k, kb) {
			*c = *trial
			return b[kb], append(fresh[:i:i], fresh[i+1:]...), true
		}
	}
	return nil, fresh, false
}

// clone copies c, so that a failed comparison leaves no correspondence.
func (c *eqCtx) clone() *eqCtx {
	d := newEq(c.known)
	for k, v := range c.ab {
		d.ab[k] = v
	}
	for k, v := range c.ba {
		d.ba[k] = v
	}
	return d
}

// basicKind reports whether v is nil or of a basic type (no object inside).
func basicKind(v any) bool {
	switch v.(type) {
	case nil, string, int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64, uintptr,
		bool, float32, float64, complex64, complex128:
		return true
	}
	return false
}

// versus says what a call does in a serial order (b) instead of what it
// did in the scenario (a).
func (x *explorer) versus(b, a outcome) string {
	tuple := func(o outcome) string {
		if len(o.results) == 1 {
			return x.names.value(o.results[0])
		}
		return "(" + x.names.values(o.results) + ")"
	}
	switch {
	case a.panic == nil && b.panic == nil:
		return "returns " + tuple(b) + " instead of " + tuple(a)
	case a.panic == nil:
		return "panics (" + x.names.panicValue(b.panic) + ") instead of returning " + tuple(a)
	case b.panic == nil:
		return "returns " + tuple(b) + " instead of panicking (" + x.names.panicValue(a.panic) + ")"
	}
	return "panics (" + x.names.panicValue(b.panic) + ") instead of (" + x.names.panicValue(a.panic) + ")"
}

// result renders the client's outcome: "returns ..." or "panics: ...".
func (x *explorer) result(o outcome) string {
	if o.pending {
		return "does not return (still running after " + strconv.Itoa(x.cfg.MaxCalls) + " calls or " + strconv.Itoa(maxTicks) + " loop iterations)"
	}
	if o.panic != nil {
		return "panics (" + x.names.panicValue(o.panic) + ")"
	}
	if len(o.results) == 0 {
		return "returns"
	}
	return "returns " + x.names.values(o.results)
}

func (x *explorer) callbacks(cs [][]any) string {
	if len(cs) == 0 {
		return "no call"
	}
	s := ""
	for i, c := range cs {
		if i > 0 {
			s += ", "
		}
		s += "(" + x.names.values(c) + ")"
	}
	return s
}
