// This file defines the confinement of a function's objects other than
// its base (Func.ObjectsEscape), and the split of the package's operations
// over those objects (the package environment of a function over several
// objects: SplitShared).
//
// Rule. An object other than the base is confined to its package when it
// is a place (objects.go): a field at any depth of the receiver, or a
// package variable or a field of one, whose every field on the way is
// unexported, and the variable too. Other packages can then neither name
// it nor call its methods through promotion; its address never leaves
// the package's code (placeEscape, checked when the place was accepted as
// an object). A family (objects reached through pointers: a parameter, a
// value read from a collection) is not decided: who else holds the
// pointer is the caller's matter.
//
// Soundness: as for the base (confine.go), every access to a confined
// place is made by a function of the package, so the other goroutines that
// matter run the package's own operations; a function with an object not
// decided confined keeps the collection environment's witnesses and no
// package-environment violation.

package paths

import (
	"fmt"
	"go/token"
	"go/types"

	"github.com/snowflakeverify/snowflake/axioms"
	"golang.org/x/tools/go/ssa"
)

// ObjectsEscape returns nil when every object f touches besides its base
// is confined to the package, else how the first other one escapes (or
// that its confinement is not decided: Undecided).
func (f *Func) ObjectsEscape() *Escape {
	for _, o := range f.Objects[min(1, len(f.Objects)):] {
		switch {
		case !o.decided:
			return &Escape{Why: fmt.Sprintf("it touches %s, objects reached through pointers, whose confinement is not decided", o.Name), Pos: f.Fn.Pos(), Undecided: true}
		case o.exposure != "":
			return &Escape{Why: fmt.Sprintf("object %s: %s", o.Name, o.exposure), Pos: o.pos}
		}
	}
	return nil
}

// placeExposure says how code outside the package can name the place u
// (an address the walker accepted as a place), or "": an exported field on
// the way from the receiver or the variable, or an exported variable. pos
// is the declaration that exposes it, or the place's root.
func (w *walker) placeExposure(st *state, u ssa.Value) (string, token.Pos) {
	if path, _, isRecv := w.receiverPath(st, u); isRecv {
		return exportedOnPath(w.client.Type, path)
	}
	g, path, _ := globalPath(u)
	if g.Object().Exported() {
		return fmt.Sprintf("package variable %s is exported", g.Name()), g.Pos()
	}
	return exportedOnPath(g.Type().(*types.Pointer).Elem(), path)
}

// exportedOnPath names the first exported field along path from t.
func exportedOnPath(t types.Type, path []int) (string, token.Pos) {
	for _, i := range path {
		s, ok := t.Underlying().(*types.Struct)
		if !ok || i >= s.NumFields() {
			return "it is no field of a struct", token.NoPos
		}
		if f := s.Field(i); f.Exported() {
			return fmt.Sprintf("field %s is exported", f.Name()), f.Pos()
		}
		t = s.Field(i).Type()
	}
	return "", token.NoPos
}

// seedObjects starts the walk of an operation over the objects of over,
// the function under verification, in its order: a call of the operation
// on one of them is a call on the same component of over's product.
func (w *walker) seedObjects(over *Func) {
	for _, o := range over.Objects {
		c := *o
		c.Recv = map[string]string{}
		w.out.Objects = append(w.out.Objects, &c)
	}
}

// liftOver lifts an operation's calls to over's product, as liftObjects
// does for the function itself; it refuses an operation that touches an
// object over does not (its product has no component for it).
func (w *walker) liftOver(over *Func) *Refusal {
	if len(w.out.Objects) > len(over.Objects) {
		o := w.out.Objects[len(over.Objects)]
		return &Refusal{Pos: w.fn.Pos(), Message: fmt.Sprintf("it touches %s, which %s does not", o.Name, over.Fn.Name())}
	}
	liftWith(w.out, over.Product)
	return nil
}

// productOf returns the product f's calls lift to: prod when an operation
// shares the function's, else a new one of f's objects.
func productOf(f *Func, prod *axioms.Product) *axioms.Product {
	if prod != nil {
		return prod
	}
	var parts []axioms.Part
	for _, o := range f.Objects {
		pt := axioms.Part{Coll: o.Collection, Name: o.Name}
		if o.Family {
			s := f.Model.Sort(o.RefType)
			pt.Ref = &s
		}
		parts = append(parts, pt)
	}
	return axioms.NewProduct(f.Model, parts)
}
