// This file tests the classification of verify's violations that the
// oracle misses: the bounds taken from a witness, what they exceed, and a
// real run of the oracle within them.

package fuzz

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/oracle"
	"github.com/snowflakeverify/snowflake/verify"
	"github.com/snowflakeverify/snowflake/witness"
)

func step(thread, call string) witness.Step { return witness.Step{Thread: thread, Call: call} }

// missed is a finding of verify's violation with witness steps, which the
// oracle within its default bounds found linearizable.
func missed(steps ...witness.Step) *Finding {
	return &Finding{Func: "(*fuzzclient.C).F0", Verify: verify.Violation, Oracle: oracle.Linearizable,
		verify: &verify.Result{Witness: &witness.Witness{Confirmed: true, Steps: steps}},
		oracle: &oracle.Result{Verdict: oracle.Linearizable, Complete: true,
			Bounds: oracle.Bounds{EnvCalls: 2, Gap: 2, MaxGaps: 6, Ops: oracle.DefaultOps}}}
}

func TestWitnessBounds(t *testing.T) {
	f := missed(step("client", "Load"), step("other", "Store"), step("other", "CompareAndSwap"),
		step("other", "Delete"), step("client", "Store"), step("other", "Load"))
	if env, gap, gaps := shape(f.verify.Witness.(*witness.Witness)); env != 4 || gap != 3 || gaps != 2 {
		t.Errorf("shape: env %d, gap %d, gaps %d; want 4, 3, 2", env, gap, gaps)
	}
	b := witnessBounds(f)
	if b.EnvCalls != 4 || b.Gap != 3 || b.MaxGaps != 6 || len(b.Ops) != len(oracle.AllOps) {
		t.Errorf("bounds %+v", b)
	}
	why := beyond(f)
	for _, s := range []string{"4 calls of the other goroutine", "3 of them in one gap", "calls CompareAndSwap"} {
		if !strings.Contains(why, s) {
			t.Errorf("beyond: %q lacks %q", why, s)
		}
	}
	if b := witnessBounds(&Finding{verify: &verify.Result{}}); b.EnvCalls != 2 || len(b.Ops) != len(oracle.AllOps) {
		t.Errorf("bounds without a witness: %+v", b)
	}
}

func TestDecide(t *testing.T) {
	for _, c := range []struct {
		wide     oracle.Verdict
		complete bool
		want     Class
	}{
		{oracle.Violation, true, Bound},
		{oracle.Linearizable, false, Bound},
		{oracle.Linearizable, true, Disagree},
		{oracle.Error, true, Unchecked},
		{oracle.Skipped, true, Unchecked},
	} {
		f := missed(step("client", "Load"), step("other", "Delete"), step("client", "Store"))
		f.Wide = &oracle.Result{Verdict: c.wide, Complete: c.complete, Bounds: witnessBounds(f)}
		decide(f)
		if f.Class != c.want || f.Note == "" {
			t.Errorf("%s (complete %v): class %s (%q), want %s", c.wide, c.complete, f.Class, f.Note, c.want)
		}
	}
}

// TestDecideFloats: a witness that stores ±0.0 is beyond an oracle whose
// value domain has no float; with a float in the domain it is a
// disagreement again.
func TestDecideFloats(t *testing.T) {
	for _, c := range []struct {
		values []string
		want   Class
	}{
		{[]string{"nil", "1", `"x"`}, Bound},
		{[]string{"nil", "1", "-0.0"}, Disagree},
	} {
		other := step("other", "Swap")
		other.Args = []string{`"k"`, "math.Copysign(0, -1)"}
		f := missed(step("client", "Load"), other, step("client", "CompareAndSwap"))
		f.Wide = &oracle.Result{Verdict: oracle.Linearizable, Complete: true, Bounds: witnessBounds(f), Values: c.values}
		decide(f)
		if f.Class != c.want {
			t.Errorf("values %v: class %s (%q), want %s", c.values, f.Class, f.Note, c.want)
		}
	}
}

// TestDecideRefs: a channel or a map the other goroutine stores (or the
// initial state holds) is beyond the oracle, whose domains hold neither
// (leg 30f: another goroutine swaps a channel in, the client closes it);
// one the client passes itself is not.
func TestDecideRefs(t *testing.T) {
	for _, c := range []struct {
		thread, arg string
		want        Class
	}{
		{"other", "(chan int)(@0)", Bound},
		{"other", "(map[string]int)(@1)", Bound},
		{"other", "(*int)(@0)", Disagree},
		{"client", "(chan int)(@0)", Disagree},
	} {
		s := step(c.thread, "Swap")
		s.Args = []string{`"k"`, c.arg}
		f := missed(step("client", "Load"), s, step("client", "LoadAndDelete"))
		f.Wide = &oracle.Result{Verdict: oracle.Linearizable, Complete: true, Bounds: witnessBounds(f), Values: []string{"nil", "1"}}
		decide(f)
		if f.Class != c.want {
			t.Errorf("%s passes %s: class %s (%q), want %s", c.thread, c.arg, f.Class, f.Note, c.want)
		}
	}
}

// TestDecideOpsLeft: a package witness whose other goroutine runs an
// operation the oracle leaves out of its package environment (a method
// reading the clock) is beyond the oracle; one running an operation the
// oracle runs is a disagreement.
func TestDecideOpsLeft(t *testing.T) {
	for _, c := range []struct {
		op   string
		want Class
	}{
		{"c.F0", Bound},
		{"c.Get", Disagree},
	} {
		other := step("other", "")
		other.Operation = c.op
		f := missed(step("client", "Load"), other, step("client", "Load"))
		f.Wide = &oracle.Result{Verdict: oracle.Linearizable, Complete: true, Bounds: witnessBounds(f),
			Operations: []string{"Get", "Must"}, OpsLeft: []string{"F0 (calls time.Sleep)"}}
		decide(f)
		if f.Class != c.want || c.want == Bound && !strings.Contains(f.Note, "F0 (calls time.Sleep)") {
			t.Errorf("%s: class %s (%q), want %s", c.op, f.Class, f.Note, c.want)
		}
	}
}

func TestHasFloat(t *testing.T) {
	for s, want := range map[string]bool{
		"1.5": true, "-2.0": true, "1e+300": true, "math.Copysign(0, -1)": true, "Point{0.0, 1}": true,
		`"1.2"`: false, "1": false, `map["a.1"]`: false, "int64(-3)": false, `"x\"1.5"`: false,
	} {
		if got := hasFloat(s); got != want {
			t.Errorf("hasFloat(%s) = %v, want %v", s, got, want)
		}
	}
}

// TestWiden runs the oracle within a witness's bounds on a real violation,
// as if the oracle had missed it.
func TestWiden(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the oracle")
	}
	pkg := Generate(seeds[0].data) // F1 is a check-then-act violation
	dir, err := writeModule(pkg)
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := removeModule(dir); err != nil {
			t.Error(err)
		}
	}()
	f := missed(step("client", "Load"), step("other", "Store"), step("client", "Store"))
	f.Func = pkg.Funcs[1]
	if err := widen(context.Background(), dir, Options{OracleTimeout: 20 * time.Second}, []*Finding{f}); err != nil {
		t.Fatal(err)
	}
	if f.Class != Bound || f.Wide.Verdict != oracle.Violation || len(f.Wide.Bounds.Ops) != len(oracle.AllOps) {
		t.Errorf("class %s, wide %+v: %s", f.Class, f.Wide, f.Note)
	}
	t.Log(f.Note)
}
