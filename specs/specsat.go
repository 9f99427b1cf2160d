// This file defines the consistency check of a spec with Z3: each
// method's effect, on a fresh state and fresh arguments, is satisfiable
// (a contradictory spec is an error, never a proof of everything), and every method declared //snowflake:accessor leaves the
// state unchanged whenever it returns.

package specs

import (
	"context"
	"fmt"
	"go/scanner"
	"go/token"
	"time"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// satRLimit bounds each consistency query in Z3's resource units, so that
// whether a spec is accepted does not depend on the machine's load;
// satTimeout is a safety net for a much slower machine.
const (
	satRLimit  = 20_000_000
	satTimeout = time.Minute
)

// derived is one method's effect on a fresh state.
type derived struct {
	m   *SpecMethod
	pre *smt.Term
	eff axioms.Effect
}

// consistent checks the spec at its generic instantiation (every type
// argument any: the most general one).
func (s *Spec) consistent() error {
	z, err := smt.NewZ3()
	if err != nil {
		return err
	}
	defer z.Close()
	c := s.generic()
	for i, m := range s.Methods {
		am, _ := c.Method(m.Name)
		if am == nil || am.Apply == nil {
			continue
		}
		v := values.New(sizes64)
		pre := smt.Const(fmt.Sprintf("pre!%d", i), c.StateSort(v))
		var args []*smt.Term
		for j := 0; j < len(m.params)+clockArgs(m); j++ {
			args = append(args, smt.Const(fmt.Sprintf("arg!%d!%d", i, j), values.AnySort))
		}
		d := derived{m: m, pre: pre, eff: am.Apply(v, pre, args)}
		if err := s.checkOne(z, c, v, d, args); err != nil {
			return err
		}
	}
	return nil
}

// checkOne checks one method's effect: satisfiable, and for a declared
// accessor, unchanged state whenever it does not panic.
func (s *Spec) checkOne(z *smt.Z3, c axioms.Collection, v *values.Model, d derived, args []*smt.Term) error {
	script := func(extra ...*smt.Term) *smt.Script {
		sc := &smt.Script{RLimit: satRLimit}
		v.Declare(sc)
		c.Declare(sc)
		sc.DeclareConst(d.pre.Op, d.pre.Sort)
		for _, a := range args {
			sc.DeclareConst(a.Op, a.Sort)
		}
		post := sc.DeclareConst("post", d.eff.Post.Sort)
		sc.Assert(smt.Eq(post, d.eff.Post))
		for j, r := range d.eff.Results {
			sc.Assert(smt.Eq(sc.DeclareConst(fmt.Sprintf("res!%d", j), r.Sort), r))
		}
		sc.Assert(smt.Eq(sc.DeclareConst("panics", smt.Bool), d.eff.Panics))
		for _, e := range extra {
			sc.Assert(e)
		}
		return sc
	}
	res, err := z.Check(context.Background(), script(), satTimeout)
	if err != nil {
		return s.errorAt(d.m, "internal error deriving the axioms of "+d.m.Name+": "+err.Error())
	}
	if res.Status != smt.Sat {
		return s.errorAt(d.m, "the axioms derived for "+d.m.Name+" are contradictory ("+res.Status.String()+")")
	}
	if !d.m.accessor {
		return nil
	}
	changed := smt.And(smt.Not(d.eff.Panics), smt.Not(smt.Eq(d.eff.Post, d.pre)))
	res, err = z.Check(context.Background(), script(changed), satTimeout)
	switch {
	case err != nil:
		return s.errorAt(d.m, "internal error checking //snowflake:accessor on "+d.m.Name+": "+err.Error())
	case res.Status == smt.Sat:
		return s.errorAt(d.m, "//snowflake:accessor on "+d.m.Name+": it may change the state")
	case res.Status != smt.Unsat:
		return s.errorAt(d.m, "//snowflake:accessor on "+d.m.Name+": not proven ("+res.Reason+")")
	}
	return nil
}

func (s *Spec) errorAt(m *SpecMethod, msg string) error { return s.errorPos(m.Pos, msg) }

func (s *Spec) errorPos(pos token.Position, msg string) error {
	var errs scanner.ErrorList
	errs.Add(pos, msg)
	return errs
}
