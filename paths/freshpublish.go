// This file defines publication (fresh memory anywhere, freshmap.go):
// the steps after which an object the path made is no longer its own —
// a collection call or a functional call whose arguments reach it.

package paths

import (
	"fmt"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// publish marks as published, by what, every fresh map of the path that
// the terms ts reach: through their subterms, the contents of the fresh
// objects they reach, and the writes of the maps they reach. An object
// whose contents are unknown may hold any of the path's maps.
func (w *walker) publish(st *state, ts []*smt.Term, by string) {
	reach := map[string]bool{}
	add := func(ts ...*smt.Term) {
		smt.Walk(ts, func(t *smt.Term) {
			if t.Kind == smt.Var {
				reach[t.Op] = true
			}
		})
	}
	add(ts...)
	done := map[*object]bool{}
	for changed := true; changed; {
		changed = false
		for _, o := range st.objects {
			if done[o] || !reach[o.ptr.Op] {
				continue
			}
			done[o], changed = true, true
			switch {
			case o.unknown: // it may hold any of the path's objects
				w.publishAll(st, by)
				return
			case o.isMapObject():
				if o.published == "" {
					o.published = by
				}
				for _, wr := range o.writes {
					if wr.key != nil {
						add(wr.key)
					}
					if wr.val != nil {
						add(wr.val)
					}
				}
			case o.array != nil:
				if o.published == "" {
					o.published = by
				}
				add(o.elems...)
			default:
				if o.published == "" {
					o.published = by
				}
				for _, c := range o.cells {
					add(c)
				}
			}
		}
	}
}

// publishAll marks every fresh object of the path published by what.
func (w *walker) publishAll(st *state, by string) {
	for _, o := range st.objects {
		if o.published == "" {
			o.published = by
		}
	}
}

// publishArgs publishes the fresh maps call's arguments (and callbacks'
// captured values) reach.
func (w *walker) publishArgs(st *state, in *ssa.Call, args []*smt.Term, funcs []*axioms.Func) {
	if len(st.objects) == 0 {
		return
	}
	ts := append([]*smt.Term(nil), args...)
	for _, f := range funcs {
		ts = append(ts, f.Captured...)
	}
	w.publish(st, ts, w.describePublish(in))
}

// describePublish names a publishing step for refusals: the callee's
// name and the call's position (the arguments may be composite literals
// the SSA form names by no Go expression).
func (w *walker) describePublish(in *ssa.Call) string {
	name := "a call"
	if callee := in.Common().StaticCallee(); callee != nil {
		name = "the call of " + callee.Name()
	}
	return fmt.Sprintf("%s at %s", name, w.prog.Where(in.Pos()))
}
