package specs

import (
	"strings"
	"testing"

	"github.com/snowflakeverify/snowflake/axioms"
	"github.com/snowflakeverify/snowflake/smt"
	"github.com/snowflakeverify/snowflake/values"
)

func TestGoodSpec(t *testing.T) {
	s, err := ParseSpecFile("testdata/good.sfspec")
	if err != nil {
		t.Fatal(err)
	}
	if s.FullName() != "example.com/lru.Cache" {
		t.Errorf("described type %s", s.FullName())
	}
	c := s.generic()
	if _, ok := c.(axioms.Keyed); !ok {
		t.Errorf("a map spec is not keyed")
	}
	want := map[string]bool{"Get": false, "Put": true, "PutIfAbsent": true, "Delete": true, "Swap": true, "Touch": false, "Range": true}
	for _, m := range c.Methods() {
		if m.MayMutate != want[m.Name] {
			t.Errorf("%s: MayMutate %v", m.Name, m.MayMutate)
		}
		if m.Apply != nil {
			eff := m.Apply(values.New(sizes64), smt.Const("pre", c.StateSort(nil)), anyArgs(m))
			if eff.Panics == nil || eff.Post == nil || len(eff.Results) != m.Results {
				t.Errorf("%s: incomplete effect %+v", m.Name, eff)
			}
		}
	}
}

func anyArgs(m *axioms.Method) []*smt.Term {
	n := strings.Count(m.Sig[:strings.Index(m.Sig, ")")], " ")
	var args []*smt.Term
	for i := 0; i < n; i++ {
		args = append(args, smt.Const("a"+itoa(i), values.AnySort))
	}
	return args
}

// TestExec runs the executable model of the good spec.
func TestExec(t *testing.T) {
	s, err := ParseSpecFile("testdata/good.sfspec")
	if err != nil {
		t.Fatal(err)
	}
	ex, err := s.generic().(axioms.Executable).NewExec()
	if err != nil {
		t.Fatal(err)
	}
	a, one, two := stringValue("a", "string"), axioms.IntValue(bigOf(1), 64, "int"), axioms.IntValue(bigOf(2), 64, "int")
	steps := []struct {
		method string
		args   []axioms.Value
		want   string
	}{
		{"Get", []axioms.Value{a}, "nil false"},
		{"PutIfAbsent", []axioms.Value{a, one}, "true"},
		{"PutIfAbsent", []axioms.Value{a, two}, "false"},
		{"Swap", []axioms.Value{a, two, one}, "false"},
		{"Swap", []axioms.Value{a, one, two}, "true"},
		{"Get", []axioms.Value{a}, "2 true"},
		{"Delete", []axioms.Value{a}, ""},
		{"Get", []axioms.Value{a}, "nil false"},
	}
	for _, st := range steps {
		res, panics, err := ex.Call(st.method, st.args)
		if err != nil || panics {
			t.Fatalf("%s: %v %v", st.method, panics, err)
		}
		var got []string
		for _, r := range res {
			got = append(got, r.Go)
		}
		if strings.Join(got, " ") != st.want {
			t.Errorf("%s: got %q, want %q (state %s)", st.method, got, st.want, ex.Show())
		}
	}
}

func TestBadSpecs(t *testing.T) {
	head := "package p\n\n//snowflake:collection example.com/p.C\ntype C[K comparable, V any] map[K]V\n\n"
	cell := "package p\n\n//snowflake:collection example.com/p.N\ntype N cell[int64]\n\n"
	for _, tc := range []struct{ src, want string }{
		{head + "func (C[K, V]) Get(k K) (V, bool) { return lookup(k) }\n", "x.sfspec:6:44: unknown function lookup"},
		{head + "func (C[K, V]) Get(k K) V { v, _ := get(k, k); return v }\n", "x.sfspec:6:37: wrong number of arguments to get: have 2, want 1"},
		{head + "func (C[K, V]) Has(k K) bool { if has(k) { return true } }\n", "x.sfspec:6:58: missing return"},
		{head + "func (C[K, V]) Put(k K, v V) { k = v; put(k, v) }\n", "x.sfspec:6:32: assignment to parameter k"},
		{head + "func (C[K, V]) Put(k K, v V) { for { put(k, v) } }\n", "x.sfspec:6:32: statement: not supported in specs"},
		{head + "func (C[K, V]) Get(k K) V { return y }\n", "x.sfspec:6:36: undefined: y"},
		{head + "func (C[K, V]) Put(k K, v V) { store(v) }\n", "x.sfspec:6:32: store: not an operation of this collection's state"},
		{head + "//snowflake:accessor\nfunc (C[K, V]) Put(k K, v V) { put(k, v) }\n", "x.sfspec:7:16: //snowflake:accessor on Put: it may change the state"},
		{head + "func (C[K, V]) Eq(a, b V) bool { return a == b }\n", "x.sfspec:6:41: invalid comparison a == b (V and V)"},
		{head + "func (C[K, V]) Put(k K, v V) { put(k, v) }\nfunc F() {}\n", "x.sfspec:7:1: want a method of the collection type"},
		{cell + "func (N) Add(d int64) int64 { x := load() / d; store(x); return x }\n", "x.sfspec:6:43: operator /: not supported in specs"},
		{cell + "func (N) Set(x int32) { store(x) }\n", "x.sfspec:6:31: cannot use x (int32) as int64 in argument to store"},
		{cell + "func (N) Big() int64 { return 1 << 70 }\n", "operator <<: not supported"},
		{cell + "func (N) Get() float64 { return 0 }\n", "type float64: a spec uses its type parameters"},
		{"package p\n\ntype C map[string]int\n", "want //snowflake:collection path.C"},
		{cell + "func (N) Get() int64 { return load() + \"a\" }\n", "mismatched or unsupported types"},
	} {
		_, err := ParseSpec("x.sfspec", []byte(tc.src))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("spec\n%s\ngot error %v, want %q", tc.src, err, tc.want)
		}
	}
}

// TestCellSpec checks a counter cell: arithmetic wraps, orderings are signed.
func TestCellSpec(t *testing.T) {
	src := "package p\n\n//snowflake:collection example.com/p.N\ntype N cell[int8]\n\n" +
		"func (N) Load() int8 { return load() }\n" +
		"func (N) IncBelow(max int8) bool {\n\tx := load()\n\tif x < max {\n\t\tstore(x + 1)\n\t\treturn true\n\t}\n\treturn false\n}\n" +
		"func (N) Reset() { store(-128) }\n"
	s, err := ParseSpec("n.sfspec", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	ex, _ := s.generic().(axioms.Executable).NewExec()
	for _, st := range [][2]string{{"Reset", ""}, {"IncBelow", "true"}, {"Load", "int8(-127)"}} {
		var args []axioms.Value
		if st[0] == "IncBelow" {
			args = []axioms.Value{axioms.IntValue(bigOf(0), 8, "int8")}
		}
		res, _, err := ex.Call(st[0], args)
		if err != nil {
			t.Fatal(err)
		}
		if len(res) > 0 && res[0].Go != st[1] {
			t.Errorf("%s: %s, want %s", st[0], res[0].Go, st[1])
		}
	}
}

// TestByteCellUnsigned checks that orderings on byte, whose type name does
// not say it is unsigned, are unsigned in the executable model as in the
// axioms: 200 < 100 is false.
func TestByteCellUnsigned(t *testing.T) {
	src := "package p\n\n//snowflake:collection example.com/p.B\ntype B cell[byte]\n\n" +
		"func (B) IncBelow(max byte) bool {\n\tx := load()\n\tif x < max {\n\t\tstore(x + 1)\n\t\treturn true\n\t}\n\treturn false\n}\n"
	s, err := ParseSpec("b.sfspec", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	ex, _ := s.generic().(axioms.Executable).NewExec()
	ex.Set(nil, axioms.IntValue(bigOf(200), 8, "byte"), true)
	res, _, err := ex.Call("IncBelow", []axioms.Value{axioms.IntValue(bigOf(100), 8, "byte")})
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != 1 || res[0].Go != "false" {
		t.Errorf("IncBelow(100) from 200 = %v, want false", res)
	}
}
