// This file tests intsBeyond on a made-up witness.

package fuzz

import (
	"testing"

	"github.com/snowflakeverify/snowflake/oracle"
	"github.com/snowflakeverify/snowflake/verify"
	"github.com/snowflakeverify/snowflake/witness"
)

func TestIntsBeyond(t *testing.T) {
	w := &witness.Witness{Initial: `m = {"k2": 2}`, Inputs: []string{"c = (*C)(@0)", "v = 7"},
		Steps: []witness.Step{{Thread: "client", Call: "Load", Args: []string{`"k"`}, Result: []string{"5", "true"}},
			{Thread: "other", Call: "Swap", Args: []string{`"k"`, "nil"}}, {Thread: "other", Call: "Store", Args: []string{`"k"`, "-1"}},
			{Thread: "other", Call: "Swap", Args: []string{`"k"`, "math.Copysign(0, -1)"}}}}
	for _, c := range []struct {
		values []string
		want   string
	}{
		{[]string{"float64(0)", "float64(-0)", "nil"}, "2"},
		{[]string{"2", "nil"}, "-1"},
		{[]string{"int64(2)", "-1", "nil"}, ""},
	} {
		f := &Finding{verify: &verify.Result{Witness: w}, Wide: &oracle.Result{Values: c.values}}
		if got := intsBeyond(f); got != c.want {
			t.Errorf("domain %v: %q, want %q", c.values, got, c.want)
		}
	}
}
