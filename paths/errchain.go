// This file defines the chains of errors built on the path: an error made
// by errors.New wraps nothing; one made by fmt.Errorf with a constant
// format whose verbs take their operands in order wraps the operand of its
// one %w verb when that operand is an error (Go wraps it, or, for a nil
// operand, nothing: Unwrap gives nil either way), and nothing when the
// format has no %w. Their Unwrap methods (the standard library's) return
// a field and run nothing else; they have no Is or As method. So
// errors.Unwrap of such an error, and errors.Is walking such a chain, are
// exact; where the chain reaches an error the path did not build, Is is
// the function of that error and the target errors.go gives.

package paths

import (
	"go/constant"
	"strings"

	"github.com/snowflakeverify/snowflake/smt"
	"golang.org/x/tools/go/ssa"
)

// maxChain bounds the chain walked exactly.
const maxChain = 4

// madeError finds the call of errors.New or fmt.Errorf on the path whose
// fresh result is x, and that call's inputs (format first for Errorf).
func madeError(st *state, x *smt.Term) (*ssa.Call, []*smt.Term, bool) {
	for _, a := range st.fnAllocs {
		if a.Ptr != x || !a.Known {
			continue
		}
		c, ok := a.Site.(*ssa.Call)
		if !ok {
			return nil, nil, false
		}
		if f := c.Common().StaticCallee(); f != nil && (f.String() == "errors.New" || f.String() == "fmt.Errorf") {
			return c, a.Contents[1:], true
		}
	}
	return nil, nil, false
}

// wrapped returns the index among the call's inputs of the operand that
// errors made by call wrap, -1 for none; ok is false when that is not
// known (a format that is no constant, explicit argument indexes, several
// %w verbs, a %w operand that is no error value).
func wrapped(call *ssa.Call) (int, bool) {
	if f := call.Common().StaticCallee(); f.String() == "errors.New" {
		return -1, true
	}
	c, ok := call.Common().Args[0].(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.String {
		return 0, false
	}
	format := constant.StringVal(c.Value)
	if strings.Contains(format, "[") || strings.Count(format, "%w") > 1 {
		return 0, false
	}
	verb, at := 0, -1
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		for i < len(format) && strings.IndexByte("+-# 0123456789.*", format[i]) >= 0 {
			if format[i] == '*' {
				return 0, false // a width operand
			}
			i++
		}
		switch {
		case i >= len(format):
			return 0, false
		case format[i] == '%':
			continue
		case format[i] == 'w':
			at = verb
		}
		verb++
	}
	if at < 0 {
		return -1, true
	}
	elems, ok := variadicElems(call.Common().Args[1])
	if !ok || at >= len(elems) || !isErrorOperand(elems[at]) {
		return 0, false
	}
	return 1 + at, true
}

// isErrorOperand reports whether a ...any element is an error value or nil.
func isErrorOperand(v ssa.Value) bool {
	switch v := v.(type) {
	case *ssa.ChangeInterface:
		return isErrorType(v.X.Type())
	case *ssa.MakeInterface:
		return implementsError(v.X.Type())
	}
	return isNilConst(v)
}

// unwrapOf is errors.Unwrap(x) when x is nil, an error the path built, or
// a choice between such; ok is false otherwise.
func (w *walker) unwrapOf(st *state, x *smt.Term) (*smt.Term, bool) {
	if x.String() == w.model.Nil().String() {
		return x, true
	}
	if x.Kind == smt.App && strings.Trim(x.Op, "|") == "ite" && len(x.Args) == 3 {
		a, okA := w.unwrapOf(st, x.Args[1])
		b, okB := w.unwrapOf(st, x.Args[2])
		return smt.Ite(x.Args[0], a, b), okA && okB
	}
	call, args, ok := madeError(st, x)
	if !ok {
		return nil, false
	}
	at, ok := wrapped(call)
	switch {
	case !ok:
		return nil, false
	case at < 0:
		return w.model.Nil(), true
	}
	return args[at], true
}

// isChain is Go's loop in errors.Is over err's chain, err not nil: whether
// some error of the chain equals target (eq compares, nil when target is
// uncomparable) and whether the walk panics, exactly along the errors the
// path built; an error it did not build is the uninterpreted function.
func (w *walker) isChain(st *state, err, target *smt.Term, eq func(x *smt.Term) *smt.Term, depth int) (found, panics *smt.Term) {
	if err.String() == w.model.Nil().String() {
		return smt.False, smt.False
	}
	if err.Kind == smt.App && strings.Trim(err.Op, "|") == "ite" && len(err.Args) == 3 {
		fa, pa := w.isChain(st, err.Args[1], target, eq, depth)
		fb, pb := w.isChain(st, err.Args[2], target, eq, depth)
		return smt.Ite(err.Args[0], fa, fb), smt.Ite(err.Args[0], pa, pb)
	}
	if depth < maxChain {
		if next, ok := w.unwrapOf(st, err); ok {
			if _, _, made := madeError(st, err); made {
				f, p := w.isChain(st, next, target, eq, depth+1)
				return smt.Or(eq(err), smt.And(smt.Not(eq(err)), f)), smt.And(smt.Not(eq(err)), p)
			}
		}
	}
	u := smt.Not(smt.Eq(err, w.model.Nil()))
	return smt.Or(eq(err), smt.And(u, w.model.Func("std!errors.Is!0", smt.Bool, err, target))),
		smt.And(smt.Not(eq(err)), u, w.model.Func("std!errors.Is!panics", smt.Bool, err, target))
}
