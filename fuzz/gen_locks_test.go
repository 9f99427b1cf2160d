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
// with the discipline kept and broken: a method is atomic by the lock
// (scope package, the discipline trusted) exactly when it is expected to be.
func TestGenLocks(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the verifier")
	}
	pkgs := coverLocked()
	t.Logf("%d packages", len(pkgs))
	var mods []*Package
	for _, p := range pkgs {
		mods = append(mods, p.Package)
	}
	results := verifyBatch(t, mods, verify.EnvPackage)
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

// verifyBatch verifies pkgs in one module, at once, in env, and returns
// each package's results by the names its Funcs give.
func verifyBatch(t *testing.T, pkgs []*Package, env string) []map[string]*verify.Result {
	t.Helper()
	dir, err := writeBatch(pkgs)
	if err != nil {
		t.Fatal(err)
	}
	defer removeModule(dir)
	rep, err := verify.Run(context.Background(), verify.Options{Dir: dir, Timeout: 10 * time.Second, Environment: env}, "./...")
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
	return out
}

func trustsLock(r *verify.Result) bool {
	for _, tr := range r.Trusted {
		if strings.HasPrefix(tr.What, "lock discipline:") {
			return true
		}
	}
	return false
}

// coverLocked picks locked-form and locked-pair-form packages that
// together have every shape in a package that keeps the discipline and
// in one that breaks it, and, in the pair form, every shape over one map
// and over both, each expected atomic by the lock and not (greedily, in
// the order of the inputs).
func coverLocked() []*LockedPackage {
	covered := map[string]bool{}
	var out []*LockedPackage
	pick := func(p *LockedPackage, key func(f string) string) {
		fresh := false
		for _, f := range p.Funcs {
			k := key(f)
			fresh = fresh || !covered[k]
			covered[k] = true
		}
		if fresh {
			out = append(out, p)
		}
	}
	for _, data := range inputs(400) {
		p := GenerateLocked(data)
		pick(p, func(f string) string {
			return fmt.Sprintf("%s %v %s %v %v", p.Shapes[f], p.Broken, p.Expect[f], p.Journal != "", p.Retyped != "")
		})
		q := GenerateLockedPair(data)
		pick(q, func(f string) string {
			return fmt.Sprintf("pair %s %d %s", q.Shapes[f], len(touchedMaps(methodSource(q.Source, f))), q.Expect[f])
		})
	}
	return out
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
