// This file defines what witness search prefers of a model so that the
// witness reads well and replays exactly: interface values of plain types,
// short lowercase strings, small whole floats, short slices and maps
// (PreferPlain, asked first), and small integers (Readable, asked again
// of a confirmed witness that prints large ones).

package obligations

import (
	"go/types"
	"math"
	"strings"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// absentOr says, for every entry probe of p (each call's pre- and
// post-state at each key), that the entry is absent or its value satisfies
// holds.
func absentOr(f *paths.Func, p *paths.Path, holds func(val *smt.Term) *smt.Term) []*smt.Term {
	entry := f.Client.Collection.(axioms.Keyed).EntrySort()
	var conds []*smt.Term
	for k := range p.Calls {
		for j := range Keys(f, p) {
			for _, name := range []string{ProbePre(k, j), ProbePost(k, j)} {
				e := smt.Const(name, entry)
				conds = append(conds, smt.Or(smt.Apply("(_ is absent)", smt.Bool, e), holds(smt.Apply("val", values.AnySort, e))))
			}
		}
	}
	return conds
}

// PreferPlain returns the condition that every interface value of p's
// interleaving (inputs, call results, entries at p's keys) is nil or of a
// plain type the function boxes (a witness built from such values replays
// exactly), and that string inputs are short lowercase words (readable).
// Witness search asks for it first.
func PreferPlain(f *paths.Func, p *paths.Path) *smt.Term {
	plain := func(v *smt.Term) *smt.Term { return smt.Apply("plain", smt.Bool, v) }
	var conds []*smt.Term
	for _, in := range f.Inputs {
		if in.Sort == values.AnySort {
			conds = append(conds, plain(in))
		}
		if in.Sort == smt.String { // readable: a short lowercase word
			conds = append(conds, smt.Apply("str.in_re", smt.Bool, in,
				smt.Lit(`(re.+ (re.range "a" "z"))`, smt.Bool)),
				smt.Apply("<=", smt.Bool, smt.Apply("str.len", smt.Int, in), smt.IntLit(3)))
		}
	}
	for _, c := range p.Calls {
		for _, r := range c.Results {
			if r.Sort == values.AnySort {
				conds = append(conds, plain(r))
			}
		}
		for _, a := range c.Args {
			if a.Sort == values.AnySort {
				conds = append(conds, plain(a))
			}
		}
	}
	conds = append(conds, smallFloats(p)...)
	conds = append(conds, shortLengths(p)...)
	if keyed, ok := f.Client.Collection.(axioms.Keyed); ok && keyed.EntrySort() == smt.Named("Entry") {
		conds = append(conds, absentOr(f, p, plain)...)
	} else if !ok && f.Client.Collection.StateSort(f.Model) == values.AnySort { // atomic.Value
		for k := range p.Calls {
			for _, name := range []string{ProbePre(k, ProbeWhole), ProbePost(k, ProbeWhole)} {
				conds = append(conds, plain(smt.Const(name, values.AnySort)))
			}
		}
	}
	return smt.And(conds...)
}

// MaxShortLength bounds the length of a slice or map the witness search
// prefers (PreferPlain): a witness prints such an argument as a literal of
// at most this many elements (witness: slices.go, maps.go).
const MaxShortLength = 8

// shortLengths says that every slice or map whose length p reads (len!)
// has at most MaxShortLength elements: the exact runs of a loop over it
// (paths.Func.Unrolled) bound only what they visit, and a run that ends
// in a panic, not at the end of the slice, bounds nothing.
func shortLengths(p *paths.Path) []*smt.Term {
	var conds []*smt.Term
	for _, pin := range Pins(p) {
		if strings.HasPrefix(strings.Trim(pin.Op, "|"), "len!") && pin.Sort.Kind == smt.KindBV {
			conds = append(conds, smt.Apply("bvsle", smt.Bool, pin, smt.BVLit(MaxShortLength, pin.Sort.Width)))
		}
	}
	return conds
}

// smallFloats says that every constant p reads as a float (an input, a
// call's result) is a small whole number, not -0.0 (readable).
func smallFloats(p *paths.Path) []*smt.Term {
	var conds []*smt.Term
	seen := map[string]bool{}
	smt.Walk(p.Terms(), func(t *smt.Term) {
		if t.Kind != smt.App || !strings.HasPrefix(t.Op, "(_ to_fp ") || len(t.Args) != 1 || t.Args[0].Kind != smt.Var || seen[t.String()] {
			return
		}
		seen[t.String()] = true
		w := t.Args[0].Sort.Width
		lo, hi := values.FP(values.FloatLit(-16, w)), values.FP(values.FloatLit(16, w))
		whole := smt.Apply("fp.roundToIntegral", t.Sort, values.RNE, t)
		conds = append(conds, smt.Apply("fp.eq", smt.Bool, whole, t),
			smt.Apply("fp.leq", smt.Bool, lo, t), smt.Apply("fp.leq", smt.Bool, t, hi),
			smt.Not(smt.Eq(t.Args[0], values.FloatLit(math.Copysign(0, -1), w))))
	})
	return conds
}

// MaxSmall bounds the integers Readable asks for.
const MaxSmall = 16

// smallInt says that t, a value of integer type typ, lies within
// [-MaxSmall, MaxSmall] (within [0, MaxSmall] when typ is unsigned); nil
// when typ is no integer type or t no bit-vector.
func smallInt(typ types.Type, t *smt.Term) *smt.Term {
	if !isInteger(typ) || t.Sort.Kind != smt.KindBV {
		return nil
	}
	w := t.Sort.Width
	if typ.Underlying().(*types.Basic).Info()&types.IsUnsigned != 0 {
		return smt.Apply("bvule", smt.Bool, t, smt.BVLit(MaxSmall, w))
	}
	lo := int64(-MaxSmall)
	return smt.And(smt.Apply("bvsle", smt.Bool, smt.BVLit(uint64(lo), w), t), smt.Apply("bvsle", smt.Bool, t, smt.BVLit(MaxSmall, w)))
}

// isInteger reports whether typ is an integer type.
func isInteger(typ types.Type) bool {
	b, ok := typ.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

// valueTyped is implemented by collections whose values have one Go type
// (axioms.Atomic, axioms.TypedMap).
type valueTyped interface{ ValueType() types.Type }

// collectionInt returns the integer type of the collection's values (and
// keys) that a bit-vector of sort s is, when exactly one such type has
// that sort; else nil (a float, or no known type).
func collectionInt(f *paths.Func, s smt.Sort) types.Type {
	var ts []types.Type
	if vt, ok := f.Client.Collection.(valueTyped); ok {
		ts = append(ts, vt.ValueType())
	}
	if kt, ok := f.Client.Collection.(typed); ok {
		ts = append(ts, kt.KeyType())
	}
	var found types.Type
	for _, t := range ts {
		if !f.Model.Sort(t).Equal(s) {
			continue
		}
		if !isInteger(t) || found != nil && !types.Identical(found, t) {
			return nil
		}
		found = t
	}
	return found
}

// readableString says that string t is made of lower-case letters, at
// least one (a key "a" reads better than ""): the
// solver's own strings ("!0!") read as nothing a program would hold.
func readableString(t *smt.Term) *smt.Term {
	return smt.Apply("str.in_re", smt.Bool, t, smt.Lit(`(re.+ (re.range "a" "z"))`, smt.Named("RegLan")))
}

// opaqueStrings says that the strings of p that are no operation of the
// string theory (constants, elements of slices and other functions of the
// encoding) are made of letters.
func opaqueStrings(p *paths.Path) []*smt.Term {
	var out []*smt.Term
	seen := map[string]bool{}
	smt.Walk(p.Terms(), func(t *smt.Term) {
		op := strings.Trim(t.Op, "|")
		opaque := t.Kind == smt.Var || t.Kind == smt.App && strings.Contains(op, "!") && !strings.HasPrefix(op, "unbox!")
		if t.Sort.Equal(smt.String) && opaque && !seen[t.String()] {
			seen[t.String()] = true
			out = append(out, readableString(t))
		}
	})
	return out
}

// Readable says that every integer of p's interleaving that a witness
// prints is small (smallInt), and, with letters, every string made of
// letters (readableString; interfaces then hold no value of a type the
// function never boxes, which no confirmed witness prints): the inputs and results of integer types,
// the arguments and results of calls and the states of a collection whose
// values (or keys) are of one integer type, and ints in interfaces (the
// entries at p's keys included). It may exclude every model (a run that
// needs a wrap-around); witness search asks for it only to replace a
// confirmed witness by one that reads better. Nil when there is nothing
// to say.
func Readable(f *paths.Func, p *paths.Path, letters bool) *smt.Term {
	var conds []*smt.Term
	add := func(typ types.Type, t *smt.Term) {
		if c := readableValue(f, typ, t, letters); c != nil {
			conds = append(conds, c)
		}
	}
	for i, in := range f.Inputs {
		if i < len(f.Fn.Params) {
			add(f.Fn.Params[i].Type(), in)
		}
	}
	for _, c := range p.Calls {
		for _, t := range append(append([]*smt.Term(nil), c.Args...), c.Results...) {
			add(nil, t)
		}
	}
	if letters {
		conds = append(conds, opaqueStrings(p)...)
	}
	conds = append(conds, readableClocks(f, p)...) // t0+5s (clock.go)
	if res := f.Fn.Signature.Results(); !p.Panics && len(p.Result) == res.Len() {
		for i, r := range p.Result {
			add(res.At(i).Type(), r)
		}
	}
	if f.Product != nil {
		conds = append(conds, pointsAbsentOr(f, p, func(t *smt.Term) *smt.Term { return readableValue(f, nil, t, letters) })...)
		return smt.And(conds...)
	}
	keyed, ok := f.Client.Collection.(axioms.Keyed)
	switch {
	case !ok:
		state := f.Client.Collection.StateSort(f.Model)
		for k := range p.Calls {
			add(nil, smt.Const(ProbePre(k, ProbeWhole), state))
			add(nil, smt.Const(ProbePost(k, ProbeWhole), state))
		}
	case keyed.EntrySort().Equal(smt.Named("Entry")):
		conds = append(conds, absentOr(f, p, func(v *smt.Term) *smt.Term { return readableValue(f, nil, v, letters) })...)
	}
	if len(conds) == 0 {
		return nil
	}
	return smt.And(conds...)
}

// readableValue says that t, of Go type typ (nil: a value of the
// collection, collectionInt), is a small integer, or holds a small int
// when an interface; nil when t is no integer.
func readableValue(f *paths.Func, typ types.Type, t *smt.Term, letters bool) *smt.Term {
	if t.Sort.Equal(values.AnySort) && !letters {
		i := types.Typ[types.Int]
		return smt.Implies(f.Model.HasType(i, t), smallInt(i, f.Model.Unbox(i, t)))
	}
	if t.Sort.Equal(values.AnySort) {
		i, s := types.Typ[types.Int], types.Typ[types.String]
		other := smt.Apply("(_ is other)", smt.Bool, t) // never in a confirmed witness: it does not replay
		return smt.And(smt.Not(other), smt.Implies(f.Model.HasType(i, t), smallInt(i, f.Model.Unbox(i, t))),
			smt.Implies(f.Model.HasType(s, t), readableString(f.Model.Unbox(s, t))))
	}
	if t.Sort.Equal(smt.String) && letters {
		return readableString(t)
	}
	if typ == nil {
		typ = collectionInt(f, t.Sort)
	}
	if typ == nil {
		return nil
	}
	return smallInt(typ, t)
}
