package fuzz

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/verify"
)

// TestGenLocks verifies generated packages of the locked form
// (gen_locks.go) in the package environment, chosen to cover every shape
// with the discipline kept and broken (and lockedSample more, sample_test.go):
// a method is atomic by the lock (scope package, the discipline trusted)
// exactly when it is expected to be.
func TestGenLocks(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the verifier")
	}
	pool, keys := coverLocked()
	var pkgs []*LockedPackage
	for _, i := range cover(t, len(pool), lockedSample, func(i int) []string { return keys[i] }) {
		pkgs = append(pkgs, pool[i])
	}
	t.Logf("%d packages of %d", len(pkgs), len(pool))
	var mods []*Package
	for _, p := range pkgs {
		mods = append(mods, p.Package)
	}
	results, _ := verifyBatch(t, mods, verify.Options{Environment: verify.EnvPackage, WitnessRLimit: atomicOnly})
	for i, p := range pkgs {
		for _, f := range p.Funcs {
			r := results[i][f]
			if r == nil {
				t.Errorf("%s: no verdict\n%s", f, p.Source)
				continue
			}
			byLock := r.Verdict == verify.Atomic && r.Scope == verify.EnvPackage && trustsLock(r)
			if want := p.Expect[f]; byLock != (want == "lock") {
				t.Errorf("%s: %s (%s), expected %s\n%s", f, r.Verdict, r.Reason, want, p.Source)
			}
		}
	}
}

// atomicOnly is the witness budget of the tests that check only whether
// a verdict is atomic: verify proves before it searches a witness, so the
// witness budget changes no atomic verdict (nor its scope or trusted
// lock), only whether a refuted method is a violation or stays unproven.
// Measured: the same atomic verdicts as at verify's default budget, for
// TestGenImmWrite in 4 s of CPU against 27, TestGenLocks 6 against 12,
// TestGenNested 5 against 7.
const atomicOnly = 1

// verifyBatch verifies pkgs in one module, at once, with opt (its Dir
// set here, its Timeout 10 s when unset), and returns each package's
// results by the names its Funcs give, and how many functions verify
// reports in all.
func verifyBatch(t *testing.T, pkgs []*Package, opt verify.Options) ([]map[string]*verify.Result, int) {
	t.Helper()
	dir, err := writeBatch(pkgs)
	if err != nil {
		t.Fatal(err)
	}
	defer removeModule(dir)
	opt.Dir = dir
	if opt.Timeout == 0 {
		opt.Timeout = 10 * time.Second
	}
	rep, err := verify.Run(context.Background(), opt, "./...")
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]*verify.Result{}
	for _, r := range rep.Results {
		byName[r.Func] = r
	}
	out := make([]map[string]*verify.Result, len(pkgs))
	for i, p := range pkgs {
		out[i] = map[string]*verify.Result{}
		for _, f := range p.Funcs {
			if r := byName[engineName(f, batchPath(len(pkgs), i)+".")]; r != nil {
				out[i][f] = r
			}
		}
	}
	return out, len(rep.Results)
}

func trustsLock(r *verify.Result) bool {
	for _, tr := range r.Trusted {
		if strings.HasPrefix(tr.What, "lock discipline:") {
			return true
		}
	}
	return false
}

// lockedSample is how many packages TestGenLocks verifies besides a
// cover of the shapes.
const lockedSample = 4

// coverLocked picks locked-form and locked-pair-form packages that
// together have every shape in a package that keeps the discipline and
// in one that breaks it, and, in the pair form, every shape over one map
// and over both, each expected atomic by the lock and not (greedily, in
// the order of the inputs), and returns them with the keys of the shapes
// each has.
func coverLocked() ([]*LockedPackage, [][]string) {
	covered := map[string]bool{}
	var out []*LockedPackage
	var keys [][]string
	pick := func(p *LockedPackage, key func(f string) string) {
		fresh, ks := false, []string{}
		for _, f := range p.Funcs {
			k := key(f)
			fresh = fresh || !covered[k]
			covered[k] = true
			ks = append(ks, k)
		}
		if fresh {
			out, keys = append(out, p), append(keys, ks)
		}
	}
	for _, data := range inputs(400) {
		p := GenerateLocked(data)
		pick(p, func(f string) string {
			return fmt.Sprintf("%s %v %s %v %v %v", p.Shapes[f], p.Broken, p.Expect[f], p.Journal != "", p.Retyped != "", p.Early == f)
		})
		q := GenerateLockedPair(data)
		pick(q, func(f string) string {
			return fmt.Sprintf("pair %s %d %s", q.Shapes[f], len(touchedMaps(methodSource(q.Source, f))), q.Expect[f])
		})
	}
	return out, keys
}

// methodSource returns the source of method f (a full name: (*p.L).G0) in
// src, from its declaration to the next one.
func methodSource(src []byte, f string) string {
	name := f[strings.LastIndex(f, ".")+1:]
	s := string(src)
	i := strings.Index(s, ") "+name+"(")
	if i < 0 {
		return ""
	}
	s = s[i:]
	if j := strings.Index(s[1:], "\nfunc "); j >= 0 {
		s = s[:j+1]
	}
	return s
}
