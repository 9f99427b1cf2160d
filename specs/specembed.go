// This file defines the types a spec's family covers besides the
// described type: those it embeds. `type Cache struct{ *cache }` with
// its methods declared on *cache is called as c.Get(k), which SSA
// compiles to (*cache).Get on the embedded field; the spec describes
// Cache, and the family describes cache as the same collection, so that
// such calls are calls on it (paths/embedded.go).
//
// Only unexported embedded fields of a non-generic described type count:
// the described package alone assigns them, and that package's behaviour
// is what the spec states (trusted).

package specs

import "go/types"

// embedder returns the described type when n is the type of one of its
// unexported embedded fields (by value or pointer).
func (s *Spec) embedder(n *types.Named) (*types.Named, bool) {
	pkg := n.Obj().Pkg()
	if pkg == nil || pkg.Path() != s.PkgPath || n.Obj().Name() == s.TypeName || len(s.params) > 0 {
		return nil, false
	}
	tn, _ := pkg.Scope().Lookup(s.TypeName).(*types.TypeName)
	if tn == nil {
		return nil, false
	}
	outer, _ := tn.Type().(*types.Named)
	if outer == nil || outer.TypeParams().Len() > 0 {
		return nil, false
	}
	st, ok := outer.Underlying().(*types.Struct)
	for i := 0; ok && i < st.NumFields(); i++ {
		f := st.Field(i)
		ft := f.Type()
		if p, isPtr := ft.(*types.Pointer); isPtr {
			ft = p.Elem()
		}
		if fn, isNamed := ft.(*types.Named); isNamed && f.Embedded() && !f.Exported() && fn.Obj() == n.Obj() {
			return outer, true
		}
	}
	return nil, false
}
