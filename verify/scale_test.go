// This file verifies a generated module of more than 2,000 functions:
// many clients over sync.Map and sync/atomic, discovered functions,
// generic clients and build-tagged files. It checks that nothing crashes,
// that every function is accounted for, and that the output is the same
// with one worker and with eight.

package verify_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

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

func TestScale(t *testing.T) {
	if testing.Short() {
		t.Skip("verifies 2,000 functions")
	}
	dir := t.TempDir()
	want := writeModule(t, dir, 20, 11)
	if want < 2000 {
		t.Fatalf("the generated module has %d functions", want)
	}
	run := func(jobs int) *verify.Report {
		rep, err := verify.Run(context.Background(), verify.Options{Dir: dir, Jobs: jobs, Timeout: 30 * time.Second}, "./...")
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	one, eight := run(1), run(8)
	if len(one.Results) != want {
		t.Errorf("%d functions reported, want %d", len(one.Results), want)
	}
	if len(eight.Results) != len(one.Results) {
		t.Errorf("-j 8 reports %d functions, -j 1 %d", len(eight.Results), len(one.Results))
	}
	counts := map[verify.Verdict]int{}
	for i, r := range one.Results {
		counts[r.Verdict]++
		if r.Verdict == verify.Error {
			t.Errorf("%s: %s", r.Func, r.Reason)
		}
		if strings.Contains(r.Pos, "tagged.go") {
			t.Errorf("%s from a file of another build", r.Func)
		}
		if i < len(eight.Results) {
			e := eight.Results[i]
			if r.Func != e.Func || r.Verdict != e.Verdict || r.Reason != e.Reason {
				t.Errorf("-j 1 and -j 8 differ at %d: %s %s %q / %s %s %q", i, r.Func, r.Verdict, r.Reason, e.Func, e.Verdict, e.Reason)
			}
		}
	}
	t.Logf("%d functions: %v; -j 1 %.0f ms, -j 8 %.0f ms", len(one.Results), counts, one.Millis, eight.Millis)
}
