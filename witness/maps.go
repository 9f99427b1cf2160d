// This file prints a Go map argument of a witness whose entries a range
// visits (paths/maprange.go) as a Go literal: its length is pinned (len!),
// and so are the key and value of each entry the path visited
// (rangekey!, rangeval!, at the entry its order local gave). Every entry
// must have been visited, or the map is not known and the witness not
// exact (contentsFixed); a value the path never read is the zero value,
// which nothing in the interleaving depends on.

package witness

import (
	"go/types"
	"sort"
	"strings"

	"github.com/snowflakeverify/snowflake/obligations"
	"github.com/snowflakeverify/snowflake/smt"
)

// mapInput returns the literal of input in (a value of map type t), or
// false when the path does not range over it or the model does not fix
// every entry (then contentsFixed makes the witness inexact).
func (b *builder) mapInput(in *smt.Term, t types.Type) (string, bool) {
	mt, ok := t.Underlying().(*types.Map)
	if !ok {
		return "", false
	}
	keys, vals := map[uint64]*smt.Term{}, map[uint64]*smt.Term{}
	for n, pin := range b.pins {
		op := strings.Trim(pin.Op, "|")
		into := keys
		switch {
		case strings.HasPrefix(op, "rangeval!"):
			into = vals
		case !strings.HasPrefix(op, "rangekey!"):
			continue
		}
		if len(pin.Args) != 2 || pin.Args[0].String() != in.String() {
			continue
		}
		i, iok := b.d.raw(pin.Args[1].Op)
		v, vok := b.d.raw(obligations.ProbePin(n))
		if !iok || !vok {
			return "", false
		}
		bits, ok := bvBits(i.Op)
		if !ok || !bits.IsUint64() {
			return "", false
		}
		into[bits.Uint64()] = v
	}
	n, ok := b.sliceLen(in)
	switch {
	case !ok || n > maxLiteral:
		return "", false
	case n == 0:
		if v, found := b.d.raw(in.Op); found && b.d.isNil(v, t) {
			return "nil", true
		}
		return types.TypeString(t, b.d.qual) + "{}", true
	}
	var entries []string
	for i := uint64(0); i < n; i++ {
		k, ok := keys[i]
		if !ok { // an entry the run never visited: unknown
			return "", false
		}
		lit, ok := zeroLiteral(mt.Elem())
		if v, read := vals[i]; read {
			lit = b.d.value(v, mt.Elem()).Go
		} else if !ok {
			return "", false
		}
		entries = append(entries, b.d.value(k, mt.Key()).Go+": "+lit)
	}
	sort.Strings(entries)
	return types.TypeString(t, b.d.qual) + "{" + strings.Join(entries, ", ") + "}", true
}
