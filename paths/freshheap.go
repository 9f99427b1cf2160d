// This file extends the contents of the path's fresh allocations
// (heap.go) beyond what one function's SSA shows: a load or store
// through an address computed from the pointer of an object the path
// allocated — in an inlined helper, or chosen among several by a phi —
// reaches that object by its pointer's term, exactly as an access inside
// the allocating function does, as long as the object is unpublished.
//
// Soundness: as for fresh maps (freshmap.go), an object is the path's
// alone until a collection or functional call reaches it (publish), or a
// value a loop carries may hold it; every other way its address could
// leave the path is refused by the walk. Until then no other goroutine
// can read or write it, so the path's stores are its only contents.

package paths

import (
	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// heapPlace resolves addr (field and constant array-element addresses
// over a pointer) to an unpublished fresh object of the path with known
// contents, and the field path inside it.
func (w *walker) heapPlace(st *state, addr ssa.Value) (*object, []int, bool) {
	var path []int
	v := addr
	for done := false; !done; {
		switch a := v.(type) {
		case *ssa.FieldAddr:
			path, v = append([]int{a.Field}, path...), a.X
		case *ssa.IndexAddr:
			c, isConst := a.Index.(*ssa.Const)
			if !isConst || !isArrayPtr(a.X.Type()) {
				return nil, nil, false
			}
			path, v = append([]int{int(c.Int64())}, path...), a.X
		default:
			done = true
		}
	}
	t, ok := st.env[v]
	if !ok || t.Kind != smt.Var {
		return nil, nil, false
	}
	for _, o := range st.objects {
		if o.elem != nil && o.ptr.Op == t.Op && o.published == "" && !o.unknown {
			return o, path, true
		}
	}
	return nil, nil, false
}

// heapLoad reads an unpublished fresh object through an address the
// allocating function's SSA does not show (heapPlace).
func (w *walker) heapLoad(st *state, in *ssa.UnOp) (*smt.Term, bool) {
	o, path, ok := w.heapPlace(st, in.X)
	if !ok {
		return nil, false
	}
	return w.get(o, path)
}

// heapStore writes an unpublished fresh object through such an address;
// it reports whether it did.
func (w *walker) heapStore(st *state, in *ssa.Store) bool {
	o, path, ok := w.heapPlace(st, in.Addr)
	if !ok {
		return false
	}
	w.set(o, path, w.value(st, in.Val))
	return true
}
