// This file defines Purity, the check that a function's loops are pure:
// on every repeating path, every call on the base object made in the
// iteration leaves the state unchanged, under that path's conditions.

package obligations

import (
	"context"
	"fmt"
	"go/token"
	"slices"
	"strings"
	"time"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// An Impurity says why a loop could not be proven pure.
type Impurity struct {
	Loop    token.Pos
	Message string
}

// Purity proves every repeating path of f pure. It returns nil when all
// are, or the first loop that is not proven pure (refuted or unknown).
//
// Why only the last iteration then matters (Flanagan–Qadeer–Freund): a
// repeating iteration whose calls are accessors changes neither the
// collection nor, as the paths stage refuses stores to shared memory,
// anything else outside the iteration; what it passes to the next
// iteration flows through the values carried around the loop, which the
// exceptional variant leaves arbitrary. So every run is a run of the
// exceptional variants, with accessor calls between the client's calls.
func Purity(ctx context.Context, f *paths.Func, solver smt.Solver, timeout time.Duration) *Impurity {
	for _, n := range f.Normal {
		if imp := accessors(ctx, f, n, n.From, len(n.Calls), solver, timeout,
			"loop is not pure: a repeating iteration (%s) may change %s"); imp != nil {
			return imp
		}
		// A run may also repeat forever: then the calls before the loop are
		// all it did, and it never returns; only if they change nothing is
		// such a pending run linearizable (by leaving it out).
		if imp := accessors(ctx, f, n, 0, n.From, solver, timeout,
			"a run may repeat the loop forever after calls (%s) that may change %s"); imp != nil {
			return imp
		}
	}
	return nil
}

// accessors proves calls [from, to) of the repeating path n accessors.
func accessors(ctx context.Context, f *paths.Func, n *paths.Normal, from, to int, solver smt.Solver, timeout time.Duration, refuted string) *Impurity {
	if from >= to {
		return nil
	}
	e := &encoder{f: f}
	pres, posts := e.original(&n.Path)
	e.withinStates(&n.Path, pres, posts) // the package environment's set of values, if any (within.go)
	e.storedStates(&n.Path, pres, posts) // what the package stores in its entries, if known (storedvalues.go)
	var same []*smt.Term
	var names, objects []string
	for k := from; k < to; k++ {
		same = append(same, smt.Eq(pres[k], posts[k]))
		name, object := n.Calls[k].Method.Name, f.ObjectName(n.Calls[k])
		if f.Product != nil {
			name = object + "." + name
		}
		names = append(names, name)
		if !slices.Contains(objects, object) {
			objects = append(objects, object)
		}
	}
	e.asserts = append(e.asserts, smt.Not(smt.And(same...)))
	s := e.script(fmt.Sprintf("%s: accessors on a repeating path (%s)", f.Fn, strings.Join(names, ", ")))
	res, err := solver.Check(ctx, s, timeout)
	switch {
	case err != nil:
		return &Impurity{n.Loop, fmt.Sprintf("loop not proven pure: solver error: %v", err)}
	case res.Status == smt.Sat:
		return &Impurity{n.Loop, fmt.Sprintf(refuted, strings.Join(names, ", "), strings.Join(objects, " or "))}
	case res.Status == smt.Unknown:
		return &Impurity{n.Loop, fmt.Sprintf("loop not proven pure: solver gave up: %s", res.Reason)}
	}
	return nil
}
