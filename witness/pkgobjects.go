// This file defines the package environment's witnesses of a function
// over several objects (paths.Func.Product): the other goroutine runs one
// of the package's operations, split over the same objects
// (paths.SplitShared), in one gap between the client's calls; each of the
// operation's calls acts on a point the client's path touches
// (obligations.EncodeOp), so it replays on the objects' executable models
// among the client's calls (objBuilder), with the results and panics the
// model gives, and the objects end in the state the model says. Serial
// orders re-run the operation's code (obligations.OpCall), as for one
// object (pkgenv.go).

package witness

import (
	"context"
	"fmt"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// tryOpObjects is tryOp for a function over several objects, whose other
// goroutine runs runs one after another in their gap.
func tryOpObjects(ctx context.Context, f *paths.Func, i int, m smt.Model, runs []obligations.OpRun, solver smt.Solver, opt Options) *Witness {
	ob, err := buildObjects(f, i, m, false, runs, opt.Where)
	if err != nil || ob.replayObjects() != nil || ob.sameFinal() != nil || !ob.d.exact {
		return nil
	}
	if inexactMembers(f, f.Paths[i], isGrounded(m), ob.read) != "" {
		return nil
	}
	for _, run := range runs {
		q := run.Op.Paths[run.Path]
		if inexactPath(run.Op, q, isGrounded(m), nil) != "" || ob.opSeenEarly(run, q) != "" {
			return nil
		}
	}
	for _, run := range runs {
		ob.opFixed(run, run.Op.Paths[run.Path])
	}
	ob.w.Confirmed, ob.w.Environment = true, "package"
	confirmSerial(ctx, f, ob.builder, solver, opt)
	if !ob.w.Confirmed {
		return nil
	}
	return ob.w
}

// opGap adds the other goroutine's operations after client call k when
// k is their gap (no other gap changes a point: obligations.EncodeOps),
// one after another: their calls as steps of the replay, each operation
// as one step of the witness and one call of the scenario.
func (ob *objBuilder) opGap(k int) error {
	if k != ob.ops[0].Gap {
		return nil
	}
	for _, run := range ob.ops {
		if err := ob.opRun(run); err != nil {
			return err
		}
	}
	for j := range ob.pts {
		next, err := ob.get(obligations.ProbePre(k+1, j))
		if err != nil {
			return err
		}
		ob.cur[j] = next
	}
	return nil
}

// opRun adds run to the replay and the witness (opGap).
func (ob *objBuilder) opRun(run obligations.OpRun) error {
	q := run.Op.Paths[run.Path]
	var calls []objStep
	var notes []string
	for n, c := range q.Calls {
		s, err := ob.opStep(run, n, c)
		if err != nil {
			return err
		}
		calls = append(calls, s)
		notes = append(notes, ob.objectName(s.pt)+"."+c.Method.Name+shown(s.args)+resultText(s.results, len(s.results)))
	}
	st, call, err := ob.opCall(run, q, notes)
	if err != nil {
		return err
	}
	ob.w.Steps = append(ob.w.Steps, st)
	ob.envSteps = append(ob.envSteps, st)
	ob.sc.Env = append(ob.sc.Env, call)
	for _, s := range calls {
		s.index = len(ob.w.Steps) - 1
		ob.steps = append(ob.steps, s)
	}
	return nil
}

// opStep reads call n of run's operation from the model: the point it
// acts on, its arguments and its results.
func (ob *objBuilder) opStep(run obligations.OpRun, n int, c *paths.Call) (objStep, error) {
	j, err := ob.opPoint(run, n, c)
	if err != nil {
		return objStep{}, err
	}
	if ob.unpublished(j) {
		return objStep{}, fmt.Errorf("the operation reaches the path's new object %s before the client publishes it", ob.objectName(j))
	}
	s := objStep{pt: j, method: c.Method.Name, op: true, panics: c.Panicked}
	first := 0
	if ob.pts[j].Ref != nil {
		first = 1
	}
	for a := first; a < len(c.Args); a++ {
		v, err := ob.get(run.ProbeArg(n, a))
		if err != nil {
			return objStep{}, err
		}
		s.args = append(s.args, ob.bySortOf(ob.coll(j), v, c.Args[a].Sort))
	}
	for r, res := range c.Results {
		v, err := ob.get(run.ProbeCallRes(n, r))
		if err != nil {
			return objStep{}, err
		}
		s.results = append(s.results, ob.bySortOf(ob.coll(j), v, res.Sort))
	}
	return s, nil
}

// opPoint is the index of the point the operation's call n acts on: of
// its component, with the member's pointer and the key the model gives.
func (ob *objBuilder) opPoint(run obligations.OpRun, n int, c *paths.Call) (int, error) {
	part := c.Method.Lifted.Part
	arg := 0
	var ref, key string
	if ob.f.Product.Parts[part].Ref != nil {
		v, err := ob.get(run.ProbeArg(n, arg))
		if err != nil {
			return 0, err
		}
		ref, arg = ob.d.value(v, ob.f.Objects[part].RefType).Key, arg+1
	}
	if _, keyed := ob.f.Product.Parts[part].Coll.(axioms.Keyed); keyed {
		v, err := ob.get(run.ProbeArg(n, arg))
		if err != nil {
			return 0, err
		}
		key = ob.d.iface(v).Key
	}
	for j, pt := range ob.pts {
		if pt.Part == part && (pt.Ref == nil || ob.refs[j].Key == ref) && (pt.Key == nil || ob.keys[j].Key == key) {
			return j, nil
		}
	}
	return 0, fmt.Errorf("the operation's %s acts on no point of the path", c.Method.Name)
}

// sameFinal checks that the replay leaves every object it ran in the
// state the model's last points say (an operation's calls change the
// objects where no client call checks them).
func (ob *objBuilder) sameFinal() error {
	done := map[string]bool{}
	for j := range ob.pts {
		id := ob.objectID(j)
		ex, ok := ob.execs[id]
		if !ok || done[id] {
			continue
		}
		done[id] = true
		want, err := ob.objectExecAt(j, ob.cur)
		if err != nil {
			return err
		}
		if ex.Show() != want.Show() {
			return fmt.Errorf("%s ends %s on the executable model, %s in the proof model", ob.names[id], ex.Show(), want.Show())
		}
	}
	return nil
}
