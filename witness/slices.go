// This file prints a slice argument of a witness as a Go literal: its
// length is pinned (obligations.Pins: len!), its elements are what the
// path read at its indices (paths.Path.Loads, fixed by address in every
// serial order); an element the path never read is given the zero value,
// which nothing in the interleaving depends on.

package witness

import (
	"go/types"
	"slices"
	"strings"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/smt"
)

// sliceInput returns the literal of input in (a value of slice type t),
// or false when the model does not fix it: no pinned length, a length
// beyond a few elements, or an element of a type without literals here.
func (b *builder) sliceInput(in *smt.Term, t types.Type) (string, bool) {
	st, ok := t.Underlying().(*types.Slice)
	if !ok {
		return "", false
	}
	n, ok := b.sliceLen(in)
	if !ok || n > maxLiteral {
		return "", false
	}
	if v, found := b.d.raw(in.Op); found && n == 0 && b.d.isNil(v, t) {
		return "nil", true
	}
	exact := b.d.exact
	defer func() { b.d.exact = exact }()
	var elems []string
	for k := uint64(0); k < n; k++ {
		b.d.exact = true
		v, read := b.element(in, k)
		var lit string
		if read {
			lit = b.d.value(v, st.Elem()).Go
		} else if lit, ok = zeroLiteral(st.Elem()); !ok {
			return "", false
		}
		if !b.d.exact {
			return "", false
		}
		elems = append(elems, lit)
	}
	return types.TypeString(t, b.d.qual) + "{" + strings.Join(elems, ", ") + "}", true
}

// maxLiteral bounds the elements of a slice, or the entries of a map,
// printed as a literal: the lengths the search prefers.
const maxLiteral = obligations.MaxShortLength

// contentsPrefixes name the pinned functions of a slice's or a map's
// contents (paths: len!, and the entries a range visits).
var contentsPrefixes = []string{"len!", "rangekey!", "rangeval!"}

// contentsFixed clears the decoder's exactness when the path depends on
// the contents of a slice or map (a pinned length or entry) that is not
// an input printed as a literal (literal, by name): a package variable's
// slice, a field's map, a nil or new one. The model gives such pins any
// values, which the program's own initialization or make need not have.
// The length of a slice fixed at construction is the exception: the
// witness fixes it with the field (fixedLength).
func (b *builder) contentsFixed(literal map[string]bool) {
	for _, pin := range b.pins {
		name := strings.Trim(pin.Op, "|")
		if !slices.ContainsFunc(contentsPrefixes, func(p string) bool { return strings.HasPrefix(name, p) }) {
			continue
		}
		if x := pin.Args[0]; (x.Kind != smt.Var || !literal[x.Op]) && !fixedLength(b.f, pin) {
			b.d.exact = false
		}
	}
}

// sliceLen is the pinned length of slice input in.
func (b *builder) sliceLen(in *smt.Term) (uint64, bool) {
	for n, t := range b.pins {
		if !strings.HasPrefix(strings.Trim(t.Op, "|"), "len!") || len(t.Args) != 1 || t.Args[0].String() != in.String() {
			continue
		}
		v, ok := b.d.raw(obligations.ProbePin(n))
		if !ok {
			return 0, false
		}
		bits, ok := bvBits(v.Op)
		if !ok || !bits.IsUint64() || bits.Bit(63) == 1 {
			return 0, false
		}
		return bits.Uint64(), true
	}
	return 0, false
}

// element is the value the path read at index k of slice input in.
func (b *builder) element(in *smt.Term, k uint64) (*smt.Term, bool) {
	for n, l := range b.p.Loads {
		slice, _, ok := obligations.IndexOf(l)
		if !ok || slice.String() != in.String() {
			continue
		}
		idx, ok := b.d.raw(obligations.ProbeIndex(n))
		if !ok {
			continue
		}
		if bits, ok := bvBits(idx.Op); ok && bits.IsUint64() && bits.Uint64() == k {
			if v := b.fixLocals(l.Value); v != nil {
				return v, true
			}
		}
	}
	return nil, false
}

// zeroLiteral is the zero value of a basic type, as Go.
func zeroLiteral(t types.Type) (string, bool) {
	b, ok := t.Underlying().(*types.Basic)
	switch {
	case !ok:
		return "", false
	case b.Info()&types.IsString != 0:
		return `""`, true
	case b.Info()&types.IsBoolean != 0:
		return "false", true
	case b.Info()&types.IsNumeric != 0:
		return "0", true
	}
	return "", false
}
