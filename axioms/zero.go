// This file defines the zero state of a collection: the state of a new
// object, as Go makes it.

package axioms

import (
	"strings"

	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

// ZeroState is a collection state of sort s that is Go's zero value (a
// new object's): 0,
// false, "", nil, every key absent.
func ZeroState(s smt.Sort) (*smt.Term, bool) {
	switch {
	case s.Kind == smt.KindBV:
		return smt.Lit("#b"+strings.Repeat("0", s.Width), s), true
	case s.Kind == smt.KindBool:
		return smt.False, true
	case s.Kind == smt.KindString:
		return smt.Lit(`""`, s), true
	case s == values.AnySort:
		return smt.Apply("anynil", s), true
	case s.Equal(smt.Named("Entry")):
		return smt.Apply("absent", s), true
	case s.Kind == smt.KindArray:
		r, ok := ZeroState(*s.Rng)
		return ConstArray(s, r), ok
	}
	return nil, false
}

// ConstArray is the array of sort s holding v everywhere.
func ConstArray(s smt.Sort, v *smt.Term) *smt.Term {
	return smt.Apply("(as const "+s.String()+")", s, v)
}
