// This file defines the steps of a witness over several objects: the
// client's calls, the other goroutine's calls between them, the tuple's
// state as a literal, and the replay on one executable model per object.

package witness

import (
	"fmt"
	"go/token"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// clientCall records client call k: its object, arguments and results;
// then every point holds its value after the call.
func (ob *objBuilder) clientCall(k int, c *paths.Call, where func(token.Pos) string) error {
	j, err := ob.pointOf(c)
	if err != nil {
		return err
	}
	st := Step{Thread: "client", Object: ob.objectName(j), Call: c.Method.Name, Panics: c.Panicked, Pos: where(c.Pos)}
	os := objStep{pt: j, method: c.Method.Name, client: true, panics: c.Panicked}
	first := 0
	if ob.pts[j].Ref != nil {
		first = 1 // the member's pointer: the receiver
	}
	for a := first; a < len(c.Args); a++ {
		v, err := ob.get(obligations.ProbeArg(k, a))
		if err != nil {
			return err
		}
		val := ob.bySortOf(ob.coll(j), v, c.Args[a].Sort)
		os.args = append(os.args, val)
		if a < len(c.Args)-c.Method.Choices {
			st.Args = append(st.Args, val.Go)
		}
	}
	for _, r := range c.Results {
		v, err := ob.getOr(r.Op, r.Sort)
		if err != nil {
			return err
		}
		val := ob.bySortOf(ob.coll(j), v, r.Sort)
		os.results = append(os.results, val)
		st.Result = append(st.Result, val.Go)
	}
	ob.w.Steps = append(ob.w.Steps, st)
	os.index = len(ob.w.Steps) - 1
	ob.steps = append(ob.steps, os)
	ob.publishStored()
	for j2 := range ob.pts {
		v, err := ob.get(obligations.ProbePost(k, j2))
		if err != nil {
			return err
		}
		ob.cur[j2] = v
	}
	return nil
}

// gap adds the other goroutine's calls between client calls k and k+1:
// a Store (or a Delete of a key) at each point whose value changed, then,
// when observing, a Load of every point.
func (ob *objBuilder) gap(k int) error {
	if len(ob.ops) > 0 {
		return ob.opGap(k) // pkgobjects.go
	}
	for j := range ob.pts {
		next, err := ob.get(obligations.ProbePre(k+1, j))
		if err != nil {
			return err
		}
		if next.String() != ob.cur[j].String() {
			if ob.unpublished(j) {
				return fmt.Errorf("the path's new object %s changes before the client publishes it", ob.objectName(j))
			}
			if err := ob.move(j, next); err != nil {
				return err
			}
		}
		ob.cur[j] = next
	}
	if !ob.observe {
		return nil
	}
	seen, err := ob.literalState(ob.cur)
	if err != nil {
		return err
	}
	for j := range ob.pts {
		if ob.unpublished(j) {
			continue // the path's new object: no one else has it yet
		}
		var args []axioms.Value
		var lits []*smt.Term
		if ob.pts[j].Key != nil {
			args, lits = []axioms.Value{ob.keys[j]}, []*smt.Term{ob.lits[j][1]}
		}
		if err := ob.envCall(j, "Load", args, lits, seen); err != nil {
			return err
		}
	}
	return nil
}

// publishStored marks as published the path's new objects that a point
// holds now (a map's value, an atomic.Pointer's): the other goroutine can
// read them from there. Passing one to a call that does not keep it (a
// key of a Load, a failed CompareAndSwap's new value) publishes nothing.
func (ob *objBuilder) publishStored() {
	var held []string
	for j := range ob.pts {
		if v, present := ob.pointValue(j, ob.cur[j]); present {
			held = append(held, v.Go)
		}
	}
	for j := range ob.pts {
		obj, fresh := ob.freshOf(j)
		if !fresh {
			continue
		}
		for _, h := range held {
			if strings.Contains(h, obj.Go) {
				ob.published[obj.Key] = true
			}
		}
	}
}

// unpublished reports whether point j's member is one of the path's new
// objects that no client call has passed on yet: the other goroutine
// cannot reach it.
func (ob *objBuilder) unpublished(j int) bool {
	_, no := ob.unpublishedObject(j)
	return no
}

// unpublishedObject returns point j's new object when it is unpublished.
func (ob *objBuilder) unpublishedObject(j int) (axioms.Value, bool) {
	obj, fresh := ob.freshOf(j)
	return obj, fresh && !ob.published[obj.Key]
}

// move adds the other goroutine's call that gives point j value v; it
// may not store one of the path's new objects the client has not
// published (the other goroutine cannot have it).
func (ob *objBuilder) move(j int, v *smt.Term) error {
	if val, present := ob.pointValue(j, v); present {
		for j2 := range ob.pts {
			if obj, no := ob.unpublishedObject(j2); no && strings.Contains(val.Go, obj.Go) {
				return fmt.Errorf("the other goroutine stores the path's new object %s before the client publishes it", obj.Go)
			}
		}
	}
	if ob.pts[j].Key == nil {
		val := ob.bySortOf(ob.coll(j), v, v.Sort)
		return ob.envCall(j, "Store", []axioms.Value{val}, []*smt.Term{ob.d.literal(v, ob.coll(j).StateSort(ob.f.Model))}, nil)
	}
	val, present := ob.d.entry(v)
	if !present {
		return ob.envCall(j, "Delete", []axioms.Value{ob.keys[j]}, []*smt.Term{ob.lits[j][1]}, nil)
	}
	return ob.envCall(j, "Store", []axioms.Value{ob.keys[j], val}, []*smt.Term{ob.lits[j][1], ob.d.literal(v.Args[0], values.AnySort)}, nil)
}

// envCall adds the other goroutine's call of method on point j's object;
// seen, for a call whose results are shown, is the state it saw.
func (ob *objBuilder) envCall(j int, method string, args []axioms.Value, lits []*smt.Term, seen *smt.Term) error {
	m, ok := ob.coll(j).Method(method)
	if !ok || m.Apply == nil {
		return fmt.Errorf("%s has no %s for the other goroutine", ob.coll(j).Name(), method)
	}
	if ob.pts[j].Ref != nil {
		lits = append([]*smt.Term{ob.lits[j][0]}, lits...)
	}
	call := obligations.EnvCall{Method: ob.f.Product.Lift(ob.pts[j].Part, m), Args: lits}
	if seen != nil {
		call.Seen = []*smt.Term{seen}
	}
	st := Step{Thread: "other", Object: ob.objectName(j), Call: method}
	for _, a := range args {
		st.Args = append(st.Args, a.Go)
	}
	ob.sc.Env = append(ob.sc.Env, call)
	ob.w.Steps = append(ob.w.Steps, st)
	ob.envSteps = append(ob.envSteps, st)
	ob.steps = append(ob.steps, objStep{pt: j, method: method, args: args, index: len(ob.w.Steps) - 1})
	return nil
}

// state is the tuple's state whose points hold the values the probes
// name (literalState).
func (ob *objBuilder) state(probe func(j int) string) (*smt.Term, error) {
	var vals []*smt.Term
	for j := range ob.pts {
		v, err := ob.get(probe(j))
		if err != nil {
			return nil, err
		}
		vals = append(vals, v)
	}
	return ob.literalState(vals)
}

// literalState is the tuple's state, as a literal, whose points hold vals
// (model values) and which is everywhere else the zero state: an object
// the path does not touch holds its zero value, a map no other key, a
// family no other member but zero ones. A concrete state: the witness's
// initial one, in which the interleaving runs as the model says (it
// touches only the points), and every serial order must start from.
func (ob *objBuilder) literalState(vals []*smt.Term) (*smt.Term, error) {
	prod := ob.f.Product
	var comps []*smt.Term
	for i, part := range prod.Parts {
		member := part.Coll.StateSort(ob.f.Model)
		comp, ok := axioms.ZeroState(member)
		if part.Ref != nil {
			comp = axioms.ConstArray(smt.Array(*part.Ref, member), comp)
		}
		if !ok {
			return nil, fmt.Errorf("no zero state of %s", part.Name)
		}
		for j, pt := range ob.pts {
			if pt.Part != i {
				continue
			}
			comp = ob.withPoint(comp, part, j, vals[j])
		}
		comps = append(comps, comp)
	}
	return smt.Apply("objects", prod.StateSort(ob.f.Model), comps...), nil
}

// withPoint returns comp, part's component, with point j holding v.
func (ob *objBuilder) withPoint(comp *smt.Term, part axioms.Part, j int, v *smt.Term) *smt.Term {
	member := part.Coll.StateSort(ob.f.Model)
	pt, ref, key := ob.pts[j], ob.lits[j][0], ob.lits[j][1]
	if pt.Key == nil {
		val := ob.d.literal(v, member)
		if pt.Ref == nil {
			return val
		}
		return smt.Apply("store", comp.Sort, comp, ref, val)
	}
	val := ob.d.literal(v, part.Coll.(axioms.Keyed).EntrySort())
	if pt.Ref == nil {
		return smt.Apply("store", comp.Sort, comp, key, val)
	}
	m := smt.Apply("select", member, comp, ref)
	return smt.Apply("store", comp.Sort, comp, ref, smt.Apply("store", member, m, key, val))
}

// replayObjects runs the steps on one executable model per object, each
// starting from the points' first values: the client's calls must return
// what the proof model says, the other goroutine's must not panic, and
// its reads show what they return.
func (ob *objBuilder) replayObjects() error {
	execs := map[string]axioms.Exec{}
	var order []string
	for _, s := range ob.steps {
		id := ob.objectID(s.pt)
		ex, ok := execs[id]
		if !ok {
			var err error
			if ex, err = ob.newObjectExec(s.pt); err != nil {
				return err
			}
			execs[id] = ex
			order = append(order, id)
		}
		got, panics, err := ex.Call(s.method, s.args)
		if err != nil {
			return err
		}
		st := &ob.w.Steps[s.index]
		switch {
		case s.op:
			if err := s.replayed(got, panics); err != nil {
				return fmt.Errorf("the other goroutine's %s: %s %v", st.Operation, s.method, err)
			}
		case s.client:
			if err := s.replayed(got, panics); err != nil {
				return fmt.Errorf("%s.%s %v", st.Object, st.Call, err)
			}
		case panics: // a call of the other goroutine's own
			return fmt.Errorf("the other goroutine's %s.%s panics on the executable model", st.Object, st.Call)
		case s.method == "Load":
			for _, v := range got {
				st.Result = append(st.Result, v.Go)
			}
		}
	}
	var finals []string
	for _, id := range order {
		finals = append(finals, ob.names[id]+" = "+execs[id].Show())
	}
	ob.execs = execs
	ob.w.Final = strings.Join(finals, "; ")
	return nil
}

// objectID names point j's object for the replay: its part, and the
// member's pointer.
func (ob *objBuilder) objectID(j int) string {
	return fmt.Sprintf("%d/%s", ob.pts[j].Part, ob.refs[j].Key)
}

// newObjectExec returns the executable model of point j's object, holding
// every point of that object at its first value.
func (ob *objBuilder) newObjectExec(j int) (axioms.Exec, error) {
	return ob.objectExecAt(j, ob.first)
}

// objectExecAt returns the executable model of point j's object, holding
// every point of that object at its value in vals.
func (ob *objBuilder) objectExecAt(j int, vals []*smt.Term) (axioms.Exec, error) {
	ex, err := axioms.NewExec(ob.coll(j))
	if err != nil {
		return nil, err
	}
	id := ob.objectID(j)
	if ob.names == nil {
		ob.names = map[string]string{}
	}
	ob.names[id] = ob.objectName(j)
	for j2 := range ob.pts {
		if ob.objectID(j2) != id {
			continue
		}
		val, present := ob.pointValue(j2, vals[j2])
		if ob.pts[j2].Key != nil {
			ex.Set(&ob.keys[j2], val, present)
		} else {
			ex.Set(nil, val, true)
		}
	}
	return ex, nil
}
