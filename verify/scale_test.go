// This file verifies a generated module of more than 2,000 functions:
// many clients over sync.Map and sync/atomic, discovered functions,
// generic clients and build-tagged files. It checks that nothing crashes,
// that every function is accounted for, and that the output is the same
// with one worker and with eight.
//
// Sampling: eight workers verify the whole module; one worker verifies
// scaleSample of its packages, drawn by internal/sample (logged;
// -scale.seed=N draws the same packages again, -scale.all verifies the
// whole module with one worker too).

package verify_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/snowflakeverify/snowflake/internal/sample"
	"github.com/snowflakeverify/snowflake/verify"
)

// writeModule writes the module and returns how many functions verify
// must report.
func writeModule(t *testing.T, dir string, pkgs, types int) int {
	t.Helper()
	must := func(err error) {
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module scale\n\ngo 1.26\n"), 0o644))
	want := 0
	for p := 0; p < pkgs; p++ {
		pd := filepath.Join(dir, fmt.Sprintf("p%d", p))
		must(os.MkdirAll(pd, 0o755))
		var b strings.Builder
		fmt.Fprintf(&b, "package p%d\n\nimport (\n\t\"sync\"\n\t\"sync/atomic\"\n)\n\n", p)
		for i := 0; i < types; i++ {
			want += writeTypes(&b, i)
		}
		// A generic client: refused, but reported.
		fmt.Fprintf(&b, "type G[T comparable] struct{ m sync.Map }\n\nfunc (g *G[T]) Put(k T) { g.m.Store(k, 1) }\n\n")
		want++
		must(os.WriteFile(filepath.Join(pd, "p.go"), []byte(b.String()), 0o644))
		// A file for another build: never loaded, never reported.
		tagged := fmt.Sprintf("//go:build never\n\npackage p%d\n\nimport \"sync\"\n\ntype Tagged struct{ m sync.Map }\n\nfunc (t *Tagged) Get(k string) (any, bool) { return t.m.Load(k) }\n", p)
		must(os.WriteFile(filepath.Join(pd, "tagged.go"), []byte(tagged), 0o644))
	}
	return want
}

// writeTypes writes the clients of one index and returns their functions.
func writeTypes(b *strings.Builder, i int) int {
	fmt.Fprintf(b, `type M%[1]d struct{ m sync.Map }

func (c *M%[1]d) Get(k string) (any, bool)  { return c.m.Load(k) }
func (c *M%[1]d) Put(k string, v int)       { c.m.Store(k, v) }
func (c *M%[1]d) Add(k string, v int) bool  { _, l := c.m.LoadOrStore(k, v); return !l }
func (c *M%[1]d) Take(k string) (any, bool) { return c.m.LoadAndDelete(k) }
func (c *M%[1]d) Racy(k string, v int) bool {
	if _, ok := c.m.Load(k); ok {
		return false
	}
	c.m.Store(k, v)
	return true
}

type A%[1]d struct {
	//snowflake:base
	n   atomic.Int64
	max int64
}

func (a *A%[1]d) Inc() int64 { return a.n.Add(1) }
func (a *A%[1]d) Cur() int64 { return a.n.Load() }
func (a *A%[1]d) Acquire() bool {
	for {
		v := a.n.Load()
		if v >= a.max {
			return false
		}
		if a.n.CompareAndSwap(v, v+1) {
			return true
		}
	}
}

type S%[1]d struct {
	name string
	m    sync.Map
}

func Swap%[1]d(s *S%[1]d, k string) any {
	v, _ := s.m.Load(k)
	s.m.Store(k, s.name)
	return v
}

`, i)
	return 5 + 3 + 1
}

// scaleTail draws the packages one worker verifies (-scale.seed, -scale.all).
var scaleTail = sample.Flags("scale", "packages TestScale verifies with one worker")

// scalePackages and scaleTypes size the generated module; scaleSample is
// how many of its packages one worker verifies in the default run.
const scalePackages, scaleTypes, scaleSample = 20, 11, 4

func TestScale(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("verifies 2,000 functions")
	}
	dir := t.TempDir()
	want := writeModule(t, dir, scalePackages, scaleTypes)
	if want < 2000 {
		t.Fatalf("the generated module has %d functions", want)
	}
	run := func(jobs int, patterns ...string) *verify.Report {
		// The collection environment: what is checked here (nothing
		// crashes, every function is reported, one worker and eight
		// agree) does not depend on it, and the package environment's
		// search for each of the 440 violations would take a fifth of the
		// test's time (TestDeterministicVerdicts and the fuzzer's
		// package forms run that environment).
		rep, err := verify.Run(context.Background(), verify.Options{Dir: dir, Jobs: jobs, Timeout: 30 * time.Second, Environment: verify.EnvCollection}, patterns...)
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	eight := run(8, "./...")
	if len(eight.Results) != want {
		t.Errorf("%d functions reported, want %d", len(eight.Results), want)
	}
	counts := map[verify.Verdict]int{}
	for _, r := range eight.Results {
		counts[r.Verdict]++
		if r.Verdict == verify.Error {
			t.Errorf("%s: %s", r.Func, r.Reason)
		}
		if strings.Contains(r.Pos, "tagged.go") {
			t.Errorf("%s from a file of another build", r.Func)
		}
	}
	drawn := scaleTail.Draw(t, nil, scalePatterns(), scaleSample)
	one := run(1, drawn...)
	compareWorkers(t, one, eight)
	if n := countIn(eight, drawn); len(one.Results) != n {
		t.Errorf("-j 1 reports %d functions of %v, -j 8 %d", len(one.Results), drawn, n)
	}
	t.Logf("%d functions: %v; -j 8 %.0f ms; -j 1 on %v %.0f ms", len(eight.Results), counts, eight.Millis, drawn, one.Millis)
}

// scalePatterns returns the patterns of the module's packages.
func scalePatterns() []string {
	var out []string
	for p := 0; p < scalePackages; p++ {
		out = append(out, fmt.Sprintf("./p%d", p))
	}
	return out
}

// compareWorkers checks that one worker's results are eight workers'
// results for the same functions, in the same order.
func compareWorkers(t *testing.T, one, eight *verify.Report) {
	t.Helper()
	index := map[string]int{}
	for i, r := range eight.Results {
		index[r.Func] = i
	}
	last := -1
	for _, r := range one.Results {
		i, ok := index[r.Func]
		if !ok {
			t.Errorf("-j 1 reports %s, -j 8 does not", r.Func)
			continue
		}
		if e := eight.Results[i]; r.Verdict != e.Verdict || r.Reason != e.Reason {
			t.Errorf("-j 1 and -j 8 differ on %s: %s %q / %s %q", r.Func, r.Verdict, r.Reason, e.Verdict, e.Reason)
		}
		if i < last {
			t.Errorf("-j 1 reports %s out of -j 8's order", r.Func)
		}
		last = i
	}
	if len(one.Results) == 0 {
		t.Error("-j 1 reports no function")
	}
}

// countIn counts the results of rep in the packages patterns name.
func countIn(rep *verify.Report, patterns []string) int {
	n := 0
	for _, r := range rep.Results {
		for _, p := range patterns {
			if strings.Contains(r.Func, "scale/"+strings.TrimPrefix(p, "./")+".") {
				n++
				break
			}
		}
	}
	return n
}
