package witness

import "testing"

func TestReadsWell(t *testing.T) {
	for _, c := range []struct {
		w    Witness
		want bool
	}{
		{Witness{Inputs: []string{"c = (*Cache)(@0)", `k = "k"`}, Initial: `{"k": 16}`, Final: `{"k": -16}`}, true},
		{Witness{Inputs: []string{"n = int64(17)"}}, false},
		{Witness{Initial: `{"k": -9223372036854775808}`}, false},
		{Witness{Steps: []Step{{Args: []string{`"k12345"`}, Result: []string{"uint8(3)", "true"}}}}, true},
		{Witness{Steps: []Step{{Write: "*(*int)(@0) = 4611686018427387904"}}}, false},
		{Witness{Result: []string{`"int64(99)"`}}, true}, // a string, not a number
		{Witness{Objects: []string{`@1 = T{n: 1, s: "ab"}`}}, true},
	} {
		if got := c.w.readsWell(); got != c.want {
			t.Errorf("readsWell(%+v) = %v, want %v", c.w, got, c.want)
		}
	}
}
