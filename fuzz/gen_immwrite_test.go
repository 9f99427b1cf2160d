package fuzz

import (
	"math/rand"
	"testing"

	"github.com/snowflakeverify/snowflake/verify"
)

// TestGenImmWrite verifies packages of the immutable-write form
// (gen_immwrite.go) in the collection environment, all in one module:
// each route alone, and none, under each read type, then random
// packages. A method is atomic exactly when no route writes the memory it
// reads.
func TestGenImmWrite(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the verifier")
	}
	pkgs := coverImmWrite()
	var mods []*Package
	for _, p := range pkgs {
		mods = append(mods, p.Package)
	}
	results, _ := verifyBatch(t, mods, verify.Options{Environment: verify.EnvCollection, WitnessRLimit: atomicOnly}) // gen_locks_test.go
	checked := 0
	for i, p := range pkgs {
		for _, f := range p.Funcs {
			r := results[i][f]
			if r == nil {
				t.Errorf("%s: no verdict\n%s", f, p.Source)
				continue
			}
			checked++
			if want := p.Expect[f]; (r.Verdict == verify.Atomic) != (want == "atomic") {
				t.Errorf("package %d, routes %v: %s: %s (%s), expected %s\n%s", i, p.Routes, f, r.Verdict, r.Reason, want, p.Source)
			}
		}
	}
	t.Logf("%d packages, %d methods", len(pkgs), checked)
}

// coverImmWrite returns a package for each route alone and for none,
// under each read type and with each call, each read style in turn,
// then twelve random ones.
func coverImmWrite() []*ImmPackage {
	var out []*ImmPackage
	for j := -1; j < len(immRoutes); j++ {
		for r := range immReads {
			data := make([]byte, len(immRoutes))
			if j >= 0 {
				data[j] = 7 // chance(2): present
			}
			for m := 0; m < 3; m++ {
				data = append(data, byte(r), byte((r+m+j+1)%len(immCalls)), byte(m+j+1))
			}
			out = append(out, GenerateImmWrite(data))
		}
	}
	rnd := rand.New(rand.NewSource(26))
	for i := 0; i < 12; i++ {
		data := make([]byte, len(immRoutes)+9)
		rnd.Read(data)
		out = append(out, GenerateImmWrite(data))
	}
	return out
}
