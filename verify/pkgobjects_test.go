package verify_test

import (
	"strings"
	"testing"

	"github.com/snowflakeverify/snowflake/verify"
	"github.com/snowflakeverify/snowflake/witness"
)

// TestPackageEnvironmentObjects checks the package environment of
// functions over several objects (testdata/pkgenv/window): confined
// fields give witnesses made of the package's methods, an exported one
// gives the escape and the collection environment's witness, and a
// collection witness no operation can make leaves the function unproven.
func TestPackageEnvironmentObjects(t *testing.T) {
	byName := map[string]*verify.Result{}
	for _, r := range resultsUnder(t, packageRun, "testdata/pkgenv/window") {
		byName[r.Func[strings.LastIndex(r.Func, ".")+1:]] = r
	}
	for _, name := range []string{"Hit", "Snapshot"} {
		r := byName[name]
		if r == nil {
			t.Fatalf("no result for %s", name)
		}
		w, _ := r.Witness.(*witness.Witness)
		if r.Verdict != verify.Violation || w == nil || w.Environment != "package" || r.Escape != "" {
			t.Errorf("%s: %s, escape %q, witness %+v: want a violation with a package witness", name, r.Verdict, r.Escape, w)
		}
	}
	if r := byName["Reset"]; r == nil || !strings.Contains(r.Escape, "object p.Count: field Count is exported") {
		t.Errorf("Reset: want the escape of p.Count, got %+v", r)
	}
	if r := byName["Both"]; r == nil || r.Verdict != verify.Unproven || !strings.Contains(r.Reason, "no run of its operations") {
		t.Errorf("Both: want unproven for want of an operation making the witness, got %+v", r)
	}
}
