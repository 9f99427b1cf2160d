// This file defines Collection, Method and Effect, and the registry of
// supported collections.

package axioms

import (
	"go/types"
	"sort"

	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// A Collection is the theory of one concurrent collection type.
type Collection interface {
	// Name is the collection's Go name, e.g. "sync.Map".
	Name() string
	// Matches reports whether t (not a pointer) is this collection's type.
	Matches(t types.Type) bool
	// StateSort is the sort of the abstract state.
	StateSort() smt.Sort
	// Declare adds the state's sorts and helper definitions to s, after
	// the value model's own declarations.
	Declare(s *smt.Script)
	// Method returns the named method's axioms.
	Method(name string) (*Method, bool)
	// Methods lists the methods in a fixed order.
	Methods() []*Method
	// Assumptions lists what the theory trusts, one line each.
	Assumptions() []string
}

// A Method is the sequential specification of one collection method.
type Method struct {
	Name string
	// Sig is the Go signature, for documentation.
	Sig string
	// Doc states the axiom in words.
	Doc string
	// MayMutate is false for methods that never change the state
	// (accessors); the condensation point heuristic prefers mutators.
	MayMutate bool
	// NotAtomic, when set, says why a function calling this method is never
	// proven atomic (Range is not a snapshot).
	NotAtomic string
	// Apply gives the call's effect on pre with the given arguments.
	Apply func(v *values.Model, pre *smt.Term, args []*smt.Term) Effect
	// Results is the number of results.
	Results int
}

// An Effect is what one call does, sequentially, from a pre-state.
type Effect struct {
	Post       *smt.Term   // the post-state
	Results    []*smt.Term // the call's results
	Panics     *smt.Term   // the condition under which the call panics
	PanicValue *smt.Term   // the panic's value (sort values.AnySort)
}

var registry = []Collection{SyncMap{}}

// Lookup returns the collection whose type is t (or *t), if supported.
func Lookup(t types.Type) (Collection, bool) {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	for _, c := range registry {
		if c.Matches(t) {
			return c, true
		}
	}
	return nil, false
}

// All returns the supported collections, sorted by name.
func All() []Collection {
	cs := append([]Collection(nil), registry...)
	sort.Slice(cs, func(i, j int) bool { return cs[i].Name() < cs[j].Name() })
	return cs
}
