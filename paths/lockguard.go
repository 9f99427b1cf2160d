// This file defines the fields a lock discipline guards besides the base
// (locks.go): a field of the client's struct (q.limit) whose every write
// after construction holds the object's mutex for writing, and whose
// address serves only to load and store it. A critical section
// (locksection.go) may read such a field of its object: the read counts
// as an access of the section (it must lie in the section, holding the
// mutex), and the walk reads it as any value (Client.lockReads) instead of
// refusing a field written after construction.
//
// Soundness. While a goroutine holds the mutex (either side), no writer of
// a guarded field runs, since every write holds the write side: across a
// critical section the field keeps one value, the one it has at the
// instant the section runs as a whole. So reading it inside the section is
// reading it at that instant, as the atomic run would; the walk needs no
// more of it (the proof does not use the paths' values).

package paths

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// A lockWrite is a store to a field of the client's struct after
// construction, and how each candidate mutex is held there.
type lockWrite struct {
	field int
	modes []lockMode
}

// fieldOf returns the client-struct field an address denotes: a field of
// an object of the client's type other than the base.
func (f *lockFlow) fieldOf(fr *lockFrame, addr ssa.Value) (int, lockID, bool) {
	fa, ok := unconvert(addr).(*ssa.FieldAddr)
	if !ok || f.c.Type == nil || f.isBaseField(fa.Field) || !pointsTo(unconvert(fa.X).Type(), f.c.Type) {
		return 0, lockID{}, false
	}
	return fa.Field, fr.ident(fa.X), true
}

// fieldWrite records a store to a field of the client's struct.
func (f *lockFlow) fieldWrite(fr *lockFrame, instr ssa.Instruction, st *lockState) {
	store, ok := instr.(*ssa.Store)
	if !ok || !f.record || f.section != nil {
		return
	}
	k, holder, ok := f.fieldOf(fr, store.Addr)
	if !ok || f.unpublishedAt(fr, holder, instr) {
		return
	}
	w := lockWrite{field: k}
	for _, cand := range f.cands {
		w.modes = append(w.modes, st.held[cand.of(holder)])
	}
	f.writes = append(f.writes, w)
}

// guardedRead applies a load of a guarded field in the section's check:
// an access of the section, reported to the walk.
func (f *lockFlow) guardedRead(fr *lockFrame, instr ssa.Instruction, st *lockState) bool {
	load, ok := instr.(*ssa.UnOp)
	if !ok || f.section == nil || load.Op.String() != "*" {
		return false
	}
	k, holder, ok := f.fieldOf(fr, load.X)
	if !ok || !f.section.guarded[k] {
		return false
	}
	what := "reads " + addrExpr(load.X)
	holderExpr := addrExpr(unconvert(load.X).(*ssa.FieldAddr).X)
	f.section.access(f, holder, load.Pos(), st, what, mutexExpr(holderExpr, f.section.m))
	f.reads[instr] = true
	f.section.fields = append(f.section.fields, unconvert(load.X).(*ssa.FieldAddr))
	return true
}

// guardedFields returns the fields of the client's struct that candidate
// best guards: every recorded write holds it for writing, and every use
// of their address in the package is a load or a store.
func (f *lockFlow) guardedFields(funcs []*ssa.Function, best int) map[int]bool {
	if f.c.Type == nil {
		return nil
	}
	st := f.c.Type.Underlying().(*types.Struct)
	out := map[int]bool{}
	for k := 0; k < st.NumFields(); k++ {
		if !f.isBaseField(k) && k != f.cands[best].field && !st.Field(k).Exported() {
			out[k] = true
		}
	}
	for _, w := range f.writes {
		if !w.modes[best].writes() {
			delete(out, w.field)
		}
	}
	for _, fn := range funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				fa, ok := instr.(*ssa.FieldAddr)
				if !ok || !out[fa.Field] || !pointsTo(unconvert(fa.X).Type(), f.c.Type) {
					continue
				}
				for _, ref := range *fa.Referrers() {
					switch r := ref.(type) {
					case *ssa.UnOp, *ssa.DebugRef:
					case *ssa.Store:
						if r.Addr != fa {
							delete(out, fa.Field)
						}
					default:
						delete(out, fa.Field)
					}
				}
			}
		}
	}
	return out
}
