// This file defines the stored-types invariant of a confined keyed base
// (paths.Rely.Stored): every entry is absent or holds a value of one of
// the dynamic types the package's calls store, one of the constants they
// store (of a type of which they store nothing else), or nil, when one
// stores nil. A table whose every Store puts a *Session holds only
// *Session values, so a defensive branch for any other value never runs;
// a map of job states only ever stored as "queued", "running" and "done"
// holds only those three.
//
// A new object's entries are all absent when the object is a sync.Map
// held by value, as a field of the client's type that no constructor
// touches on the object it builds (paths.Program.BuildTouches) and that
// no value of the type made otherwise carries (paths.Program.MadeOtherwise),
// or as a package variable (its initializer could only copy another map,
// which the base's use check refuses as an assignment). Then only the
// calls of the package's functions that touch the base store into it.
// Soundness: obligations/storedkept.go.

package verify

import (
	"context"
	"go/types"
	"slices"
	"strings"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
)

// storedKept returns what the calls of splits, the package's functions
// that touch client's base, ever leave in its entries: the values their
// mutating calls box, when every call keeps the set
// (obligations.KeepsStored), their pointers never nil when every call
// keeps that too (every value stored a new object, say); nil when a new
// object may start with entries or a call may leave another value.
func (c *check) storedKept(ctx context.Context, client *paths.Client, splits []*paths.Func, keySort smt.Sort, solver smt.Solver) *paths.Stored {
	switch {
	case client.ByPointer || client.NoBase || !namedIn(client.DeclaredType(), "sync"):
		return nil
	case client.Global == nil && (client.Type == nil || c.prog.BuildTouches(client) || c.prog.MadeOtherwise(client)):
		return nil
	}
	st := obligations.StoredCandidate(splits)
	if st.NonNil = slices.ContainsFunc(st.Kinds, isPointer); st.NonNil && keeps(ctx, c, splits, st, keySort, solver) {
		return st
	}
	st.NonNil = false
	if keeps(ctx, c, splits, st, keySort, solver) {
		return st
	}
	return nil
}

// keeps reports whether every call of splits keeps st
// (obligations.KeepsStored).
func keeps(ctx context.Context, c *check, splits []*paths.Func, st *paths.Stored, keySort smt.Sort, solver smt.Solver) bool {
	for _, f := range splits {
		for _, call := range allCalls(f) {
			k := slices.Index(call.path.Calls, call.call)
			if !obligations.KeepsStored(ctx, f, call.path, k, st, keySort, solver, c.opt.Timeout) {
				return false
			}
		}
	}
	return true
}

// isPointer reports whether t is a pointer type.
func isPointer(t types.Type) bool {
	_, ok := t.Underlying().(*types.Pointer)
	return ok
}

// storedWhat is the invariant's words, with %s for the base: "every value
// in %s is a *Session or nil", "every value in %s is "queued", "running"
// or "done"".
func storedWhat(st *paths.Stored, pkg *types.Package) string {
	var alts []string
	for _, t := range st.Kinds {
		name := types.TypeString(t, types.RelativeTo(pkg))
		if st.NonNil && isPointer(t) {
			name = "non-nil " + name
		}
		alts = append(alts, paths.Article(name))
	}
	for _, v := range st.Values {
		alts = append(alts, storedLiteral(v, pkg))
	}
	if st.Nil {
		alts = append(alts, "nil")
	}
	if len(alts) == 0 {
		return "%s never holds an entry (the package's code stores nothing in it)"
	}
	list := alts[len(alts)-1]
	if len(alts) > 1 {
		list = strings.Join(alts[:len(alts)-1], ", ") + " or " + list
	}
	return "every value in %s is " + list + " (no call of the package stores another)"
}

// storedLiteral prints a stored constant as Go writes it, converted to
// its type when that is not the literal's default: "done", int64(3).
func storedLiteral(v paths.StoredValue, pkg *types.Package) string {
	text := v.Lit.String()
	if b, isBasic := v.Type.Underlying().(*types.Basic); isBasic && b.Info()&types.IsInteger != 0 {
		text = intText(v.Lit, b.Info()&types.IsUnsigned == 0)
	}
	switch t := v.Type.(type) {
	case *types.Basic:
		if t.Kind() == types.Int || t.Kind() == types.String || t.Kind() == types.Bool {
			return text
		}
	}
	return types.TypeString(v.Type, types.RelativeTo(pkg)) + "(" + text + ")"
}
