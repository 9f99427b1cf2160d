// This file tests how Z3 runs checks: time-outs, cancellation, signals,
// rejected scripts, Close, concurrency and many checks on one solver.

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
