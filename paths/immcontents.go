// This file defines the facts that tie a new object's immutable fields to
// what the path made it with (Path.Made).
//
// A read of an immutable field (immutable.go: never written after its
// object's construction) is a function of the object's pointer,
// immfield!T!i(p). For an object the path itself allocated, with known
// contents at the path's end, that function's value at the new pointer is
// the content the path gave the field: the field is never written after
// construction anywhere, so every read of it, by this run or any other,
// gives that value. The facts hold on the path only (another path through
// the same allocation may give the field another value), so obligations
// assert them under the path's condition. Without them such a read is
// free, which a proof over-approximates soundly; the package environment's
// witnesses assert them (obligations/pkgenv.go), where an operation's new
// objects meet the client's and a free read would let a serial order fit
// or fail on a value no Go run gives.

package paths

import "github.com/snowflakeverify/snowflake/smt"

// immutableFacts returns, for each of allocs (new objects, not helpers'
// results) whose contents are a known struct of a type of the root
// packages, immfield(ptr) = field for every immutable field.
func (w *walker) immutableFacts(allocs []*Alloc) []*smt.Term {
	var out []*smt.Term
	for _, a := range allocs {
		if !a.Known || len(a.Contents) != 1 || a.Contents[0].Kind != smt.App || !a.NewObject() || a.Fresh {
			continue
		}
		if _, ok := namedStructPtr(a.Site.Type(), w.prog.rootTypes); !ok {
			continue
		}
		st, _ := structOf(a.Site.Type())
		fields := a.Contents[0].Args
		if len(fields) != st.NumFields() {
			continue
		}
		for i := 0; i < st.NumFields(); i++ {
			key := fieldKey{structKey(st), i}
			if w.prog.written(key, st) {
				continue
			}
			sort := w.model.Sort(st.Field(i).Type())
			if !fields[i].Sort.Equal(sort) {
				continue
			}
			read := w.model.Func(immfieldName(key), sort, a.Ptr)
			out = append(out, smt.Eq(read, fields[i]))
		}
	}
	return out
}
