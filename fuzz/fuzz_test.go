// This file holds the differential fuzz target, its seeds, and the test
// that runs them: every generated method's verify verdict against the
// oracle's.

package fuzz

import (
	"bytes"
	"context"
	"flag"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/verify"
)

// seeds are inputs whose packages cover the generator's shapes; shape is
// a line of the package (TestSeedShapes keeps them in step with the
// generator).
var seeds = []struct {
	data  []byte
	shape string
}{
	// check-then-act: Delete, Load, and Store when absent (a violation)
	{[]byte("\x00\xbc\x10U\x02\xda\xa9\x86\xf9k\xc14\xfd\xdd\x00 \xf5\xbe\xfb\xe0\xc9\xdb\xb7\xc9\x9e\x15L\xb3\x14\xdd\x00\xf3]\x89\xcb\xf3\x10\x1eq\xbd\x18["),
		"\t\tc.m.Store(k, 2)"},
	// an increment retry loop with a panicking assertion, LoadOrStore when absent (atomic)
	{[]byte("\xf2\x14Y5\xbcq\xe0\xaa\x0bjfXb\xc3.\xf8y\x19\xd0\x99\x1fz\xf8^\x95;tB\x8f\xef[Wx\x9b\xc9\x02/\xd4\xc8\xf91\x9d\xa9\xd2"),
		"\t\tif c.m.CompareAndSwap(k, x1, n5+1) {"},
	// Load, then Delete when present (evicting what another goroutine stored)
	{[]byte("\xc5\xc9\xf5\x92\xb8\xd7\xbd!\x05*p}\x0d\x1b\xf3 \xe2\xf1\x9b\xf99\xa1\x80\xea\xa6\xd3\xbez\x99K\xa9\x8c\x5c\xec\x85\xffP\xf0B"),
		"\t\tc.m.Delete(k)"},
	// a retry loop with an early exit: store v unless the value is less
	{[]byte("\xcc%\xc25\xee\xb5\xc3b\x9d\xa7LDb:\xff\xe5\xa7.\x06r\xf9C&|\xeco+8\x97\xd4\x12U\x1a\x9c"),
		"\t\tif c.m.CompareAndSwap(k, x2, v) {"},
	// LoadAndDelete when CompareAndDelete succeeded (two mutating calls); Delete after a Sleep
	{[]byte("w\xfeH\xe1\x8cу\xd5\x02\xaa\xea\xfe\x13\xa84Y\x92\x0f&%1\x18\x9b\x8deM\xa5s\xa3\xc8i\xe7\xeb\xfdO\xfd=\x16/P"),
		"\t\tc.m.LoadAndDelete(k)"},
	// a map the method makes, fills and reads back, stored (gen_fresh.go)
	{[]byte("\x91a)\x8dF\xd4\xf0e\xcah4\xc4\x13e\x8d\x8eq\x8a\xa1fA9\x87Wd\xcf\xff\x13M`"),
		"\tn2 := f1[k] + len(f1)"},
	// output and errors (gen_output.go): slog.Info, log.Printf, errors.Join, a log.Panicf branch
	{[]byte("\xf0\xe7\xe5\x1bN\xfd\xa18\xff>\xf7\xc2\xe7\xc4N\xe6?\x89W\x00\x83\xb0~\xba\xd6f\x18\x9eE\x87\xbe\xb6\v?)\xd6VXJ(Ȃe "),
		"\t\tlog.Panicf(\"F1 %v %d\", nil, v)"},
}

// Under go test -fuzz, whose workers give up on an input after 10 seconds,
// one input gets fuzzBudget, and the oracle fuzzOracle per function and run.
const (
	fuzzBudget = 8 * time.Second
	fuzzOracle = 2 * time.Second
)

// slow is for the regression inputs (testdata/fuzz), run in full.
var slow = Options{OracleTimeout: 20 * time.Second, VerifyTimeout: 10 * time.Second}

func FuzzDifferential(f *testing.F) {
	for _, s := range seeds {
		f.Add(s.data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if testing.Short() {
			t.Skip("runs both engines")
		}
		if !fuzzing() {
			for _, s := range seeds {
				if bytes.Equal(s.data, data) {
					t.Skip("a seed: TestDifferentialSeeds runs it")
				}
			}
			differential(t, data, time.Minute, slow)
			return
		}
		differential(t, data, fuzzBudget, Options{OracleTimeout: fuzzOracle, VerifyTimeout: 3 * time.Second})
	})
}

// TestDifferentialSeeds checks the seeds' packages in the forms' batch
// (forms_test.go): one load and one driver build per engine and
// environment for them and the forms' packages, and the forms' limits.
// The oracle's 5 seconds per method (not slow's 20) give every seed's
// method the class 20 give (measured on a loaded machine): the
// explorations that end take at most 1.3 seconds, and the two that do not
// end within 5 (seeds 3 and 4's F0, proven atomic) do not within 20
// either.
func TestDifferentialSeeds(t *testing.T) {
	_, outs := sharedForms(t, &seedsCheck)
	for i, out := range outs {
		t.Run(strconv.Itoa(i), func(t *testing.T) { judge(t, out) })
	}
}

// seedsCheck is the seeds' packages.
var seedsCheck = formCheck{pick: func() []*Package {
	var pkgs []*Package
	for _, s := range seeds {
		pkgs = append(pkgs, Generate(s.data))
	}
	return pkgs
}}

func TestSeedShapes(t *testing.T) {
	for i, s := range seeds {
		if src := Generate(s.data).Source; !bytes.Contains(src, []byte(s.shape+"\n")) {
			t.Errorf("seed %d: no line %q in\n%s", i, s.shape, src)
		}
	}
}

// TestStats prints the sums of the records in the file $SNOWFLAKE_FUZZ_STATS.
func TestStats(t *testing.T) {
	path := os.Getenv(StatsEnv)
	if path == "" {
		t.Skip("$" + StatsEnv + " is not set")
	}
	s, err := ReadStats(path)
	if err != nil {
		t.Skip(err)
	}
	t.Logf("%s:\n%s", path, s)
}

// fuzzing reports whether go test runs with -fuzz (in the coordinator or a worker).
func fuzzing() bool {
	f := flag.Lookup("test.fuzz")
	return f != nil && f.Value.String() != ""
}

// differential checks the package data describes and fails on a disagreement.
func differential(t *testing.T, data []byte, budget time.Duration, opt Options) {
	pkg := Generate(data)
	t.Logf("%s", pkg.Source)
	ctx, cancel := context.WithTimeout(context.Background(), budget)
	defer cancel()
	out, err := Check(ctx, pkg, opt)
	if err != nil && ctx.Err() != nil {
		record(t, &Record{Input: strconv.Quote(string(data)), Funcs: len(pkg.Funcs), Skipped: "over the time budget"})
		t.Skipf("over the time budget of %s: %v", budget, err)
	}
	if err != nil {
		t.Fatalf("%v\n%s", err, pkg.Source)
	}
	judge(t, out)
}

// judge records out and fails on a disagreement.
func judge(t *testing.T, out *Outcome) {
	pkg := out.Package
	record(t, NewRecord(out))
	for _, f := range out.Findings {
		t.Logf("%s: verify %s (%.0fms), oracle %s (%.0fms): %s", f.Func, f.Verify, f.verify.Millis,
			f.Oracle, f.oracle.Millis, f.Class)
		if f.Verify != verify.Atomic && f.Verify != verify.Violation {
			t.Logf("%s: verify: %s", f.Func, f.VerifyReason)
		}
		if f.Class == Disagree {
			t.Errorf("%s: %s\nverify: %s\n%s", f.Func, f.Note, f.VerifyReason, pkg.Source)
		} else if f.Class == Bound {
			t.Logf("%s: %s", f.Func, f.Note)
		}
	}
}

// record appends r to the stats file, if one is named.
func record(t *testing.T, r *Record) {
	if path := os.Getenv(StatsEnv); path != "" {
		if err := r.Append(path); err != nil {
			t.Errorf("stats: %v", err)
		}
	}
}
