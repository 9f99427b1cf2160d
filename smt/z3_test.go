// This file tests Z3, the cgo binding of libz3: results, model values,
// time-outs, cancellation, errors, concurrency and many checks.

package smt

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
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

// hardScript is satisfiable but out of Z3 4.8.12's reach for many seconds
// (no answer within 30 s on the development machine): factor the 64-bit
// semiprime 4294967291 * 4294967279 with a 128-bit multiplication.
func hardScript() *Script {
	var s Script
	x := s.DeclareConst("x", BV(64))
	y := s.DeclareConst("y", BV(64))
	ext := func(t *Term) *Term { return Apply("(_ zero_extend 64)", BV(128), t) }
	s.Assert(Eq(Apply("bvmul", BV(128), ext(x), ext(y)), ext(BVLit(4294967291*4294967279, 64))))
	s.Assert(Apply("bvugt", Bool, x, BVLit(1, 64)))
	s.Assert(Apply("bvugt", Bool, y, BVLit(1, 64)))
	return &s
}

// easyScript is satisfiable at once.
func easyScript() *Script {
	var s Script
	x := s.DeclareConst("x", BV(8))
	s.Assert(Eq(bvPlus(x, 1, 8), BVLit(0, 8)))
	return &s
}

func TestZ3Timeout(t *testing.T) {
	z := newTestZ3(t)
	r, err := z.Check(context.Background(), hardScript(), 100*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != Unknown || r.Reason != "time-out after 100ms" {
		t.Fatalf("got %v (%q), want unknown (time-out after 100ms)", r.Status, r.Reason)
	}
	wantValue(t, check(t, z, easyScript()), "x", "#xff")
}

func TestZ3Cancel(t *testing.T) {
	z := newTestZ3(t)
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	r, err := z.Check(ctx, hardScript(), 0)
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != Unknown || r.Reason != "interrupted" {
		t.Fatalf("got %v (%q), want unknown (interrupted)", r.Status, r.Reason)
	}
	// The interrupt does not reach later checks.
	wantValue(t, check(t, z, easyScript()), "x", "#xff")

	// A context done before the check: Unknown at once.
	r, err = z.Check(ctx, easyScript(), 0)
	if err != nil || r.Status != Unknown || r.Reason != "interrupted" {
		t.Errorf("done context: got %v (%q), %v; want unknown (interrupted)", r.Status, r.Reason, err)
	}
}

// A context cancelled right after a check must not interrupt the next one.
func TestZ3CancelAfterCheck(t *testing.T) {
	z := newTestZ3(t)
	for i := 0; i < 20; i++ {
		ctx, cancel := context.WithCancel(context.Background())
		r, err := z.Check(ctx, easyScript(), 0)
		cancel()
		if err != nil || r.Status != Sat {
			t.Fatalf("easy check: %v (%q), %v", r.Status, r.Reason, err)
		}
	}
	r, err := z.Check(context.Background(), hardScript(), 200*time.Millisecond)
	if err != nil || r.Reason != "time-out after 200ms" {
		t.Fatalf("hard check: got %v (%q), %v; want a time-out", r.Status, r.Reason, err)
	}
}

// Z3 must leave SIGINT to the Go runtime, even during a check.
func TestZ3LeavesSIGINTToGo(t *testing.T) {
	z := newTestZ3(t)
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	defer signal.Stop(sig)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	got := make(chan bool, 1)
	go func() {
		time.Sleep(200 * time.Millisecond)
		if err := syscall.Kill(os.Getpid(), syscall.SIGINT); err != nil {
			t.Error(err)
		}
		select {
		case <-sig:
			got <- true
		case <-time.After(10 * time.Second):
			got <- false
		}
		cancel()
	}()
	r, err := z.Check(ctx, hardScript(), 0)
	if !<-got {
		t.Fatal("SIGINT sent during a check did not reach the Go program")
	}
	if err != nil || r.Reason != "interrupted" {
		t.Errorf("got %v (%q), %v; want unknown (interrupted)", r.Status, r.Reason, err)
	}
}

func TestZ3MalformedScripts(t *testing.T) {
	z := newTestZ3(t)
	unbalanced := &Script{}
	unbalanced.Assert(Lit("(((", Bool))
	undeclared := &Script{}
	undeclared.Assert(Eq(Const("ghost", Int), IntLit(1)))
	badSort := &Script{}
	badSort.DeclareConst("x", Int)
	badSort.Assert(Apply("=", Bool, Const("x", Int), StringLit("a")))
	badOp := &Script{}
	badOp.Assert(Apply("frobnicate", Bool, True))
	nul := easyScript()
	nul.Comment = "a\x00b"
	for name, s := range map[string]*Script{
		"unbalanced": unbalanced, "undeclared": undeclared, "sort": badSort, "operator": badOp, "nul": nul,
	} {
		r, err := z.Check(context.Background(), s, time.Second)
		if err == nil {
			t.Errorf("%s: got %v, want an error\nscript:\n%s", name, r.Status, s)
			continue
		}
		if !strings.HasPrefix(err.Error(), "smt: z3: ") || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: error %q: want one line starting with smt: z3:", name, err)
		}
	}
	// The solver still works.
	wantValue(t, check(t, z, easyScript()), "x", "#xff")
}

func TestZ3Close(t *testing.T) {
	z, err := NewZ3()
	if err != nil {
		t.Fatal(err)
	}
	z.Close()
	z.Close()
	if _, err := z.Check(context.Background(), easyScript(), 0); err == nil {
		t.Error("Check after Close: want an error")
	}
}

// Separate *Z3 values on separate goroutines (run with -race).
func TestZ3Concurrent(t *testing.T) {
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for k := 0; k < 5; k++ {
				z, err := NewZ3()
				if err != nil {
					t.Error(err)
					return
				}
				for i := 0; i < 5; i++ {
					var s Script
					x := s.DeclareConst("x", BV(16))
					s.Assert(Eq(bvPlus(x, uint64(g*100+i), 16), BVLit(0, 16)))
					r, err := z.Check(context.Background(), &s, 10*time.Second)
					want := fmt.Sprintf("#x%04x", uint16(-(g*100 + i)))
					if err != nil || r.Status != Sat {
						t.Errorf("goroutine %d: %v (%s), %v", g, r.Status, r.Reason, err)
					} else if v, _ := r.Model.Value("x"); v != want {
						t.Errorf("goroutine %d: x = %s, want %s", g, v, want)
					}
				}
				z.Close()
			}
		}(g)
	}
	wg.Wait()
}

// Thousands of checks on one *Z3 complete: every Z3 object is released.
func TestZ3ManyChecks(t *testing.T) {
	if testing.Short() {
		t.Skip("many checks")
	}
	z := newTestZ3(t)
	list := Named("Chain")
	for i := 0; i < 3000; i++ {
		var s Script
		s.DeclareDatatype("Chain", []Constructor{
			{Name: "nil"},
			{Name: "cons", Fields: []Field{{Selector: "hd", Sort: BV(32)}, {Selector: "tl", Sort: list}}},
		})
		x := s.DeclareConst("x", BV(32))
		l := s.DeclareConst("l", list)
		str := s.DeclareConst("s", String)
		s.Assert(Eq(bvPlus(x, uint64(i), 32), BVLit(0, 32)))
		s.Assert(Eq(l, Apply("cons", list, x, Const("nil", list))))
		s.Assert(Eq(str, StringLit(fmt.Sprint(i))))
		if i%2 == 1 {
			s.Assert(Eq(x, BVLit(uint64(i), 32)))
		}
		r := check(t, z, &s)
		want := Sat
		if i%2 == 1 {
			want = Unsat
		}
		if r.Status != want {
			t.Fatalf("check %d: got %v (%s), want %v", i, r.Status, r.Reason, want)
		}
		if want == Sat {
			wantValue(t, r, "s", StringLit(fmt.Sprint(i)).Op)
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

// Z3 predefines a parametric sort List: a Script declaring its own List is
// rejected with an error (never mistaken for a result).
func TestZ3BuiltinSortNameIsAnError(t *testing.T) {
	z := newTestZ3(t)
	var s Script
	s.DeclareDatatype("List", []Constructor{{Name: "empty"}})
	s.DeclareConst("l", Named("List"))
	if r, err := z.Check(context.Background(), &s, 0); err == nil {
		t.Errorf("datatype List: got %v, want an error", r.Status)
	}
}
