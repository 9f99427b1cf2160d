// This file defines Report, what the driver binary prints (as JSON) for
// one function, and the witness of a violation: the scenario replayed with
// the client's call sites, and why each serial order fails.

package harness

import (
	"strings"
)

// A Report is the outcome of exploring one function.
type Report struct {
	Status    string   `json:"status"` // "linearizable", "violation" or "skipped"
	Reason    string   `json:"reason"`
	Scenarios int      `json:"scenarios"`
	Diverged  int      `json:"diverged"`  // scenarios in which the client was still running when cut off
	PerLevel  []int    `json:"per_level"` // scenarios with 0, 1, ... environment calls
	Complete  bool     `json:"complete"`  // false when the time budget ran out
	Values    []string `json:"values"`    // the value domain
	Witness   *Witness `json:"witness,omitempty"`
}

// A Witness is a violating scenario.
type Witness struct {
	Call    string   `json:"call"`
	Initial []string `json:"initial"` // "key: value", in key order
	Steps   []Step   `json:"steps"`
	Result  string   `json:"result"`
	Final   []string `json:"final"`
	Serial  []Serial `json:"serial"`
	// Environment is "package" when the other goroutine ran the package's
	// operations (pkgenv.go), "collection" when it called the objects' API.
	Environment string `json:"environment"`
	// Setup lists the operations that ran before the function (the
	// package environment), with their results.
	Setup []string `json:"setup,omitempty"`
}

// A Step is one call of the interleaving.
type Step struct {
	Thread string   `json:"thread"` // "client" or "other"
	Call   string   `json:"call"`
	Args   []string `json:"args"`
	Result string   `json:"result"`
	Pos    string   `json:"pos,omitempty"`
	Object string   `json:"object,omitempty"` // the object called, as Go prints it, when the function touches several
	// Operation is the full name of the package's operation the other
	// goroutine ran whole (the package environment), "" for an API call.
	Operation string `json:"operation,omitempty"`
}

// A Serial is one serial order of the scenario's calls and why it fails.
type Serial struct {
	Order string `json:"order"`
	Why   string `json:"why"`
}

func (x *explorer) report(f *found) *Report {
	rep := &Report{Status: "linearizable", Scenarios: x.scenarios, Diverged: x.diverged,
		PerLevel: x.perLevel, Complete: x.complete}
	for _, v := range x.values {
		rep.Values = append(rep.Values, x.names.value(v))
	}
	if f == nil {
		return rep
	}
	rep.Status = "violation"
	rep.Witness = x.witness(f)
	w := rep.Witness
	var env []string
	for _, s := range w.Steps {
		if s.Thread == "other" {
			obj := s.Object
			if obj != "" {
				obj += "."
			}
			env = append(env, obj+s.Call+"("+strings.Join(s.Args, ", ")+")")
		}
	}
	res := " " + w.Result
	if res == " returns" {
		res = ""
	}
	rep.Reason = w.Call + res + ", with " + strings.Join(env, ", ") +
		" by another goroutine in between: no serial order gives the same results and final state"
	if x.spec.EarlyGap {
		rep.Reason += "; the function also reads or writes a word plainly that the other goroutine writes atomically: a data race"
	}
	return rep
}

// witness replays the violating scenario, recording call sites.
func (x *explorer) witness(f *found) *Witness {
	ch := &chooser{prefix: f.choices}
	sc := x.newScenario(ch)
	args, akey := sc.args, sc.akey
	r := x.newRun(sc, ch, x.ops[akey], f.level)
	r.wantPos = true
	out, div := x.exec(r, args, nil)
	sc.inits = r.inits
	out.pending = div
	out = x.observe(r, out)
	x.multi = len(r.objs) > 1
	x.names.brief = x.multi
	w := &Witness{Call: x.call(args), Initial: x.statesText(sc.init, sc.inits),
		Result: x.result(out), Final: x.finalEntries(out.final, out.others), Environment: "collection"}
	if x.spec.Package {
		w.Environment, w.Setup = "package", x.setupText(sc)
	}
	if len(out.callbacks) > 0 {
		w.Result += "; callbacks see " + x.callbacks(out.callbacks)
	}
	x.prefixes = x.envPrefixes(r)
	n := 0 // the other goroutine's calls so far
	for i, s := range r.steps {
		st := x.step(r, i, s)
		if s.env && x.multi && s.call.Op == 0 {
			st.Object = x.prefixes[n]
		}
		if s.call.Op > 0 {
			st.Operation = x.spec.Ops[s.call.Op-1].Name
		}
		if s.env {
			n++
		}
		w.Steps = append(w.Steps, st)
	}
	env := r.envCalls()
	if out.pending {
		w.Serial = append(w.Serial, Serial{Order: x.order(env, -1), Why: x.diff(out, x.envAlone(sc, env), env)})
	}
	for p := 0; p <= len(env); p++ {
		s, div := x.serial(sc, env, p)
		why := x.spec.Short + " does not return when run alone"
		switch {
		case div && p == len(env) && out.pending:
			continue // the client without effect, above
		case div && p < len(env):
			why += ": no call can follow it"
		case !div:
			why = x.diff(out, s, env)
		}
		w.Serial = append(w.Serial, Serial{Order: x.order(env, p), Why: why})
	}
	return w
}

func (x *explorer) step(r *run, i int, s step) Step {
	st := Step{Thread: "client", Call: s.call.Method, Pos: s.pos}
	if !s.env {
		st.Object = x.stepObject(r, i, s)
	}
	if s.env {
		st.Thread = "other"
	}
	for _, a := range s.call.Args {
		st.Args = append(st.Args, x.names.value(a))
	}
	switch {
	case s.panic != nil:
		st.Result = x.names.panicValue(s.panic)
	default:
		st.Result = x.names.values(s.result)
	}
	return st
}

// order renders the serial order with the client after env[:p], or
// without the client when p < 0.
func (x *explorer) order(env []Call, p int) string {
	var parts []string
	if p < 0 {
		for i := range env {
			parts = append(parts, x.envText(env, i))
		}
		return strings.Join(parts, "; ") + " (" + x.spec.Short + " without effect)"
	}
	for i := range env[:p] {
		parts = append(parts, x.envText(env, i))
	}
	parts = append(parts, x.spec.Short)
	for i := p; i < len(env); i++ {
		parts = append(parts, x.envText(env, i))
	}
	return strings.Join(parts, "; ")
}
