// This file defines EncodeSetup: one run of one of the package's
// operations from a known state of the object, before any client starts,
// for package witnesses whose state a maintainer should be able to reach
// (package witness, setupsearch.go: the states the zero value reaches by
// the package's own calls).

package obligations

import (
	"fmt"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// ProbeSetupPost is the probe of the state a setup run leaves.
const ProbeSetupPost = "w!setup!post"

// ProbeSetupEntry is the probe of the entry a setup run leaves at key j
// of a keyed collection.
func ProbeSetupEntry(j int) string { return fmt.Sprintf("w!setup!entry!%d", j) }

// EncodeSetup returns the script of path qi of operation op (split over
// f's value model) run sequentially from state pre, a literal of f's
// collection's state sort: its inputs free (the object's holder too: the
// setup runs only paths that read nothing of it but the object, package
// witness's setupRunnable), its
// arguments maybe readable (below), its probes EncodeOp's (the first
// run's: OpRun.ProbeIn, ProbeResult, ProbeArg, ProbeCallRes) and
// ProbeSetupPost for the state it leaves.
//
// For a keyed collection, keys (literals) are the only keys the run's
// calls may use, and ProbeSetupEntry(j) is the entry it leaves at keys[j].
//
// With readable, the run's arguments are small numbers and letters
// (ReadableOp): a search exploring states prefers them; one asking for a
// given state does not, so that no key or value it needs is ruled out.
func EncodeSetup(f, op *paths.Func, qi int, pre *smt.Term, keys []*smt.Term, readable bool) *smt.Script {
	e := &encoder{f: f, made: true}
	q := op.Paths[qi]
	run := OpRun{Op: op, Path: qi}
	cp := e.copyOp(run, pre, nil)
	if r := ReadableOp(f, run); r != nil && readable {
		e.asserts = append(e.asserts, r)
	}
	post := smt.Const(ProbeSetupPost, cp.last.Sort)
	e.consts = append(e.consts, post)
	e.asserts = append(e.asserts, smt.Eq(post, cp.last))
	if keyed, ok := f.Collection().(axioms.Keyed); ok && len(keys) > 0 {
		e.keysAmong(keys, q, cp.ren)
		for j, k := range keys {
			c := smt.Const(ProbeSetupEntry(j), keyed.EntrySort())
			e.consts = append(e.consts, c)
			e.asserts = append(e.asserts, smt.Eq(c, keyed.Entry(post, k)))
		}
	}
	return e.script(fmt.Sprintf("setup: %s path %d\n%s", op.Fn.String(), qi, describe(q)))
}

// SetupRunnable reports whether a path of an operation can run in a
// setup, where nothing but the object is known: it fixes no value for
// the run but nil ones (Pins: a field fixed at construction, a package
// variable, a length would have to agree with the client's), and makes
// no object (whose contents the state would hold unshown).
func SetupRunnable(q *paths.Path) bool {
	for _, t := range Pins(q) {
		if !strings.HasPrefix(strings.Trim(t.Op, "|"), "zero!") {
			return false
		}
	}
	return len(q.Allocs) == 0
}
