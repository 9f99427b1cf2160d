// This file grounds functional helpers with loops. Their definitions
// (paths.Helper) come from runs unrolled up to a bound, and say nothing
// about inputs whose run is longer (axioms.FuncDef.Deep). After each
// model, the grounding solver (stdeval.go) asserts, at the arguments the
// model gave each application, the true fact "if the run at these
// arguments is within the bound, the application is the body's outcome",
// and a probe of whether it is; a model is grounded when every
// application's arguments have their fact and are within the bound.

package witness

import (
	"fmt"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// boundedHelpers names the applications of f's helpers defined up to an
// unrolling bound, whose bodies are exact within it.
func boundedHelpers(f *paths.Func) map[string]appliedName {
	return helperApps(f, func(d *axioms.FuncDef) bool { return d.Deep != nil && exactBody(d, true) })
}

// helperFact grounds a, an application of a bounded helper, in m: it
// asserts the fact at m's arguments when s lacks it (known false), or
// reads whether those arguments are within the bound (grounded false when
// they are not, or a value is unreadable).
func (g *groundingSolver) helperFact(s *smt.Script, a stdApp, m smt.Model) (grounded, known bool) {
	var lits []*smt.Term
	for i, p := range a.probes[:len(a.probes)-1] {
		raw, ok := m.Value(p)
		if !ok {
			return false, false
		}
		lit, err := smt.ParseValue(raw)
		if err != nil || lit.Kind != smt.Literal {
			return false, false // a datatype or opaque value: not read back here
		}
		lit.Sort = a.t.Args[i].Sort
		lits = append(lits, lit)
	}
	app := smt.Apply(a.t.Op, a.t.Sort, lits...)
	probes := g.deep[s]
	if probes == nil {
		probes = map[string]string{}
		g.deep[s] = probes
	}
	key := app.String()
	probe, ok := probes[key]
	if !ok {
		probe = fmt.Sprintf("helperdeep!%d", len(probes))
		probes[key] = probe
		deep := a.helper.def.DeepAt(lits)
		s.Assert(smt.Eq(s.DeclareConst(probe, smt.Bool), deep))
		s.Assert(smt.Or(deep, smt.Eq(app, a.helper.def.Instance(lits)[a.helper.index])))
		return true, false
	}
	v, ok := m.Value(probe)
	return ok && v == "false", true
}
