// This file defines Product: the collection whose state is the tuple of
// the states of several objects, and the methods of one object lifted to
// it.

package axioms

import (
	"fmt"
	"strings"

	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// A Product is the objects one function touches, as one collection.
//
// Why this is sound: linearizability is local (Herlihy and Wing, 1990). A
// history of several linearizable objects is linearizable exactly when
// each object's subhistory is; so a tuple of linearizable objects is a
// linearizable object whose state is the tuple of their states, and whose
// methods are theirs, each acting on its own component and leaving the
// others as they are. Condensability on the product is then the paper's
// condensability on one object: one call of the function, on any
// component, may mutate; every other call on any component is an
// accessor; the condensed run from the tuple of states at that call gives
// the same tuple after it and the same result.
//
// A Part is one object, or a family: the objects of one collection type
// reached through pointers (parameters, pointer fields, values read from a
// collection), told apart by the pointer (Ref). A family's state is an
// array from pointers to member states, so two pointers the solver may
// make equal are one object and different ones are two: both cases are
// checked, as objects that may alias must be.
type Product struct {
	Parts []Part
	model *values.Model
}

// A Part is one component of a Product.
type Part struct {
	Coll Collection
	// Ref is the sort of the pointers that tell a family's members apart;
	// nil for one object.
	Ref *smt.Sort
	// Name says what the part is, as Go prints it (c.hits, the
	// *atomic.Int64 values reached by pointer).
	Name string
}

// NewProduct returns the product of parts over the value model v.
func NewProduct(v *values.Model, parts []Part) *Product {
	return &Product{Parts: parts, model: v}
}

const productSort = "Objects"

// Name implements Collection.
func (p *Product) Name() string {
	var names []string
	for _, pt := range p.Parts {
		names = append(names, pt.Name)
	}
	return "objects (" + strings.Join(names, ", ") + ")"
}

// StateSort implements Collection.
func (p *Product) StateSort(*values.Model) smt.Sort { return smt.Named(productSort) }

// partSort is the sort of part i's component of the state.
func (p *Product) partSort(i int) smt.Sort {
	s := p.Parts[i].Coll.StateSort(p.model)
	if r := p.Parts[i].Ref; r != nil {
		return smt.Array(*r, s)
	}
	return s
}

func selector(i int) string { return fmt.Sprintf("objects!%d", i) }

// Declare implements Collection: each part's declarations (declared once
// by name), then the tuple.
func (p *Product) Declare(s *smt.Script) {
	var fields []smt.Field
	for i, pt := range p.Parts {
		pt.Coll.Declare(s)
		fields = append(fields, smt.Field{Selector: selector(i), Sort: p.partSort(i)})
	}
	s.DeclareDatatype(productSort, []smt.Constructor{{Name: "objects", Fields: fields}})
}

// Component returns part i's component of state.
func (p *Product) Component(state *smt.Term, i int) *smt.Term {
	return smt.Apply(selector(i), p.partSort(i), state)
}

// With returns state with part i's component replaced by c.
func (p *Product) With(state *smt.Term, i int, c *smt.Term) *smt.Term {
	var comps []*smt.Term
	for j := range p.Parts {
		if j == i {
			comps = append(comps, c)
		} else {
			comps = append(comps, p.Component(state, j))
		}
	}
	return smt.Apply("objects", smt.Named(productSort), comps...)
}

// Member returns the state of the member at ref of family i in state.
func (p *Product) Member(state *smt.Term, i int, ref *smt.Term) *smt.Term {
	return smt.Apply("select", p.Parts[i].Coll.StateSort(p.model), p.Component(state, i), ref)
}

// Method implements Collection: a product's methods are its parts',
// lifted one by one (Lift); none is named alone.
func (p *Product) Method(string) (*Method, bool) { return nil, false }

// Methods implements Collection: every part's methods, lifted.
func (p *Product) Methods() []*Method {
	var ms []*Method
	for i, pt := range p.Parts {
		for _, m := range pt.Coll.Methods() {
			ms = append(ms, p.Lift(i, m))
		}
	}
	return ms
}

// Assumptions implements Collection: the parts' own, each once.
func (p *Product) Assumptions() []string {
	seen := map[string]bool{}
	var out []string
	for _, pt := range p.Parts {
		for _, a := range pt.Coll.Assumptions() {
			if !seen[a] {
				seen[a] = true
				out = append(out, a)
			}
		}
	}
	return out
}

// Lift returns m, a method of part i's collection, acting on the product:
// on part i's component (for a family, on the member its first argument
// points to, which the caller prepends to the call's arguments), leaving
// the other components as they are. Its results, panics and choices are
// m's.
func (p *Product) Lift(i int, m *Method) *Method {
	lm := *m
	lm.Lifted = &Lifted{Of: m, Part: i}
	own := func(pre *smt.Term, args []*smt.Term) (*smt.Term, []*smt.Term, func(*smt.Term) *smt.Term) {
		comp := p.Component(pre, i)
		if p.Parts[i].Ref == nil {
			return comp, args, func(post *smt.Term) *smt.Term { return p.With(pre, i, post) }
		}
		ref := args[0]
		member := smt.Apply("select", p.Parts[i].Coll.StateSort(p.model), comp, ref)
		return member, args[1:], func(post *smt.Term) *smt.Term {
			return p.With(pre, i, smt.Apply("store", p.partSort(i), comp, ref, post))
		}
	}
	if m.Apply != nil {
		lm.Apply = func(v *values.Model, pre *smt.Term, args []*smt.Term) Effect {
			st, rest, with := own(pre, args)
			eff := m.Apply(v, st, rest)
			eff.Post = with(eff.Post)
			return eff
		}
	}
	if m.ApplyFuncs != nil {
		lm.ApplyFuncs = func(v *values.Model, pre *smt.Term, args []*smt.Term, fns []*Func) Effect {
			st, rest, with := own(pre, args)
			eff := m.ApplyFuncs(v, st, rest, fns)
			eff.Post = with(eff.Post)
			return eff
		}
	}
	return &lm
}

// Lifted says which part's method a product's method is.
type Lifted struct {
	Of   *Method // the part's own method
	Part int
}
