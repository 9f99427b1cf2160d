// This file tests Z3's results and model values: bit-vectors, datatypes,
// arrays, strings; and the helpers the Z3 tests share.

package smt

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// newTestZ3 returns a Z3 closed when the test ends.
func newTestZ3(t *testing.T) *Z3 {
	t.Helper()
	z, err := NewZ3()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(z.Close)
	return z
}

// check runs s without time limit and fails the test on an error.
func check(t *testing.T, z *Z3, s *Script) Result {
	t.Helper()
	r, err := z.Check(context.Background(), s, 0)
	if err != nil {
		t.Fatalf("Check: %v\nscript:\n%s", err, s)
	}
	return r
}

// wantValue fails the test unless r is Sat with name = want.
func wantValue(t *testing.T, r Result, name, want string) {
	t.Helper()
	if r.Status != Sat {
		t.Fatalf("status %v (%s), want sat", r.Status, r.Reason)
	}
	got, ok := r.Model.Value(name)
	if !ok || got != want {
		t.Errorf("value of %s = %q, %v; want %q\nmodel:\n%s", name, got, ok, want, r.Model)
	}
}

// bvPlus returns x + k at width w.
func bvPlus(x *Term, k uint64, w int) *Term { return Apply("bvadd", BV(w), x, BVLit(k, w)) }

// Z3 4.8.12 prints bit-vector values as #x... when the width is a multiple
// of 4, else as #b..., with all leading zeros; Bool as true/false; Int as
// 42 or (- 7).
func TestZ3SatBitVectorValues(t *testing.T) {
	z := newTestZ3(t)
	var s Script
	x := s.DeclareConst("x", BV(8))
	s.Assert(Eq(bvPlus(x, 1, 8), BVLit(0, 8)))
	y := s.DeclareConst("y", BV(5))
	s.Assert(Eq(bvPlus(y, 1, 5), BVLit(0, 5)))
	w := s.DeclareConst("w", BV(64))
	s.Assert(Eq(w, BVLit(42, 64)))
	b := s.DeclareConst("b", Bool)
	s.Assert(Not(b))
	i := s.DeclareConst("i", Int)
	s.Assert(Eq(Apply("+", Int, i, IntLit(10)), IntLit(3)))
	s.DeclareConst("unused", Int)
	r := check(t, z, &s)
	wantValue(t, r, "x", "#xff")
	wantValue(t, r, "y", "#b11111")
	wantValue(t, r, "w", "#x000000000000002a")
	wantValue(t, r, "b", "false")
	wantValue(t, r, "i", "(- 7)")
	if v, ok := r.Model.Value("unused"); ok {
		t.Errorf("unused constant has value %q; want none", v)
	}
	want := "b = false\ni = (- 7)\nw = #x000000000000002a\nx = #xff\ny = #b11111"
	if got := r.Model.String(); got != want {
		t.Errorf("model:\n%s\nwant:\n%s", got, want)
	}
}

func TestZ3Unsat(t *testing.T) {
	z := newTestZ3(t)
	var s Script
	x := s.DeclareConst("x", BV(8))
	// x + 1 > x (unsigned) fails only at x = #xff, excluded here.
	s.Assert(Apply("bvule", Bool, bvPlus(x, 1, 8), x))
	s.Assert(Not(Eq(x, BVLit(0xff, 8))))
	r := check(t, z, &s)
	if r.Status != Unsat || r.Model != nil {
		t.Fatalf("got %v (%s), model %v; want unsat without model", r.Status, r.Reason, r.Model)
	}
}

// Z3 prints a datatype value as a constructor application: (cons #x03 nil).
func TestZ3Datatype(t *testing.T) {
	z := newTestZ3(t)
	list := Named("Chain")
	var s Script
	s.DeclareDatatype("Chain", []Constructor{
		{Name: "nil"},
		{Name: "cons", Fields: []Field{{Selector: "hd", Sort: BV(8)}, {Selector: "tl", Sort: list}}},
	})
	l := s.DeclareConst("l", list)
	s.Assert(Apply("(_ is cons)", Bool, l))
	s.Assert(Eq(Apply("hd", BV(8), l), BVLit(3, 8)))
	s.Assert(Apply("(_ is nil)", Bool, Apply("tl", list, l)))
	wantValue(t, check(t, z, &s), "l", "(cons #x03 nil)")

	// Distinct constructors never meet.
	var u Script
	u.DeclareDatatype("Chain", []Constructor{
		{Name: "nil"},
		{Name: "cons", Fields: []Field{{Selector: "hd", Sort: BV(8)}, {Selector: "tl", Sort: list}}},
	})
	m := u.DeclareConst("m", list)
	u.Assert(Eq(m, Apply("cons", list, BVLit(1, 8), Const("nil", list))))
	u.Assert(Eq(m, Const("nil", list)))
	if r := check(t, z, &u); r.Status != Unsat {
		t.Errorf("cons = nil: got %v, want unsat", r.Status)
	}
}

// Z3 prints array values as constant arrays with stores:
// ((as const (Array (_ BitVec 8) (_ BitVec 8))) #x05), (store ... #x00 #xfa).
func TestZ3Arrays(t *testing.T) {
	z := newTestZ3(t)
	arr := Array(BV(8), BV(8))
	sel := func(a, i *Term) *Term { return Apply("select", BV(8), a, i) }
	store := func(a, i, v *Term) *Term { return Apply("store", arr, a, i, v) }

	// Read over write, and extensionality: both are valid, their negations unsat.
	var s Script
	a := s.DeclareConst("a", arr)
	i := s.DeclareConst("i", BV(8))
	j := s.DeclareConst("j", BV(8))
	v := s.DeclareConst("v", BV(8))
	s.Assert(Or(
		Not(Eq(sel(store(a, i, v), i), v)),
		And(Not(Eq(i, j)), Not(Eq(sel(store(a, i, v), j), sel(a, j)))),
		Not(Eq(store(a, i, sel(a, i)), a)),
	))
	if r := check(t, z, &s); r.Status != Unsat {
		t.Errorf("array axioms: got %v (%s), want unsat", r.Status, r.Reason)
	}

	// Arrays equal everywhere they are read may still differ: a model.
	var d Script
	a = d.DeclareConst("a", arr)
	b := d.DeclareConst("b", arr)
	d.Assert(Eq(sel(a, BVLit(1, 8)), BVLit(5, 8)))
	d.Assert(Eq(sel(b, BVLit(1, 8)), BVLit(5, 8)))
	d.Assert(Not(Eq(a, b)))
	r := check(t, z, &d)
	if r.Status != Sat {
		t.Fatalf("distinct arrays: got %v, want sat", r.Status)
	}
	for _, name := range []string{"a", "b"} {
		val, _ := r.Model.Value(name)
		if !strings.Contains(val, "(as const (Array (_ BitVec 8) (_ BitVec 8)))") {
			t.Errorf("value of %s = %q; want a constant array", name, val)
		}
	}

	// Z3 pretty-prints a long store chain over several lines; the model
	// holds it on one.
	var long Script
	c := long.DeclareConst("c", arr)
	for k := uint64(1); k <= 12; k++ {
		long.Assert(Eq(sel(c, BVLit(k, 8)), BVLit(7*k, 8)))
	}
	val, _ := check(t, z, &long).Model.Value("c")
	if strings.Contains(val, "\n") || strings.Count(val, "(store ") < 11 || strings.Contains(val, "  ") {
		t.Errorf("value of c = %q; want a chain of stores on one line", val)
	}
}

// String values are printed in StringLit's encoding, exactly: Z3's own
// printing is ambiguous (a backslash followed by u{41} prints like "A").
func TestZ3Strings(t *testing.T) {
	z := newTestZ3(t)
	var s Script
	n := s.DeclareConst("n", Int)
	s.Assert(Eq(n, Apply("str.len", Int, StringLit("\xffa"))))
	wantValue(t, check(t, z, &s), "n", "2")

	for _, v := range []string{"", `say "hi"`, `\u{41}`, "\x00\x7f\x80\xff\\\n\"", "plain"} {
		var s Script
		x := s.DeclareConst("s", String)
		s.Assert(Eq(x, StringLit(v)))
		wantValue(t, check(t, z, &s), "s", StringLit(v).Op)
	}

	// A character above 255 (outside StringLit's range) is printed as \u{hex}.
	var big Script
	c := big.DeclareConst("c", String)
	big.Assert(Apply(">", Bool, Apply("str.to_code", Int, c), IntLit(1000)))
	r := check(t, z, &big)
	val, _ := r.Model.Value("c")
	var code uint32
	if _, err := fmt.Sscanf(val, `"\u{%x}"`, &code); err != nil || code <= 1000 {
		t.Errorf("value of c = %q; want one character above 1000", val)
	}
}

// With one character per byte, str.< orders strings as Go orders them.
func TestZ3StringOrderIsGoOrder(t *testing.T) {
	z := newTestZ3(t)
	words := []string{"", "\x00", "a", "ab", "b", "\x7f", "\x80", "\xff", "\xffa"}
	for _, a := range words {
		for _, b := range words {
			var s Script
			s.Assert(Apply("str.<", Bool, StringLit(a), StringLit(b)))
			want := Unsat
			if a < b {
				want = Sat
			}
			if r := check(t, z, &s); r.Status != want {
				t.Errorf("(str.< %q %q): got %v, want %v", a, b, r.Status, want)
			}
		}
	}
}

func TestEncodeCharsMatchesStringLit(t *testing.T) {
	for c := 0; c < 256; c++ {
		if got, want := encodeChars([]uint32{uint32(c)}), StringLit(string([]byte{byte(c)})).Op; got != want {
			t.Errorf("encodeChars(%#x) = %s, want %s", c, got, want)
		}
	}
	if got := encodeChars([]uint32{'a', 0x1ffff}); got != `"a\u{1ffff}"` {
		t.Errorf("encodeChars above 255 = %s", got)
	}
}

func TestCleanZ3Message(t *testing.T) {
	msg := "(error \"line 1 column 3: unknown constant y\")\n(error \"line 2 column 1: bad\")\n"
	if got, want := cleanZ3Message(msg), "line 1 column 3: unknown constant y; line 2 column 1: bad"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := cleanZ3Message("type error"); got != "type error" {
		t.Errorf("got %q", got)
	}
}

// Names that need |quotes| come back unquoted in the model.
func TestZ3QuotedName(t *testing.T) {
	z := newTestZ3(t)
	var s Script
	x := s.DeclareConst("the x", Int)
	s.Assert(Eq(x, IntLit(42)))
	wantValue(t, check(t, z, &s), "the x", "42")
}
