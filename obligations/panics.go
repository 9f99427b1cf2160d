// This file compares run-time panics by their messages: two panics of one
// kind are one outcome only when Go prints the same message for them.

package obligations

import (
	"github.com/snowflakeverify/snowflake/smt"
)

// samePanic says that t, a serial run's panic value, is the observed
// run-time panic obs (Scenario.Panic): an ite of panics is compared
// branch by branch; a panic of obs's function by the operands Go's
// message prints (messageEq); anything else by fallback, the equality of
// the values (the encoding leaves it free).
func samePanic(obs, t, fallback *smt.Term) *smt.Term {
	switch {
	case t.Kind == smt.App && t.Op == "ite" && len(t.Args) == 3:
		return smt.Ite(t.Args[0], samePanic(obs, t.Args[1], fallback), samePanic(obs, t.Args[2], fallback))
	case t.Kind == smt.App && t.Op == obs.Op && len(t.Args) == len(obs.Args):
		if eq := messageEq(obs, t); eq != nil {
			return eq
		}
	}
	return fallback
}

// messageEq says that Go prints one message for the run-time panics obs
// and t, applications of one function, or returns nil when their operands
// do not tell (the message prints something the operands only determine,
// a slice's length). An array's index out of range prints the index and
// the length, but a negative index alone ("index out of range [-1]"): a
// length is compared only when the index is not negative as a signed
// number (an unsigned index that large is printed with it, and comparing
// less only lets more serial runs fit).
func messageEq(obs, t *smt.Term) *smt.Term {
	idx, n, ok := ArrayIndexOperands(t)
	if !ok {
		return nil
	}
	negative := smt.Apply("bvslt", smt.Bool, obs.Args[0], smt.BVLit(0, obs.Args[0].Sort.Width))
	return smt.And(smt.Eq(idx, obs.Args[0]), smt.Or(negative, smt.Eq(n, obs.Args[1])))
}

// ArrayIndexOperands returns the index and the length of an array's index
// out of range whose panic value is t (paths/memory.go: panic!index of the
// index and the array's length, a constant), or false for anything else
// (a slice's or a string's index panic has the operand and the index).
func ArrayIndexOperands(t *smt.Term) (idx, n *smt.Term, ok bool) {
	kind, _ := PanicKind(t)
	if kind != "index" || t.Kind != smt.App || len(t.Args) != 2 || t.Args[0].Sort.Kind != smt.KindBV || t.Args[1].Kind != smt.Literal {
		return nil, nil, false
	}
	return t.Args[0], t.Args[1], true
}
