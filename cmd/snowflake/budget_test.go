// This file tests that budgets decide verdicts deterministically: the same
// JSON whatever the parallelism and the machine's load, and budgets that
// run out are verdicts (unproven), never errors.

package main

import (
	"encoding/json"
	"reflect"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// Low limits make many functions reach a budget, where a wall-clock limit
// would make verdicts depend on the load; they also keep the test fast.
// At a witness budget of 500,000 units (a twenty-fourth of the default) the two
// packages verify in 7.5 s at -j 1, against 15.4 s at 1,500,000, and one
// more function (tricky's FillNaive) ends at that budget.
var lowLimits = []string{"--rlimit", "1000000", "--witness-rlimit", "500000", "--function-rlimit", "8000000"}

// determinismPackages are the corpus packages the test verifies: those
// whose functions were seen to change verdict between runs when budgets
// were times. (A third package, drawn by seed, is no longer added: with
// it the test's two runs took 39 s of CPU on a loaded 2-core machine.
// histogram, whose floating-point queries cost far more time per
// resource unit, would take 19 s at -j 1.)
var determinismPackages = []string{"./testdata/corpus/retry", "./testdata/corpus/tricky"}

// TestDeterministicVerdicts runs verify on corpus packages at -j 1 on a
// quiet process and at -j 4 with CPU-bound goroutines running beside it,
// and requires the same JSON apart from the timing fields.
func TestDeterministicVerdicts(t *testing.T) {
	pkgs := determinismPackages
	args := append(append([]string{"--format", "json"}, lowLimits...), pkgs...)
	quiet, _, status := run(t, append([]string{"verify", "-j", "1"}, args...)...)
	if status != 0 && status != 1 {
		t.Fatalf("-j 1: exit status %d", status)
	}
	var loaded string
	burn(func() {
		loaded, _, status = run(t, append([]string{"verify", "-j", "4"}, args...)...)
	})
	if status != 0 && status != 1 {
		t.Fatalf("-j 4 under load: exit status %d", status)
	}
	a, b := untimed(t, quiet), untimed(t, loaded)
	if !reflect.DeepEqual(a, b) {
		t.Errorf("verify %s: the JSON at -j 1 and at -j 4 under load differ:\n%s", strings.Join(pkgs, " "), firstDifference(a, b))
	}
}

// burn runs f while CPU-bound goroutines spin, one per two cores (at
// least one), each resting as long as it spins: enough to change every
// timing, not so much that the test starves the packages tested beside
// it.
func burn(f func()) {
	var stop atomic.Bool
	var wg sync.WaitGroup
	for i := 0; i < max(1, runtime.NumCPU()/2); i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			x := uint64(i)
			for !stop.Load() {
				start := time.Now()
				for k := 0; k < 1<<16; k++ {
					x = x*6364136223846793005 + 1442695040888963407
				}
				time.Sleep(time.Since(start))
			}
			_ = x
		}()
	}
	f()
	stop.Store(true)
	wg.Wait()
}

// untimed decodes a JSON report and drops its timing fields.
func untimed(t *testing.T, out string) map[string]any {
	t.Helper()
	var doc map[string]any
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("invalid JSON: %v\n%s", err, out)
	}
	var drop func(v any)
	drop = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			delete(v, "millis")
			delete(v, "witness_millis")
			for _, x := range v {
				drop(x)
			}
		case []any:
			for _, x := range v {
				drop(x)
			}
		}
	}
	drop(doc)
	return doc
}

// firstDifference names the first result whose JSON differs.
func firstDifference(a, b map[string]any) string {
	ra, _ := a["results"].([]any)
	rb, _ := b["results"].([]any)
	for i := 0; i < len(ra) && i < len(rb); i++ {
		if !reflect.DeepEqual(ra[i], rb[i]) {
			x, _ := json.MarshalIndent(ra[i], "", " ")
			y, _ := json.MarshalIndent(rb[i], "", " ")
			return string(x) + "\nversus\n" + string(y)
		}
	}
	if len(ra) != len(rb) {
		return "different numbers of results"
	}
	x, _ := json.Marshal(a["summary"])
	y, _ := json.Marshal(b["summary"])
	return string(x) + " versus " + string(y)
}

// TestTinyBudgets: budgets that run out at once give unproven, with the
// budget named, and never an error verdict or an exit status above 1. A
// resource limit of 1 stops any query, the same for any collection
// (smt.Metered): limiter, which loads in a third of the time of a
// sync.Map example, shows it. The time limits need slower queries to bite
// on a fast machine: registry's too.
func TestTinyBudgets(t *testing.T) {
	t.Parallel()
	limiter, both := []string{"./examples/limiter"}, []string{"./examples/registry", "./examples/limiter"}
	for _, c := range []struct{ limits, pkgs []string }{
		{[]string{"--budget=1ms"}, both},
		{[]string{"--timeout=1ms"}, both},
		{[]string{"--witness-budget=1ms"}, both},
		{[]string{"--rlimit", "1"}, limiter},
		{[]string{"--function-rlimit", "1"}, limiter},
		{[]string{"--witness-rlimit", "1"}, limiter},
	} {
		limits := c.limits
		args := append(append([]string{"verify", "--format", "json"}, limits...), c.pkgs...)
		out, stderr, status := run(t, args...)
		if status != 0 && status != 1 {
			t.Errorf("%v: exit status %d, want 0 or 1\n%s", limits, status, stderr)
			continue
		}
		var doc struct {
			Results []struct{ Func, Verdict, Reason string }
		}
		if err := json.Unmarshal([]byte(out), &doc); err != nil {
			t.Fatalf("%v: invalid JSON: %v", limits, err)
		}
		budgeted := 0
		for _, r := range doc.Results {
			if r.Verdict == "error" {
				t.Errorf("%v: %s: error: %s", limits, r.Func, r.Reason)
			}
			if strings.Contains(r.Reason, "budget") || strings.Contains(r.Reason, "limit") || strings.Contains(r.Reason, "time-out") {
				budgeted++
			}
		}
		if budgeted == 0 {
			t.Errorf("%v: no reason names a budget or a limit; the limit did not bite", limits)
		}
	}
}

// TestBudgetReasons: each budget that runs out makes the function
// unproven, its reason naming the budget (a solver time-out, a query's
// resource limit, the walk's path budget).
func TestBudgetReasons(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--timeout", "200ms", "./verify/testdata/bad/hard"}, "(*hard.Vault).Open: unproven: path 7 (Load, Store): solver gave up: time-out after 200ms"},
		{[]string{"--rlimit", "100000", "./verify/testdata/bad/hard"}, "(*hard.Vault).Open: unproven: path 7 (Load, Store): solver gave up: the query's resource limit (--rlimit 100000) was reached"},
		{[]string{"./verify/testdata/bad/manypaths"}, "(*manypaths.Flags).Mark: unproven: budget: the function has more than 512 paths (the path budget)"},
		{[]string{"--witness-rlimit", "2", "./verify/testdata/pkgenv/review/sealed"}, "the search of the package's operations stopped: its resource budget (half of --witness-rlimit: 1) is spent"},
	} {
		out, _, status := run(t, append([]string{"verify"}, c.args...)...)
		if status != 1 || !strings.Contains(out, c.want) {
			t.Errorf("verify %v: exit status %d, output:\n%s\nwant 1 and %q", c.args, status, out, c.want)
		}
	}
}
