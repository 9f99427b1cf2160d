// This file defines what witness search prefers of struct values held in
// interfaces (a cache's Item{Object: x, Expiration: e} stored as a map's
// value): a struct whose interface fields hold plain values, or nil,
// replays as exactly as a plain value does, so PreferPlain accepts it
// where it accepts a plain value.

package obligations

import (
	"go/types"

	"github.com/snowflakeverify/snowflake/paths"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// plainStruct is the condition that v holds a value of a struct type the
// function boxes whose fields are plain, or interfaces holding plain
// values (plain says which interface values are).
func plainStruct(f *paths.Func, plain func(*smt.Term) *smt.Term, v *smt.Term) *smt.Term {
	var alts []*smt.Term
	for n := int64(-2); ; n-- {
		t, ok := f.Model.BoxOfType(n)
		if !ok {
			break
		}
		st, ok := t.Underlying().(*types.Struct)
		if !ok || values.Plain(t) {
			continue
		}
		conds := []*smt.Term{f.Model.HasType(t, v)}
		x := f.Model.Unbox(t, v)
		for i := 0; ok && i < st.NumFields(); i++ {
			switch ft := st.Field(i).Type(); {
			case types.IsInterface(ft):
				conds = append(conds, plain(f.Model.Select(t, x, i)))
			case !values.Plain(ft):
				ok = false
			}
		}
		if ok {
			alts = append(alts, smt.And(conds...))
		}
	}
	return smt.Or(alts...)
}
