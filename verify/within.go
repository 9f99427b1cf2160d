// This file defines the finite-set invariant of a confined integer word
// (paths.Rely.Within): the values it starts with, closed under every call
// of the package's code (obligations.LeavesSet), when a few values close
// it. A word that only Double doubles, starting at zero, is always 0; a
// state machine whose calls only store or swap in constants holds only
// them and its zero value.
//
// The starting value is the word's zero value: a new object of the
// client's type holds it unless the package's code gives it another, by
// a constructor's store or call on the object it builds
// (paths.Program.BuildTouches: Touching leaves those out) or by making a
// value of the type otherwise (paths.Program.MadeOtherwise: generic code
// whose type parameter may be the type, a conversion from another type);
// then no set is given, as for a word held by pointer. A package variable
// of a type of sync/atomic starts at zero (its initializer can only copy
// another word into it, which leaves no invariant; init's calls are the
// package's); one of a plain type is left out. Soundness:
// obligations/within.go.

package verify

import (
	"context"
	"go/types"
	"math/big"
	"strings"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// maxWithin bounds the values of a finite-set invariant.
const maxWithin = 8

// wordWithin returns the values client's word only ever holds (the
// closure of its starting values under the calls of splits, the package's
// functions that touch it), or nil when no set of maxWithin values closes.
func (c *check) wordWithin(ctx context.Context, client *paths.Client, splits []*paths.Func, solver smt.Solver) []*smt.Term {
	set := c.startValues(client, splits[0])
	for changed := len(set) > 0; changed; {
		changed = false
		for _, f := range splits {
			for _, call := range allCalls(f) {
				for {
					out, ok := obligations.LeavesSet(ctx, f, call.path, call.call, set, solver, c.opt.Timeout)
					switch {
					case !ok || out != nil && len(set) == maxWithin:
						return nil
					case out == nil:
					default:
						set, changed = append(set, out), true
						continue
					}
					break
				}
			}
		}
	}
	return set
}

// startValues returns the values client's word may start with, or nil
// when they are not known: zero, unless the package's code may give a
// new object another value (a constructor's store or call on the object
// it builds, paths.Program.BuildTouches; a value of the type made by
// generic code or a conversion, paths.Program.MadeOtherwise).
func (c *check) startValues(client *paths.Client, f *paths.Func) []*smt.Term {
	sort := client.Collection.StateSort(f.Model)
	switch {
	case client.ByPointer || sort.Kind != smt.KindBV:
		return nil
	case client.Global != nil: // a variable of a type of sync/atomic starts at zero: no initializer can set it
		if !namedIn(client.Global.Type().(*types.Pointer).Elem(), "sync/atomic") {
			return nil
		}
	case client.Type == nil || c.prog.BuildTouches(client) || c.prog.MadeOtherwise(client):
		return nil
	}
	return []*smt.Term{smt.BVLit(0, sort.Width)}
}

// namedIn reports whether t is a named type of the package at path.
func namedIn(t types.Type, path string) bool {
	if t == nil {
		return false
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == path
}

// withinText prints the set as Go integers of the word's signedness:
// "always 0", "always one of 0, 1, 2".
func withinText(set []*smt.Term, signed bool) string {
	var vals []string
	for _, t := range set {
		vals = append(vals, intText(t, signed))
	}
	if len(vals) == 1 {
		return "always " + vals[0]
	}
	return "always one of " + strings.Join(vals, ", ")
}

// intText prints t, a bit-vector literal, as a Go integer of the given
// signedness; any other term as it is.
func intText(t *smt.Term, signed bool) string {
	n, w, ok := smt.BVValue(t.String())
	if !ok {
		return t.String()
	}
	if signed && n.Bit(w-1) == 1 {
		n = new(big.Int).Sub(n, new(big.Int).Lsh(big.NewInt(1), uint(w)))
	}
	return n.String()
}

// withinWhat is the invariant's words, with %s for the base.
func withinWhat(set []*smt.Term, signed bool) string {
	return "%s is " + withinText(set, signed) + " (its starting values, closed under the package's calls)"
}
