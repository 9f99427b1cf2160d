package paths_test

import (
	"go/types"
	"sort"
	"strings"
	"testing"
)

func TestConstructedValues(t *testing.T) {
	prog := loadShared(t, "./testdata/constructed")
	scope := prog.Roots[0].Types.Scope()
	for _, c := range []struct {
		typ, field string
		want       string // the values, sorted; "?" for unknown
	}{
		{"sealedOnly", "sealed", "true"},
		{"sealedOnly", "mode", "1 2"},
		{"sealedOnly", "name", "\"a\" zero"},
		{"open", "sealed", "true zero"},
		{"open", "n", "3"},
		{"chosen", "sealed", "?"},
		{"Exported", "sealed", "true zero"},
		{"Exported", "Name", "?"},
		{"inner", "sealed", "?"},          // &o.in: an inner inside an outer
		{"looked", "sealed", "true zero"}, // a map's miss is a zero looked
		{"copied", "sealed", "true"},
	} {
		named := scope.Lookup(c.typ).Type().(*types.Named)
		st := named.Underlying().(*types.Struct)
		f := -1
		for i := 0; i < st.NumFields(); i++ {
			if st.Field(i).Name() == c.field {
				f = i
			}
		}
		consts, ok := prog.ConstructedValues(named, f)
		got := "?"
		if ok {
			var vals []string
			for _, k := range consts {
				if k == nil {
					vals = append(vals, "zero")
				} else {
					vals = append(vals, k.Value.ExactString())
				}
			}
			sort.Strings(vals)
			got = strings.Join(vals, " ")
		}
		if got != c.want {
			t.Errorf("%s.%s: %s, want %s", c.typ, c.field, got, c.want)
		}
	}
}
