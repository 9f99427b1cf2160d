// This file defines what a path knows of its own fresh allocations: their
// contents, written before the allocation is published (stores after that
// are refused), so that loads from them are exact and obligations can
// identify an allocation site's object in the original path and in the
// condensed run when the contents are equal.

package paths

import (
	"fmt"
	"go/types"
	"strings"

	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
	"golang.org/x/tools/go/ssa"
)

// An object is one fresh allocation on a path.
type object struct {
	site    ssa.Value  // the Alloc, MakeSlice, MakeMap or MakeChan
	elem    types.Type // the allocated type (for Alloc)
	ptr     *smt.Term
	cells   map[string]*smt.Term // stored values by field path ("", "0", "0.2")
	sizes   []*smt.Term          // for make: the size operands
	unknown bool                 // contents no longer tracked
	// For a map (freshmap.go): its type when site is not a make (a
	// functional helper's call), its writes, what it held before them
	// (nil: empty) and what published it ("" while the path's own).
	typ       types.Type
	writes    []mapWrite
	base      *mapBase
	published string
	// For a slice built by append (freshslice.go): its backing array and
	// its elements.
	array   *backing
	elems   []*smt.Term
	history []int // lengths after each append from nil
}

func (o *object) clone() *object {
	n := *o
	n.cells = make(map[string]*smt.Term, len(o.cells))
	for k, v := range o.cells {
		n.cells[k] = v
	}
	n.writes = append([]mapWrite(nil), o.writes...)
	n.elems = append([]*smt.Term(nil), o.elems...)
	return &n
}

func pathKey(path []int) string {
	var b strings.Builder
	for i, p := range path {
		if i > 0 {
			b.WriteByte('.')
		}
		fmt.Fprint(&b, p)
	}
	return b.String()
}

// addrPath resolves an address to the fresh allocation it points into and
// the field path inside it. ok is false when the place is not a constant
// path (a variable index) or the root is not an Alloc.
func addrPath(v ssa.Value) (root *ssa.Alloc, path []int, ok bool) {
	switch a := v.(type) {
	case *ssa.Alloc:
		return a, nil, true
	case *ssa.FieldAddr:
		r, p, ok := addrPath(a.X)
		return r, append(p, a.Field), ok
	case *ssa.IndexAddr:
		r, p, ok := addrPath(a.X)
		if c, isConst := a.Index.(*ssa.Const); isConst && ok && isArrayPtr(a.X.Type()) {
			return r, append(p, int(c.Int64())), true
		}
		return r, p, false
	}
	return nil, nil, false
}

func isArrayPtr(t types.Type) bool {
	p, ok := t.Underlying().(*types.Pointer)
	if !ok {
		return false
	}
	_, ok = p.Elem().Underlying().(*types.Array)
	return ok
}

// typeAt is the type at a field path inside t.
func typeAt(t types.Type, path []int) types.Type {
	for _, i := range path {
		switch u := t.Underlying().(type) {
		case *types.Struct:
			t = u.Field(i).Type()
		case *types.Array:
			t = u.Elem()
		}
	}
	return t
}

// set records a store of v at path. A store of the whole value (an empty
// path) overwrites every cell: the contents are known again, whatever an
// earlier loop iteration may have stored.
func (w *walker) set(o *object, path []int, v *smt.Term) {
	key := pathKey(path)
	if len(path) == 0 && o.unknown && o.elem != nil { // a cell of an Alloc (maps and slices have no elem)
		o.unknown = false
		o.cells = map[string]*smt.Term{key: v}
		return
	}
	for k := range o.cells { // a store overwrites everything below path
		if strings.HasPrefix(k, key) && (key == "" || len(k) == len(key) || k[len(key)] == '.') {
			delete(o.cells, k)
		}
	}
	// A whole value stored above path is split into its fields first.
	for n := 0; n < len(path); n++ {
		q := pathKey(path[:n])
		whole, ok := o.cells[q]
		if !ok {
			continue
		}
		t := typeAt(o.elem, path[:n])
		if !values.IsCompound(t) {
			o.unknown = true
			return
		}
		delete(o.cells, q)
		for j := range values.Elems(t) {
			o.cells[pathKey(append(append([]int(nil), path[:n]...), j))] = w.model.Select(t, whole, j)
		}
	}
	o.cells[key] = v
}

// get returns the value at path, if the path's contents are known.
func (w *walker) get(o *object, path []int) (*smt.Term, bool) {
	if o.unknown {
		return nil, false
	}
	if v, ok := o.cells[pathKey(path)]; ok {
		return v, true
	}
	t := typeAt(o.elem, path)
	for n := len(path) - 1; n >= 0; n-- { // a whole value stored above
		if whole, ok := o.cells[pathKey(path[:n])]; ok {
			v := whole
			for k := n; k < len(path); k++ {
				pt := typeAt(o.elem, path[:k])
				if !values.IsCompound(pt) {
					return nil, false
				}
				v = w.selectMade(pt, v, path[k])
			}
			return v, true
		}
	}
	if values.IsCompound(t) {
		var fields []*smt.Term
		for j := range values.Elems(t) {
			f, ok := w.get(o, append(append([]int(nil), path...), j))
			if !ok {
				return nil, false
			}
			fields = append(fields, f)
		}
		return w.model.Make(t, fields), true
	}
	for k := range o.cells {
		if strings.HasPrefix(k, pathKey(path)) {
			return nil, false // parts of a value modeled as a whole
		}
	}
	return w.model.Zero(t), true // fresh memory is zeroed
}

// allocSites lists a path's fresh objects, and the results of functional
// calls that may be fresh, for obligations, numbering repeated sites.
func (w *walker) allocSites(st *state) []*Alloc {
	var out []*Alloc
	seen := map[ssa.Value]int{}
	for _, o := range st.objects {
		a := &Alloc{Site: o.site, Ptr: o.ptr, Occurrence: seen[o.site]}
		seen[o.site]++
		switch {
		case o.array != nil:
			a.Contents, a.Known, a.Fresh = sliceContents(o), !o.unknown, true // a new slice value (freshslice.go)
		case o.isMapObject():
			_, byCall := o.site.(*ssa.Call) // a functional helper's new map (freshmap.go)
			a.Contents, a.Known, a.Fresh = w.mapContents(o), !o.unknown, byCall
		case o.elem == nil:
			a.Contents = o.sizes
			a.Known = true
		default:
			if v, ok := w.get(o, nil); ok {
				a.Contents, a.Known = []*smt.Term{v}, true
			}
		}
		out = append(out, a)
	}
	for _, f := range st.fnAllocs {
		a := *f
		a.Occurrence = seen[f.Site]
		seen[f.Site]++
		out = append(out, &a)
	}
	return out
}

// maybeZeroSize reports whether values of elem may have size zero: its
// size is zero, or it mentions a type parameter (whose size depends on the
// instantiation).
func (w *walker) maybeZeroSize(elem types.Type) bool {
	if elem == nil {
		return false
	}
	return mentionsTypeParam(elem) || w.client.Pkg.TypesSizes.Sizeof(elem) == 0
}

// freshFacts records that a new object's pointer ptr, of type t, is not
// nil and differs from the path's earlier objects of the same sort (and
// the new objects functional helpers returned), unless the allocated type
// has size zero (Go may give all such objects one address).
func (w *walker) freshFacts(st *state, ptr *smt.Term, t types.Type) {
	st.facts = append(st.facts, smt.Not(smt.Eq(ptr, w.nilOf(t))))
	if w.maybeZeroSize(pointee(t)) {
		return
	}
	for _, p := range st.objects {
		if p.ptr != ptr && p.ptr.Sort.Equal(ptr.Sort) && !w.maybeZeroSize(p.elem) {
			st.facts = append(st.facts, smt.Not(smt.Eq(p.ptr, ptr)))
		}
	}
	for _, a := range st.fnAllocs {
		if a.Fresh && a.Ptr != ptr && a.Ptr.Sort.Equal(ptr.Sort) { // Fresh: of nonzero size
			st.facts = append(st.facts, smt.Not(smt.Eq(a.Ptr, ptr)))
		}
	}
	w.freshFromSentinels(st, ptr) // errors.go
}
