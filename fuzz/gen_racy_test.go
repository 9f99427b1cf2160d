package fuzz

import (
	"bytes"
	"go/ast"
	"strings"
	"testing"

	"github.com/snowflakeverify/snowflake/verify"
)

// TestGenRacy verifies generated packages with every racy shape among
// them (gen_racy.go; a failure to generate one fails): a method with a plain access of W's word is never
// atomic and names its race, the CompareAndSwap twin is not refused, and
// the engines do not disagree.
func TestGenRacy(t *testing.T) {
	pkgs, outs := sharedForms(t, &racyCheck)
	for _, s := range racyTexts {
		has := false
		for _, p := range pkgs {
			has = has || bytes.Contains(p.Source, []byte(s))
		}
		if !has {
			t.Errorf("no generated package has %s", s)
		}
	}
	for i, out := range outs {
		p := pkgs[i]
		for _, f := range out.Findings {
			if !strings.Contains(f.Func, ".W).") {
				continue
			}
			t.Logf("%s: verify %s, oracle %s: %s", f.Func, f.Verify, f.Oracle, f.Class)
			racy := len(f.verify.Races) > 0
			switch {
			case f.Verify == verify.Error || f.Verify == verify.Unsupported || f.Class == Disagree:
				t.Errorf("%s: %s (%s), oracle %s: %s\n%s", f.Func, f.Verify, f.VerifyReason, f.Oracle, f.Class, p.Source)
			case racy && (f.Verify == verify.Atomic || !strings.Contains(f.VerifyReason, "data race")):
				t.Errorf("%s: %s (%s): a racy method must be never atomic, naming its race\n%s", f.Func, f.Verify, f.VerifyReason, p.Source)
			}
		}
	}
}

var (
	racyTexts = []string{"if w.n > v {", "w.n = v", "w.n += v", "atomic.CompareAndSwapInt64(&w.n"}
	racyCheck = formCheck{pick: func() []*Package { return coverShapes(racyTexts) }}
)

// coverShapes picks generated packages that together have every shape,
// greedily (each adds the most shapes not yet covered): two or three
// packages, each checked by both engines.
func coverShapes(shapes []string) []*Package {
	var pkgs []*Package
	for _, data := range inputs(3000) {
		if _, ok := racyHash(data); ok {
			pkgs = append(pkgs, Generate(data))
		}
	}
	covered := map[string]bool{}
	var out []*Package
	for len(covered) < len(shapes) {
		var best *Package
		bestN := 0
		for _, p := range pkgs {
			n := 0
			for _, s := range shapes {
				if !covered[s] && bytes.Contains(p.Source, []byte(s)) {
					n++
				}
			}
			if n > bestN {
				best, bestN = p, n
			}
		}
		if best == nil {
			break
		}
		for _, s := range shapes {
			if bytes.Contains(best.Source, []byte(s)) {
				covered[s] = true
			}
		}
		out = append(out, best)
	}
	return out
}

// racyMethods counts the methods of W (gen_racy.go), which are listed
// with C's.
func racyMethods(f *ast.File) int {
	n := 0
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv != nil && len(fd.Recv.List[0].Names) > 0 && fd.Recv.List[0].Names[0].Name == "w" {
			n++
		}
	}
	return n
}
