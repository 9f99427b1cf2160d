// This file defines range over a string in the unrolled walk: the
// iterator's position is a term of the path, and each step decodes the
// rune at it as Go's run time does (utf8.DecodeRuneInString of the rest
// of the string). A byte below utf8.RuneSelf is a rune of its own, width
// 1, exactly; what a longer sequence decodes to (a rune and its width, or
// utf8.RuneError of width 1 when invalid) is an opaque choice of the
// string and the position, which witness search rules out
// (obligations.Choiceless): witnesses range over ASCII strings, and the
// serial runs of a witness, over the same strings, decode them exactly.
// The loop-free walk leaves a step's results arbitrary instead
// (instr.go): its exceptional iteration starts at an arbitrary position.
//
// (Decoding every sequence exactly in the solver's string theory, or
// grounding utf8.DecodeRuneInString at models, made witness queries of
// two steps take seconds.)

package paths

import (
	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// stringNext executes one step of the string iterator in.Iter, whose
// position, an integer term, is st.env[in.Iter] (0 from its Range): ok
// when the position is below len(s), the position as the key, the decoded
// rune as the value; the position advances by the rune's width.
func (w *walker) stringNext(st *state, in *ssa.Next) {
	rng := in.Iter.(*ssa.Range)
	s, pos := w.value(st, rng.X), st.env[rng]
	n := smt.Apply("str.len", smt.Int, s)
	code := smt.Apply("str.to_code", smt.Int, smt.Apply("str.at", smt.String, s, pos))
	multi := smt.Not(smt.Apply("<", smt.Bool, code, smt.IntLit(0x80))) // (past the end, code -1, the step is not ok)
	r := smt.Ite(multi, w.model.Func("multibyte!rune", smt.BV(32), s, pos), smt.Apply("(_ int2bv 32)", smt.BV(32), code))
	width := smt.Ite(multi, w.model.Func("multibyte!width", smt.Int, s, pos), smt.IntLit(1))
	st.tuples[in] = []*smt.Term{smt.Apply("<", smt.Bool, pos, n), smt.Apply("(_ int2bv 64)", smt.BV(64), pos), r}
	// The next position is a local the path defines: spelt out, each
	// step's terms would hold the previous position four times.
	st.env[rng] = w.define(st, "pos", smt.Apply("+", smt.Int, pos, width))
	w.setName(st.env[rng].Op, "the position of a range over a string")
}
