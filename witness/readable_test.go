package witness

import (
	"sort"
	"testing"
)

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
		{Witness{Inputs: []string{`k = "!0!"`}}, false}, // the solver's made-up string
	} {
		if got := c.w.readsWell(); got != c.want {
			t.Errorf("readsWell(%+v) = %v, want %v", c.w, got, c.want)
		}
	}
}

func TestRenameSolverStrings(t *testing.T) {
	w := Witness{Inputs: []string{`k = "!0!"`, `k2 = "!1!"`, `x = "a"`}, Initial: `{"!0!": 1, "!1!": "!0!"}`,
		Steps: []Step{{Args: []string{`"!1!"`}, Result: []string{`"!0!"`, "true"}}}, Final: `{}`}
	w.renameSolverStrings()
	got := w.Inputs[0] + "; " + w.Inputs[1] + "; " + w.Initial + "; " + w.Steps[0].Args[0] + "; " + w.Steps[0].Result[0]
	want := `k = "b"; k2 = "c"; {"b": 1, "c": "b"}; "c"; "b"` // "a" is taken: distinct strings stay distinct
	if got != want {
		t.Errorf("renamed to %s, want %s", got, want)
	}
	if letters(0) != "a" || letters(25) != "z" || letters(26) != "aa" {
		t.Errorf("letters: %s %s %s", letters(0), letters(25), letters(26))
	}
}

// fakeModel is a model of fixed values.
type fakeModel map[string]string

func (m fakeModel) Value(n string) (string, bool) { v, ok := m[n]; return v, ok }
func (m fakeModel) Names() []string {
	var ns []string
	for n := range m {
		ns = append(ns, n)
	}
	sort.Strings(ns)
	return ns
}
func (m fakeModel) String() string { return "" }

// TestWithLetters: the made-up strings of a model become letters, the
// same string the same letters everywhere, none the model holds already,
// in an order that does not depend on map order.
func TestWithLetters(t *testing.T) {
	m := fakeModel{"k": `"!1!"`, "a": `"a"`, "m": `(store ((as const (Array String Int)) 0) "!1!" 3)`, "z": `"!0!"`}
	for i := 0; i < 5; i++ {
		lm := withLetters(m)
		want := map[string]string{"k": `"b"`, "a": `"a"`, "m": `(store ((as const (Array String Int)) 0) "b" 3)`, "z": `"c"`}
		for n, w := range want {
			if v, _ := lm.Value(n); v != w {
				t.Fatalf("%s = %s, want %s", n, v, w)
			}
		}
	}
	if withLetters(fakeModel{"k": `"k"`}) != nil {
		t.Errorf("a model without made-up strings was renamed")
	}
}
