// This file defines the lock analysis' refusal of a holder reached under
// another type: a conversion, anywhere in the package, of a pointer to a
// base's holder struct to a pointer of another type, or back ((*alt)(t)
// with type alt Table; (*struct{ mu sync.Mutex; m sync.Map })(t); a
// generic body's (*Table)(p); unsafe.Pointer(t)).
//
// Rule. The analysis recognises the holder, its candidate mutexes and its
// bases by the holder's named type (pointsTo): a candidate is a field
// selected on a *T, an access a call on a field of a *T, and a helper is
// followed when its values hold a T (lockskip.go). Through a converted
// pointer, the same memory is selected on another type, so a helper may
// unlock the caller's mutex, or write a base without it, while the
// analysis sees neither (it would skip the helper, or miss the access).
// touch.go's Touching refuses such a conversion for the same reason
// (retyped); the lock analysis now does too.
//
// Soundness. With no such conversion in the package, every pointer to a
// holder's memory that the package's code selects fields on has the
// holder's type (reflection and unsafe aside, which the conversion to
// unsafe.Pointer already refuses), so the recognitions above see every
// lock, unlock and access of the holder's mutexes and bases.

package paths

import (
	"fmt"

	"golang.org/x/tools/go/ssa"
)

// retypedHolder names the first conversion in funcs of a pointer to the
// bases' holder type to another type, or back (touch.go's retyped); nil
// when there is none, or the bases are package variables. The bases are
// fields of one struct type (lockobjects.go's holderBreak), f.c's.
func (f *lockFlow) retypedHolder(funcs []*ssa.Function) *LockBreak {
	for _, fn := range funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if retyped(f.c, instr) {
					return &LockBreak{Why: fmt.Sprintf("%s converts between *%s and another type, whose code may lock its mutex or touch %s under another name: not supported",
						funcLabel(fn), f.c.Name, f.base), Pos: instr.Pos()}
				}
			}
		}
	}
	return nil
}
