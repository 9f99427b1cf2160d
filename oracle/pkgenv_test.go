package oracle_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/oracle"
	"github.com/snowflakeverify/snowflake/paths"
)

// pkgenvWant is what the oracle says of testdata/pkgenv in each
// environment: verdict and the witness's environment (or the result's,
// for the other verdicts).
var pkgenvWant = map[string]map[string][2]string{
	oracle.EnvPackage: {
		"(*registry.Registry).Register": {"violation", "package"},
		"(*registry.Locked).Register":   {"linearizable", "package"},
		"(*registry.Locked).Replace":    {"violation", "package"},
		"(*counters.Set).Inc":           {"linearizable", "package"},
		"(*leaky.Cache).GetOrInit":      {"violation", "collection"},
		"hits.Hit":                      {"linearizable", "package"},
		"(*hits.Table).Touch":           {"violation", "package"},
	},
	oracle.EnvCollection: {
		"(*registry.Registry).Register": {"violation", "collection"},
		"(*registry.Locked).Register":   {"violation", "collection"},
		"(*counters.Set).Inc":           {"violation", "collection"},
		"(*leaky.Cache).GetOrInit":      {"violation", "collection"},
		"hits.Hit":                      {"violation", "collection"},
	},
}

// verifierSample are the directories of verify/testdata/pkgenv whose
// truths the oracle checks here.
var verifierSample = []string{"registry", "sessions", "limiter", "replacing", "insertonly", "counterset", "starter", "pkgvar", "fuzzfound"}

// TestPackageEnvironment runs testdata/pkgenv in both environments and
// checks verdicts, environments, and that a package witness's other
// goroutine runs the package's operations; in the package environment it
// also checks the truths of testdata/pkgenv and verify/testdata/pkgenv,
// which hold there.
func TestPackageEnvironment(t *testing.T) {
	// The verifier's components checked here are a sample: eval's
	// TestPackageEnvironment compares the oracle and the verifier on all
	// of verify/testdata/pkgenv, and the whole suite has a time budget.
	dirs := []string{"testdata/pkgenv"}
	for _, d := range verifierSample {
		dirs = append(dirs, "../verify/testdata/pkgenv/"+d)
	}
	truth := truths(t, dirs...)
	for _, env := range []string{oracle.EnvPackage, oracle.EnvCollection} {
		patterns := []string{"./testdata/pkgenv/..."}
		if env == oracle.EnvPackage {
			for _, d := range verifierSample {
				patterns = append(patterns, "../verify/testdata/pkgenv/"+d)
			}
		}
		rep, err := oracle.Run(context.Background(), oracle.Options{Environment: env, Timeout: 20 * time.Second}, patterns...)
		if err != nil {
			t.Fatal(err)
		}
		seen := 0
		for _, r := range rep.Results {
			name := paths.ShortName(r.Func)
			if env == oracle.EnvPackage {
				pos := r.Position()
				if label, ok := truth[fmt.Sprintf("%s:%d", pos.Filename, pos.Line)]; ok {
					checkTruth(t, r, name, label)
				}
			}
			want, ok := pkgenvWant[env][name]
			if !ok || !strings.HasPrefix(r.Pos, "testdata/") {
				continue
			}
			seen++
			got := r.Environment
			if r.Witness != nil {
				got = r.Witness.Environment
			}
			if string(r.Verdict) != want[0] || got != want[1] {
				t.Errorf("%s: %s: %s in the %s environment, want %s in the %s one: %s", env, name, r.Verdict, got, want[0], want[1], r.Reason)
			}
			checkPkgWitness(t, r)
		}
		if seen != len(pkgenvWant[env]) {
			t.Errorf("%s: %d of %d functions found", env, seen, len(pkgenvWant[env]))
		}
	}
}

// checkPkgWitness checks that a package witness's other goroutine runs
// operations of the package, printed as calls on the receiver, and that
// an escaping base says where it escapes.
func checkPkgWitness(t *testing.T, r *oracle.Result) {
	t.Helper()
	if r.EnvReason != "" && !strings.Contains(r.Reason, "escapes its package at") {
		t.Errorf("%s: the reason does not say where the base escapes: %s", r.Func, r.Reason)
	}
	if r.Witness == nil || r.Witness.Environment != oracle.EnvPackage {
		return
	}
	ops := 0
	for _, s := range r.Witness.Steps {
		if s.Thread != "other" {
			continue
		}
		if s.Operation == "" || !strings.Contains(s.Call, ".") {
			t.Errorf("%s: the other goroutine's step %s(%s) names no operation of the package", r.Func, s.Call, strings.Join(s.Args, ", "))
		}
		ops++
	}
	if ops == 0 {
		t.Errorf("%s: a package witness without the other goroutine's operations", r.Func)
	}
}
