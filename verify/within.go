// This file defines the finite-set invariant of a confined integer word
// (paths.Rely.Within): the values it starts with, closed under every call
// of the package's code (obligations.LeavesSet), when a few values close
// it. A word that only Double doubles, starting at zero, is always 0; a
// state machine whose calls only store or swap in constants holds only
// them and its zero value.
//
// The starting values are the word's zero value and the constants the
// package's construction sites give a field used through sync/atomic's
// functions (paths.Program.ConstructedValues); a word of a type of
// sync/atomic starts at zero, as no literal can set it. A word a
// constructor calls methods of on the object it builds
// (paths.Program.BuildTouches: Touching leaves those calls out), or held
// by pointer, is left out: its starting values are not read here; so is a
// package variable but of a type of sync/atomic (zero: no initializer can
// set it; init's calls are the package's). Soundness: obligations/within.go.

package verify

import (
	"context"
	"go/constant"
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
// when they are not known.
func (c *check) startValues(client *paths.Client, f *paths.Func) []*smt.Term {
	sort := client.Collection.StateSort(f.Model)
	switch {
	case client.ByPointer || sort.Kind != smt.KindBV:
		return nil
	case client.Global != nil: // a variable of a type of sync/atomic starts at zero: no initializer can set it
		if atomicType(client.Global.Type().(*types.Pointer).Elem()) {
			return []*smt.Term{smt.BVLit(0, sort.Width)}
		}
		return nil
	case client.Type == nil || c.prog.BuildTouches(client):
		return nil
	}
	consts, ok := c.prog.ConstructedValues(client.Type, client.Field)
	if !ok {
		return nil
	}
	set := []*smt.Term{smt.BVLit(0, sort.Width)}
	for _, k := range consts {
		switch {
		case k == nil:
		case k.Value == nil || k.Value.Kind() != constant.Int:
			return nil
		default:
			v, exact := constant.Int64Val(k.Value)
			if !exact {
				u, uexact := constant.Uint64Val(k.Value)
				if !uexact {
					return nil
				}
				v = int64(u)
			}
			lit := smt.BVLit(uint64(v), sort.Width)
			if !containsTerm(set, lit) {
				set = append(set, lit)
			}
		}
	}
	return set
}

// atomicType reports whether t is a named type of sync/atomic.
func atomicType(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "sync/atomic"
}

func containsTerm(ts []*smt.Term, t *smt.Term) bool {
	for _, u := range ts {
		if u.String() == t.String() {
			return true
		}
	}
	return false
}

// withinText prints the set as Go integers of the word's signedness:
// "always 0", "always one of 0, 1, 2".
func withinText(set []*smt.Term, signed bool) string {
	var vals []string
	for _, t := range set {
		n, w, ok := smt.BVValue(t.String())
		if !ok {
			vals = append(vals, t.String())
			continue
		}
		if signed && n.Bit(w-1) == 1 {
			n = new(big.Int).Sub(n, new(big.Int).Lsh(big.NewInt(1), uint(w)))
		}
		vals = append(vals, n.String())
	}
	if len(vals) == 1 {
		return "always " + vals[0]
	}
	return "always one of " + strings.Join(vals, ", ")
}

// withinWhat is the invariant's words, with %s for the base.
func withinWhat(set []*smt.Term, signed bool) string {
	return "%s is " + withinText(set, signed) + " (its starting values, closed under the package's calls)"
}
